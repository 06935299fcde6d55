import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
  boolean,
  jsonb,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'

import {
  businessTypes,
  companyTypes,
  customerInteractions,
  developmentStages,
  headquarters,
  productTypes,
  revenueStages,
  sectors,
} from '@/lib/options'

import type { BusinessTeam, MarketPositioning, TractionIp } from '@/domain/startups/profile-schemas'

import { user } from './auth'
import { storedFile } from './files'
import { oneOf, subsetOf, textList } from './checks'
import { organisation } from './organisations'

export const startupProfile = pgTable(
  'startup_profile',
  {
    organisationId: uuid()
      .primaryKey()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull().unique(),
    oneLiner: text(),
    description: text(),
    website: text(),
    logoFileId: uuid().references((): AnyPgColumn => storedFile.id, { onDelete: 'set null' }),
    deckFileId: uuid().references((): AnyPgColumn => storedFile.id, { onDelete: 'set null' }),
    foundedOn: date({ mode: 'string' }),
    companyType: text(),
    // Identifiers by legal form (src/domain/startups/identifiers.ts), each checked on save.
    cin: text(),
    llpin: text(),
    cooperativeRegistration: text(),
    gstin: text(),
    dpiitNumber: text(),
    // Declared by the founder: DPIIT's definition gives deep-tech startups longer and more room.
    deepTech: boolean().notNull().default(false),
    // The Startup India standing, worked out on every save (src/server/db/queries/startup-india.ts).
    startupIndia: text({ enum: ['eligible', 'not_eligible', 'unknown'] })
      .notNull()
      .default('unknown'),
    startupIndiaUntil: date({ mode: 'string' }),
    headquarters: text(),
    city: text(),
    sectors: textList(),
    businessTypes: textList(),
    customerInteractions: textList(),
    productTypes: textList(),
    developmentStage: text(),
    revenueStage: text(),
    teamSize: integer(),
    // Whole rupees.
    plannedRaise: bigint({ mode: 'number' }),
    // The three sections of the full profile, each validated by its zod schema on every save.
    marketPositioning: jsonb().$type<Partial<MarketPositioning>>().notNull().default({}),
    businessTeam: jsonb().$type<Partial<BusinessTeam>>().notNull().default({}),
    tractionIp: jsonb().$type<Partial<TractionIp>>().notNull().default({}),
    isPublic: boolean().notNull().default(false),
    isDiscoverable: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('startup_profile_company_type', oneOf(t.companyType, companyTypes)),
    check(
      'startup_profile_startup_india',
      sql`${t.startupIndia} in ('eligible', 'not_eligible', 'unknown')`,
    ),
    check('startup_profile_headquarters', oneOf(t.headquarters, headquarters)),
    check('startup_profile_development_stage', oneOf(t.developmentStage, developmentStages)),
    check('startup_profile_revenue_stage', oneOf(t.revenueStage, revenueStages)),
    check('startup_profile_sectors', subsetOf(t.sectors, sectors)),
    check('startup_profile_business_types', subsetOf(t.businessTypes, businessTypes)),
    check(
      'startup_profile_customer_interactions',
      subsetOf(t.customerInteractions, customerInteractions),
    ),
    check('startup_profile_product_types', subsetOf(t.productTypes, productTypes)),
    check(
      'startup_profile_planned_raise',
      sql`${t.plannedRaise} IS NULL OR ${t.plannedRaise} >= 0`,
    ),
    check('startup_profile_team_size', sql`${t.teamSize} IS NULL OR ${t.teamSize} >= 1`),
    index('startup_profile_public').on(t.isPublic),
  ],
)

export const founder = pgTable(
  'founder',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    position: integer().notNull().default(0),
    name: text().notNull(),
    title: text(),
    email: text(),
    linkedin: text(),
    photoFileId: uuid().references((): AnyPgColumn => storedFile.id, { onDelete: 'set null' }),
    bio: text(),
    education: text(),
    experience: text(),
    equityShare: numeric({ precision: 5, scale: 2, mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.organisationId, t.position),
    check(
      'founder_equity_share',
      sql`${t.equityShare} IS NULL OR (${t.equityShare} >= 0 AND ${t.equityShare} <= 100)`,
    ),
  ],
)
