import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/admin/outbox/$id')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Email</h1>
}
