import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/_marketing/welcome')({ component: Screen })

function Screen() {
  return <h1 className="text-2xl font-semibold">Welcome</h1>
}
