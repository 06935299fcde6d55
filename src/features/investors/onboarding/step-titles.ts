import type { IntlShape } from 'react-intl'

import type { OnboardingStep } from '@/domain/investors/onboarding-steps'

/**
 * An onboarding step's title in the page's language (`onboardingSteps` in
 * src/domain/investors/profile.ts holds the English ones).
 */
export function stepTitle(intl: IntlShape, step: OnboardingStep): string {
  return intl.formatMessage({ id: `investor.onboarding.step.${step}` })
}
