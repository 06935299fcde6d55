import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_marketing/verify-email')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Confirm your email</h1>
}
