/** The about screens' words (decision 0050). */
export const about = {} as const
