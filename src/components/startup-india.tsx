import { BadgeCheck, CircleCheck, CircleDashed, CircleX, ShieldCheck } from 'lucide-react'

import { Badge } from '@/components/ui/card'
import { registrationIdentifierOf, identifierLabels } from '@/domain/startups/identifiers'
import {
  startupIndiaEligibility,
  startupIndiaRules,
  type Eligibility,
  type EligibilityInput,
  type EligibilityReader,
} from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'

const statusLook: Record<Eligibility['status'], { label: string; tone: string }> = {
  eligible: { label: 'Startup India eligible', tone: 'bg-emerald-50 text-emerald-800' },
  not_eligible: { label: 'Not Startup India eligible', tone: 'bg-slate-100 text-slate-700' },
  unknown: { label: 'Startup India: details missing', tone: 'bg-amber-50 text-amber-800' },
}

/** Whether the profile meets DPIIT's startup definition today, as a badge. */
export function StartupIndiaBadge({
  eligibility,
  className,
}: {
  eligibility: Eligibility
  className?: string
}) {
  const look = statusLook[eligibility.status]
  return (
    <Badge className={cn('gap-1', look.tone, className)} data-testid="startup-india-badge">
      <ShieldCheck className="size-3.5" aria-hidden="true" />
      {look.label}
      {eligibility.deepTech && ' · deep tech'}
    </Badge>
  )
}

const checkIcon = {
  true: { icon: CircleCheck, tone: 'text-emerald-600', word: 'met' },
  false: { icon: CircleX, tone: 'text-red-600', word: 'not met' },
  null: { icon: CircleDashed, tone: 'text-muted', word: 'not known yet' },
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
  const eligibility = startupIndiaEligibility(profile, today, reader)
  return (
    <div className={cn('rounded-xl border border-line p-4', className)}>
      <StartupIndiaBadge eligibility={eligibility} />
      <ul className="mt-3 space-y-1.5 text-sm" aria-label="Startup India conditions">
        {eligibility.checks.map((check) => {
          const look = checkIcon[String(check.met) as keyof typeof checkIcon]
          return (
            <li key={check.rule} className="flex gap-2">
              <look.icon className={cn('mt-0.5 size-4 shrink-0', look.tone)} aria-hidden="true" />
              <span className="min-w-0 text-ink">
                <span className="sr-only">{look.word}: </span>
                {check.text}
              </span>
            </li>
          )
        })}
      </ul>
      <p className="mt-3 text-xs text-muted">
        DPIIT&apos;s startup definition of {formatDate(startupIndiaRules.notifiedOn)} (
        {startupIndiaRules.notification}), checked against this profile. Recognition itself is
        DPIIT&apos;s decision.
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

/**
 * The identifiers a profile gives, as facts: the one its legal form has, then GSTIN and DPIIT
 * recognition. Each was checked for its format when saved.
 */
export function identifierFacts(profile: Identifiers): [label: string, value: string][] {
  const identifier = registrationIdentifierOf(profile.companyType)
  return [
    ...(identifier && profile[identifier]
      ? [[identifierLabels[identifier], profile[identifier]] as [string, string]]
      : []),
    ...(profile.gstin ? [['GSTIN', profile.gstin] as [string, string]] : []),
    ...(profile.dpiitNumber
      ? [['DPIIT recognition', profile.dpiitNumber] as [string, string]]
      : []),
  ]
}

/** "DPIIT recognised", for a profile that gives its recognition number. */
export function DpiitBadge({ className }: { className?: string }) {
  return (
    <Badge className={cn('gap-1 bg-brand-50 text-brand-700', className)}>
      <BadgeCheck className="size-3.5" aria-hidden="true" />
      DPIIT recognised
    </Badge>
  )
}
