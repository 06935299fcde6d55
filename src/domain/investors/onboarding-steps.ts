/**
 * The onboarding steps' keys, in order; `review` shows everything and finishes. Kept apart from
 * the steps' schemas so that the onboarding route's search params (read before any screen's code
 * loads) do not bring the profile's schemas into every page's first download.
 */
export const onboardingStepKeys = [
  'identity',
  'thesis',
  'focus',
  'cheque',
  'portfolio',
  'review',
] as const

export type OnboardingStep = (typeof onboardingStepKeys)[number]
