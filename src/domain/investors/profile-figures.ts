/*
 * An investor profile's figures in the words founders read them: on the investor's public page,
 * and in the onboarding review that shows the investor what founders see. '' where not given;
 * the cheque size reads as `formatRupeeRange` (src/lib/format.ts) gives it.
 */

/** '5–15 %', or the one bound given ('10 %'). */
export function ownershipText({
  ownershipMin,
  ownershipMax,
}: {
  ownershipMin: number | null
  ownershipMax: number | null
}): string {
  if (ownershipMin == null && ownershipMax == null) return ''
  if (ownershipMin == null || ownershipMax == null) return `${ownershipMin ?? ownershipMax} %`
  return `${ownershipMin}–${ownershipMax} %`
}

export function coInvestorsText(welcome: boolean | null | undefined): string {
  if (welcome == null) return ''
  return welcome ? 'Welcome' : 'Not this time'
}

/** The values joined by commas, or `none` ('Any sector') for an empty or missing list. */
export const listText = (values: readonly string[] | null | undefined, none: string) =>
  values && values.length > 0 ? values.join(', ') : none
