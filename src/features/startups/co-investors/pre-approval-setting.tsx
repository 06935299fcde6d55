import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Card, Skeleton } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { consentErrorMessage } from './use-consent'

/**
 * Founder settings: "Co-investors of funds I applied to may see my profile" (decision 0047). On,
 * an invitation from a fund the startup applied to is accepted when it is made, and the founders
 * are told; off, every invitation waits for their answer.
 */
export function PreApprovalSetting() {
  const trpc = useTRPC()
  const intl = useIntl()
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
          intl.formatMessage({
            id: result.coInvestorsOfAppliedFunds
              ? 'deals.preApproval.savedOn'
              : 'deals.preApproval.savedOff',
          }),
        )
      },
      onError: (error) => toast.error(consentErrorMessage(error, intl)),
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
        <FormattedMessage id="deals.preApproval.heading" />
      </h3>
      <p className="mt-1 mb-5 max-w-prose text-sm text-muted">
        <FormattedMessage
          id="deals.preApproval.intro"
          values={{
            link: (chunks) => (
              <Link
                to="/startups"
                hash="co-investors"
                className="font-medium text-brand-600 hover:underline"
              >
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      {rooms.isPending ? (
        <div role="status">
          <span className="sr-only">
            <FormattedMessage id="deals.preApproval.loading" />
          </span>
          <Skeleton className="h-14" />
        </div>
      ) : rooms.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          <FormattedMessage
            id="deals.preApproval.loadFailed"
            values={{
              retry: (chunks) => (
                <button
                  type="button"
                  className="font-medium underline underline-offset-4"
                  onClick={() => void rooms.refetch()}
                >
                  {chunks}
                </button>
              ),
            }}
          />
        </p>
      ) : (
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0">
            <p id={labelId} className="text-sm font-medium text-ink">
              <FormattedMessage id="deals.preApproval.label" />
            </p>
            <p id={hintId} className="mt-1 text-sm text-muted">
              <FormattedMessage id="deals.preApproval.hint" values={{ on: on ? 'yes' : 'no' }} />
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
