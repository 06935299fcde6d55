import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Pencil } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal, ModalClose } from '@/components/ui/modal'
import { entryDetailsSchema } from '@/domain/intake/inbox'
import { serverMessage } from '@/lib/form-errors'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

import type { InboxEntry } from './types'

type Field = 'startupName' | 'startupWebsite' | 'startupEmail'
type Errors = Partial<Record<Field | 'form', string>>

/** The startup as guessed from the message, which the team corrects. */
export function EntryDetails({ entry }: { entry: InboxEntry }) {
  const headingId = useId()
  const [open, setOpen] = useState(false)
  return (
    <Card className="p-5" role="region" aria-labelledby={headingId}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          The startup
        </h2>
        {entry.status !== 'claimed' && (
          <Modal
            open={open}
            onOpenChange={setOpen}
            title="Correct the startup’s details"
            description="Sangam guessed them from the email. The founder’s invitation and the claimed profile start from these."
            trigger={
              <Button variant="ghost" size="sm">
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            }
          >
            {open && <DetailsForm entry={entry} onSaved={() => setOpen(false)} />}
          </Modal>
        )}
      </div>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-muted">Name</dt>
          <dd className="break-words text-ink">{entry.startupName ?? 'Not known yet'}</dd>
        </div>
        <div>
          <dt className="text-muted">Website</dt>
          <dd className="break-words text-ink">
            {entry.startupWebsite ? (
              <a
                href={entry.startupWebsite}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-brand-700 hover:underline"
              >
                {entry.startupWebsite}
              </a>
            ) : (
              'Not known yet'
            )}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Founder’s email</dt>
          <dd className="break-words text-ink">{entry.startupEmail ?? 'Not known yet'}</dd>
        </div>
      </dl>
    </Card>
  )
}

function DetailsForm({ entry, onSaved }: { entry: InboxEntry; onSaved: () => void }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const update = useMutation(trpc.investors.inbox.updateDetails.mutationOptions())
  const [values, setValues] = useState({
    startupName: entry.startupName ?? '',
    startupWebsite: entry.startupWebsite ?? '',
    startupEmail: entry.startupEmail ?? '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const input = { entryId: entry.id, ...values }
    const parsed = entryDetailsSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    try {
      await update.mutateAsync(input)
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success('Details saved')
      onSaved()
    } catch (error) {
      const fields = trpcFieldErrors(error)
      const found = Object.fromEntries(
        (['startupName', 'startupWebsite', 'startupEmail'] as const)
          .filter((key) => fields[key]?.[0])
          .map((key) => [key, fields[key]![0]]),
      )
      setErrors(
        Object.keys(found).length > 0
          ? found
          : { form: serverMessage(error, 'We could not save the details. Try again.') },
      )
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      className="mt-5 space-y-4"
    >
      <Field label="Startup’s name" optional error={errors.startupName}>
        <Input value={values.startupName} onChange={set('startupName')} maxLength={120} />
      </Field>
      <Field label="Website" optional error={errors.startupWebsite}>
        <Input
          type="url"
          inputMode="url"
          value={values.startupWebsite}
          onChange={set('startupWebsite')}
          placeholder="https://"
        />
      </Field>
      <Field label="Founder’s email" optional error={errors.startupEmail}>
        <Input type="email" value={values.startupEmail} onChange={set('startupEmail')} />
      </Field>
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {errors.form}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <ModalClose>
          <Button type="button" variant="secondary" disabled={update.isPending}>
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  )
}
