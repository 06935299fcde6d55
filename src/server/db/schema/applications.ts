import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'

import { applicationStatuses, rejectionReasons } from '@/lib/options'

import { user } from './auth'
import { textList, xid8 } from './checks'
import { channel } from './channels'
import { organisation } from './organisations'

export const applicationStatus = pgEnum('application_status', applicationStatuses)
export const rejectionReason = pgEnum('rejection_reason', rejectionReasons)

/**
 * A fund's pipeline stage (docs/decisions/0046): its own name between submitted and a decision,
 * mapped to the status founders are told. Every investor organisation gets the three default
 * stages from the database itself when it is created (trigger `organisation_default_stages`,
 * drizzle/0033), keyed as the statuses they map to. Stages are archived, never deleted: events
 * and URLs keep naming them.
 */
export const pipelineStage = pgTable(
  'pipeline_stage',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    /** Made once from the first name, never changed: the `status` URL key filters by it. */
    key: text().notNull(),
    name: text().notNull(),
    mapsTo: applicationStatus().notNull(),
    position: integer().notNull(),
    archivedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Stamped by the database on every write, as applications are: the search catches up. */
    changedXid: xid8('changed_xid'),
  },
  (t) => [
    uniqueIndex('pipeline_stage_key').on(t.organisationId, t.key),
    uniqueIndex('pipeline_stage_active_name')
      .on(t.organisationId, sql`lower(${t.name})`)
      .where(sql`${t.archivedAt} is null`),
    index().on(t.organisationId, t.changedXid),
    check(
      'pipeline_stage_maps_to',
      sql`${t.mapsTo} in ('in_review', 'shortlisted', 'due_diligence')`,
    ),
    check('pipeline_stage_name', sql`char_length(${t.name}) between 1 and 40`),
  ],
)

export const application = pgTable(
  'application',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid()
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    // The channel's owner, copied so every investor query is scoped by one indexed column.
    investorOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    status: applicationStatus().notNull().default('submitted'),
    answers: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    profileSnapshot: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    // Filter columns copied from the profile at submission, for fast search.
    startupName: text().notNull(),
    oneLiner: text(),
    sectors: textList(),
    businessTypes: textList(),
    customerInteractions: textList(),
    developmentStage: text(),
    headquarters: text(),
    plannedRaise: bigint({ mode: 'number' }),
    // The India passport's filters (docs/decisions/0032): a DPIIT number given, and the Startup
    // India standing (src/domain/startups/startup-india.ts): the status while within the age
    // limit and its last day (null when the founding date is unknown); past it, not eligible.
    dpiitRecognised: boolean().notNull().default(false),
    startupIndia: text({ enum: ['eligible', 'not_eligible', 'unknown'] })
      .notNull()
      .default('unknown'),
    startupIndiaUntil: date({ mode: 'string' }),
    // The fund's stage while the status is in review, shortlisted or due diligence, and null
    // otherwise; the database keeps the two in step whoever writes (trigger
    // `application_keep_stage`, drizzle/0033): a status written alone takes the fund's first stage
    // mapped to it.
    stageId: uuid().references(() => pipelineStage.id),
    // Every stage the application ever entered, appended by the same trigger: the funnel counts a
    // stage as reached when the application entered it or a stage after it.
    enteredStageIds: uuid()
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    assigneeId: text().references(() => user.id, { onDelete: 'set null' }),
    decisionMessage: text(),
    rejectionReason: rejectionReason(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    // The team's first status move (a response), and the furthest pipeline stage ever reached
    // (submitted → … → accepted; a rejection or withdrawal leaves it where it was). Both are kept
    // with each move so the dashboard's funnel and response times read one row per application.
    firstResponseAt: timestamp({ withTimezone: true }),
    furthestStatus: applicationStatus().notNull().default('submitted'),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // The transaction that last wrote the row, stamped by the database's own trigger on every
    // insert and update, whoever makes it (the app, psql, a migration, a restore): an in-memory
    // search index catches up by reading the rows stamped since its watermark (docs/decisions/0042).
    // Null for rows last written before the trigger existed.
    changedXid: xid8('changed_xid'),
    // Everything the text search `q` looks in (name, one-liner, every answer), one per line and
    // kept by the database itself, for a trigram index (docs/decisions/0018).
    searchText: text().generatedAlwaysAs(
      sql`application_search_text(startup_name, one_liner, answers)`,
    ),
  },
  (t) => [
    // Applying twice to one channel is refused by the database itself.
    uniqueIndex('application_channel_startup').on(t.channelId, t.startupOrgId),
    index().on(t.investorOrgId, t.status, t.submittedAt),
    index().on(t.investorOrgId, t.submittedAt),
    index().on(t.investorOrgId, t.changedXid),
    index().on(t.stageId),
    index().on(t.startupOrgId),
    // The unanswered applications of each channel by age: the count past the channel's promise.
    index('application_unanswered')
      .on(t.channelId, t.submittedAt)
      .where(sql`${t.status} = 'submitted' and ${t.firstResponseAt} is null`),
    index('application_sectors').using('gin', t.sectors),
    index('application_business_types').using('gin', t.businessTypes),
    index('application_customer_interactions').using('gin', t.customerInteractions),
    index('application_search_text').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'application_startup_india',
      sql`${t.startupIndia} in ('eligible', 'not_eligible', 'unknown')`,
    ),
  ],
)

