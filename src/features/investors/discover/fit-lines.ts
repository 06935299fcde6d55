import type { IntlShape } from 'react-intl'

import type {
  FitLine,
  FitStartup,
  InvestorFitCriterion,
  InvestorPreferences,
} from '@/domain/investors/fit'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import { shownRupeeRange, shownRupees } from '@/lib/i18n/rupees'

/**
 * Criterion by criterion, why a startup fits the investor, in the page's language: what
 * `explainInvestorFit` (src/domain/investors/fit.ts) writes for the investor, in its order and its
 * cases, each sentence a message and each option value its label. `met` comes from the same SQL
 * that computed the score.
 */
export function shownInvestorFit(
  intl: IntlShape,
  preferences: InvestorPreferences,
  startup: FitStartup,
  met: Record<InvestorFitCriterion, boolean>,
): FitLine[] {
  const { sectors, stages, headquarters, businessTypes, chequeMin, chequeMax } = preferences
  const labels = (list: OptionListName, values: readonly string[]) =>
    values.map((value) => optionLabel(intl, list, value))
  const joined = (list: OptionListName, values: readonly string[]) =>
    labels(list, values).join(', ')
  const either = (list: OptionListName, values: readonly string[]) =>
    intl.formatList(labels(list, values), { type: 'disjunction' })
  const given = (known: boolean) => (known ? 'yes' : 'no')

  const sharedSectors = startup.sectors.filter((s) => sectors.includes(s))
  const sector =
    sectors.length === 0
      ? intl.formatMessage({ id: 'investor.fit.sector.any' })
      : met.sector
        ? intl.formatMessage(
            { id: 'investor.fit.sector.met' },
            { sectors: joined('sectors', sharedSectors) },
          )
        : intl.formatMessage(
            { id: 'investor.fit.sector.notMet' },
            {
              given: given(startup.sectors.length > 0),
              sectors: joined('sectors', startup.sectors),
              preferred: either('sectors', sectors),
            },
          )

  const stageLabel =
    startup.developmentStage === null
      ? ''
      : optionLabel(intl, 'developmentStages', startup.developmentStage)
  const stage =
    stages.length === 0
      ? intl.formatMessage({ id: 'investor.fit.stage.any' })
      : met.stage
        ? intl.formatMessage({ id: 'investor.fit.stage.met' }, { stage: stageLabel })
        : intl.formatMessage(
            { id: 'investor.fit.stage.notMet' },
            {
              given: given(startup.developmentStage !== null),
              stage: stageLabel,
              preferred: either('developmentStages', stages),
            },
          )

  const range =
    chequeMin !== null && chequeMax !== null ? shownRupeeRange(intl, chequeMin, chequeMax) : null
  const raise = !range
    ? intl.formatMessage({ id: 'investor.fit.raise.any' })
    : startup.plannedRaise === null
      ? intl.formatMessage({ id: 'investor.fit.raise.notGiven' }, { range })
      : intl.formatMessage(
          { id: met.raise ? 'investor.fit.raise.met' : 'investor.fit.raise.notMet' },
          { amount: shownRupees(intl, startup.plannedRaise), range },
        )

  const placeLabel =
    startup.headquarters === null ? '' : optionLabel(intl, 'headquarters', startup.headquarters)
  const place =
    headquarters.length === 0
      ? intl.formatMessage({ id: 'investor.fit.place.any' })
      : met.place
        ? intl.formatMessage({ id: 'investor.fit.place.met' }, { place: placeLabel })
        : intl.formatMessage(
            { id: 'investor.fit.place.notMet' },
            {
              given: given(startup.headquarters !== null),
              place: placeLabel,
              preferred: either('headquarters', headquarters),
            },
          )

  const sharedTypes = startup.businessTypes.filter((t) => businessTypes.includes(t))
  const businessType =
    businessTypes.length === 0
      ? intl.formatMessage({ id: 'investor.fit.businessType.any' })
      : met.businessType
        ? intl.formatMessage(
            { id: 'investor.fit.businessType.met' },
            { types: joined('businessTypes', sharedTypes) },
          )
        : intl.formatMessage(
            { id: 'investor.fit.businessType.notMet' },
            {
              given: given(startup.businessTypes.length > 0),
              types: joined('businessTypes', startup.businessTypes),
              preferred: either('businessTypes', businessTypes),
            },
          )

  return [
    { criterion: 'sector', met: met.sector, text: sector },
    { criterion: 'stage', met: met.stage, text: stage },
    { criterion: 'raise', met: met.raise, text: raise },
    { criterion: 'place', met: met.place, text: place },
    { criterion: 'businessType', met: met.businessType, text: businessType },
  ]
}
