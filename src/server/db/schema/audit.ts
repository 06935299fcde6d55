import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import {
  auditActions,
  auditSubjectTypes,
  type AuditAction,
  type AuditDetails,
  type AuditSubjectType,
} from '@/domain/audit/actions'

import { oneOf } from './checks'

/**
 * Who did what, when and from where (decision 0028). Append-only: a trigger (migration 0015)
 * refuses every UPDATE and DELETE, the app's own connection included. No foreign keys: a row
 * outlives the person, organisation or object it names, and an ON DELETE SET NULL would be an
 * update the table refuses; the actor's email and the subject's name are copied in instead.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Null for a failed sign-in (nobody is signed in); actorEmail is then the address typed.
    actorUserId: text(),
    actorEmail: text(),
    action: text().$type<AuditAction>().notNull(),
    organisationId: uuid(),
    subjectType: text().$type<AuditSubjectType>(),
    subjectId: text(),
    details: jsonb().$type<AuditDetails>().notNull().default({}),
    ipAddress: text(),
    userAgent: text(),
  },
  (t) => [
    index('audit_event_at').on(t.at.desc()),
    index('audit_event_action_at').on(t.action, t.at.desc()),
    index('audit_event_actor_at').on(t.actorUserId, t.at.desc()),
    index('audit_event_organisation_at').on(t.organisationId, t.at.desc()),
    // The admin's actor filter matches any part of the address.
    index('audit_event_actor_email').using('gin', t.actorEmail.op('gin_trgm_ops')),
    check('audit_event_action', oneOf(t.action, auditActions)),
    check('audit_event_subject_type', oneOf(t.subjectType, auditSubjectTypes)),
  ],
)
