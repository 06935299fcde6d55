/** The tour screens' words (decision 0050). */
export const tour = {} as const
