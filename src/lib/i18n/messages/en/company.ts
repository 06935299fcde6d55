/** The company screens' words (decision 0050). */
export const company = {} as const
