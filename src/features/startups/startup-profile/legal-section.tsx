import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { useWatch } from 'react-hook-form'
import { FormattedMessage, useIntl } from 'react-intl'

import { EditorSection, SelectField, SwitchFieldControlled } from '@/components/form'
import { StartupIndiaEligibility } from '@/components/startup-india'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  registrationIdentifierOf,
  type RegistrationIdentifier,
} from '@/domain/startups/identifiers'
import { translatedOptions } from '@/lib/i18n/option-labels'

import type { OwnProfile, ProfileForm } from './form'

/** Why a legal form gives no registration identifier, by its company type. */
const noIdentifier: Record<
  string,
  | 'founder.profile.legal.noIdentifier.partnership'
  | 'founder.profile.legal.noIdentifier.soleProprietorship'
  | 'founder.profile.legal.noIdentifier.none'
> = {
  'Partnership Firm': 'founder.profile.legal.noIdentifier.partnership',
  'Sole Proprietorship': 'founder.profile.legal.noIdentifier.soleProprietorship',
  None: 'founder.profile.legal.noIdentifier.none',
}

const identifierHint = (identifier: RegistrationIdentifier) =>
  `founder.profile.legal.hint.${identifier}` as const

/**
 * The company's legal identity: its legal form, the identifier that form has, GSTIN, DPIIT
 * recognition and the deep-tech declaration, with Startup India eligibility as the form stands.
 */
export function LegalSection({ form, data }: { form: ProfileForm; data: OwnProfile }) {
  const intl = useIntl()
  const { control, register, formState } = form
  const errors = formState.errors
  const [companyType, foundedOn, deepTech] = useWatch({
    control,
    name: ['companyType', 'foundedOn', 'deepTech'],
  })
  const identifier = registrationIdentifierOf(companyType)
  const annualTurnover = data.profile.businessTeam.annualTurnover ?? null

  return (
    <EditorSection
      title={intl.formatMessage({ id: 'founder.profile.legal.title' })}
      description={intl.formatMessage({ id: 'founder.profile.legal.description' })}
      id="legal-identity"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage({ id: 'founder.profile.legal.companyType' })}
          placeholder={intl.formatMessage({ id: 'founder.choose' })}
          options={translatedOptions(intl, 'companyTypes')}
          error={errors.companyType?.message}
          className="sm:col-span-2"
          {...register('companyType')}
        />
        {identifier ? (
          <Field
            key={identifier}
            label={intl.formatMessage({ id: `shared.identifier.${identifier}` })}
            error={errors[identifier]?.message}
            hint={intl.formatMessage({ id: identifierHint(identifier) })}
          >
            <IdentifierInput {...register(identifier)} />
          </Field>
        ) : (
          <p className="self-center text-sm text-muted sm:col-span-1">
            {companyType === '' ? null : (
              <FormattedMessage
                id={
                  (companyType && noIdentifier[companyType]) || 'founder.profile.legal.chooseType'
                }
              />
            )}
          </p>
        )}
        <Field
          label={intl.formatMessage({ id: 'shared.identifier.gstin' })}
          error={errors.gstin?.message}
          hint={intl.formatMessage({ id: 'founder.profile.legal.gstinHint' })}
        >
          <IdentifierInput {...register('gstin')} />
        </Field>
        <Field
          label={intl.formatMessage({ id: 'founder.profile.legal.dpiit' })}
          error={errors.dpiitNumber?.message}
          hint={intl.formatMessage({ id: 'founder.profile.legal.dpiitHint' })}
        >
          <IdentifierInput {...register('dpiitNumber')} />
        </Field>
        <div className="sm:col-span-2">
          <SwitchFieldControlled
            control={control}
            name="deepTech"
            label={intl.formatMessage({ id: 'founder.profile.legal.deepTech' })}
            description={intl.formatMessage({ id: 'founder.profile.legal.deepTechDescription' })}
          />
        </div>
      </div>
      <StartupIndiaEligibility
        className="mt-5"
        reader="founder"
        profile={{
          companyType: companyType || null,
          foundedOn: foundedOn || null,
          deepTech: Boolean(deepTech),
          annualTurnover,
        }}
      />
      {annualTurnover == null && (
        <p className="mt-2 text-sm text-muted">
          <FormattedMessage
            id="founder.profile.legal.turnoverWhere"
            values={{
              link: (chunks) => (
                <Link
                  to="/startups/full-profile"
                  hash="business-team"
                  className="font-medium text-brand-600 hover:underline"
                >
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      )}
    </EditorSection>
  )
}

/** An identifier as certificates print it: capitals, no spell check. */
function IdentifierInput(props: ComponentProps<typeof Input>) {
  return <Input autoCapitalize="characters" spellCheck={false} className="uppercase" {...props} />
}
