import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_marketing/reset-password')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Choose a new password</h1>
}
