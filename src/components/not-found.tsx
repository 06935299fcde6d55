import { Link } from '@tanstack/react-router'

/** docs/contract.md, "Screen states and failures": the default paragraph for unknown routes. */
export function NotFound() {
  return (
    <div className="mx-auto my-16 max-w-xl px-4 text-center">
      <p className="text-2xl font-semibold text-ink">Not Found</p>
      <p className="mt-2 text-sm text-muted">
        The page you are looking for does not exist or is not public.
      </p>
      <Link to="/" className="mt-6 inline-block text-sm font-medium text-brand-600 hover:underline">
        Back to Sangam
      </Link>
    </div>
  )
}
