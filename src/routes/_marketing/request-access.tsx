import { createFileRoute, Link } from '@tanstack/react-router'
import { createIsomorphicFn } from '@tanstack/react-start'
import { CheckCircle2, Rocket, TrendingUp } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { LinkedInName } from '@/components/brand-names'
import { legalLinks } from '@/components/legal-links'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input, Textarea } from '@/components/ui/input'
import type { RequestAccessSubmission } from '@/domain/access-requests/schema'
import type { MessageId } from '@/lib/i18n/catalog'
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

/** Addresses shown as examples, the same in every language. */
const websitePlaceholder = 'https://'
const linkedInPlaceholder = 'https://linkedin.com/in/…'

const kinds = [
  { value: 'investor', label: 'company.requestAccess.kind.investor', icon: TrendingUp },
  { value: 'startup', label: 'company.requestAccess.kind.startup', icon: Rocket },
] as const satisfies { value: string; label: MessageId; icon: unknown }[]

function RequestAccessPage() {
  const intl = useIntl()
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
          <h1 className="mt-4 text-2xl font-semibold">
            <FormattedMessage id="company.requestAccess.done.title" />
          </h1>
          <p className="mt-2 text-sm text-muted">
            <FormattedMessage
              id={
                done.merged ? 'company.requestAccess.done.merged' : 'company.requestAccess.done.new'
              }
              values={{
                email: done.email,
                strong: (chunks) => <strong className="text-ink">{chunks}</strong>,
              }}
            />
          </p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to="/">
              <FormattedMessage id="company.requestAccess.done.home" />
            </Link>
          </Button>
        </Card>
      </div>
    )
  }

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 py-12 sm:py-16">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">
            <FormattedMessage id="company.requestAccess.title" />
          </h1>
          <p className="mt-3 text-muted">
            <FormattedMessage id="company.requestAccess.intro" />
          </p>
          <p className="mt-4 text-sm text-muted">
            <FormattedMessage
              id="company.requestAccess.founders"
              values={{
                link: (chunks) => (
                  <Link to="/sign-up" className="font-medium text-brand-600 hover:underline">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
        <Card className="p-6 sm:p-8">
          <form
            method="post"
            action="/request-access"
            noValidate
            className="space-y-5"
            aria-label={intl.formatMessage({ id: 'company.requestAccess.title' })}
          >
            <fieldset>
              <legend className="text-sm font-medium text-ink">
                <FormattedMessage id="company.requestAccess.kind" />
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-3">
                {kinds.map((option) => (
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
                    <FormattedMessage id={option.label} />
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
              <Field
                label={intl.formatMessage({ id: 'company.requestAccess.name' })}
                error={errors.name}
              >
                <Input name="name" autoComplete="name" defaultValue={values?.name} />
              </Field>
              <Field
                label={intl.formatMessage({ id: 'company.requestAccess.email' })}
                error={errors.email}
              >
                <Input
                  name="email"
                  type="email"
                  autoComplete="email"
                  defaultValue={values?.email}
                />
              </Field>
            </div>
            <Field
              label={intl.formatMessage({
                id:
                  kind === 'startup'
                    ? 'company.requestAccess.organisation.startup'
                    : kind === 'investor'
                      ? 'company.requestAccess.organisation.investor'
                      : 'company.requestAccess.organisation.either',
              })}
              error={errors.organisation}
            >
              <Input
                name="organisation"
                autoComplete="organization"
                defaultValue={values?.organisation}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label={intl.formatMessage({ id: 'company.requestAccess.website' })}
                optional
                error={errors.website}
              >
                <Input
                  name="website"
                  type="url"
                  placeholder={websitePlaceholder}
                  defaultValue={values?.website}
                />
              </Field>
              <Field label={<LinkedInName />} optional error={errors.linkedin}>
                <Input
                  name="linkedin"
                  type="url"
                  placeholder={linkedInPlaceholder}
                  defaultValue={values?.linkedin}
                />
              </Field>
            </div>
            <Field
              label={intl.formatMessage({ id: 'company.requestAccess.message' })}
              optional
              hint={intl.formatMessage({ id: 'company.requestAccess.messageHint' })}
              error={errors.message}
            >
              <Textarea name="message" rows={4} defaultValue={values?.message} />
            </Field>
            {(formError || Object.keys(errors).length > 0) && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
                {formError ??
                  intl.formatMessage({ id: 'company.requestAccess.fieldsNeedAttention' })}
              </p>
            )}
            <Button type="submit" size="lg" className="w-full">
              <FormattedMessage id="company.requestAccess.submit" />
            </Button>
            <p className="text-center text-xs text-muted">
              <FormattedMessage id="company.requestAccess.consent" values={legalLinks} />
            </p>
          </form>
        </Card>
      </div>
    </div>
  )
}
