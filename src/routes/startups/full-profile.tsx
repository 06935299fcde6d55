import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { ArrowRight, Pencil } from 'lucide-react'
import { useCallback, useEffect, useId, useState, type MouseEvent, type ReactNode } from 'react'
import {
  useForm,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
} from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import type { PartScore, ProfileCompleteness } from '@/domain/startups/completeness'
import {
  CheckboxChipsField,
  EditorSection,
  EditorSkeleton,
  MultiSelectField,
  RupeeField,
  SaveBar,
  SelectField,
  TextAreaField,
  useUnsavedChanges,
} from '@/components/form'
import { CompletenessMeter, fieldJump } from '@/features/startups/completeness-meter'
import { FileUpload } from '@/features/startups/file-upload'
import {
  businessTeamSchema,
  fullProfileSections,
  marketPositioningSchema,
  textLimits,
  tractionIpSchema,
  type BusinessTeam,
  type FullProfileSection,
  type MarketPositioning,
  type TractionIp,
} from '@/domain/startups/profile-schemas'
import { cn } from '@/lib/cn'
import { formatRupees } from '@/lib/format'
import {
  competitiveAdvantageSources,
  competitorTypes,
  defensibilityKinds,
  fundingSources,
  ipStatuses,
  marketingChannels,
  missionOptions,
  pricingStrategies,
  regulatoryBarriers,
  targetMarketApproaches,
  useOfFunds,
  validationEvidence,
  visionOptions,
  type Option,
} from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

const pageTitle = 'Full profile'
const pageDescription =
  'The three sections investors review with every application. Each section saves on its own.'

export const Route = createFileRoute('/startups/full-profile')({
  loader: ({ context }) =>
    context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
  pendingComponent: () => (
    <EditorSkeleton title={pageTitle} description={pageDescription} sections={3} />
  ),
  errorComponent: ErrorPanel,
  component: FullProfileScreen,
})

/** Anchor of each section on this page (also used by links from the startup home). */
const anchors: Record<FullProfileSection, string> = {
  marketPositioning: 'market-positioning',
  businessTeam: 'business-team',
  tractionIp: 'traction-ip',
}

const sectionOrder: FullProfileSection[] = ['marketPositioning', 'businessTeam', 'tractionIp']

// ---------------------------------------------------------------------------------------------
// Screen
// ---------------------------------------------------------------------------------------------

function useProfile() {
  const trpc = useTRPC()
  return useSuspenseQuery(trpc.startups.profile.get.queryOptions()).data
}

type ProfileData = ReturnType<typeof useProfile>

function FullProfileScreen() {
  const data = useProfile()
  const { completeness } = data
  const [dirty, setDirty] = useState<Record<FullProfileSection, boolean>>({
    marketPositioning: false,
    businessTeam: false,
    tractionIp: false,
  })
  const onDirtyChange = useCallback((section: FullProfileSection, isDirty: boolean) => {
    setDirty((current) =>
      current[section] === isDirty ? current : { ...current, [section]: isDirty },
    )
  }, [])
  useUnsavedChanges(Object.values(dirty).some(Boolean))

  const part = (key: FullProfileSection) => completeness.parts.find((p) => p.key === key)!

  return (
    <>
      <PageHeader title={pageTitle} description={pageDescription} />

      <OverallProgress completeness={completeness} dirty={dirty} />

      <div className="mt-6 space-y-8">
        <MarketPositioningForm
          initial={data.profile.marketPositioning}
          part={part('marketPositioning')}
          onDirtyChange={onDirtyChange}
        />
        <BusinessTeamForm data={data} part={part('businessTeam')} onDirtyChange={onDirtyChange} />
        <TractionIpForm
          initial={data.profile.tractionIp}
          part={part('tractionIp')}
          onDirtyChange={onDirtyChange}
        />
      </div>
    </>
  )
}

function jumpTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  // Scrolls without a history entry, so the unsaved-changes guard is not asked about a jump
  // within the page.
  const target = document.getElementById(anchor)
  if (!target) return
  event.preventDefault()
  target.scrollIntoView({ behavior: 'smooth', block: 'start' })
  target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

function OverallProgress({
  completeness,
  dirty,
}: {
  completeness: ProfileCompleteness
  dirty: Record<FullProfileSection, boolean>
}) {
  const headingId = useId()
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0 flex-1 md:max-w-md">
          <div className="flex items-baseline justify-between gap-3">
            <p id={headingId} className="text-sm font-medium text-ink">
              Whole profile
            </p>
            <p data-testid="overall-completeness" className="text-sm text-muted">
              <span className="text-lg font-semibold text-ink tabular-nums">
                {completeness.percent}%
              </span>{' '}
              complete
            </p>
          </div>
          <div
            role="progressbar"
            aria-labelledby={headingId}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={completeness.percent}
            className="mt-2 h-2 overflow-hidden rounded-full bg-brand-50"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width]',
                completeness.percent >= 100 ? 'bg-emerald-500' : 'bg-brand-600',
              )}
              style={{ width: `${completeness.percent}%` }}
            />
          </div>
          {completeness.next && (
            <p className="mt-2 text-xs text-muted">
              Next:{' '}
              <Link
                to={completeness.next.screen}
                className="font-medium text-brand-600 hover:underline"
              >
                {completeness.next.label}
              </Link>{' '}
              ({completeness.next.part})
            </p>
          )}
        </div>
        <nav aria-label="Sections of the full profile">
          <ul className="flex flex-wrap gap-2">
            {sectionOrder.map((key) => {
              const part = completeness.parts.find((p) => p.key === key)
              return (
                <li key={key}>
                  <a
                    href={`#${anchors[key]}`}
                    onClick={(event) => jumpTo(event, anchors[key])}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-white px-3 py-1.5 text-sm text-ink hover:border-brand-500 hover:text-brand-700"
                  >
                    {fullProfileSections[key].title}
                    {part && (
                      <span className="text-xs text-muted tabular-nums">{part.percent}%</span>
                    )}
                    {dirty[key] && (
                      <span
                        className="size-2 rounded-full bg-saffron-500"
                        aria-label="unsaved changes"
                      />
                    )}
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
      </div>
    </Card>
  )
}

// ---------------------------------------------------------------------------------------------
// Shared section plumbing
// ---------------------------------------------------------------------------------------------

type SectionProps = {
  part: PartScore
  onDirtyChange: (section: FullProfileSection, dirty: boolean) => void
}

const text = (v: string | null | undefined) => v ?? ''
const whole = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v))
const list = <T extends string>(v: readonly T[] | null | undefined): T[] => (v ? [...v] : [])

/**
 * Saves one section: sends the parsed values, puts the new completeness (and the saved values)
 * into the cached profile, marks the form clean, and maps the server's field messages onto the
 * fields.
 */
function useSectionSave<I extends FieldValues, O extends Record<string, unknown>>(
  section: FullProfileSection,
  form: UseFormReturn<I, unknown, O>,
  toForm: (values: O) => I,
  onDirtyChange: SectionProps['onDirtyChange'],
) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const mutation = useMutation(trpc.startups.profile.updateSection.mutationOptions())
  const title = fullProfileSections[section].title
  const [formError, setFormError] = useState<string | null>(null)
  const { isDirty } = form.formState

  useEffect(() => onDirtyChange(section, isDirty), [isDirty, onDirtyChange, section])

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      const completeness = await mutation.mutateAsync({
        section,
        values,
      } as unknown as Parameters<typeof mutation.mutateAsync>[0])
      queryClient.setQueryData(trpc.startups.profile.get.queryKey(), (old) =>
        old ? { ...old, completeness, profile: { ...old.profile, [section]: values } } : old,
      )
      form.reset(toForm(values))
      toast.success(`${title} saved`)
    } catch (error) {
      const fieldErrors = trpcFieldErrors(error)
      let mapped = false
      for (const field of Object.keys(form.getValues()) as Path<I>[]) {
        const message = fieldErrors[field]?.[0] ?? fieldErrors[`values.${field}`]?.[0]
        if (message) {
          form.setError(field, { message })
          mapped = true
        }
      }
      const message = mapped
        ? 'Some fields need attention.'
        : (fieldErrors.values?.[0] ??
          (error instanceof Error && error.message
            ? error.message
            : `We could not save ${title}. Please try again.`))
      setFormError(message)
      toast.error(mapped ? `${title} was not saved. Check the marked fields.` : message)
    }
  })

  return { onSubmit, formError, saving: form.formState.isSubmitting, title }
}

