/** The claim screens' words (decision 0050). */
export const claim = {} as const
