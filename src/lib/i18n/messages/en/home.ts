/** The home screens' words (decision 0050). */
export const home = {} as const