function SectionShell({
  section,
  part,
  description,
  onSubmit,
  formError,
  saving,
  dirty,
  onDiscard,
  onJump,
  children,
}: {
  section: FullProfileSection
  part: PartScore
  description: ReactNode
  onSubmit: () => void
  formError: string | null
  saving: boolean
  dirty: boolean
  onDiscard: () => void
  onJump?: (field: string) => void
  children: ReactNode
}) {
  const title = fullProfileSections[section].title
  return (
    <EditorSection id={anchors[section]} title={title} description={description}>
      <CompletenessMeter
        part={part}
        title="Progress"
        onJump={onJump}
        className="mb-6 border-0 bg-surface shadow-none"
      />
      <form method="post" onSubmit={onSubmit} noValidate aria-label={title} className="space-y-6">
        {children}
        {formError && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
        <SaveBar dirty={dirty} saving={saving} label={`Save ${title}`} onDiscard={onDiscard} />
      </form>
    </EditorSection>
  )
}

/** A group of radio buttons with a legend; stores the option's value, shows its label. */
function RadioGroup({
  legend,
  options,
  registration,
  error,
  hint,
}: {
  legend: string
  options: readonly (string | Option)[]
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
}) {
  const id = useId()
  const describedBy =
    [hint && !error && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <fieldset
      className="min-w-0"
      aria-describedby={describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-2 text-sm font-medium text-ink">{legend}</legend>
      <div className="grid gap-2">
        {options.map((option) => {
          const { value, label } =
            typeof option === 'string' ? { value: option, label: option } : option
          return (
            <label
              key={value}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-white px-3 py-2.5 text-sm text-ink hover:bg-surface has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100"
            >
              <input
                type="radio"
                value={value}
                className="mt-0.5 size-4 shrink-0 accent-brand-600"
                {...registration}
              />
              <span>{label}</span>
            </label>
          )
        })}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  )
}

/** A whole number or a percentage typed as text (so '12,000' is accepted); the schema parses it. */
function NumberField({
  label,
  registration,
  error,
  hint,
  decimal,
  placeholder,
}: {
  label: string
  registration: UseFormRegisterReturn
  error?: string
  hint?: string
  decimal?: boolean
  placeholder?: string
}) {
  return (
    <Field label={label} error={error} hint={hint}>
      <Input
        type="text"
        inputMode={decimal ? 'decimal' : 'numeric'}
        autoComplete="off"
        placeholder={placeholder}
        {...registration}
      />
    </Field>
  )
}

// ---------------------------------------------------------------------------------------------
// Market & Positioning
// ---------------------------------------------------------------------------------------------

type MarketInput = z.input<typeof marketPositioningSchema>

function toMarketForm(v: Partial<MarketPositioning>): MarketInput {
  return {
    problem: text(v.problem),
    solution: text(v.solution),
    targetMarketApproaches: list(v.targetMarketApproaches),
    tam: whole(v.tam),
    sam: whole(v.sam),
    som: whole(v.som),
    competitorTypes: list(v.competitorTypes),
    competitors: text(v.competitors),
    advantageSources: list(v.advantageSources),
    defensibility: list(v.defensibility),
    pricingStrategy: text(v.pricingStrategy),
    marketingChannels: list(v.marketingChannels),
    mission: text(v.mission),
    vision: text(v.vision),
  }
}

function MarketPositioningForm({
  initial,
  part,
  onDirtyChange,
}: SectionProps & { initial: Partial<MarketPositioning> }) {
  const form = useForm<MarketInput, unknown, MarketPositioning>({
    resolver: zodResolver(marketPositioningSchema),
    defaultValues: toMarketForm(initial),
  })
  const { onSubmit, formError, saving } = useSectionSave(
    'marketPositioning',
    form,
    toMarketForm,
    onDirtyChange,
  )
  const { errors } = form.formState
  const { control, register } = form

  return (
    <SectionShell
      section="marketPositioning"
      part={part}
      description="The problem you solve, for whom, how big the market is and why you will win it."
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <TextAreaField
          control={control}
          name="problem"
          label="Problem"
          max={textLimits.longText}
          hint="Who has the problem, how often, and what it costs them today."
        />
        <TextAreaField
          control={control}
          name="solution"
          label="Solution"
          max={textLimits.longText}
          hint="What you built and why it solves the problem better."
        />
      </div>

      <CheckboxChipsField
        control={control}
        name="targetMarketApproaches"
        legend="Target market approaches"
        options={targetMarketApproaches}
      />

      <fieldset className="min-w-0">
        <legend className="mb-1 text-sm font-medium text-ink">Market size</legend>
        <p className="mb-3 text-xs text-muted">
          Yearly, in rupees. Type amounts like 5000 Cr or 25 L.
        </p>
        <div className="grid gap-4 md:grid-cols-3">
          <RupeeField
            control={control}
            name="tam"
            label="Total addressable market (TAM)"
            placeholder="e.g. 5000 Cr"
          />
          <RupeeField
            control={control}
            name="sam"
            label="Serviceable market (SAM)"
            placeholder="e.g. 800 Cr"
          />
          <RupeeField
            control={control}
            name="som"
            label="Obtainable market (SOM)"
            placeholder="e.g. 40 Cr"
          />
        </div>
      </fieldset>

      <CheckboxChipsField
        control={control}
        name="competitorTypes"
        legend="Competitor types"
        options={competitorTypes}
      />

      <TextAreaField
        control={control}
        name="competitors"
        label="Named competitors"
        max={textLimits.shortText}
        rows={2}
        hint="Companies or products your customers would otherwise use, separated by commas."
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <MultiSelectField
          control={control}
          name="advantageSources"
          label="Competitive advantages"
          options={competitiveAdvantageSources}
          max={8}
        />
        <MultiSelectField
          control={control}
          name="defensibility"
          label="Defensibility"
          options={defensibilityKinds}
          max={8}
        />
      </div>

      <SelectField
        label="Pricing strategy"
        options={pricingStrategies}
        error={errors.pricingStrategy?.message}
        className="sm:max-w-sm"
        {...register('pricingStrategy')}
      />

      <CheckboxChipsField
        control={control}
        name="marketingChannels"
        legend="Marketing channels"
        options={marketingChannels}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <RadioGroup
          legend="Mission"
          options={missionOptions}
          registration={register('mission')}
          error={errors.mission?.message}
        />
        <RadioGroup
          legend="Vision"
          options={visionOptions}
          registration={register('vision')}
          error={errors.vision?.message}
        />
      </div>
    </SectionShell>
  )
}

// ---------------------------------------------------------------------------------------------
// Business & Team
// ---------------------------------------------------------------------------------------------

type BusinessInput = z.input<typeof businessTeamSchema>

function toBusinessForm(v: Partial<BusinessTeam>): BusinessInput {
  return {
    fundingSources: list(v.fundingSources),
    amountRaised: whole(v.amountRaised),
    useOfFunds: list(v.useOfFunds),
    monthlyBurn: whole(v.monthlyBurn),
    runwayMonths: whole(v.runwayMonths),
    hiringPlan: text(v.hiringPlan),
  }
}

/** Missing items that live on the startup profile or founders screens, not in this form. */
const elsewhere: Record<string, string> = {
  businessTypes: 'readonly-businessTypes',
  customerInteractions: 'readonly-customerInteractions',
  productTypes: 'readonly-productTypes',
  revenueStage: 'readonly-revenueStage',
  deck: 'pitch-deck',
}

function jumpWithin(field: string) {
  if (fieldJump(field)) return
  const target = document.getElementById(elsewhere[field] ?? field)
  if (!target) return
  target.scrollIntoView({ behavior: 'smooth', block: 'center' })
}

function BusinessTeamForm({ data, part, onDirtyChange }: SectionProps & { data: ProfileData }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<BusinessInput, unknown, BusinessTeam>({
    resolver: zodResolver(businessTeamSchema),
    defaultValues: toBusinessForm(data.profile.businessTeam),
  })
  const { onSubmit, formError, saving } = useSectionSave(
    'businessTeam',
    form,
    toBusinessForm,
    onDirtyChange,
  )
  const { errors } = form.formState
  const { control, register } = form
  const { profile, founders } = data

  return (
    <SectionShell
      section="businessTeam"
      part={part}
      description="How you make money, what you have raised and will spend, your team and your pitch deck."
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
      onJump={jumpWithin}
    >
      <div className="rounded-xl border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">From your startup profile</h3>
          <Link
            to="/startups/startup-profile"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            Edit in startup profile
          </Link>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <ReadOnly
            id="readonly-businessTypes"
            label="Business types"
            value={profile.businessTypes.join(', ')}
          />
          <ReadOnly
            id="readonly-customerInteractions"
            label="Customer interactions"
            value={profile.customerInteractions.join(', ')}
          />
          <ReadOnly
            id="readonly-productTypes"
            label="Product types"
            value={profile.productTypes.join(', ')}
          />
          <ReadOnly
            id="readonly-revenueStage"
            label="Revenue stage"
            value={profile.revenueStage ?? ''}
          />
          <ReadOnly
            id="readonly-plannedRaise"
            label="Planned raise"
            value={profile.plannedRaise == null ? '' : formatRupees(profile.plannedRaise)}
          />
          <ReadOnly
            id="readonly-teamSize"
            label="Team size"
            value={
              profile.teamSize == null
                ? ''
                : `${profile.teamSize} ${profile.teamSize === 1 ? 'person' : 'people'}`
            }
          />
        </dl>
        <div className="mt-4 border-t border-line pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">Founders</h3>
            <Link
              to="/startups/founder-profile"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              {founders.length > 0 ? 'Edit founders' : 'Add founders'}
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </div>
          {founders.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {founders.map((f) => (
                <li
                  key={f.id}
                  className="rounded-lg border border-line bg-white px-3 py-1.5 text-sm"
                >
                  <span className="font-medium text-ink">{f.name}</span>
                  {f.title && <span className="text-muted"> · {f.title}</span>}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">No founders yet.</p>
          )}
        </div>
      </div>

      <CheckboxChipsField
        control={control}
        name="fundingSources"
        legend="Funding sources so far"
        options={fundingSources}
      />

      <div className="grid gap-4 md:grid-cols-3">
        <RupeeField
          control={control}
          name="amountRaised"
          label="Amount raised so far"
          placeholder="e.g. 2 Cr"
        />
        <RupeeField
          control={control}
          name="monthlyBurn"
          label="Monthly burn"
          placeholder="e.g. 12 L"
        />
        <NumberField
          label="Runway (months)"
          registration={register('runwayMonths')}
          error={errors.runwayMonths?.message}
          hint="At the current burn."
          placeholder="e.g. 18"
        />
      </div>

      <CheckboxChipsField
        control={control}
        name="useOfFunds"
        legend="Use of funds"
        options={useOfFunds}
      />

      <TextAreaField
        control={control}
        name="hiringPlan"
        label="Hiring plan"
        max={textLimits.bio}
        hint="The roles you will hire for in the next 12–18 months."
      />

      <div id="pitch-deck" className="scroll-mt-24 rounded-xl border border-line p-4">
        <h3 className="text-sm font-semibold text-ink">Pitch deck</h3>
        <p className="mt-1 mb-3 text-sm text-muted">
          Investors you apply to can view and download it. It saves as soon as it is uploaded.
        </p>
        <FileUpload
          kind="deck"
          current={data.deck}
          onUploaded={() => {
            toast.success('Pitch deck uploaded')
            void queryClient.invalidateQueries({ queryKey: trpc.startups.profile.get.queryKey() })
          }}
        />
      </div>
    </SectionShell>
  )
}

function ReadOnly({ id, label, value }: { id: string; label: string; value: string }) {
  return (
    <div id={id} className="min-w-0 scroll-mt-24">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className={cn('mt-0.5 font-medium', value ? 'text-ink' : 'text-muted')}>
        {value || 'Not given'}
      </dd>
    </div>
  )
}

// ---------------------------------------------------------------------------------------------
// Traction & IP
// ---------------------------------------------------------------------------------------------

type TractionInput = z.input<typeof tractionIpSchema>

function toTractionForm(v: Partial<TractionIp>): TractionInput {
  return {
    validationEvidence: list(v.validationEvidence),
    customers: whole(v.customers),
    users: whole(v.users),
    monthlyRevenue: whole(v.monthlyRevenue),
    monthlyGrowthPercent: whole(v.monthlyGrowthPercent),
    milestones: text(v.milestones),
    ipStatuses: list(v.ipStatuses),
    regulatoryBarriers: text(v.regulatoryBarriers),
  }
}

function TractionIpForm({
  initial,
  part,
  onDirtyChange,
}: SectionProps & { initial: Partial<TractionIp> }) {
  const form = useForm<TractionInput, unknown, TractionIp>({
    resolver: zodResolver(tractionIpSchema),
    defaultValues: toTractionForm(initial),
  })
  const { onSubmit, formError, saving } = useSectionSave(
    'tractionIp',
    form,
    toTractionForm,
    onDirtyChange,
  )
  const { errors } = form.formState
  const { control, register } = form

  return (
    <SectionShell
      section="tractionIp"
      part={part}
      description="Proof that customers want what you built, your key numbers, and what protects it."
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
    >
      <CheckboxChipsField
        control={control}
        name="validationEvidence"
        legend="Validation evidence"
        options={validationEvidence}
      />

      <fieldset className="min-w-0">
        <legend className="mb-3 text-sm font-medium text-ink">Key metrics</legend>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <NumberField
            label="Customers"
            registration={register('customers')}
            error={errors.customers?.message}
            placeholder="e.g. 120"
          />
          <NumberField
            label="Users"
            registration={register('users')}
            error={errors.users?.message}
            placeholder="e.g. 25,000"
          />
          <RupeeField
            control={control}
            name="monthlyRevenue"
            label="Monthly revenue"
            placeholder="e.g. 8 L"
          />
          <NumberField
            label="Monthly growth (%)"
            registration={register('monthlyGrowthPercent')}
            error={errors.monthlyGrowthPercent?.message}
            hint="Average over the last 3 months."
            decimal
            placeholder="e.g. 12"
          />
        </div>
      </fieldset>

      <TextAreaField
        control={control}
        name="milestones"
        label="Milestones"
        max={textLimits.longText}
        hint="What you have achieved so far and what comes next, with dates."
      />

      <CheckboxChipsField
        control={control}
        name="ipStatuses"
        legend="IP status"
        options={ipStatuses}
      />

      <RadioGroup
        legend="Regulatory barriers"
        options={regulatoryBarriers}
        registration={register('regulatoryBarriers')}
        error={errors.regulatoryBarriers?.message}
      />
    </SectionShell>
  )
}
