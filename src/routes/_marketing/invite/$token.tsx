import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_marketing/invite/$token')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Invitation</h1>
}
