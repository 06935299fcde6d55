import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { Trash2 } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { formatScore } from '@/domain/applications/ratings'
import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Textarea } from '@/components/ui/input'
import { serverMessage } from '@/lib/form-errors'
import { shownDate } from '@/lib/i18n/dates'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { ApplicationStatus } from '@/lib/options'
import { toast } from '@/lib/toast'
import { trpcFieldErrors } from '@/lib/trpc-errors'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

export type ListDetail = inferRouterOutputs<AppRouter>['investors']['lists']['get']
export type ListEntryRow = ListDetail['entries'][number]

const noteLimit = 1000

/** Words only screen readers hear, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

/** The statuses of the startup's applications, each once with how many, newest first. */
function statusCounts(statuses: string[]): [string, number][] {
  const counts = new Map<string, number>()
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts]
}

/** One startup on a list: key facts, fit, its applications, the team's note, who added it. */
export function ListEntry({ listId, entry }: { listId: string; entry: ListEntryRow }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const headingId = useId()
  const noteId = useId()
  const [note, setNote] = useState(entry.note ?? '')
  const [error, setError] = useState<string | null>(null)
  const saveNote = useMutation(trpc.investors.lists.setNote.mutationOptions())
  const remove = useMutation(trpc.investors.lists.removeEntry.mutationOptions())
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.investors.lists.pathKey() })
  const changed = note.trim() !== (entry.note ?? '')

  async function save() {
    setError(null)
    try {
      await saveNote.mutateAsync({ listId, startupOrgId: entry.startupOrgId, note })
      await refresh()
      toast.success(
        intl.formatMessage({ id: 'investor.listEntry.noteSaved' }, { name: entry.name }),
      )
    } catch (caught) {
      setError(
        trpcFieldErrors(caught).note?.[0] ??
          serverMessage(caught, intl.formatMessage({ id: 'investor.listEntry.noteFailed' })),
      )
    }
  }

  /** The startup's name inside a sentence: data, never translated. */
  const name = <span translate="no">{entry.name}</span>
  const removeLabel = intl.formatMessage({ id: 'investor.listEntry.remove' }, { name, hidden })

  const facts = [
    entry.developmentStage && optionLabel(intl, 'developmentStages', entry.developmentStage),
    entry.headquarters && optionLabel(intl, 'headquarters', entry.headquarters),
    entry.plannedRaise != null
      ? intl.formatMessage(
          { id: 'investor.common.raising' },
          { amount: shownRupees(intl, entry.plannedRaise) },
        )
      : null,
  ].filter(Boolean)

  return (
    <Card className="p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink" translate="no">
            {entry.visible ? (
              <Link
                to="/investors/applications/$startupId"
                params={{ startupId: entry.startupOrgId }}
                className="hover:text-brand-700 hover:underline"
              >
                {entry.name}
              </Link>
            ) : (
              entry.name
            )}
          </h2>
          {entry.visible ? (
            <>
              {entry.oneLiner && (
                <p className="mt-1 text-sm text-muted" translate="no">
                  {entry.oneLiner}
                </p>
              )}
              {facts.length > 0 && <p className="mt-2 text-xs text-ink">{facts.join(' · ')}</p>}
              {entry.sectors.length > 0 && (
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {entry.sectors.map((sector) => (
                    <Badge key={sector} className="bg-surface text-ink">
                      {optionLabel(intl, 'sectors', sector)}
                    </Badge>
                  ))}
                </div>
              )}
            </>
          ) : (
            <p className="mt-1 text-sm text-muted">
              <FormattedMessage id="investor.listEntry.notShared" />
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2 sm:flex-col sm:items-end">
          {entry.fit !== null && (
            <span className="rounded-full bg-surface px-3 py-1 text-sm font-semibold text-ink tabular-nums ring-1 ring-line">
              <FormattedMessage id="investor.common.fit" values={{ fit: entry.fit }} />
            </span>
          )}
          {entry.scores && (
            <span className="text-sm text-ink tabular-nums">
              <FormattedMessage
                id="investor.listEntry.scores"
                values={{
                  average: formatScore(entry.scores.average),
                  calibrated: formatScore(entry.scores.calibrated),
                  muted: (chunks) => <span className="text-muted">{chunks}</span>,
                }}
              />
            </span>
          )}
          {statusCounts(entry.statuses).map(([status, n]) => (
            <span key={status} className="inline-flex items-center gap-1">
              <ApplicationStatusBadge status={status as ApplicationStatus} />
              {n > 1 && (
                <span className="text-xs text-muted">
                  <FormattedMessage id="investor.listEntry.times" values={{ count: n }} />
                </span>
              )}
            </span>
          ))}
        </div>
      </div>

      <div className="mt-4">
        <label htmlFor={noteId} className="text-sm font-medium text-ink">
          <FormattedMessage id="investor.listEntry.note" />
        </label>
        <Textarea
          id={noteId}
          rows={2}
          maxLength={noteLimit}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={intl.formatMessage({ id: 'investor.listEntry.notePlaceholder' })}
          aria-invalid={error ? true : undefined}
          // The team's own note: data, never translated (empty, the placeholder is the page's).
          translate={note ? 'no' : undefined}
          className="mt-1.5"
        />
        {error && (
          <p role="alert" className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </div>

      <div className="mt-3 flex flex-col gap-2 border-t border-line pt-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted">
          <FormattedMessage
            id="investor.listEntry.added"
            values={{
              known: entry.addedBy ? 'yes' : 'no',
              name: <span translate="no">{entry.addedBy ?? ''}</span>,
              date: shownDate(intl, entry.addedAt),
            }}
          />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            disabled={!changed || saveNote.isPending}
            onClick={() => void save()}
          >
            <FormattedMessage
              id="investor.listEntry.saveNote"
              values={{ saving: saveNote.isPending ? 'yes' : 'no', name, hidden }}
            />
          </Button>
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden="true" /> {removeLabel}
              </Button>
            }
            title={intl.formatMessage(
              { id: 'investor.listEntry.remove.title' },
              { name: entry.name },
            )}
            description={intl.formatMessage({ id: 'investor.listEntry.remove.description' })}
            confirmLabel={intl.formatMessage({ id: 'investor.listEntry.remove.confirm' })}
            pendingLabel={intl.formatMessage({ id: 'investor.listEntry.remove.pending' })}
            onConfirm={async () => {
              await remove.mutateAsync({ listId, startupOrgId: entry.startupOrgId })
              await refresh()
              toast.success(
                intl.formatMessage({ id: 'investor.listEntry.removed' }, { name: entry.name }),
              )
            }}
          />
        </div>
      </div>
    </Card>
  )
}
