import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Access requests</h1>
}
