import { Link } from '@tanstack/react-router'

export function Logo({ to = '/' }: { to?: '/' | '/startups' | '/investors' | '/admin' }) {
  return (
    // Current (aria-current) only on the home page itself, not on every page below it.
    <Link
      to={to}
      activeOptions={{ exact: true, includeSearch: false }}
      className="flex items-center gap-2 font-semibold tracking-tight text-ink"
    >
      <img src="/favicon.svg" alt="" width={28} height={28} />
      <span className="text-lg">Sangam</span>
    </Link>
  )
}
