import { and, count, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm'

import { ownedLimits } from '@/lib/limits'
import { applicationStatusLabels } from '@/lib/options'

import type { ChannelValues } from '@/domain/channels/schemas'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'
import { application, channel, pipelineStage } from '@/server/db/schema'
import { statusValue } from './application-search'
import { overdueAt } from './overdue'
import { listStages } from './pipeline'

/**
 * The organisation's channels with their applications counted by where they stand, and how many
 * are overdue. `tiles` follow the fund's pipeline (docs/decisions/0046): submitted, its active
 * stages in its order by name, accepted and rejected; each `key` is the status filter's value that
 * lists the same applications.
 */
export async function listChannels(db: Database, organisationId: string) {
  const [channels, stages] = await Promise.all([
    listOwnChannels(db, organisationId),
    listStages(db, organisationId),
  ])
  if (channels.length === 0) return []
  const counts = await db
    .select({
      channelId: application.channelId,
      value: statusValue,
      n: sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${overdueAt()})`.mapWith(Number),
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .leftJoin(pipelineStage, eq(pipelineStage.id, application.stageId))
    .where(
      and(
        eq(application.investorOrgId, organisationId),
        inArray(
          application.channelId,
          channels.map((c) => c.id),
        ),
      ),
    )
    .groupBy(application.channelId, statusValue)
  const tiles = [
    { key: 'submitted', name: applicationStatusLabels.submitted },
    ...stages.filter((stage) => !stage.archived).map(({ key, name }) => ({ key, name })),
    { key: 'accepted', name: applicationStatusLabels.accepted },
    { key: 'rejected', name: applicationStatusLabels.rejected },
  ]
  return channels.map((c) => {
    const mine = counts.filter((row) => row.channelId === c.id)
    const held = new Map(mine.map((row) => [row.value, row.n]))
    return {
      ...c,
      tiles: tiles.map((tile) => ({ ...tile, count: held.get(tile.key) ?? 0 })),
      total: mine.reduce((n, row) => n + row.n, 0),
      overdue: mine.reduce((n, row) => n + row.overdue, 0),
    }
  })
}

function listOwnChannels(db: Database, organisationId: string) {
  return db
    .select({
      id: channel.id,
      title: channel.title,
      status: channel.status,
      visibility: channel.visibility,
      opensAt: channel.opensAt,
      closesAt: channel.closesAt,
      responseDays: channel.responseDays,
      updatedAt: channel.updatedAt,
    })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
    .orderBy(desc(channel.updatedAt))
}

/** A channel's columns but the search index's change stamp (the database's own bookkeeping). */
const { changedXid: _changedXid, ...channelColumns } = getTableColumns(channel)

export async function findChannel(db: Database, organisationId: string, id: string) {
  const [row] = await db
    .select(channelColumns)
    .from(channel)
    .where(and(eq(channel.id, id), eq(channel.organisationId, organisationId)))
  return row ?? null
}

/** How many applications answered each question of the channel. */
export async function answerCounts(
  db: Database,
  channelId: string,
): Promise<Record<string, number>> {
  const rows = await rowsOf<{ key: string; n: number }>(
    db,
    sql`select key, count(*)::int as n from ${application}, jsonb_each(${application.answers})
        where ${application.channelId} = ${channelId} group by key`,
  )
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))
}

export async function createChannel(
  db: Database,
  organisationId: string,
  createdBy: string,
  values: ChannelValues,
): Promise<{ id: string } | 'full'> {
  const [kept] = await db
    .select({ n: count() })
    .from(channel)
    .where(eq(channel.organisationId, organisationId))
  if (kept!.n >= ownedLimits.channelsPerOrganisation) return 'full'
  const [row] = await db
    .insert(channel)
    .values({ ...values, organisationId, createdBy, status: 'draft' })
    .returning({ id: channel.id })
  return row!
}

export type ChannelUpdate = 'ok' | 'not-found' | { answered: string }

/**
 * Saves the channel. A question that applications have answered cannot be removed or change its
 * kind (the answers would lose their meaning); it can be reworded or hidden.
 */
export async function updateChannel(
  db: Database,
  organisationId: string,
  id: string,
  values: ChannelValues,
): Promise<ChannelUpdate> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ questions: channel.questions })
      .from(channel)
      .where(and(eq(channel.id, id), eq(channel.organisationId, organisationId)))
      .for('update')
    if (!current) return 'not-found'
    const answered = await answerCounts(tx, id)
    for (const question of current.questions) {
      if (!answered[question.id]) continue
      const kept = values.questions.find((q) => q.id === question.id)
      if (!kept || kept.kind !== question.kind) return { answered: question.label }
    }
    await tx
      .update(channel)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(channel.id, id), eq(channel.organisationId, organisationId)))
    return 'ok'
  })
}

export async function setChannelStatus(
  db: Database,
  organisationId: string,
  id: string,
  from: string,
  to: 'draft' | 'open' | 'closed' | 'archived',
) {
  const [row] = await db
    .update(channel)
    .set({ status: to, updatedAt: new Date() })
    .where(
      and(
        eq(channel.id, id),
        eq(channel.organisationId, organisationId),
        eq(channel.status, from as typeof to),
      ),
    )
    .returning({ id: channel.id, status: channel.status })
  return row ?? null
}
