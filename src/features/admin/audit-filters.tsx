import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { auditActionGroups, auditActions } from '@/domain/audit/actions'
import { auditListSchema } from '@/domain/audit/list'

import { actionGroupLabel, actionLabel } from './audit-words'

/** The filters as the URL holds them; `action` is one action or a group, comma-separated. */
export type AuditFilterValues = {
  action?: string
  actor?: string
  org?: string
  from?: string
  to?: string
}

// What the action list offers, so a combination typed into the URL still shows as chosen.
const offered = new Set<string>([
  ...auditActionGroups.map((group) => group.actions.join(',')),
  ...auditActions,
])

type Errors = Partial<Record<'actor' | 'org' | 'from' | 'to', string>>

const selectClass =
  'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none'

const fieldOf: Record<string, keyof Errors> = {
  actor: 'actor',
  organisation: 'org',
  from: 'from',
  to: 'to',
}

const trimmed = (value: string | undefined) => value?.trim() || undefined

/**
 * The audit log's filters, applied together (Enter or the button); choosing an action applies at
 * once. Checked by the procedure's own schema first, so a mistake is shown beside its field.
 */
export function AuditFilters({
  value,
  onApply,
}: {
  value: AuditFilterValues
  onApply: (next: AuditFilterValues) => void
}) {
  const intl = useIntl()
  const [draft, setDraft] = useState(value)
  const [errors, setErrors] = useState<Errors>({})
  // Back, forward and links change the URL: the form follows.
  const [shown, setShown] = useState(value)
  const key = (v: AuditFilterValues) => JSON.stringify([v.action, v.actor, v.org, v.from, v.to])
  if (key(shown) !== key(value)) {
    setShown(value)
    setDraft(value)
    setErrors({})
  }

  function apply(next: AuditFilterValues) {
    const cleaned = {
      action: next.action || undefined,
      actor: trimmed(next.actor),
      org: trimmed(next.org),
      from: next.from || undefined,
      to: next.to || undefined,
    }
    const checked = auditListSchema.safeParse({
      actor: cleaned.actor,
      organisation: cleaned.org,
      from: cleaned.from,
      to: cleaned.to,
    })
    if (!checked.success) {
      const found: Errors = {}
      for (const issue of checked.error.issues) {
        const field = fieldOf[String(issue.path[0])]
        if (field) found[field] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    onApply(cleaned)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(draft)
  }
  const set = (field: keyof AuditFilterValues, text: string) =>
    setDraft((prev) => ({ ...prev, [field]: text }))

  return (
    <form
      method="post"
      noValidate
      aria-label={intl.formatMessage({ id: 'admin.audit.filters' })}
      onSubmit={submit}
      className="mb-6 grid grid-cols-2 items-start gap-3 lg:grid-cols-3 xl:grid-cols-[minmax(0,1.3fr)_minmax(0,1.2fr)_minmax(0,1fr)_9.5rem_9.5rem_auto]"
    >
      <Field
        label={intl.formatMessage({ id: 'admin.audit.filters.action' })}
        className="col-span-2 lg:col-span-1"
      >
        <select
          value={draft.action ?? ''}
          onChange={(event) => {
            const next = { ...draft, action: event.target.value }
            setDraft(next)
            apply(next)
          }}
          className={selectClass}
        >
          <option value="">{intl.formatMessage({ id: 'admin.audit.filters.allActions' })}</option>
          {draft.action && !offered.has(draft.action) && (
            <option value={draft.action}>
              {intl.formatMessage(
                { id: 'admin.audit.filters.chosen' },
                { count: draft.action.split(',').length },
              )}
            </option>
          )}
          <optgroup label={intl.formatMessage({ id: 'admin.audit.filters.groups' })}>
            {auditActionGroups.map((group) => (
              <option key={group.label} value={group.actions.join(',')}>
                {actionGroupLabel(intl, group)}
              </option>
            ))}
          </optgroup>
          <optgroup label={intl.formatMessage({ id: 'admin.audit.filters.oneAction' })}>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {actionLabel(intl, action)}
              </option>
            ))}
          </optgroup>
        </select>
      </Field>
      <Field
        label={intl.formatMessage({ id: 'admin.audit.filters.actor' })}
        error={errors.actor}
        className="col-span-2 sm:col-span-1"
      >
        <Input
          type="search"
          value={draft.actor ?? ''}
          maxLength={254}
          placeholder={intl.formatMessage({ id: 'admin.audit.filters.actor.placeholder' })}
          onChange={(event) => set('actor', event.target.value)}
        />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'admin.audit.filters.organisation' })}
        error={errors.org}
        className="col-span-2 sm:col-span-1"
      >
        <Input
          type="search"
          value={draft.org ?? ''}
          maxLength={120}
          placeholder={intl.formatMessage({ id: 'admin.audit.filters.organisation.placeholder' })}
          onChange={(event) => set('org', event.target.value)}
        />
      </Field>
      <Field label={intl.formatMessage({ id: 'admin.audit.filters.from' })} error={errors.from}>
        <Input
          type="date"
          value={draft.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
      </Field>
      <Field label={intl.formatMessage({ id: 'admin.audit.filters.to' })} error={errors.to}>
        <Input
          type="date"
          value={draft.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        className="col-span-2 sm:justify-self-start lg:col-span-1 lg:mt-6.5"
      >
        <FormattedMessage id="admin.audit.filters.submit" />
      </Button>
    </form>
  )
}
