import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

import type { ReviewApplication } from './types'

const selectClass =
  'h-9 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-surface sm:w-52'

/**
 * Who on the team looks after this startup: sets the assignee of each of its applications to the
 * organisation's channels (usually there is one).
 */
export function AssignControl({ applications }: { applications: ReviewApplication[] }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const id = useId()
  const teammates = useQuery(trpc.investors.applications.teammates.queryOptions())
  const assign = useMutation(trpc.investors.applications.assign.mutationOptions())

  const assignees = new Set(applications.map((a) => a.assignee?.id ?? ''))
  const current = assignees.size === 1 ? [...assignees][0]! : 'mixed'

  async function change(value: string) {
    if (value === 'mixed') return
    const assigneeId = value || null
    try {
      await Promise.all(
        applications.map((a) => assign.mutateAsync({ applicationId: a.id, assigneeId })),
      )
      const name = teammates.data?.find((t) => t.id === assigneeId)?.name
      toast.success(
        name
          ? intl.formatMessage({ id: 'review.assign.assigned' }, { name })
          : intl.formatMessage({ id: 'review.assign.unassigned' }),
      )
    } catch (error) {
      toast.error(
        trpcFieldErrors(error).assigneeId?.[0] ??
          intl.formatMessage({ id: 'review.assign.failed' }),
      )
    } finally {
      // The table of applications shows assignees too.
      await queryClient.invalidateQueries({ queryKey: trpc.investors.applications.pathKey() })
    }
  }

  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        <FormattedMessage id="review.assign.label" />
      </label>
      <select
        id={id}
        className={selectClass}
        value={current}
        disabled={assign.isPending || !teammates.data}
        onChange={(event) => void change(event.target.value)}
      >
        {current === 'mixed' && (
          <option value="mixed">{intl.formatMessage({ id: 'review.assign.several' })}</option>
        )}
        <option value="">{intl.formatMessage({ id: 'review.assign.nobody' })}</option>
        {current && current !== 'mixed' && !teammates.data?.some((t) => t.id === current) && (
          <option value={current} translate="no">
            {applications[0]?.assignee?.name}
          </option>
        )}
        {teammates.data?.map((t) => (
          <option key={t.id} value={t.id} translate="no">
            {t.name}
          </option>
        ))}
      </select>
    </div>
  )
}
