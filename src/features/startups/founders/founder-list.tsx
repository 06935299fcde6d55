import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Plus, UserRound } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { FounderCard, formatPercent, moveButtonId } from './founder-card'
import type { Founder, Teammate } from './types'

/**
 * The founders in the order investors see them, with moving, removing and the equity total; an
 * empty state that invites adding the first one.
 */
export function FounderList({
  founders,
  teammates,
  onAdd,
  onEdit,
}: {
  founders: Founder[]
  teammates: Teammate[]
  onAdd: () => void
  onEdit: (founder: Founder) => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [announcement, setAnnouncement] = useState('')
  const getKey = trpc.startups.profile.get.queryKey()
  const invalidate = () => queryClient.invalidateQueries({ queryKey: getKey })

  const remove = useMutation(trpc.startups.profile.founders.remove.mutationOptions())
  const reorder = useMutation(trpc.startups.profile.founders.reorder.mutationOptions())

  // Reordering moves the card in the page; keep the keyboard on the button that moved it (or its
  // twin, when the card reached an end and that button is now disabled).
  const refocus = useRef<{ id: string; direction: -1 | 1 } | null>(null)
  useEffect(() => {
    const request = refocus.current
    if (!request) return
    refocus.current = null
    const same = document.getElementById(moveButtonId(request.id, request.direction))
    const other = document.getElementById(
      moveButtonId(request.id, request.direction === -1 ? 1 : -1),
    )
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other
    target?.focus()
  }, [founders])

  async function move(founder: Founder, direction: -1 | 1) {
    if (reorder.isPending) return
    const from = founders.findIndex((f) => f.id === founder.id)
    const to = from + direction
    if (from < 0 || to < 0 || to >= founders.length) return
    const next = [...founders]
    next.splice(from, 1)
    next.splice(to, 0, founder)
    const previous = queryClient.getQueryData(getKey)
    queryClient.setQueryData(getKey, (old) => (old ? { ...old, founders: next } : old))
    setAnnouncement(
      intl.formatMessage(
        { id: 'founder.founders.moved' },
        { name: founder.name, position: to + 1, count: next.length },
      ),
    )
    refocus.current = { id: founder.id, direction }
    try {
      await reorder.mutateAsync({ ids: next.map((f) => f.id) })
    } catch (error) {
      queryClient.setQueryData(getKey, previous)
      toast.error(
        error instanceof Error
          ? error.message
          : intl.formatMessage({ id: 'founder.founders.moveFailed' }),
      )
    } finally {
      await invalidate()
    }
  }

  async function removeFounder(founder: Founder) {
    try {
      await remove.mutateAsync({ id: founder.id })
      toast.success(intl.formatMessage({ id: 'founder.founders.removed' }, { name: founder.name }))
      setAnnouncement(
        intl.formatMessage({ id: 'founder.founders.removedAnnouncement' }, { name: founder.name }),
      )
    } catch (error) {
      toast.error(
        error instanceof Error
          ? error.message
          : intl.formatMessage({ id: 'founder.founders.removeFailed' }),
      )
    } finally {
      await invalidate()
    }
  }

  const totalEquity = founders.reduce(
    (sum, f) => sum + (typeof f.equityShare === 'number' ? f.equityShare : 0),
    0,
  )
  const anyEquity = founders.some((f) => typeof f.equityShare === 'number')

  return (
    <>
      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {founders.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-base font-semibold text-ink">
            <FormattedMessage id="founder.founders.empty.title" />
          </h2>
          <p className="max-w-md text-sm text-muted">
            <FormattedMessage id="founder.founders.empty.body" />
          </p>
          <Button onClick={() => onAdd()}>
            <Plus aria-hidden="true" /> <FormattedMessage id="founder.founders.add" />
          </Button>
        </Card>
      ) : (
        <>
          <ol
            className="grid gap-4"
            aria-label={intl.formatMessage({ id: 'founder.founders.order' })}
          >
            {founders.map((founder, index) => (
              <li key={founder.id}>
                <FounderCard
                  founder={founder}
                  position={index + 1}
                  count={founders.length}
                  teammate={teammates.find((t) => t.userId === founder.userId)}
                  onEdit={() => onEdit(founder)}
                  onMove={(direction) => void move(founder, direction)}
                  onRemove={() => removeFounder(founder)}
                />
              </li>
            ))}
          </ol>
          {anyEquity && (
            <p
              className={
                totalEquity > 100 ? 'mt-4 text-sm text-red-700' : 'mt-4 text-sm text-muted'
              }
            >
              <FormattedMessage
                id={
                  totalEquity > 100
                    ? 'founder.founders.equityTooMuch'
                    : 'founder.founders.equityTotal'
                }
                values={{ total: formatPercent(totalEquity) }}
              />
            </p>
          )}
        </>
      )}
    </>
  )
}
