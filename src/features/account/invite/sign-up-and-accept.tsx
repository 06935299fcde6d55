import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { Mail } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'
import { z } from 'zod'

import { ownWords } from '@/components/own-words'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { passwordHint, passwordSchema, personNameSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { acceptErrorMessage, useFinishJoining } from './joining'
import { type Invitation, Notice } from './invitation-details'

const joinSchema = z.object({
  name: personNameSchema,
  password: passwordSchema,
})

type JoinValues = z.input<typeof joinSchema>

export function SignUpAndAccept({
  invitation,
  token,
  signInLink,
}: {
  invitation: Invitation
  token: string
  /** The sign-in link around its words, as a message's `<link>` tag. */
  signInLink: (chunks: ReactNode[]) => ReactNode
}) {
  const intl = useIntl()
  const router = useRouter()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const accept = useMutation(trpc.invitations.accept.mutationOptions())
  const finish = useFinishJoining()
  const [formError, setFormError] = useState<ReactNode>(null)
  const form = useForm<JoinValues, unknown, z.output<typeof joinSchema>>({
    resolver: zodResolver(joinSchema),
    defaultValues: { name: '', password: '' },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async ({ name, password }) => {
    setFormError(null)
    try {
      const { error } = await authClient.signUp.email({ name, email: invitation.email, password })
      if (error) {
        if (error.status === 429) {
          setFormError(intl.formatMessage({ id: 'claim.common.tooManySignUps' }))
        } else if (error.code?.startsWith('PASSWORD')) {
          // better-auth's own words, English for now; ours where it gives none.
          form.setError('password', {
            message:
              error.message ?? intl.formatMessage({ id: 'claim.invite.signUp.choosePassword' }),
          })
        } else {
          setFormError(error.message ?? intl.formatMessage({ id: 'claim.common.signUpFailed' }))
        }
        return
      }
      // Sign-up gives no session (it answers a taken address like a new one); signing in with the
      // same password does, unless the address already had an account with another password.
      const signedIn = await authClient.signIn.email({ email: invitation.email, password })
      if (signedIn.error) {
        setFormError(
          <FormattedMessage
            id="claim.invite.signUp.exists"
            values={{ email: ownWords(invitation.email, 'email'), link: signInLink }}
          />,
        )
        return
      }
    } catch {
      setFormError(intl.formatMessage({ id: 'claim.common.unreachable' }))
      return
    }

    // Signed in now. Accepting confirms the address: the invitation link came to that inbox.
    try {
      const result = await accept.mutateAsync({ token })
      await finish(result.kind, invitation.organisationName)
    } catch (caught) {
      const refusal = acceptErrorMessage(caught)
      toast.error('id' in refusal ? intl.formatMessage({ id: refusal.id }) : refusal.text)
      // The account exists and is signed in: reload the page so it shows where they stand.
      queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
      queryClient.removeQueries({ queryKey: trpc.invitations.get.queryKey({ token }) })
      await router.invalidate()
    }
  })

  return (
    <>
      <h2 className="text-base font-semibold text-ink">
        <FormattedMessage id="claim.common.createHeading" />
      </h2>
      <p className="mt-1 text-sm text-muted">
        <FormattedMessage id="claim.invite.signUp.intro" />
      </p>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <Field
          label={intl.formatMessage({ id: 'claim.common.email' })}
          hint={intl.formatMessage({ id: 'claim.invite.signUp.emailHint' })}
        >
          <Input
            type="email"
            value={invitation.email}
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
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? (
            <FormattedMessage id="claim.common.creatingAccount" />
          ) : (
            <FormattedMessage id="claim.invite.signUp.submit" />
          )}
        </Button>
      </form>
      <p className="mt-6 flex items-center justify-center gap-2 text-center text-sm text-muted">
        <Mail aria-hidden="true" className="size-4" />
        <span>
          <FormattedMessage id="claim.common.haveAccount" values={{ link: signInLink }} />
        </span>
      </p>
    </>
  )
}
