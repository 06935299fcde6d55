import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { AuthCard } from '@/features/account/auth-card'
import { passwordHint, signUpSchema } from '@/features/account/schemas'
import { authClient } from '@/lib/auth-client'
import { useTRPC } from '@/lib/trpc'

export const Route = createFileRoute('/_marketing/sign-up')({ component: SignUpPage })

type SignUpValues = z.input<typeof signUpSchema>

function SignUpPage() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const trpc = useTRPC()
  const createStartup = useMutation(trpc.account.createStartup.mutationOptions())
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', startupName: '' },
  })

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    const { error } = await authClient.signUp.email({
      name: values.name,
      email: values.email,
      password: values.password,
      // Where the emailed confirmation link lands, signed in (or with ?error= when it fails).
      callbackURL: '/verify-email',
    })
    if (error) {
      if (error.status === 429) {
        setFormError('Too many sign-ups from your network. Please try again later.')
      } else if (error.code === 'USER_ALREADY_EXISTS' || error.code?.includes('ALREADY_EXISTS')) {
        form.setError('email', { message: 'An account with this email exists. Sign in instead.' })
      } else if (error.code?.startsWith('PASSWORD') || error.code === 'PASSWORD_TOO_COMMON') {
        form.setError('password', { message: error.message ?? 'Choose another password.' })
      } else {
        setFormError(error.message ?? 'We could not create your account. Please try again.')
      }
      return
    }
    try {
      await createStartup.mutateAsync({ name: values.startupName })
    } catch {
      setFormError('Your account exists, but we could not create your startup. Please sign in.')
      return
    }
    queryClient.removeQueries({ queryKey: trpc.account.session.queryKey() })
    toast.success(`Welcome to Sangam, ${values.name.split(' ')[0]}!`)
    await navigate({ to: '/startups' })
  })

  const errors = form.formState.errors
  return (
    <AuthCard
      title="Create your startup account"
      subtitle="Tell your story once, apply to investor channels, and get an answer every time."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field label="Your full name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </Field>
        <Field label="Work email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </Field>
        <Field
          label="Password"
          hint={passwordHint}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </Field>
        <Field label="Startup name" error={errors.startupName?.message}>
          <Input autoComplete="organization" {...form.register('startupName')} />
        </Field>
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Creating your account…' : 'Create account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        Already on Sangam?{' '}
        <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  )
}
