import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ReactElement, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Modal, ModalActions, ModalClose } from '@/components/ui/modal'
import { erasedStartupName, erasureSchema, type ErasureInput } from '@/domain/accounts/data-rights'
import { serverMessage, setServerFieldErrors } from '@/lib/form-errors'

import { FormMessage } from './settings-card'

/**
 * What stays of a startup's decided applications once it is erased (decision 0033), a line each;
 * the English words are those of `decidedApplicationTrace` (src/domain/accounts/data-rights.ts).
 */
const keptLineIds = [
  'settings.erasure.kept.undecided',
  'settings.erasure.kept.decided',
  'settings.erasure.kept.duration',
  'settings.erasure.kept.audit',
  'settings.erasure.kept.searches',
] as const

type ErasureDialogProps = {
  trigger: ReactElement
  title: string
  /** What goes, in a sentence or two, above the password. */
  description: ReactNode
  /** Whether a startup goes too: the dialog then shows what stays of its decided applications. */
  startupErased: boolean
  confirmLabel: string
  pendingLabel: string
  /** Sends the password; throws the server's refusal. */
  onErase: (input: ErasureInput) => Promise<unknown>
  /** After the erasure succeeded (the dialog has closed). */
  onErased: () => Promise<unknown>
}

/**
 * Asks for the password once more before an erasure, saying what goes and what is kept
 * (decision 0033). A wrong password is a message on its field; nothing is erased then.
 */
export function ErasureDialog({
  trigger,
  title,
  description,
  startupErased,
  confirmLabel,
  pendingLabel,
  onErase,
  onErased,
}: ErasureDialogProps) {
  const intl = useIntl()
  const [open, setOpen] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ErasureInput>({
    resolver: zodResolver(erasureSchema),
    defaultValues: { password: '' },
  })
  const pending = form.formState.isSubmitting

  const submit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      await onErase(values)
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, ['password'], { focus: true })) {
        setFormError(serverMessage(error, intl.formatMessage({ id: 'settings.erasure.failed' })))
      }
      return
    }
    setOpen(false)
    await onErased()
  })

  function changeOpen(next: boolean) {
    setOpen(next)
    if (!next) {
      form.reset()
      setFormError(null)
    }
  }

  return (
    <Modal
      kind="alertdialog"
      size="lg"
      open={open}
      onOpenChange={changeOpen}
      busy={pending}
      trigger={trigger}
      title={title}
      description={description}
    >
      {startupErased && (
        <div className="mt-4 rounded-lg bg-surface p-3 text-sm text-ink">
          <p className="font-medium">
            <FormattedMessage id="settings.erasure.kept.title" />
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {keptLineIds.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} values={{ erasedName: erasedStartupName }} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <form method="post" onSubmit={submit} noValidate className="mt-4 grid gap-4">
        <Field
          label={intl.formatMessage({ id: 'settings.erasure.password' })}
          hint={intl.formatMessage({ id: 'settings.erasure.passwordHint' })}
          error={form.formState.errors.password?.message}
        >
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </Field>
        <FormMessage>{formError}</FormMessage>
        <ModalActions className="mt-2">
          <ModalClose>
            <Button type="button" variant="secondary" disabled={pending}>
              <FormattedMessage id="settings.common.cancel" />
            </Button>
          </ModalClose>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </ModalActions>
      </form>
    </Modal>
  )
}
