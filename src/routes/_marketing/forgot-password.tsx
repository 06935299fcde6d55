import { zodResolver } from '@hookform/resolvers/zod'
import { createFileRoute, Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { emailSchema } from '@/domain/accounts/schemas'
import { authClient } from '@/lib/auth-client'

export const Route = createFileRoute('/_marketing/forgot-password')({
  component: ForgotPasswordPage,
})

const forgotPasswordSchema = z.object({ email: emailSchema })
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>

function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<ForgotPasswordValues, unknown, z.output<typeof forgotPasswordSchema>>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFormError(null)
    try {
      const { error } = await authClient.requestPasswordReset({
        email,
        redirectTo: '/reset-password',
      })
      if (error?.status === 429) {
        setFormError(
          'You asked for several reset links in a short time. Please wait a while and try again.',
        )
        return
      }
      if (error?.code === 'FOREIGN_ORIGIN' && error.message) {
        setFormError(error.message)
        return
      }
      if (error && error.status >= 500) {
        setFormError('We could not send the link just now. Please try again in a moment.')
        return
      }
    } catch {
      setFormError('We could not reach Sangam. Check your connection and try again.')
      return
    }
    // Whatever the server says about the address itself, the answer is the same: this page must
    // never reveal whether an account exists.
    setSentTo(email)
  })

  if (sentTo) {
    return (
      <AuthCard title="Check your email" subtitle="A reset link is on its way.">
        <div role="status" className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4">
          <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
          <p className="min-w-0 text-sm text-emerald-900">
            If an account exists for that email, we sent a link to reset the password. It works for
            1 hour.
          </p>
        </div>
        <p className="mt-4 text-sm text-muted">
          Sent to <strong className="font-medium break-all text-ink">{sentTo}</strong>. Nothing
          arrived after a few minutes? Check your spam folder, or try again.
        </p>
        <div className="mt-6 space-y-3">
          <Button
            type="button"
            variant="secondary"
            className="w-full"
            onClick={() => {
              form.reset({ email: sentTo })
              setSentTo(null)
            }}
          >
            Try another email
          </Button>
          <Button asChild className="w-full">
            <Link to="/sign-in">Back to sign in</Link>
          </Button>
        </div>
      </AuthCard>
    )
  }

  return (
    <AuthCard
      title="Reset your password"
      subtitle="Enter the email you sign in with and we’ll send you a link to choose a new password."
    >
      <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Email" error={form.formState.errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Sending…' : 'Send reset link'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Remembered it?{' '}
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
