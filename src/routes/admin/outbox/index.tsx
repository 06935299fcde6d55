import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/outbox/')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Outbox</h1>
}
