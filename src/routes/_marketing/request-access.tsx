import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CheckCircle2, Rocket, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import { requestAccessSchema, type RequestAccessInput } from '@/domain/access-requests/schema'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'
import { setServerFieldErrors } from '@/lib/form-errors'
import { trpcErrorCode } from '@/lib/trpc-errors'

export const Route = createFileRoute('/_marketing/request-access')({ component: RequestAccessPage })

const fieldNames = [
  'name',
  'email',
  'kind',
  'organisation',
  'website',
  'linkedin',
  'message',
] as const

function RequestAccessPage() {
  const trpc = useTRPC()
  const [done, setDone] = useState<{ merged: boolean; email: string } | null>(null)
  const [formError, setFormError] = useState<string | null>(null)
  const submit = useMutation(trpc.website.requestAccess.create.mutationOptions())
  const form = useForm<RequestAccessInput>({
    resolver: zodResolver(requestAccessSchema),
    defaultValues: {
      name: '',
      email: '',
      organisation: '',
      website: '',
      linkedin: '',
      message: '',
    },
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const errors = form.formState.errors

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const result = await submit.mutateAsync(values)
      setDone({ merged: result.merged, email: values.email.trim().toLowerCase() })
      toast.success('Request received. We will be in touch by email.')
    } catch (error) {
      if (!setServerFieldErrors(form.setError, error, fieldNames)) {
        setFormError(
          trpcErrorCode(error) === 'TOO_MANY_REQUESTS'
            ? 'You have sent several requests in a short time. Please try again in an hour.'
            : 'We could not send your request. Please try again in a moment.',
        )
      }
    }
  })

  if (done) {
    return (
      <div className="px-4 py-16">
        <Card className="mx-auto max-w-lg p-8 text-center" data-testid="request-access-success">
          <CheckCircle2 className="mx-auto size-12 text-emerald-600" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-semibold">Thank you — your request is in</h1>
          <p className="mt-2 text-sm text-muted">
            {done.merged
              ? 'We already had a request from this email, so we updated it with your new details rather than opening a second one.'
              : 'Our team reviews every request, usually within two working days.'}{' '}
            We will write to <strong className="text-ink">{done.email}</strong> with the decision.
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to="/">Back to the home page</Link>
          </Button>
        </Card>
      </div>
    )
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Request access</h1>
          <p className="mt-3 text-muted">
            Investors join Sangam by invitation so founders meet people who really invest. Tell us
            who you are and we will send you an invitation once we have checked your details.
          </p>
          <p className="mt-4 text-sm text-muted">
            Founders can{' '}
            <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
              create a startup account
            </Link>{' '}
            straight away — or use this form to talk to us first.
          </p>
        </div>
        <Card className="p-6 sm:p-8">
          <form
            method="post"
            onSubmit={onSubmit}
            noValidate
            className="space-y-5"
            aria-label="Request access"
          >
            <fieldset>
              <legend className="text-sm font-medium text-ink">I am</legend>
              <div className="mt-2 grid grid-cols-2 gap-3">
                {(
                  [
                    { value: 'investor', label: 'An investor', icon: TrendingUp },
                    { value: 'startup', label: 'A startup', icon: Rocket },
                  ] as const
                ).map((option) => (
                  <label
                    key={option.value}
                    className={cn(
                      'flex cursor-pointer items-center gap-3 rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100',
                      kind === option.value
                        ? 'border-brand-500 bg-brand-50 font-medium'
                        : 'border-line hover:bg-surface',
                    )}
                  >
                    <input
                      type="radio"
                      value={option.value}
                      className="sr-only"
                      aria-describedby={errors.kind ? 'kind-error' : undefined}
                      {...form.register('kind')}
                    />
                    <option.icon className="size-5 text-brand-600" aria-hidden="true" />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors.kind && (
                <p id="kind-error" role="alert" className="mt-1.5 text-sm text-red-600">
                  {errors.kind.message}
                </p>
              )}
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full name" error={errors.name?.message}>
                <Input autoComplete="name" {...form.register('name')} />
              </Field>
              <Field label="Work email" error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </Field>
            </div>
            <Field
              label={kind === 'startup' ? 'Startup name' : 'Fund or organisation'}
              error={errors.organisation?.message}
            >
              <Input autoComplete="organization" {...form.register('organisation')} />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Website" optional error={errors.website?.message}>
                <Input type="url" placeholder="https://" {...form.register('website')} />
              </Field>
              <Field label="LinkedIn" optional error={errors.linkedin?.message}>
                <Input
                  type="url"
                  placeholder="https://linkedin.com/in/…"
                  {...form.register('linkedin')}
                />
              </Field>
            </div>
            <Field
              label="Anything we should know?"
              optional
              hint="Your thesis, cheque size, or what you are looking for."
              error={errors.message?.message}
            >
              <Textarea rows={4} {...form.register('message')} />
            </Field>
            {formError && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {formError}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              className="w-full"
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? 'Sending…' : 'Request access'}
            </Button>
            <p className="text-center text-xs text-muted">
              By sending this request you agree to the{' '}
              <Link
                to="/legal/terms-of-service"
                className="font-medium text-brand-600 hover:underline"
              >
                Terms of service
              </Link>
              . We use these details only to review your request and reply to you; the{' '}
              <Link
                to="/legal/privacy-policy"
                className="font-medium text-brand-600 hover:underline"
              >
                Privacy policy
              </Link>{' '}
              explains how long we keep them and your rights.
            </p>
          </form>
        </Card>
      </div>
    </div>
  )
}
