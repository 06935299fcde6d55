import { createFileRoute, Link } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { CheckCircle2, Rocket, TrendingUp } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import type { RequestAccessSubmission } from '@/domain/access-requests/schema'
import { currentRequestAccessSubmission } from '@/server/http/request-access-form'

// What the form's post came to, while the page answering it renders (the server only).
const submission = createIsomorphicFn()
  .server(() => currentRequestAccessSubmission())
  .client((): RequestAccessSubmission | null => null)

/**
 * A static page without scripts (decision 0044): the form posts to this same address, and the
 * server answers with this page rendered again with the outcome.
 */
export const Route = createFileRoute('/_marketing/request-access')({
  loader: () => submission(),
  component: RequestAccessPage,
})

function RequestAccessPage() {
  const sent = Route.useLoaderData()
  const values = sent?.values
  const errors = sent?.fieldErrors ?? {}
  const formError = sent?.formError
  const done = sent?.received
  const kind = values?.kind

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
            action="/request-access"
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
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-3 text-sm transition-colors hover:bg-surface has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:checked]:font-medium has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100"
                  >
                    <input
                      type="radio"
                      name="kind"
                      value={option.value}
                      defaultChecked={kind === option.value}
                      className="sr-only"
                      aria-describedby={errors.kind ? 'kind-error' : undefined}
                    />
                    <option.icon className="size-5 text-brand-600" aria-hidden="true" />
                    {option.label}
                  </label>
                ))}
              </div>
              {errors.kind && (
                <p id="kind-error" role="alert" className="mt-1.5 text-sm text-red-600">
                  {errors.kind}
                </p>
              )}
            </fieldset>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Full name" error={errors.name}>
                <Input name="name" autoComplete="name" defaultValue={values?.name} />
              </Field>
              <Field label="Work email" error={errors.email}>
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={values?.email}
                />
              </Field>
            </div>
            <Field
              label={
                kind === 'startup'
                  ? 'Startup name'
                  : kind === 'investor'
                    ? 'Fund or organisation'
                    : 'Fund or startup name'
              }
              error={errors.organisation}
            >
              <Input
                name="organisation"
                autoComplete="organization"
                defaultValue={values?.organisation}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Website" optional error={errors.website}>
                <Input
                  name="website"
                  type="url"
                  placeholder="https://"
                  defaultValue={values?.website}
                />
              </Field>
              <Field label="LinkedIn" optional error={errors.linkedin}>
                <Input
                  name="linkedin"
                  type="url"
                  placeholder="https://linkedin.com/in/…"
                  defaultValue={values?.linkedin}
                />
              </Field>
            </div>
            <Field
              label="Anything we should know?"
              optional
              hint="Your thesis, cheque size, or what you are looking for."
              error={errors.message}
            >
              <Textarea name="message" rows={4} defaultValue={values?.message} />
            </Field>
            {(formError || Object.keys(errors).length > 0) && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {formError ?? 'Some fields need attention: their messages are next to them.'}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full">
              Request access
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
