import { useQuery } from '@tanstack/react-query'

import { useTRPC } from '@/lib/trpc'

/**
 * The fund's stages, archived ones too, as moves, triage and the bulk bar name them
 * (docs/decisions/0046). One query per screen, kept a minute: owners change stages rarely, and a
 * move to a stage archived meanwhile is refused by the server with a message that says so.
 */
export function usePipelineStages() {
  const trpc = useTRPC()
  const query = useQuery({
    ...trpc.investors.pipeline.stages.queryOptions(),
    staleTime: 60_000,
  })
  return query.data?.stages ?? []
}
