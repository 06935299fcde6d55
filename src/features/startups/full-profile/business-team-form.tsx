import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Pencil } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import type { z } from 'zod'

import { CheckboxChipsField, RupeeField, TextAreaField } from '@/components/form'
import {
  businessTeamSchema,
  textLimits,
  type BusinessTeam,
} from '@/domain/startups/profile-schemas'
import { fieldJump } from '@/features/startups/completeness-meter'
import { FileUpload } from '@/components/file-upload'
import { formatRupees, plural } from '@/lib/format'
import { fundingSources, useOfFunds } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { NumberField, ReadOnly } from './fields'
import { list, SectionShell, text, useSectionSave, whole, type SectionProps } from './section'

type ProfileData = inferRouterOutputs<AppRouter>['startups']['profile']['get']

type BusinessInput = z.input<typeof businessTeamSchema>

function toBusinessForm(v: Partial<BusinessTeam>): BusinessInput {
  return {
    fundingSources: list(v.fundingSources),
    amountRaised: whole(v.amountRaised),
    useOfFunds: list(v.useOfFunds),
    monthlyBurn: whole(v.monthlyBurn),
    runwayMonths: whole(v.runwayMonths),
    hiringPlan: text(v.hiringPlan),
    annualTurnover: whole(v.annualTurnover),
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

export function BusinessTeamForm({
  data,
  part,
  onDirtyChange,
}: SectionProps & { data: ProfileData }) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const form = useForm<BusinessInput, unknown, BusinessTeam>({
    resolver: zodResolver(businessTeamSchema),
    defaultValues: toBusinessForm(data.profile.businessTeam),
  })
  const { onSubmit, formError, saving } = useSectionSave('businessTeam', form, {
    toForm: toBusinessForm,
    toUpdate: (values) => ({ section: 'businessTeam', values }),
    onDirtyChange,
  })
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
            value={profile.teamSize == null ? '' : plural(profile.teamSize, 'person', 'people')}
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
        <RupeeField
          control={control}
          name="annualTurnover"
          label="Highest annual turnover"
          placeholder="e.g. 4 Cr"
          hint="Of any financial year since you were incorporated: DPIIT's startup definition caps it."
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
