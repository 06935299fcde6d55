import { BadgeCheck, CircleCheck, CircleDashed, CircleX, ShieldCheck } from 'lucide-react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'
import { Badge } from '@/components/ui/card'
import {
  registrationIdentifierOf,
  type RegistrationIdentifier,
} from '@/domain/startups/identifiers'
import {
  startupIndiaEligibility,
  startupIndiaRules,
  type Eligibility,
  type EligibilityInput,
  type EligibilityReader,
} from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'
import { cn } from '@/lib/cn'
import type { MessageId } from '@/lib/i18n/catalog'

const statusLook: Record<Eligibility['status'], { label: MessageId; tone: string }> = {
  eligible: { label: 'shared.startupIndia.eligible', tone: 'bg-emerald-50 text-emerald-800' },
  not_eligible: {
    label: 'shared.startupIndia.notEligible',
    tone: 'bg-slate-100 text-slate-700',
  },
  unknown: { label: 'shared.startupIndia.unknown', tone: 'bg-amber-50 text-amber-800' },
}

/** Whether the profile meets DPIIT's startup definition today, as a badge. */
export function StartupIndiaBadge({
  eligibility,
  className,
}: {
  eligibility: Eligibility
  className?: string
}) {
  const intl = useIntl()
  const look = statusLook[eligibility.status]
  const status = intl.formatMessage({ id: look.label })
  return (
    <Badge className={cn('gap-1', look.tone, className)} data-testid="startup-india-badge">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {eligibility.deepTech
        ? intl.formatMessage({ id: 'shared.startupIndia.deepTech' }, { status })
        : status}
    </Badge>
  )
}

const checkIcon = {
  true: { icon: CircleCheck, tone: 'text-emerald-600', met: 'yes' },
  false: { icon: CircleX, tone: 'text-red-600', met: 'no' },
  null: { icon: CircleDashed, tone: 'text-muted', met: 'unknown' },
} as const

/**
 * The badge with a reason per condition and the rules' source: an indication from the profile,
 * not DPIIT's decision (docs/decisions/0032-india-company-passport.md).
 */
export function StartupIndiaEligibility({
  profile,
  reader,
  today = indiaDate(new Date()),
  className,
}: {
  profile: EligibilityInput
  /** Who reads it: the startup's founder, or an investor reviewing the startup. */
  reader: EligibilityReader
  today?: string
  className?: string
}) {
  const intl = useIntl()
  const eligibility = startupIndiaEligibility(profile, today, reader)
  return (
    <div className={cn('rounded-xl border border-line p-4', className)}>
      <StartupIndiaBadge eligibility={eligibility} />
      <ul
        className="mt-3 space-y-1.5 text-sm"
        aria-label={intl.formatMessage({ id: 'shared.startupIndia.conditions' })}
      >
        {eligibility.checks.map((check) => {
          const look = checkIcon[String(check.met) as keyof typeof checkIcon]
          return (
            <li key={check.rule} className="flex gap-2">
              <look.icon className={cn('mt-0.5 size-4 shrink-0', look.tone)} aria-hidden="true" />
              <span className="min-w-0 text-ink">
                <FormattedMessage
                  id="shared.startupIndia.check"
                  values={{
                    met: look.met,
                    text: check.text,
                    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  }}
                />
              </span>
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">
        <FormattedMessage
          id="shared.startupIndia.source"
          values={{
            date: shownDate(intl, startupIndiaRules.notifiedOn),
            notification: startupIndiaRules.notification,
          }}
        />
      </p>
    </div>
  )
}

type Identifiers = {
  companyType: string | null
  cin: string | null
  llpin: string | null
  cooperativeRegistration: string | null
  gstin: string | null
  dpiitNumber: string | null
}

const identifierMessages: Record<RegistrationIdentifier, MessageId> = {
  cin: 'shared.identifier.cin',
  llpin: 'shared.identifier.llpin',
  cooperativeRegistration: 'shared.identifier.cooperativeRegistration',
}

/**
 * The identifiers a profile gives, as facts: the one its legal form has, then GSTIN and DPIIT
 * recognition. Each was checked for its format when saved; the labels in the page's language.
 */
export function identifierFacts(
  profile: Identifiers,
  intl: IntlShape,
): [label: string, value: string][] {
  const label = (id: MessageId) => intl.formatMessage({ id })
  const identifier = registrationIdentifierOf(profile.companyType)
  const facts: [label: string, value: string | null][] = [
    [identifier ? label(identifierMessages[identifier]) : '', identifier && profile[identifier]],
    [label('shared.identifier.gstin'), profile.gstin],
    [label('shared.identifier.dpiit'), profile.dpiitNumber],
  ]
  return facts.filter((fact): fact is [string, string] => Boolean(fact[1]))
}

/** "DPIIT recognised", for a profile that gives its recognition number. */
export function DpiitBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('gap-1 bg-brand-50 text-brand-700', className)}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      <FormattedMessage id="shared.startupIndia.dpiitRecognised" />
    </Badge>
  )
}
