import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  doublePrecision,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import {
  businessTypes,
  developmentStages,
  headquarters,
  investorTypes,
  sectors,
} from '@/lib/options'

import { oneOf, subsetOf, textList } from './checks'
import { storedFile } from './files'
import { organisation } from './organisations'

// Filled in investor onboarding; one per investor organisation.
export const investorProfile = pgTable(
  'investor_profile',
  {
    organisationId: uuid()
      .primaryKey()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    investorType: text(),
    displayName: text().notNull(),
    website: text(),
    // The organisation's logo, shown to founders beside its name (channel cards, its public page).
    logoFileId: uuid().references(() => storedFile.id, { onDelete: 'set null' }),
    linkedin: text(),
    thesis: text(),
    sectors: textList(),
    stages: textList(),
    headquarters: textList(),
    businessTypes: textList(),
    chequeMin: bigint({ mode: 'number' }),
    chequeMax: bigint({ mode: 'number' }),
    /** Typical ownership taken, in whole percent. */
    ownershipMin: integer(),
    ownershipMax: integer(),
    portfolioSize: integer(),
    notableInvestments: text(),
    coInvestorsWelcome: boolean(),
    /** Shown on the public site at /investor/{organisation slug}. */
    isPublic: boolean().notNull().default(false),
    /** The onboarding step the organisation last saved, so onboarding resumes there. */
    onboardingStep: text(),
    /** Set when onboarding is finished; until then the investor area asks for the profile. */
    onboardedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('investor_profile_type', oneOf(t.investorType, investorTypes)),
    check('investor_profile_sectors', subsetOf(t.sectors, sectors)),
    check('investor_profile_stages', subsetOf(t.stages, developmentStages)),
    check('investor_profile_headquarters', subsetOf(t.headquarters, headquarters)),
    check('investor_profile_business_types', subsetOf(t.businessTypes, businessTypes)),
    check(
      'investor_profile_ownership_range',
      sql`(${t.ownershipMin} IS NULL OR ${t.ownershipMin} BETWEEN 0 AND 100) AND (${t.ownershipMax} IS NULL OR ${t.ownershipMax} BETWEEN 0 AND 100) AND (${t.ownershipMin} IS NULL OR ${t.ownershipMax} IS NULL OR ${t.ownershipMin} <= ${t.ownershipMax})`,
    ),
    check(
      'investor_profile_cheque_range',
      sql`${t.chequeMin} IS NULL OR ${t.chequeMax} IS NULL OR ${t.chequeMin} <= ${t.chequeMax}`,
    ),
  ],
)

/**
 * An investor organisation's responsiveness as founders see it (docs/decisions/0035): the tallies
 * of src/server/db/queries/responsiveness.ts, worked out in the background and kept here, so a
 * founder's page reads one row per investor instead of aggregating its year of applications.
 */
export const investorResponsiveness = pgTable('investor_responsiveness', {
  organisationId: uuid()
    .primaryKey()
    .references(() => organisation.id, { onDelete: 'cascade' }),
  applications: integer().notNull(),
  due: integer().notNull(),
  onTime: integer().notNull(),
  medianFirstResponseDays: doublePrecision(),
  medianDecisionDays: doublePrecision(),
  computedAt: timestamp({ withTimezone: true }).notNull(),
})
