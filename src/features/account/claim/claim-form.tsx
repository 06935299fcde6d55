import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { startupNameSchema } from '@/domain/accounts/schemas'
import { type Session, Notice } from '@/features/account/invite/invitation-details'
import { setServerFieldErrors } from '@/lib/form-errors'
import { possessive } from '@/lib/format'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode } from '@/lib/trpc-errors'

import type { Claim } from './claim-details'

const consentSchema = z
  .boolean()
  .refine((agreed) => agreed, { message: 'Tick the box to agree before claiming.' })

/** A founder without a startup names the one the claim makes; one with a startup fills it. */
const newStartupSchema = z.object({ startupName: startupNameSchema, consent: consentSchema })
const ownStartupSchema = z.object({ startupName: z.string(), consent: consentSchema })

type ClaimValues = z.input<typeof newStartupSchema>

/** What claiming shares, in the words of the consent box: exactly what the server does. */
export function consentLabel(claim: Claim, organisationName: string | null): string {
  const what = claim.deck
    ? `the details and deck ${claim.fundName} received`
    : `the details ${claim.fundName} received`
  const start = organisationName
    ? `Add ${what} to ${possessive(organisationName)} profile where it has none`
    : `Create my startup profile with ${what}`
  return claim.channel
    ? `${start}, and share it with ${claim.fundName} when I apply to ${claim.channel.title}`
    : `${start}, and make it discoverable to investors`
}

/** Messages for what `intakeClaims.accept` refuses; the server's own words are meant for people. */
function claimErrorMessage(error: unknown): string {
  const code = trpcErrorCode(error)
  const serverMessage = error instanceof Error ? error.message : ''
  switch (code) {
    case 'BAD_REQUEST':
    case 'FORBIDDEN':
    case 'CONFLICT':
      return serverMessage || 'This deal can no longer be claimed.'
    case 'NOT_FOUND':
      return 'This claim link is not valid any more: the fund may have sent a newer one. Open the link in their most recent email.'
    case 'UNAUTHORIZED':
      return 'Your session ended. Please sign in and open the link again.'
    case 'TOO_MANY_REQUESTS':
      return 'Too many attempts. Please wait a minute and try again.'
    default:
      return 'We could not claim the deal. Please try again.'
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
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const accept = useMutation(trpc.intakeClaims.accept.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const consentId = useId()
  const organisationName = session.membership?.organisationName ?? null
  const needsName = !session.membership
  const form = useForm<ClaimValues, unknown, z.output<typeof newStartupSchema>>({
    resolver: zodResolver(needsName ? newStartupSchema : ownStartupSchema),
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
      setFormError(claimErrorMessage(error))
      return
    }
    // The founder may belong to a startup only now: the areas' guards read the session afresh.
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    queryClient.removeQueries({ queryKey: trpc.intakeClaims.get.queryKey({ token }) })
    const applyNow = result.channelId !== null && claim.channel?.open === true
    toast.success('You claimed the deal.', {
      description: claim.channel
        ? applyNow
          ? `Check what you share, then apply to ${claim.channel.title}.`
          : `You can apply to ${claim.channel.title} when it opens.`
        : 'Your profile is now discoverable to investors.',
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
          Agree and claim
        </h2>
        <p className="mt-1 text-sm text-muted">
          You are signed in as{' '}
          <strong className="font-medium wrap-anywhere text-ink">{session.user.email}</strong>
          {organisationName && (
            <>
              {' '}
              for <strong className="font-medium text-ink">{organisationName}</strong>
            </>
          )}
          .
        </p>
      </div>
      {needsName && (
        <Field
          label="Your startup’s name"
          hint={`As ${claim.fundName} wrote it: change it if they got it wrong.`}
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
            {consentLabel(claim, organisationName)}
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
        {form.formState.isSubmitting ? 'Claiming…' : 'Claim the deal'}
      </Button>
    </form>
  )
}
