import { bigint, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

import { user } from './auth'
import { organisation } from './organisations'

export const fileKind = pgEnum('file_kind', ['logo', 'photo', 'deck'])

/** An uploaded file of an organisation; its bytes live in the storage (disk or S3) under `storageKey`. */
export const storedFile = pgTable(
  'file',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisation.id, { onDelete: 'cascade' }),
    kind: fileKind().notNull(),
    storageKey: text().notNull().unique(),
    contentType: text().notNull(),
    byteSize: bigint({ mode: 'number' }).notNull(),
    originalName: text().notNull(),
    width: integer(),
    height: integer(),
    // A deck's pages, counted when it is uploaded; null for any other file, or a deck whose pages
    // could not be counted (decision 0034).
    pageCount: integer(),
    uploadedBy: text().references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.organisationId, t.kind)],
)
