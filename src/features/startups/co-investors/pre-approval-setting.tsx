import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { toast } from 'sonner'

import { Card, Skeleton } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

import { consentErrorMessage } from './use-consent'

/**
 * Founder settings: "Co-investors of funds I applied to may see my profile" (decision 0047). On,
 * an invitation from a fund the startup applied to is accepted when it is made, and the founders
 * are told; off, every invitation waits for their answer.
 */
export function PreApprovalSetting() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const headingId = useId()
  const labelId = useId()
  const hintId = useId()
  const rooms = useQuery(trpc.startups.dealRooms.list.queryOptions())
  const save = useMutation(
    trpc.startups.dealRooms.setPreApproval.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(trpc.startups.dealRooms.list.queryKey(), (old) =>
          old ? { ...old, preApproval: result } : old,
        )
        toast.success(
          result.coInvestorsOfAppliedFunds
            ? 'Co-investors of funds you applied to may now see your profile.'
            : 'Every co-investor request now waits for your answer.',
        )
      },
      onError: (error) => toast.error(consentErrorMessage(error)),
    }),
  )
  const on = rooms.data?.preApproval.coInvestorsOfAppliedFunds ?? false

  return (
    <Card
      id="co-investor-sharing"
      role="region"
      aria-labelledby={headingId}
      className="min-w-0 scroll-mt-24 p-5 sm:p-6"
    >
      <h3 id={headingId} className="text-base font-semibold text-ink">
        Co-investors
      </h3>
      <p className="mt-1 mb-5 max-w-prose text-sm text-muted">
        Funds leading your round can ask to share your profile with other funds that would invest
        beside them. You answer each request on your{' '}
        <Link
          to="/startups"
          hash="co-investors"
          className="font-medium text-brand-600 hover:underline"
        >
          home page
        </Link>
        .
      </p>
      {rooms.isPending ? (
        <div role="status">
          <span className="sr-only">Loading your co-investor setting…</span>
          <Skeleton className="h-14" />
        </div>
      ) : rooms.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          We could not load your co-investor setting.{' '}
          <button
            type="button"
            className="font-medium underline underline-offset-4"
            onClick={() => void rooms.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p id={labelId} className="text-sm font-medium text-ink">
              Co-investors of funds I applied to may see my profile
            </p>
            <p id={hintId} className="mt-1 text-sm text-muted">
              {on ? 'On' : 'Off'}. When on, a fund you applied to (and have not withdrawn from) can
              bring in a co-investor without asking you first: that fund sees your profile and deck
              at once, and you are told. You can withdraw consent for any fund on your home page.
              When off, every request waits for your answer.
            </p>
          </div>
          <button
            type="button"
            role="switch"
            aria-checked={on}
            aria-labelledby={labelId}
            aria-describedby={hintId}
            disabled={save.isPending}
            onClick={() => save.mutate({ coInvestorsOfAppliedFunds: !on })}
            className={cn(
              'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-wait disabled:opacity-60',
              on ? 'bg-brand-600' : 'bg-slate-400',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform',
                on ? 'translate-x-5.5' : 'translate-x-0.5',
              )}
            />
          </button>
        </div>
      )}
    </Card>
  )
}
