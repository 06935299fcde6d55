import { Link } from '@tanstack/react-router'

const brandName = 'Sangam'

export function Logo({ to = '/' }: { to?: '/' | '/startups' | '/investors' | '/admin' }) {
  return (
    // Current (aria-current) only on the home page itself, not on every page below it.
    <Link
      to={to}
      activeOptions={{ exact: true, includeSearch: false }}
      className="flex items-center gap-2 font-semibold tracking-tight text-ink"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      {/* The name, in every language (a browser's translation leaves it too). */}
      <span className="text-lg" translate="no">
        {brandName}
      </span>
    </Link>
  )
}
