import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { legalLinks } from '@/components/legal-links'
import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { passwordHint, passwordSchema, personNameSchema } from '@/domain/accounts/schemas'
import { Notice } from '@/features/account/invite/invitation-details'
import { authClient } from '@/lib/auth-client'

const accountSchema = z.object({ name: personNameSchema, password: passwordSchema })

type AccountValues = z.input<typeof accountSchema>

/** The claim page's own path: where the emailed confirmation link brings the founder back. */
export const claimPath = (token: string) => `/claim/${token}`

/**
 * A Sangam account for the address the claim link went to. Claiming needs a confirmed address,
 * so the account is confirmed by email first; the confirmation link signs the founder in and
 * brings them back to this page (better-auth's `callbackURL`), where they claim the deal.
 */
export function ClaimSignUp({
  email,
  token,
  onCancel,
}: {
  email: string
  token: string
  onCancel: () => void
}) {
  const intl = useIntl()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const form = useForm<AccountValues, unknown, z.output<typeof accountSchema>>({
    resolver: zodResolver(accountSchema),
    defaultValues: { name: '', password: '' },
  })
  const errors = form.formState.errors

  // The form replaces the button that opened it: focus goes to its heading, and to the
  // confirmation's once the email is sent.
  useEffect(() => headingRef.current?.focus(), [sent])

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFormError(null)
    try {
      const { error } = await authClient.signUp.email({
        name,
        email,
        password,
        callbackURL: claimPath(token),
      })
      if (error) {
        if (error.status === 429) {
          setFormError(intl.formatMessage({ id: 'claim.common.tooManySignUps' }))
        } else if (error.code?.startsWith('PASSWORD')) {
          // better-auth's own words, English for now; ours where it gives none.
          form.setError('password', {
            message: error.message ?? intl.formatMessage({ id: 'claim.signUp.choosePassword' }),
          })
        } else {
          setFormError(error.message ?? intl.formatMessage({ id: 'claim.common.signUpFailed' }))
        }
        return
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'claim.common.unreachable' }))
      return
    }
    // The same answer whether the address was new or already had an account (its owner gets an
    // email saying how to sign in): the page never tells a stranger who is on Sangam.
    setSent(true)
  })

  if (sent) {
    return (
      <div className="space-y-4">
        <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-ink">
          <FormattedMessage id="claim.signUp.sent.heading" />
        </h2>
        <div role="status" className="flex items-start gap-3 rounded-xl bg-brand-50 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
          <p className="min-w-0 text-sm text-ink">
            <FormattedMessage
              id="claim.signUp.sent.body"
              values={{
                email: ownWords(email, 'email'),
                strong: (chunks) => (
                  <strong className="font-semibold wrap-anywhere">{chunks}</strong>
                ),
              }}
            />
          </p>
        </div>
        <p className="text-sm text-muted">
          <FormattedMessage
            id="claim.signUp.sent.nothing"
            values={{ link: (chunks) => <SignInLink token={token}>{chunks}</SignInLink> }}
          />
        </p>
      </div>
    )
  }

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1} className="text-base font-semibold text-ink">
        <FormattedMessage id="claim.common.createHeading" />
      </h2>
      <p className="mt-1 text-sm text-muted">
        <FormattedMessage id="claim.signUp.intro" />
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field
          label={intl.formatMessage({ id: 'claim.common.email' })}
          hint={intl.formatMessage({ id: 'claim.signUp.emailHint' })}
        >
          <Input
            type="email"
            value={email}
            readOnly
            autoComplete="username"
            className="bg-surface text-muted"
          />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'claim.common.fullName' })}
          error={errors.name?.message}
        >
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'claim.common.password' })}
          hint={passwordHint()}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        {formError && <Notice tone="error">{formError}</Notice>}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <Button type="submit" className="sm:flex-1" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? (
              <FormattedMessage id="claim.common.creatingAccount" />
            ) : (
              <FormattedMessage id="claim.signUp.submit" />
            )}
          </Button>
          <Button type="button" variant="secondary" className="sm:flex-1" onClick={onCancel}>
            <FormattedMessage id="claim.signUp.back" />
          </Button>
        </div>
        <p className="text-center text-xs text-muted">
          <FormattedMessage id="claim.signUp.agree" values={legalLinks} />
        </p>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <FormattedMessage
          id="claim.common.haveAccount"
          values={{ link: (chunks) => <SignInLink token={token}>{chunks}</SignInLink> }}
        />
      </p>
    </>
  )
}

/** Sign-in, which brings the founder back to the claim page. */
export function SignInLink({ token, children }: { token: string; children: ReactNode }) {
  return (
    <Link
      to="/sign-in"
      search={{ redirect: claimPath(token) }}
      className="font-medium text-brand-600 hover:underline"
    >
      {children}
    </Link>
  )
}
