import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Lock, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/input'
import { noteBodyLimit, noteBodySchema } from '@/domain/applications/notes'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { shownDate } from '@/lib/i18n/dates'
import { DateTimeText } from '@/components/time-zone'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

/** Between a note's author and its time: punctuation, the same in every language. */
const separator = ' · '

/** The team's private notes about the startup, newest first; each author may delete their own. */
export function NotesPanel({
  startupOrgId,
  startupName,
}: {
  startupOrgId: string
  startupName: string
}) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const notes = useQuery(trpc.investors.applications.notes.list.queryOptions({ startupOrgId }))
  const add = useMutation(trpc.investors.applications.notes.add.mutationOptions())
  const remove = useMutation(trpc.investors.applications.notes.remove.mutationOptions())
  return (
    <NotesCard
      subjectName={startupName}
      notes={notes}
      adding={add.isPending}
      onAdd={(body) => add.mutateAsync({ startupOrgId, body })}
      onRemove={(id) => remove.mutateAsync({ id })}
      refresh={() =>
        queryClient.invalidateQueries({
          queryKey: trpc.investors.applications.notes.list.queryKey({ startupOrgId }),
        })
      }
    />
  )
}

type Note = {
  id: string
  body: string
  createdAt: Date
  authorName: string | null
  mine: boolean
}

/**
 * The notes view shared by a startup's review screen and an Inbox entry: the form, then the
 * notes, newest first; each author may delete their own.
 */
export function NotesCard({
  subjectName: startupName,
  notes,
  adding,
  onAdd,
  onRemove,
  refresh,
}: {
  subjectName: string
  notes: { isPending: boolean; isError: boolean; data?: readonly Note[]; refetch: () => unknown }
  adding: boolean
  onAdd: (body: string) => Promise<unknown>
  onRemove: (id: string) => Promise<unknown>
  refresh: () => Promise<unknown>
}) {
  const intl = useIntl()
  const [body, setBody] = useState('')
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = noteBodySchema.safeParse(body)
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? intl.formatMessage({ id: 'review.notes.write' }))
      return
    }
    setError(null)
    try {
      await onAdd(parsed.data)
      setBody('')
      toast.success(intl.formatMessage({ id: 'review.notes.added' }))
    } catch (failure) {
      setError(
        trpcFieldErrors(failure).body?.[0] ??
          (failure instanceof Error && failure.message
            ? failure.message
            : intl.formatMessage({ id: 'review.notes.addFailed' })),
      )
    } finally {
      await refresh()
    }
  }

  async function deleteNote(noteId: string) {
    try {
      await onRemove(noteId)
      toast.success(intl.formatMessage({ id: 'review.notes.deleted' }))
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message
          ? failure.message
          : intl.formatMessage({ id: 'review.notes.deleteFailed' }),
      )
    } finally {
      await refresh()
    }
  }

  return (
    <Card className="p-5" aria-labelledby={`${id}-title`} role="region">
      <h2 id={`${id}-title`} className="text-base font-semibold text-ink">
        <FormattedMessage id="review.notes.title" />
      </h2>
      <p className="mt-1 flex items-center gap-1.5 text-xs text-muted">
        <Lock className="size-3.5" aria-hidden="true" />
        <FormattedMessage id="review.notes.private" values={{ startup: startupName }} />
      </p>
      <form
        method="post"
        onSubmit={(event) => void submit(event)}
        className="mt-4 space-y-2"
        noValidate
      >
        <label htmlFor={id} className="sr-only">
          <FormattedMessage id="review.notes.newLabel" values={{ startup: startupName }} />
        </label>
        <Textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          // The writer's own words: data, never translated (empty, the placeholder is the page's).
          translate={body ? 'no' : undefined}
          maxLength={noteBodyLimit}
          placeholder={intl.formatMessage({ id: 'review.notes.placeholder' })}
          className="min-h-24"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" disabled={adding}>
          <FormattedMessage id={adding ? 'review.notes.adding' : 'review.notes.add'} />
        </Button>
      </form>

      <div className="mt-5 border-t border-line pt-4">
        {notes.isPending ? (
          <PanelLoading
            label={intl.formatMessage({ id: 'review.notes.loading' })}
            lines={['h-4 w-3/4', 'h-4 w-full', 'h-4 w-2/3']}
            className="space-y-3"
          />
        ) : notes.isError ? (
          <PanelError
            message={intl.formatMessage({ id: 'review.notes.loadFailed' })}
            onRetry={() => void notes.refetch()}
          />
        ) : !notes.data || notes.data.length === 0 ? (
          <PanelEmpty>
            <FormattedMessage id="review.notes.empty" values={{ startup: startupName }} />
          </PanelEmpty>
        ) : (
          <ul
            className="max-h-[36rem] space-y-4 overflow-y-auto pr-1"
            aria-label={intl.formatMessage({ id: 'review.notes.list' })}
          >
            {notes.data.map((note) => (
              <li key={note.id}>
                <div className="flex items-start justify-between gap-2">
                  <p className="text-xs text-muted">
                    {note.authorName ? (
                      <span className="font-medium text-ink" translate="no">
                        {note.authorName}
                      </span>
                    ) : (
                      <span className="font-medium text-ink">
                        <FormattedMessage id="review.notes.formerTeammate" />
                      </span>
                    )}
                    {separator}
                    <DateTimeText value={note.createdAt} />
                  </p>
                  {note.mine && (
                    <ConfirmDialog
                      trigger={
                        <button
                          type="button"
                          className="-m-1 rounded p-1 text-muted hover:bg-red-50 hover:text-red-700"
                          aria-label={intl.formatMessage(
                            { id: 'review.notes.deleteLabel' },
                            { date: shownDate(intl, note.createdAt) },
                          )}
                        >
                          <Trash2 className="size-4" aria-hidden="true" />
                        </button>
                      }
                      title={intl.formatMessage({ id: 'review.notes.deleteTitle' })}
                      description={intl.formatMessage({ id: 'review.notes.deleteDescription' })}
                      confirmLabel={intl.formatMessage({ id: 'review.notes.deleteConfirm' })}
                      pendingLabel={intl.formatMessage({ id: 'review.notes.deleting' })}
                      onConfirm={() => deleteNote(note.id)}
                    />
                  )}
                </div>
                <p className="mt-1 text-sm break-words whitespace-pre-line text-ink" translate="no">
                  {note.body}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}
