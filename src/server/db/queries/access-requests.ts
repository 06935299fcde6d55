import { sql } from 'drizzle-orm'

import type { Database } from '../client'
import { accessRequest } from '../schema'

export type NewAccessRequest = {
  name: string
  email: string
  kind: 'startup' | 'investor'
  organisation: string
  website?: string
  linkedin?: string
  message?: string
}

/**
 * Stores a request, or merges it into the pending request of the same email (the partial unique
 * index makes the merge atomic). Returns whether this submission was merged.
 */
export async function submitAccessRequest(db: Database, input: NewAccessRequest) {
  const values = {
    name: input.name,
    kind: input.kind,
    organisation: input.organisation,
    website: input.website ?? null,
    linkedin: input.linkedin ?? null,
    message: input.message ?? null,
  }
  const [row] = await db
    .insert(accessRequest)
    .values({ ...values, email: input.email })
    .onConflictDoUpdate({
      target: accessRequest.email,
      targetWhere: sql`${accessRequest.status} = 'pending'`,
      set: {
        ...values,
        submissionCount: sql`${accessRequest.submissionCount} + 1`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: accessRequest.id, submissionCount: accessRequest.submissionCount })
  if (!row) throw new Error('access request upsert returned no row')
  return { id: row.id, merged: row.submissionCount > 1 }
}
