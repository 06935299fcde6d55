import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

import {
  businessTypes,
  channelStatuses,
  developmentStages,
  headquarters,
  sectors,
} from '@/lib/options'

import { user } from './auth'
import { subsetOf, textList, xid8 } from './checks'
import { organisation } from './organisations'

export const channelStatus = pgEnum('channel_status', channelStatuses)
export const channelVisibility = pgEnum('channel_visibility', ['listed', 'unlisted'])

export type ChannelQuestion = {
  id: string
  kind: 'short_text' | 'long_text' | 'number' | 'single_choice' | 'multi_choice' | 'url'
  label: string
  required: boolean
  hidden?: boolean
  choices?: string[]
}

// An investor's open call. Criteria are empty lists when the investor has no preference.
export const channel = pgTable(
  'channel',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text(),
    status: channelStatus().notNull().default('draft'),
    visibility: channelVisibility().notNull().default('listed'),
    opensAt: timestamp({ withTimezone: true }),
    closesAt: timestamp({ withTimezone: true }),
    sectors: textList(),
    developmentStages: textList(),
    headquarters: textList(),
    businessTypes: textList(),
    raiseMin: bigint({ mode: 'number' }),
    raiseMax: bigint({ mode: 'number' }),
    questions: jsonb().$type<ChannelQuestion[]>().notNull().default([]),
    responseDays: integer().notNull().default(14),
    // Overall profile completeness (per cent) a startup needs before it can apply.
    minCompleteness: integer().notNull().default(0),
    createdBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The transaction that last changed the row (a trigger's stamp, as on applications): a
    // channel's promise decides what is overdue in the search index (docs/decisions/0042).
    changedXid: xid8('changed_xid'),
  },
  (t) => [
    index().on(t.organisationId, t.status),
    index().on(t.organisationId, t.changedXid),
    index('channel_open_listed').on(t.status, t.visibility),
    check('channel_sectors', subsetOf(t.sectors, sectors)),
    check('channel_development_stages', subsetOf(t.developmentStages, developmentStages)),
    check('channel_headquarters', subsetOf(t.headquarters, headquarters)),
    check('channel_business_types', subsetOf(t.businessTypes, businessTypes)),
    check('channel_response_days', sql`${t.responseDays} BETWEEN 1 AND 180`),
    check('channel_min_completeness', sql`${t.minCompleteness} BETWEEN 0 AND 100`),
    check(
      'channel_raise_range',
      sql`${t.raiseMin} IS NULL OR ${t.raiseMax} IS NULL OR ${t.raiseMin} <= ${t.raiseMax}`,
    ),
  ],
)
