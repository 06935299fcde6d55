import { and, asc, desc, eq } from 'drizzle-orm'

import type { ApplicationStatus } from '@/lib/options'
import type { Database } from '@/server/db/client'
import type { OwnProfile } from '@/server/db/queries/startup-profiles'
import {
  application,
  applicationDraft,
  applicationEvent,
  channel,
  investorProfile,
  organisation,
} from '@/server/db/schema'

import { linkIntakeApplication } from './intake-claims'
import { passportColumnsOf } from './startup-india'
import { investorName } from './startup-channels'

// What startups see of their own applications (channels: ./startup-channels.ts). Every select names its columns:
// nothing the investor keeps to itself (notes, ratings, assignee, other applicants) leaves here.

const ownApplicationColumns = {
  id: application.id,
  channelId: application.channelId,
  status: application.status,
  submittedAt: application.submittedAt,
  decidedAt: application.decidedAt,
  decisionMessage: application.decisionMessage,
  rejectionReason: application.rejectionReason,
}

/** The startup's application to one channel, with the answers it sent. */
export async function findStartupApplication(
  db: Database,
  startupOrgId: string,
  channelId: string,
) {
  const [row] = await db
    .select({ ...ownApplicationColumns, answers: application.answers })
    .from(application)
    .where(and(eq(application.startupOrgId, startupOrgId), eq(application.channelId, channelId)))
  return row ?? null
}

/** The answers the startup has written to a channel's questions and not yet sent; null if none. */
export async function findApplicationDraft(db: Database, startupOrgId: string, channelId: string) {
  const [row] = await db
    .select({ answers: applicationDraft.answers })
    .from(applicationDraft)
    .where(
      and(
        eq(applicationDraft.startupOrgId, startupOrgId),
        eq(applicationDraft.channelId, channelId),
      ),
    )
  return row?.answers ?? null
}

/** Keeps the startup's unsent answers to a channel, replacing what it kept before. */
export async function saveApplicationDraft(
  db: Database,
  draft: { startupOrgId: string; channelId: string; answers: Record<string, unknown> },
) {
  await db
    .insert(applicationDraft)
    .values({ ...draft, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [applicationDraft.startupOrgId, applicationDraft.channelId],
      set: { answers: draft.answers, updatedAt: new Date() },
    })
}

/** The startup's applications, newest first, with what the investor told it. */
export async function listStartupApplications(db: Database, startupOrgId: string) {
  return db
    .select({
      ...ownApplicationColumns,
      channelTitle: channel.title,
      channelStatus: channel.status,
      investorName,
    })
    .from(application)
    .innerJoin(channel, eq(channel.id, application.channelId))
    .innerJoin(organisation, eq(organisation.id, application.investorOrgId))
    .leftJoin(investorProfile, eq(investorProfile.organisationId, application.investorOrgId))
    .where(eq(application.startupOrgId, startupOrgId))
    .orderBy(desc(application.submittedAt), asc(channel.title))
}
/**
 * What the investor receives with an application: the startup profile, the three full-profile
 * sections and the founders as they are at submission. The apply screen's review step shows this
 * same object, so the founder sees exactly what is shared.
 */

export function profileSnapshotOf({ profile, founders, logo, deck, completeness }: OwnProfile) {
  return {
    name: profile.name,
    slug: profile.slug,
    oneLiner: profile.oneLiner,
    description: profile.description,
    website: profile.website,
    foundedOn: profile.foundedOn,
    companyType: profile.companyType,
    cin: profile.cin,
    llpin: profile.llpin,
    cooperativeRegistration: profile.cooperativeRegistration,
    gstin: profile.gstin,
    dpiitNumber: profile.dpiitNumber,
    deepTech: profile.deepTech,
    headquarters: profile.headquarters,
    city: profile.city,
    sectors: profile.sectors,
    businessTypes: profile.businessTypes,
    customerInteractions: profile.customerInteractions,
    productTypes: profile.productTypes,
    developmentStage: profile.developmentStage,
    revenueStage: profile.revenueStage,
    teamSize: profile.teamSize,
    plannedRaise: profile.plannedRaise,
    logo: logo ? { id: logo.id, name: logo.originalName } : null,
    deck: deck ? { id: deck.id, name: deck.originalName, byteSize: deck.byteSize } : null,
    marketPositioning: profile.marketPositioning,
    businessTeam: profile.businessTeam,
    tractionIp: profile.tractionIp,
    founders: founders.map((f) => ({
      name: f.name,
      title: f.title,
      email: f.email,
      linkedin: f.linkedin,
      bio: f.bio,
      education: f.education,
      experience: f.experience,
      equityShare: f.equityShare,
    })),
    completeness: completeness.percent,
  }
}

export type ProfileSnapshot = ReturnType<typeof profileSnapshotOf>

/** The index that makes a second application to one channel impossible, whatever the timing. */
const oneApplicationPerChannel = 'application_channel_startup'

function isDuplicateApplication(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown }
    if (code === '23505') return constraint === undefined || constraint === oneApplicationPerChannel
  }
  return false
}
/**
 * Stores the application with its answers, the profile snapshot and the filter columns, its
 * first timeline event and the link from a claimed intake entry, in one transaction.
 * 'duplicate' when the startup already applied.
 */

export async function insertApplication(
  db: Database,
  {
    channelId,
    investorOrgId,
    startupOrgId,
    actorId,
    answers,
    own,
  }: {
    channelId: string
    investorOrgId: string
    startupOrgId: string
    actorId: string
    answers: Record<string, unknown>
    own: OwnProfile
  },
): Promise<{ applicationId: string; eventId: string } | 'duplicate'> {
  const { profile } = own
  try {
    return await db.transaction(async (tx) => {
      const now = new Date()
      const [row] = await tx
        .insert(application)
        .values({
          channelId,
          startupOrgId,
          investorOrgId,
          status: 'submitted' satisfies ApplicationStatus,
          answers,
          profileSnapshot: profileSnapshotOf(own),
          startupName: profile.name,
          oneLiner: profile.oneLiner,
          sectors: profile.sectors,
          businessTypes: profile.businessTypes,
          customerInteractions: profile.customerInteractions,
          developmentStage: profile.developmentStage,
          headquarters: profile.headquarters,
          plannedRaise: profile.plannedRaise,
          ...passportColumnsOf(profile),
          submittedAt: now,
          updatedAt: now,
        })
        .returning({ id: application.id })
      const [event] = await tx
        .insert(applicationEvent)
        .values({
          applicationId: row!.id,
          actorId,
          fromStatus: null,
          toStatus: 'submitted',
          createdAt: now,
          notifyPending: true,
        })
        .returning({ id: applicationEvent.id })
      await tx
        .delete(applicationDraft)
        .where(
          and(
            eq(applicationDraft.startupOrgId, startupOrgId),
            eq(applicationDraft.channelId, channelId),
          ),
        )
      // A deal the fund received by email and the founder claimed: the entry points at it now.
      await linkIntakeApplication(tx, { startupOrgId, channelId, applicationId: row!.id })
      return { applicationId: row!.id, eventId: event!.id }
    })
  } catch (error) {
    if (isDuplicateApplication(error)) return 'duplicate'
    throw error
  }
}
