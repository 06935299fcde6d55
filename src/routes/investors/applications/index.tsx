import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/investors/applications/')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/investors/applications/"!</div>
}