export const applicationEvent = pgTable(
  'application_event',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => application.id, { onDelete: 'cascade' }),
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    /**
     * The application's investor organisation, written by the database itself on insert (trigger
     * `event_investor_org`, drizzle/0030): the dashboard counts each teammate's moves through
     * an index without reading the applications. An application never changes organisation.
     */
    investorOrgId: uuid(),
    fromStatus: applicationStatus(),
    toStatus: applicationStatus().notNull(),
    // The stages of a move, and the name the stage had then: the timeline shows it with today's.
    fromStageId: uuid().references(() => pipelineStage.id),
    toStageId: uuid().references(() => pipelineStage.id),
    toStageName: text(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Written true with an event people are to hear about, cleared once its notifications are
     * out: an event the process died before queueing (kill -9 between commit and queue) is found
     * and notified by the sweep (src/server/notifications/notifier.ts).
     */
    notifyPending: boolean().notNull().default(false),
  },
  (t) => [
    index().on(t.applicationId, t.createdAt),
    index('application_event_notify_pending')
      .on(t.createdAt)
      .where(sql`${t.notifyPending}`),
    // The dashboard's reviewer activity: each teammate's status moves in a period, counted from
    // the index alone.
    index('application_event_moves_by_actor')
      .on(t.investorOrgId, t.actorId, t.createdAt)
      .where(sql`${t.fromStatus} is not null`),
  ],
)

/**
 * The applications deleted, written by the database's own trigger (drizzle/0028) whoever deletes
 * them: an in-memory search index removes them in place when it catches up. Rows older than a
 * week are pruned; an index not caught up for that long is built afresh.
 */
export const applicationRemoval = pgTable(
  'application_removal',
  {
    applicationId: uuid().notNull(),
    investorOrgId: uuid().notNull(),
    removedXid: xid8('removed_xid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    removedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.investorOrgId, t.removedXid), index().on(t.removedAt)],
)

/**
 * A founder's answers to a channel's questions while they write them, one per startup and
 * channel, so leaving the apply page loses nothing: saved as typed, unchecked (submitting checks
 * them), deleted when the startup applies.
 */
export const applicationDraft = pgTable(
  'application_draft',
  {
    startupOrgId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    channelId: uuid()
      .notNull()
      .references(() => channel.id, { onDelete: 'cascade' }),
    answers: jsonb().$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.startupOrgId, t.channelId] })],
)
