import { Link } from '@tanstack/react-router'
import type { ComponentProps } from 'react'
import { useWatch } from 'react-hook-form'

import { EditorSection, SelectField, SwitchFieldControlled } from '@/components/form'
import { StartupIndiaEligibility } from '@/components/startup-india'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import {
  identifierLabels,
  registrationIdentifierOf,
  type RegistrationIdentifier,
} from '@/domain/startups/identifiers'
import { companyTypes } from '@/lib/options'

import type { OwnProfile, ProfileForm } from './form'

const identifierHints: Record<RegistrationIdentifier, string> = {
  cin: 'Optional. From your certificate of incorporation, e.g. U72900KA2021PTC123456.',
  llpin: 'Optional. From your LLP’s certificate of incorporation, e.g. AAB-1234.',
  cooperativeRegistration:
    'Optional. As your registrar wrote it on the certificate, e.g. MSCS/CR/1234/2021.',
}

const noIdentifier: Record<string, string> = {
  'Partnership Firm': 'A partnership firm gives no registration identifier here.',
  'Sole Proprietorship': 'A sole proprietorship gives no registration identifier here.',
  None: 'Not registered yet: nothing to give here.',
}

/**
 * The company's legal identity: its legal form, the identifier that form has, GSTIN, DPIIT
 * recognition and the deep-tech declaration, with Startup India eligibility as the form stands.
 */
export function LegalSection({ form, data }: { form: ProfileForm; data: OwnProfile }) {
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
      title="Legal identity"
      description="Your legal form and its identifiers, as your certificates give them. Each is checked for its format when you save."
      id="legal-identity"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Company type"
          options={companyTypes}
          error={errors.companyType?.message}
          className="sm:col-span-2"
          {...register('companyType')}
        />
        {identifier ? (
          <Field
            key={identifier}
            label={identifierLabels[identifier]}
            error={errors[identifier]?.message}
            hint={identifierHints[identifier]}
          >
            <IdentifierInput {...register(identifier)} />
          </Field>
        ) : (
          <p className="self-center text-sm text-muted sm:col-span-1">
            {(companyType && noIdentifier[companyType]) ??
              'Choose your company type to give its registration identifier.'}
          </p>
        )}
        <Field
          label="GSTIN"
          error={errors.gstin?.message}
          hint="Optional. The GSTIN of your headquarters’ state, e.g. 29AAACK1234F1ZW."
        >
          <IdentifierInput {...register('gstin')} />
        </Field>
        <Field
          label="DPIIT recognition number"
          error={errors.dpiitNumber?.message}
          hint="Optional. From your Startup India certificate, e.g. DIPP12345."
        >
          <IdentifierInput {...register('dpiitNumber')} />
        </Field>
        <div className="sm:col-span-2">
          <SwitchFieldControlled
            control={control}
            name="deepTech"
            label="We are a deep-tech startup"
            description="Building on new scientific or engineering knowledge, with a high share of spending on research and development and significant novel IP of your own (DPIIT's 2026 definition)."
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
          Your highest annual turnover goes in{' '}
          <Link
            to="/startups/full-profile"
            hash="business-team"
            className="font-medium text-brand-600 hover:underline"
          >
            Business &amp; Team
          </Link>
          .
        </p>
      )}
    </EditorSection>
  )
}

/** An identifier as certificates print it: capitals, no spell check. */
function IdentifierInput(props: ComponentProps<typeof Input>) {
  return <Input autoCapitalize="characters" spellCheck={false} className="uppercase" {...props} />
}
