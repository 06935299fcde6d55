import { createHash, randomBytes } from 'node:crypto'

import { and, asc, eq, isNull, sql } from 'drizzle-orm'

import { claimLinkDays } from '@/domain/intake/inbox'

import type { Database } from '@/server/db/client'
import {
  channel,
  intakeAttachment,
  intakeEntry,
  investorListEntry,
  investorListIntake,
  organisation,
  startupProfile,
  storedFile,
} from '@/server/db/schema'

import { invitedByName } from './intake-inbox'
import { createOrganisation } from './organisations'

const day = 24 * 60 * 60 * 1000

/** The claim link's secret is kept only as its SHA-256, like a session token. */
export function claimTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * "Invite the founder": a new claim link (a newer one replaces the old, which stops working), the
 * address it goes to and what the fund asks. Refused for a claimed entry.
 */
export async function issueClaim(
  db: Database,
  input: {
    organisationId: string
    entryId: string
    email: string
    channelId: string | null
    note: string | null
    userId: string
  },
): Promise<{ token: string; expiresAt: Date } | 'not-found' | 'claimed'> {
  const token = randomBytes(32).toString('base64url')
  const now = new Date()
  const expiresAt = new Date(now.getTime() + claimLinkDays * day)
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({ status: intakeEntry.status })
      .from(intakeEntry)
      .where(
        and(
          eq(intakeEntry.id, input.entryId),
          eq(intakeEntry.organisationId, input.organisationId),
        ),
      )
      .for('update')
    if (!entry) return 'not-found' as const
    if (entry.status === 'claimed') return 'claimed' as const
    await tx
      .update(intakeEntry)
      .set({
        status: 'invited',
        statusChangedAt: now,
        statusChangedBy: input.userId,
        invitedEmail: input.email,
        invitedAt: now,
        invitedBy: input.userId,
        inviteNote: input.note,
        channelId: input.channelId,
        claimTokenHash: claimTokenHash(token),
        claimExpiresAt: expiresAt,
      })
      .where(eq(intakeEntry.id, input.entryId))
    return { token, expiresAt }
  })
}

export type ClaimState = 'open' | 'expired' | 'claimed'

/** What the claim page shows: the fund, the startup as the fund saw it, its deck and the ask. */
export async function findClaim(db: Database, token: string) {
  const [row] = await db
    .select({
      entryId: intakeEntry.id,
      status: intakeEntry.status,
      organisationId: intakeEntry.organisationId,
      fundName: organisation.name,
      startupName: intakeEntry.startupName,
      startupWebsite: intakeEntry.startupWebsite,
      subject: intakeEntry.subject,
      invitedEmail: intakeEntry.invitedEmail,
      inviterName: invitedByName,
      note: intakeEntry.inviteNote,
      expiresAt: intakeEntry.claimExpiresAt,
      channelId: intakeEntry.channelId,
      channelTitle: channel.title,
      channelStatus: channel.status,
    })
    .from(intakeEntry)
    .innerJoin(organisation, eq(organisation.id, intakeEntry.organisationId))
    .leftJoin(channel, eq(channel.id, intakeEntry.channelId))
    .where(eq(intakeEntry.claimTokenHash, claimTokenHash(token)))
    .limit(1)
  if (!row) return null
  const [deck] = await db
    .select({ name: storedFile.originalName, pageCount: storedFile.pageCount })
    .from(intakeAttachment)
    .innerJoin(storedFile, eq(storedFile.id, intakeAttachment.fileId))
    .where(eq(intakeAttachment.entryId, row.entryId))
    .orderBy(asc(intakeAttachment.position))
    .limit(1)
  const state: ClaimState =
    row.status === 'claimed'
      ? 'claimed'
      : row.status !== 'invited' || !row.expiresAt || row.expiresAt <= new Date()
        ? 'expired'
        : 'open'
  return { ...row, state, deck: deck ?? null }
}

/** The first deck of the entry, to copy into the founder's profile. */
export async function findEntryDeck(db: Database, entryId: string) {
  const [deck] = await db
    .select({
      storageKey: storedFile.storageKey,
      contentType: storedFile.contentType,
      byteSize: storedFile.byteSize,
      originalName: storedFile.originalName,
      pageCount: storedFile.pageCount,
    })
    .from(intakeAttachment)
    .innerJoin(storedFile, eq(storedFile.id, intakeAttachment.fileId))
    .where(eq(intakeAttachment.entryId, entryId))
    .orderBy(asc(intakeAttachment.position))
    .limit(1)
  return deck ?? null
}

export type CopiedDeck = {
  storageKey: string
  contentType: string
  byteSize: number
  originalName: string
  pageCount: number | null
}

