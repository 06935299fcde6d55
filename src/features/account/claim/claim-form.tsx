import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl'
import { z } from 'zod'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { startupNameSchema } from '@/domain/accounts/schemas'
import { type Session, Notice } from '@/features/account/invite/invitation-details'
import { setServerFieldErrors } from '@/lib/form-errors'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

import type { Claim } from './claim-details'

/** The form's schemas, with the consent box's message in the page's language. */
function claimSchemas(intl: IntlShape) {
  const consent = z.boolean().refine((agreed) => agreed, {
    message: intl.formatMessage({ id: 'claim.form.consent.required' }),
  })
  return {
    /** A founder without a startup names the one the claim makes; one with a startup fills it. */
    newStartup: z.object({ startupName: startupNameSchema, consent }),
    ownStartup: z.object({ startupName: z.string(), consent }),
  }
}

type ClaimSchemas = ReturnType<typeof claimSchemas>
type ClaimValues = z.input<ClaimSchemas['newStartup']>

/** What claiming shares, in the words of the consent box: exactly what the server does. */
export function consentLabel(
  intl: IntlShape,
  claim: Claim,
  organisationName: string | null,
): string {
  const values = {
    deck: claim.deck ? 'yes' : 'no',
    fund: claim.fundName,
    channel: claim.channel?.title ?? '',
    organisation: organisationName?.trim() ?? '',
    // English writes "Ramesh’" rather than "Ramesh’s".
    endsInS: organisationName && /s$/i.test(organisationName.trim()) ? 'yes' : 'no',
  }
  const id = organisationName
    ? claim.channel
      ? 'claim.form.consent.own.apply'
      : 'claim.form.consent.own.discoverable'
    : claim.channel
      ? 'claim.form.consent.new.apply'
      : 'claim.form.consent.new.discoverable'
  return intl.formatMessage({ id }, values)
}

/**
 * Messages for what `intakeClaims.accept` refuses; the server's own words are meant for people
 * (English for now: server messages are not translated yet).
 */
function claimErrorMessage(intl: IntlShape, error: unknown): string {
  const code = trpcErrorCode(error)
  const serverMessage = error instanceof Error ? error.message : ''
  switch (code) {
    case 'BAD_REQUEST':
    case 'FORBIDDEN':
    case 'CONFLICT':
      return serverMessage || intl.formatMessage({ id: 'claim.form.error.gone' })
    case 'NOT_FOUND':
      return intl.formatMessage({ id: 'claim.form.error.notFound' })
    case 'UNAUTHORIZED':
      return intl.formatMessage({ id: 'claim.common.sessionEnded' })
    case 'TOO_MANY_REQUESTS':
      return intl.formatMessage({ id: 'claim.common.tooManyAttempts' })
    default:
      return intl.formatMessage({ id: 'claim.form.error.failed' })
  }
}

/**
 * The invited founder, signed in with the address the link went to, agrees to what the fund
 * asked and claims the deal: then on to the channel's application, or to their profile.
 */
export function ClaimForm({
  claim,
  session,
  token,
}: {
  claim: Claim
  session: Session
  token: string
}) {
  const intl = useIntl()
  const schemas = useMemo(() => claimSchemas(intl), [intl])
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const accept = useMutation(trpc.intakeClaims.accept.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const consentId = useId()
  const organisationName = session.membership?.organisationName ?? null
  const needsName = !session.membership
  const form = useForm<ClaimValues, unknown, z.output<ClaimSchemas['newStartup']>>({
    resolver: zodResolver(needsName ? schemas.newStartup : schemas.ownStartup),
    defaultValues: { startupName: claim.startupName ?? '', consent: false },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    let result
    try {
      result = await accept.mutateAsync({
        token,
        consent: true,
        ...(needsName ? { startupName: values.startupName } : {}),
      })
    } catch (error) {
      if (setServerFieldErrors(form.setError, error, ['startupName', 'consent'], { focus: true })) {
        return
      }
      setFormError(claimErrorMessage(intl, error))
      return
    }
    // The founder may belong to a startup only now: the areas' guards read the session afresh.
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    queryClient.removeQueries({ queryKey: trpc.intakeClaims.get.queryKey({ token }) })
    const applyNow = result.channelId !== null && claim.channel?.open === true
    toast.success(intl.formatMessage({ id: 'claim.form.claimed' }), {
      description: claim.channel
        ? intl.formatMessage(
            {
              id: applyNow ? 'claim.form.claimed.applyNow' : 'claim.form.claimed.applyLater',
            },
            { channel: claim.channel.title },
          )
        : intl.formatMessage({ id: 'claim.form.claimed.discoverable' }),
    })
    if (applyNow && result.channelId) {
      await navigate({ to: '/startups/apply/$id', params: { id: result.channelId } })
    } else {
      await navigate({ to: '/startups/startup-profile' })
    }
  })

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${consentId}-heading`}
      className="space-y-5"
    >
      <div>
        <h2 id={`${consentId}-heading`} className="text-base font-semibold text-ink">
          <FormattedMessage id="claim.form.heading" />
        </h2>
        <p className="mt-1 text-sm text-muted">
          <FormattedMessage
            id={organisationName ? 'claim.form.signedInAsFor' : 'claim.common.signedInAs'}
            values={{
              email: ownWords(session.user.email, 'email'),
              organisation: ownWords(organisationName ?? '', 'organisation'),
              strong: (chunks) => (
                <strong className="font-medium wrap-anywhere text-ink">{chunks}</strong>
              ),
              org: (chunks) => <strong className="font-medium text-ink">{chunks}</strong>,
            }}
          />
        </p>
      </div>
      {needsName && (
        <Field
          label={intl.formatMessage({ id: 'claim.form.startupName' })}
          hint={intl.formatMessage({ id: 'claim.form.startupName.hint' }, { fund: claim.fundName })}
          error={errors.startupName?.message}
        >
          <Input autoComplete="organization" {...form.register('startupName')} />
        </Field>
      )}
      <div>
        <div className="flex items-start gap-3 rounded-lg border border-line bg-surface p-3">
          <input
            id={consentId}
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 cursor-pointer accent-brand-600"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? `${consentId}-error` : undefined}
            {...form.register('consent')}
          />
          <label htmlFor={consentId} className="min-w-0 cursor-pointer text-sm text-ink">
            {consentLabel(intl, claim, organisationName)}
          </label>
        </div>
        {errors.consent && (
          <p id={`${consentId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {errors.consent.message}
          </p>
        )}
      </div>
      {formError && <Notice tone="error">{formError}</Notice>}
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? (
          <FormattedMessage id="claim.form.claiming" />
        ) : (
          <FormattedMessage id="claim.form.submit" />
        )}
      </Button>
    </form>
  )
}
