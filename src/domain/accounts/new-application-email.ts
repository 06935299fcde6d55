/**
 * How an investor hears of new applications by email (the bell always shows them). Apart from the
 * settings' schema and words, so that the database schema, which stores the choice as an enum,
 * reads no catalog (drizzle-kit loads the schema with `require`, which the i18n code's
 * dependencies do not allow).
 */
export const newApplicationEmailModes = ['each', 'daily', 'off'] as const
export type NewApplicationEmailMode = (typeof newApplicationEmailModes)[number]
