import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { TextAreaField } from '@/components/form'
import { DateTimeText } from '@/components/time-zone'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { threadNoteMax, threadNoteSchema } from '@/domain/investors/deal-rooms'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'
import { formResolver, toFormValues } from '@/lib/form-values'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import type { DealRoomPost } from './types'

/** Between a post's fund, its author (when known) and its time: the same in every language. */
const separator = ' · '

/** The room's shared thread: every fund in the room reads it; the founders never do. */
export function RoomThread({
  roomId,
  thread,
  canPost,
  readOnlyReason,
}: {
  roomId: string
  thread: readonly DealRoomPost[]
  canPost: boolean
  /** Why the fund cannot post, when it cannot. */
  readOnlyReason?: string
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const headingId = useId()
  const post = useMutation(trpc.investors.dealRooms.postNote.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm({
    resolver: formResolver(threadNoteSchema),
    defaultValues: toFormValues(threadNoteSchema, { roomId }),
  })
  const saving = form.formState.isSubmitting

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await post.mutateAsync(values)
      await queryClient.invalidateQueries({
        queryKey: trpc.investors.dealRooms.get.queryKey({ roomId }),
      })
      form.reset(toFormValues(threadNoteSchema, { roomId }))
      toast.success(intl.formatMessage({ id: 'deals.thread.posted' }))
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['body'], { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'deals.thread.failed' })))
      }
    }
  })

  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        <FormattedMessage id="deals.thread.heading" />
      </h2>
      <p className="mt-1 text-sm text-muted">
        <FormattedMessage id="deals.thread.intro" />
      </p>
      {thread.length === 0 ? (
        <p className="mt-4 text-sm text-muted">
          <FormattedMessage id="deals.thread.empty" />
        </p>
      ) : (
        <ol
          aria-label={intl.formatMessage({ id: 'deals.thread.posts' })}
          className="mt-4 space-y-4"
        >
          {thread.map((note) => (
            <li key={note.id} className="rounded-lg border border-line p-3">
              <p className="text-xs text-muted">
                <span className="font-medium text-ink" translate="no">
                  {note.fundName}
                </span>
                {separator}
                {note.authorName && (
                  <>
                    {/* A person's name: data, never translated. */}
                    <span translate="no">{note.authorName}</span>
                    {separator}
                  </>
                )}
                <DateTimeText value={note.createdAt} />
              </p>
              <p className="mt-1 text-sm whitespace-pre-wrap text-ink" translate="no">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      {canPost ? (
        <form method="post" noValidate onSubmit={onSubmit} className="mt-4 space-y-3">
          <TextAreaField
            control={form.control}
            name="body"
            label={intl.formatMessage({ id: 'deals.thread.label' })}
            max={threadNoteMax}
            rows={3}
            placeholder={intl.formatMessage({ id: 'deals.thread.placeholder' })}
          />
          {formError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {formError}
            </p>
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              <FormattedMessage id={saving ? 'deals.thread.posting' : 'deals.thread.submit'} />
            </Button>
          </div>
        </form>
      ) : (
        readOnlyReason && <p className="mt-4 text-sm text-muted">{readOnlyReason}</p>
      )}
    </Card>
  )
}
