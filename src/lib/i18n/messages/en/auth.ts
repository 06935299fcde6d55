/** The auth screens' words (decision 0050). */
export const auth = {} as const
