import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { EditorSkeleton } from '@/components/form'
import { Button } from '@/components/ui/button'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { FounderDialog } from '@/features/startups/founders/founder-dialog'
import { FounderList } from '@/features/startups/founders/founder-list'
import type { Editing, Founder } from '@/features/startups/founders/types'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/startups/founder-profile')({
  // The teammates are awaited even when the profile fails: a query still pending when the page is
  // sent would reject later in the browser, uncaught.
  loader: async ({ context }) => {
    const teammates = context.queryClient.prefetchQuery(
      context.trpc.startups.profile.teammates.queryOptions(),
    )
    try {
      await context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions())
    } finally {
      await teammates
    }
  },
  pendingComponent: FoundersSkeleton,
  errorComponent: ErrorPanel,
  component: FoundersScreen,
})

function FoundersSkeleton() {
  const intl = useIntl()
  return (
    <EditorSkeleton
      title={intl.formatMessage({ id: 'founder.founders.title' })}
      description={intl.formatMessage({ id: 'founder.founders.description' })}
      sections={2}
    />
  )
}

/** Which founder attribute each 'founders' completeness item is about. */
const missingAttribute: Record<string, keyof Founder | undefined> = {
  titles: 'title',
  bios: 'bio',
  linkedin: 'linkedin',
}

function FoundersScreen() {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const teammates = useQuery(trpc.startups.profile.teammates.queryOptions())
  const [editing, setEditing] = useState<Editing>(null)
  const founders = data.founders
  const part = data.completeness.parts.find((p) => p.key === 'founders')
  const teammateList = teammates.data ?? []

  function jumpTo(field: string) {
    if (field === 'founders') {
      setEditing({ mode: 'add' })
      return
    }
    const attribute = missingAttribute[field]
    const founder =
      attribute && founders.find((f) => !(typeof f[attribute] === 'string' && f[attribute].trim()))
    if (founder) setEditing({ mode: 'edit', founder })
  }

  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'founder.founders.title' })}
        description={intl.formatMessage({ id: 'founder.founders.description' })}
        actions={
          founders.length > 0 && (
            <Button onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" /> <FormattedMessage id="founder.founders.add" />
            </Button>
          )
        }
      />
      {part && <CompletenessMeter part={part} onJump={jumpTo} className="mb-6" />}

      <FounderList
        founders={founders}
        teammates={teammateList}
        onAdd={() => setEditing({ mode: 'add' })}
        onEdit={(founder) => setEditing({ mode: 'edit', founder })}
      />

      <FounderDialog
        editing={editing}
        teammates={teammateList}
        teammatesLoading={teammates.isPending}
        onClose={() => setEditing(null)}
        onSaved={() =>
          queryClient.invalidateQueries({ queryKey: trpc.startups.profile.get.queryKey() })
        }
      />
    </>
  )
}
