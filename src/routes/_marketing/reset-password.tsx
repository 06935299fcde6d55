import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { passwordHint, passwordSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/reset-password')({
  // better-auth's emailed link lands here as `?token=…`, or as `?error=INVALID_TOKEN` when the
  // link is unknown or older than an hour.
  validateSearch: z.object({
    token: z.string().optional().catch(undefined),
    error: z.string().optional().catch(undefined),
  }),
  component: ResetPasswordPage,
})

const resetPasswordSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().min(1, 'Please type the new password again.'),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two passwords do not match.',
  })
type ResetPasswordValues = z.input<typeof resetPasswordSchema>

function ResetPasswordPage() {
  const { token, error: linkError } = Route.useSearch()
  const [done, setDone] = useState(false)
  const [tokenRejected, setTokenRejected] = useState(false)

  if (done) {
    return (
      <AuthCard title="Password changed" subtitle="You can sign in again now.">
        <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p className="min-w-0 text-sm text-emerald-900">
            Your password is changed. Sign in with the new password.
          </p>
        </div>
        <p className="mt-4 text-sm text-muted">
          For your safety we signed you out on every device where you were signed in.
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/sign-in">Sign in</Link>
        </Button>
      </AuthCard>
    )
  }

  if (!token || linkError || tokenRejected) {
    return (
      <AuthCard
        title="This reset link doesn’t work"
        subtitle="Links to reset a password work once, for 1 hour."
      >
        <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-800">
          {token || linkError
            ? 'That link has expired or was already used. Ask for a new one — it only takes a moment.'
            : 'This page needs the link from your password-reset email. Ask for a new one if you cannot find it.'}
        </p>
        <Button asChild className="mt-6 w-full">
          <Link to="/forgot-password">Send me a new link</Link>
        </Button>
        <p className="mt-6 text-center text-sm text-muted">
          Remembered it?{' '}
          <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </p>
      </AuthCard>
    )
  }

  return (
    <ResetPasswordForm
      token={token}
      onDone={() => setDone(true)}
      onTokenRejected={() => setTokenRejected(true)}
    />
  )
}

function ResetPasswordForm({
  token,
  onDone,
  onTokenRejected,
}: {
  token: string
  onDone: () => void
  onTokenRejected: () => void
}) {
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFormError(null)
    try {
      const { error } = await authClient.resetPassword({ newPassword, token })
      if (error) {
        if (error.status === 429) {
          setFormError('Too many attempts. Please wait a minute and try again.')
        } else if (error.code === 'INVALID_TOKEN' || error.code === 'USER_NOT_FOUND') {
          onTokenRejected()
        } else if (error.code === 'PASSWORD_TOO_COMMON' || error.code?.startsWith('PASSWORD')) {
          form.setError('newPassword', {
            message: error.message ?? 'Please choose another password.',
          })
        } else {
          setFormError(error.message ?? 'We could not change your password. Please try again.')
        }
        return
      }
    } catch {
      setFormError('We could not reach Sangam. Check your connection and try again.')
      return
    }
    // Every session of the account was revoked, including this browser's, if it had one.
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    onDone()
  })

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Pick something you don’t use anywhere else. You’ll sign in with it from now on."
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="New password" hint={passwordHint} error={errors.newPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </Field>
        <Field label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving…' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  )
}