/**
 * The founder claims the entry, in one transaction: their startup (made now, named as the fund
 * guessed, when they have none) takes the entry's website and deck where its profile has none;
 * with no channel asked, it becomes discoverable; the fund's lists holding the entry hold the
 * startup. The link works once.
 */
export async function claimEntry(
  db: Database,
  input: {
    token: string
    userId: string
    startupOrgId: string | null
    newStartupName: string
  },
): Promise<
  | {
      ok: true
      entryId: string
      startupOrgId: string
      channelId: string | null
      created: boolean
      /** Its profile has no deck yet: the entry's is copied to it next (`attachClaimedDeck`). */
      wantsDeck: boolean
    }
  | { ok: false; reason: 'unknown' | 'expired' | 'claimed' }
> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        id: intakeEntry.id,
        status: intakeEntry.status,
        expiresAt: intakeEntry.claimExpiresAt,
        channelId: intakeEntry.channelId,
        website: intakeEntry.startupWebsite,
      })
      .from(intakeEntry)
      .where(eq(intakeEntry.claimTokenHash, claimTokenHash(input.token)))
      .for('update')
    if (!entry) return { ok: false as const, reason: 'unknown' as const }
    if (entry.status === 'claimed') return { ok: false as const, reason: 'claimed' as const }
    if (entry.status !== 'invited' || !entry.expiresAt || entry.expiresAt <= new Date()) {
      return { ok: false as const, reason: 'expired' as const }
    }

    let startupOrgId = input.startupOrgId
    const created = startupOrgId === null
    if (startupOrgId === null) {
      const org = await createOrganisation(tx, {
        kind: 'startup',
        name: input.newStartupName,
        ownerUserId: input.userId,
      })
      startupOrgId = org.id
    }
    const [profile] = await tx
      .select({ website: startupProfile.website, deckFileId: startupProfile.deckFileId })
      .from(startupProfile)
      .where(eq(startupProfile.organisationId, startupOrgId))
      .for('update')
    const changes: Partial<typeof startupProfile.$inferInsert> = { updatedAt: new Date() }
    if (!profile?.website && entry.website) changes.website = entry.website
    if (entry.channelId === null) changes.isDiscoverable = true
    await tx
      .update(startupProfile)
      .set(changes)
      .where(eq(startupProfile.organisationId, startupOrgId))

    const now = new Date()
    await tx
      .update(intakeEntry)
      .set({
        status: 'claimed',
        statusChangedAt: now,
        statusChangedBy: input.userId,
        claimedAt: now,
        claimedBy: input.userId,
        startupOrgId,
        // The hash stays: the link, used, answers "already claimed" rather than "not valid".
      })
      .where(eq(intakeEntry.id, entry.id))
    await tx.execute(sql`
      insert into ${investorListEntry} (list_id, startup_org_id, added_by, added_at)
      select ${investorListIntake.listId}, ${startupOrgId}, ${investorListIntake.addedBy}, ${investorListIntake.addedAt}
      from ${investorListIntake} where ${investorListIntake.entryId} = ${entry.id}
      on conflict do nothing`)
    return {
      ok: true as const,
      entryId: entry.id,
      startupOrgId,
      channelId: entry.channelId,
      created,
      wantsDeck: !profile?.deckFileId,
    }
  })
}

/**
 * The copy of the entry's deck (its bytes already stored under the startup's key) becomes the
 * startup's deck, unless the founder uploaded one meanwhile: then false, and the caller removes
 * the bytes.
 */
export async function attachClaimedDeck(
  db: Database,
  input: { startupOrgId: string; userId: string; deck: CopiedDeck },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [file] = await tx
      .insert(storedFile)
      .values({
        organisationId: input.startupOrgId,
        kind: 'deck',
        uploadedBy: input.userId,
        ...input.deck,
      })
      .returning({ id: storedFile.id })
    const updated = await tx
      .update(startupProfile)
      .set({ deckFileId: file!.id })
      .where(
        and(
          eq(startupProfile.organisationId, input.startupOrgId),
          isNull(startupProfile.deckFileId),
        ),
      )
      .returning({ id: startupProfile.organisationId })
    if (updated.length === 0) {
      await tx.delete(storedFile).where(eq(storedFile.id, file!.id))
      return false
    }
    return true
  })
}

/**
 * A claimed entry's founder applied to the channel the fund asked for: the entry points at the
 * application, and the fund sees the two linked.
 */
export async function linkIntakeApplication(
  db: Database,
  input: { startupOrgId: string; channelId: string; applicationId: string },
) {
  await db
    .update(intakeEntry)
    .set({ applicationId: input.applicationId })
    .where(
      and(
        eq(intakeEntry.startupOrgId, input.startupOrgId),
        eq(intakeEntry.channelId, input.channelId),
        eq(intakeEntry.status, 'claimed'),
        isNull(intakeEntry.applicationId),
      ),
    )
}
