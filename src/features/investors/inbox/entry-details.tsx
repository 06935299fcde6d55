import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal } from '@/components/ui/modal'
import { entryDetailsSchema, type EntryDetailsInput } from '@/domain/intake/inbox'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { FormEnd } from './form-end'
import type { InboxEntry } from './types'
import { useEntryForm } from './use-entry-form'

type Field = 'startupName' | 'startupWebsite' | 'startupEmail'

/** What a website's address starts with, the same in every language. */
const websitePlaceholder = 'https://'

/** The startup as guessed from the message, which the team corrects. */
export function EntryDetails({ entry }: { entry: InboxEntry }) {
  const intl = useIntl()
  const headingId = useId()
  const unknown = intl.formatMessage({ id: 'deals.details.unknown' })
  const [open, setOpen] = useState(false)
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          <FormattedMessage id="deals.details.heading" />
        </h2>
        {entry.status !== 'claimed' && (
          <Modal
            open={open}
            onOpenChange={setOpen}
            title={intl.formatMessage({ id: 'deals.details.dialog.title' })}
            description={intl.formatMessage({ id: 'deals.details.dialog.description' })}
            trigger={
              <Button variant="ghost" size="sm">
                <Pencil aria-hidden="true" />
                <FormattedMessage id="deals.details.edit" />
              </Button>
            }
          >
            {open && <DetailsForm entry={entry} onSaved={() => setOpen(false)} />}
          </Modal>
        )}
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">
            <FormattedMessage id="deals.details.name" />
          </dt>
          <dd className="break-words text-ink" translate={entry.startupName ? 'no' : undefined}>
            {entry.startupName ?? unknown}
          </dd>
        </div>
        <div>
          <dt className="text-muted">
            <FormattedMessage id="deals.details.website" />
          </dt>
          <dd className="break-words text-ink">
            {entry.startupWebsite ? (
              <a
                href={entry.startupWebsite}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 hover:underline"
                translate="no"
              >
                {entry.startupWebsite}
              </a>
            ) : (
              unknown
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">
            <FormattedMessage id="deals.details.founderEmail" />
          </dt>
          <dd className="break-words text-ink" translate={entry.startupEmail ? 'no' : undefined}>
            {entry.startupEmail ?? unknown}
          </dd>
        </div>
      </dl>
    </Card>
  )
}

function DetailsForm({ entry, onSaved }: { entry: InboxEntry; onSaved: () => void }) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const update = useMutation(trpc.investors.inbox.updateDetails.mutationOptions())
  const [values, setValues] = useState({
    startupName: entry.startupName ?? '',
    startupWebsite: entry.startupWebsite ?? '',
    startupEmail: entry.startupEmail ?? '',
  })
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const form = useEntryForm<EntryDetailsInput>({
    schema: entryDetailsSchema,
    fields: ['startupName', 'startupWebsite', 'startupEmail'],
    failure: intl.formatMessage({ id: 'deals.details.failed' }),
    send: async (input) => {
      await update.mutateAsync(input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(intl.formatMessage({ id: 'deals.details.saved' }))
      onSaved()
    },
  })
  const errors = form.errors

  function submit(event: FormEvent) {
    event.preventDefault()
    void form.submit({ entryId: entry.id, ...values })
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="mt-5 space-y-4">
      <Field
        label={intl.formatMessage({ id: 'deals.details.startupName' })}
        optional
        error={errors.startupName}
      >
        <Input value={values.startupName} onChange={set('startupName')} maxLength={120} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'deals.details.website' })}
        optional
        error={errors.startupWebsite}
      >
        <Input
          type="url"
          inputMode="url"
          value={values.startupWebsite}
          onChange={set('startupWebsite')}
          placeholder={websitePlaceholder}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'deals.details.founderEmail' })}
        optional
        error={errors.startupEmail}
      >
        <Input type="email" value={values.startupEmail} onChange={set('startupEmail')} />
      </Field>
      <FormEnd
        error={errors.form}
        pending={form.pending}
        label={intl.formatMessage({ id: 'deals.details.save' })}
        pendingLabel={intl.formatMessage({ id: 'deals.common.saving' })}
      />
    </form>
  )
}
