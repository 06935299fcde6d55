import type { IntlShape } from 'react-intl'

import {
  accessRequestKindLabels,
  accessRequestKinds,
  accessRequestStatuses,
  accessRequestStatusLabels,
  applicationStatuses,
  applicationStatusLabels,
  businessTypes,
  channelStatuses,
  channelStatusLabels,
  companyTypes,
  competitiveAdvantageSources,
  competitorTypes,
  customerInteractions,
  dealRoomConsentLabels,
  dealRoomConsents,
  dealRoomInterestLabels,
  dealRoomInterests,
  defensibilityKinds,
  developmentStages,
  dpiitFilterValues,
  fundingSources,
  headquarters,
  indianStates,
  investorTypes,
  ipStatuses,
  isOneOf,
  marketingChannels,
  memberRoleLabels,
  memberRoles,
  missionLabels,
  missionValues,
  organisationKindLabels,
  organisationKinds,
  pricingStrategies,
  productTypes,
  regulatoryBarriers,
  rejectionReasonLabels,
  rejectionReasons,
  revenueStages,
  sectors,
  startupIndiaFilterValues,
  targetMarketApproaches,
  unionTerritories,
  useOfFunds,
  validationEvidence,
  visionLabels,
  visionValues,
  type Headquarters,
  type Option,
  type OptionTuple,
} from '@/lib/options'

import { option } from './messages/en/option'

/**
 * The option lists of src/lib/options.ts whose labels are translated, by the name of their
 * constant there (the names of `optionLists`, plus the two filter lists): the list's values and,
 * for a labelled list, its English labels (in the other lists a value is its own label).
 * Their messages are 'option.<list>.<value>' (messages/en/option.ts).
 */
export const translatedOptionLists = {
  businessTypes: { values: businessTypes },
  customerInteractions: { values: customerInteractions },
  productTypes: { values: productTypes },
  developmentStages: { values: developmentStages },
  revenueStages: { values: revenueStages },
  fundingSources: { values: fundingSources },
  validationEvidence: { values: validationEvidence },
  marketingChannels: { values: marketingChannels },
  pricingStrategies: { values: pricingStrategies },
  useOfFunds: { values: useOfFunds },
  regulatoryBarriers: { values: regulatoryBarriers },
  ipStatuses: { values: ipStatuses },
  companyTypes: { values: companyTypes },
  competitorTypes: { values: competitorTypes },
  targetMarketApproaches: { values: targetMarketApproaches },
  missionValues: { values: missionValues, labels: missionLabels },
  visionValues: { values: visionValues, labels: visionLabels },
  competitiveAdvantageSources: { values: competitiveAdvantageSources },
  defensibilityKinds: { values: defensibilityKinds },
  sectors: { values: sectors },
  indianStates: { values: indianStates },
  unionTerritories: { values: unionTerritories },
  investorTypes: { values: investorTypes },
  applicationStatuses: { values: applicationStatuses, labels: applicationStatusLabels },
  channelStatuses: { values: channelStatuses, labels: channelStatusLabels },
  rejectionReasons: { values: rejectionReasons, labels: rejectionReasonLabels },
  organisationKinds: { values: organisationKinds, labels: organisationKindLabels },
  memberRoles: { values: memberRoles, labels: memberRoleLabels },
  accessRequestKinds: { values: accessRequestKinds, labels: accessRequestKindLabels },
  accessRequestStatuses: { values: accessRequestStatuses, labels: accessRequestStatusLabels },
  dealRoomConsents: { values: dealRoomConsents, labels: dealRoomConsentLabels },
  dealRoomInterests: { values: dealRoomInterests, labels: dealRoomInterestLabels },
  dpiitFilterValues: { values: dpiitFilterValues },
  startupIndiaFilterValues: { values: startupIndiaFilterValues },
} as const satisfies Record<
  string,
  { readonly values: OptionTuple; readonly labels?: Readonly<Record<string, string>> }
>

type TranslatedListName = keyof typeof translatedOptionLists

/**
 * A list whose labels `optionLabel` translates. `headquarters` (the states, then the union
 * territories) has no messages of its own: it reads those of `indianStates` and `unionTerritories`.
 */
export type OptionListName = TranslatedListName | 'headquarters'

/** The values of a list (`OptionValue` of its tuple). */
export type OptionListValue<L extends OptionListName> = L extends TranslatedListName
  ? (typeof translatedOptionLists)[L]['values'][number]
  : Headquarters

type OptionMessageId = keyof typeof option

function isOptionMessageId(id: string): id is OptionMessageId {
  return Object.hasOwn(option, id)
}

function messageIdOf(list: OptionListName, value: string): string {
  const named =
    list === 'headquarters'
      ? isOneOf(indianStates, value)
        ? 'indianStates'
        : 'unionTerritories'
      : list
  return `option.${named}.${value}`
}

/** A value's English label, as options.ts gives it (the value itself when unknown). */
export function englishOptionLabel(list: OptionListName, value: string): string {
  if (list === 'headquarters') return value
  const entry = translatedOptionLists[list]
  const labels: Readonly<Record<string, string>> | undefined =
    'labels' in entry ? entry.labels : undefined
  return labels?.[value] ?? value
}

/**
 * The label of `value` in `list`, in the page's language: `optionLabel(intl, 'sectors', v)`.
 * The value stays English everywhere else (URLs, data); a value without a message (which the
 * tests rule out) shows its English label.
 */
export function optionLabel(intl: IntlShape, list: OptionListName, value: string): string {
  const id = messageIdOf(list, value)
  return isOptionMessageId(id) ? intl.formatMessage({ id }) : englishOptionLabel(list, value)
}

/** A list's `{ value, label }` options for a select or checkbox group, labels translated. */
export function translatedOptions<L extends OptionListName>(
  intl: IntlShape,
  list: L,
): Option<OptionListValue<L>>[] {
  const values: readonly string[] =
    list === 'headquarters'
      ? headquarters
      : translatedOptionLists[list as TranslatedListName].values
  return values.map((value) => ({
    value: value as OptionListValue<L>,
    label: optionLabel(intl, list, value),
  }))
}
