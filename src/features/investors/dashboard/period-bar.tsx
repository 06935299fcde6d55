import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { dashboardInputSchema, dashboardPresets, presetPeriod } from '@/domain/investors/dashboard'
import { cn } from '@/lib/cn'

type Scope = { from: string; to: string; channelId?: string }

/** Each preset's name, by its id. */
const presetIds = {
  '30d': 'pipeline.period.30d',
  '90d': 'pipeline.period.90d',
  '12m': 'pipeline.period.12m',
} as const satisfies Record<(typeof dashboardPresets)[number]['id'], string>

/**
 * The dashboard's period (a preset or two dates, India calendar days) and channel. Dates apply on
 * "Show"; a preset or a channel applies at once. A period that is not one says why beside its field.
 */
export function PeriodBar({
  scope,
  channels,
  onChange,
}: {
  scope: Scope
  channels: { id: string; title: string }[]
  onChange: (next: Scope) => void
}) {
  const intl = useIntl()
  const channelField = useId()
  const now = new Date()
  const activePreset = dashboardPresets.find((preset) => {
    const period = presetPeriod(preset, now)
    return period.from === scope.from && period.to === scope.to
  })

  return (
    <div className="mb-6 flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 shadow-sm lg:flex-row lg:items-end lg:justify-between">
      <div className="flex flex-col gap-3">
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'pipeline.period.label' })}
          className="flex flex-wrap gap-2"
        >
          {dashboardPresets.map((preset) => (
            <button
              key={preset.id}
              type="button"
              aria-pressed={activePreset?.id === preset.id}
              onClick={() => onChange({ ...scope, ...presetPeriod(preset, new Date()) })}
              className={cn(
                'rounded-full border px-3 py-1 text-sm',
                activePreset?.id === preset.id
                  ? 'border-brand-600 bg-brand-600 text-white'
                  : 'border-line bg-white text-ink hover:bg-brand-50',
              )}
            >
              {intl.formatMessage({ id: presetIds[preset.id] })}
            </button>
          ))}
        </div>
        <DatesForm key={`${scope.from}/${scope.to}`} scope={scope} onChange={onChange} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={channelField} className="block text-sm font-medium text-ink">
          {intl.formatMessage({ id: 'pipeline.period.channel' })}
        </label>
        <select
          id={channelField}
          value={scope.channelId ?? ''}
          onChange={(event) => onChange({ ...scope, channelId: event.target.value || undefined })}
          className="h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none lg:w-72"
        >
          <option value="">{intl.formatMessage({ id: 'pipeline.period.allChannels' })}</option>
          {channels.map((c) => (
            <option key={c.id} value={c.id} translate="no">
              {c.title}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}

/** Two dates applied together; keyed by the period shown, so it starts from it after each change. */
function DatesForm({ scope, onChange }: { scope: Scope; onChange: (next: Scope) => void }) {
  const intl = useIntl()
  const [from, setFrom] = useState(scope.from)
  const [to, setTo] = useState(scope.to)
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = dashboardInputSchema.safeParse({ from, to })
    if (!parsed.success) {
      const next: { from?: string; to?: string } = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as 'from' | 'to'
        next[key] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    onChange({ ...scope, from, to })
  }

  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="flex flex-wrap items-start gap-3"
      aria-label={intl.formatMessage({ id: 'pipeline.period.custom' })}
    >
      <Field
        label={intl.formatMessage({ id: 'pipeline.period.from' })}
        error={errors.from}
        className="w-40"
      >
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </Field>
      <Field
        label={intl.formatMessage({ id: 'pipeline.period.to' })}
        error={errors.to}
        className="w-40"
      >
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </Field>
      <Button type="submit" variant="secondary" className="mt-7">
        {intl.formatMessage({ id: 'pipeline.period.show' })}
      </Button>
    </form>
  )
}
