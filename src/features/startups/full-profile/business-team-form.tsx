import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Pencil } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'
import type { z } from 'zod'

import { CheckboxChipsField, RupeeField, TextAreaField } from '@/components/form'
import {
  businessTeamSchema,
  textLimits,
  type BusinessTeam,
} from '@/domain/startups/profile-schemas'
import { fieldJump } from '@/features/startups/completeness-meter'
import { FileUpload } from '@/components/file-upload'
import { optionLabel, translatedOptions, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import { toast } from '@/lib/toast'
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

/** Between a founder's name and title, the same in every language. */
const titleSeparator = ' · '

/** Option values in the page's language, joined by commas. */
function shownList(intl: IntlShape, list: OptionListName, values: readonly string[]): string {
  return values.map((value) => optionLabel(intl, list, value)).join(', ')
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
  const intl = useIntl()
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
      description={intl.formatMessage({ id: 'founder.full.business.description' })}
      onSubmit={onSubmit}
      formError={formError}
      saving={saving}
      dirty={form.formState.isDirty}
      onDiscard={() => form.reset()}
      onJump={jumpWithin}
    >
      <div className="rounded-xl border border-line bg-surface p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-ink">
            <FormattedMessage id="founder.full.business.fromProfile" />
          </h3>
          <Link
            to="/startups/startup-profile"
            className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
          >
            <Pencil className="size-3.5" aria-hidden="true" />
            <FormattedMessage id="founder.full.business.editProfile" />
          </Link>
        </div>
        <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
          <ReadOnly
            id="readonly-businessTypes"
            label={intl.formatMessage({ id: 'founder.full.business.businessTypes' })}
            value={shownList(intl, 'businessTypes', profile.businessTypes)}
          />
          <ReadOnly
            id="readonly-customerInteractions"
            label={intl.formatMessage({ id: 'founder.full.business.customerInteractions' })}
            value={shownList(intl, 'customerInteractions', profile.customerInteractions)}
          />
          <ReadOnly
            id="readonly-productTypes"
            label={intl.formatMessage({ id: 'founder.full.business.productTypes' })}
            value={shownList(intl, 'productTypes', profile.productTypes)}
          />
          <ReadOnly
            id="readonly-revenueStage"
            label={intl.formatMessage({ id: 'founder.full.business.revenueStage' })}
            value={
              profile.revenueStage ? optionLabel(intl, 'revenueStages', profile.revenueStage) : ''
            }
          />
          <ReadOnly
            id="readonly-plannedRaise"
            label={intl.formatMessage({ id: 'founder.full.business.plannedRaise' })}
            value={profile.plannedRaise == null ? '' : shownRupees(intl, profile.plannedRaise)}
          />
          <ReadOnly
            id="readonly-teamSize"
            label={intl.formatMessage({ id: 'founder.full.business.teamSize' })}
            value={
              profile.teamSize == null
                ? ''
                : intl.formatMessage(
                    { id: 'founder.full.business.people' },
                    { count: profile.teamSize },
                  )
            }
          />
        </dl>
        <div className="mt-4 border-t border-line pt-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-semibold text-ink">
              <FormattedMessage id="founder.full.business.founders" />
            </h3>
            <Link
              to="/startups/founder-profile"
              className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
            >
              <FormattedMessage
                id={
                  founders.length > 0
                    ? 'founder.full.business.editFounders'
                    : 'founder.full.business.addFounders'
                }
              />
              <ArrowRight className="size-3.5" aria-hidden="true" />
            </Link>
          </div>
          {founders.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {founders.map((f) => (
                <li
                  key={f.id}
                  className="rounded-lg border border-line bg-white px-3 py-1.5 text-sm"
                  translate="no"
                >
                  <span className="font-medium text-ink">{f.name}</span>
                  {f.title && (
                    <span className="text-muted">
                      {titleSeparator}
                      {f.title}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">
              <FormattedMessage id="founder.full.business.noFounders" />
            </p>
          )}
        </div>
      </div>

      <CheckboxChipsField
        control={control}
        name="fundingSources"
        legend={intl.formatMessage({ id: 'founder.full.business.fundingSources' })}
        options={translatedOptions(intl, 'fundingSources')}
      />

      <div className="grid gap-4 md:grid-cols-3">
        <RupeeField
          control={control}
          name="amountRaised"
          label={intl.formatMessage({ id: 'founder.full.business.amountRaised' })}
          placeholder={intl.formatMessage({ id: 'founder.full.business.amountRaisedPlaceholder' })}
        />
        <RupeeField
          control={control}
          name="monthlyBurn"
          label={intl.formatMessage({ id: 'founder.full.business.monthlyBurn' })}
          placeholder={intl.formatMessage({ id: 'founder.full.business.monthlyBurnPlaceholder' })}
        />
        <NumberField
          label={intl.formatMessage({ id: 'founder.full.business.runway' })}
          registration={register('runwayMonths')}
          error={errors.runwayMonths?.message}
          hint={intl.formatMessage({ id: 'founder.full.business.runwayHint' })}
          placeholder={intl.formatMessage({ id: 'founder.full.business.runwayPlaceholder' })}
        />
        <RupeeField
          control={control}
          name="annualTurnover"
          label={intl.formatMessage({ id: 'founder.full.business.turnover' })}
          placeholder={intl.formatMessage({ id: 'founder.full.business.turnoverPlaceholder' })}
          hint={intl.formatMessage({ id: 'founder.full.business.turnoverHint' })}
        />
      </div>

      <CheckboxChipsField
        control={control}
        name="useOfFunds"
        legend={intl.formatMessage({ id: 'founder.full.business.useOfFunds' })}
        options={translatedOptions(intl, 'useOfFunds')}
      />

      <TextAreaField
        control={control}
        name="hiringPlan"
        label={intl.formatMessage({ id: 'founder.full.business.hiringPlan' })}
        max={textLimits.bio}
        hint={intl.formatMessage({ id: 'founder.full.business.hiringPlanHint' })}
      />

      <div id="pitch-deck" className="scroll-mt-24 rounded-xl border border-line p-4">
        <h3 className="text-sm font-semibold text-ink">
          <FormattedMessage id="founder.full.business.deck" />
        </h3>
        <p className="mt-1 mb-3 text-sm text-muted">
          <FormattedMessage id="founder.full.business.deckHint" />
        </p>
        <FileUpload
          kind="deck"
          current={data.deck}
          onUploaded={() => {
            toast.success(intl.formatMessage({ id: 'founder.full.business.deckUploaded' }))
            void queryClient.invalidateQueries({ queryKey: trpc.startups.profile.get.queryKey() })
          }}
        />
      </div>
    </SectionShell>
  )
}
