import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_marketing/forgot-password')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Reset your password</h1>
}
