import { and, asc, count, eq, sql } from 'drizzle-orm'

import type { MessageTemplate } from '@/domain/investors/message-templates'
import { ownedLimits } from '@/lib/limits'
import type { RejectionReason } from '@/lib/options'
import type { Database } from '@/server/db/client'
import { messageTemplate } from '@/server/db/schema'

type TemplateValues = {
  name: string
  decision: 'accepted' | 'rejected'
  reason: RejectionReason | null
  body: string
}

/** The organisation's saved templates: rejections first, by reason, then by name. */
export async function listMessageTemplates(
  db: Database,
  organisationId: string,
): Promise<MessageTemplate[]> {
  const rows = await db
    .select({
      id: messageTemplate.id,
      name: messageTemplate.name,
      decision: messageTemplate.decision,
      reason: messageTemplate.reason,
      body: messageTemplate.body,
    })
    .from(messageTemplate)
    .where(eq(messageTemplate.organisationId, organisationId))
    .orderBy(
      sql`${messageTemplate.decision} desc`,
      sql`${messageTemplate.reason} nulls last`,
      asc(messageTemplate.name),
    )
  return rows.map((row) => ({ ...row, standard: false }))
}

export async function createMessageTemplate(
  db: Database,
  organisationId: string,
  createdBy: string,
  values: TemplateValues,
): Promise<{ id: string } | 'full'> {
  return db.transaction(async (tx) => {
    // The organisation's row, locked, so teammates saving at once cannot pass the limit.
    await tx.execute(sql`select id from organisation where id = ${organisationId} for update`)
    const [kept] = await tx
      .select({ n: count() })
      .from(messageTemplate)
      .where(eq(messageTemplate.organisationId, organisationId))
    if (kept!.n >= ownedLimits.messageTemplatesPerOrganisation) return 'full'
    const [row] = await tx
      .insert(messageTemplate)
      .values({ organisationId, createdBy, ...values })
      .returning({ id: messageTemplate.id })
    return row!
  })
}

/** Replaces a template of the organisation's; false when it has no such template. */
export async function updateMessageTemplate(
  db: Database,
  organisationId: string,
  id: string,
  values: TemplateValues,
): Promise<boolean> {
  const rows = await db
    .update(messageTemplate)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(messageTemplate.id, id), eq(messageTemplate.organisationId, organisationId)))
    .returning({ id: messageTemplate.id })
  return rows.length === 1
}

export async function deleteMessageTemplate(
  db: Database,
  organisationId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(messageTemplate)
    .where(and(eq(messageTemplate.id, id), eq(messageTemplate.organisationId, organisationId)))
    .returning({ id: messageTemplate.id })
  return rows.length === 1
}
