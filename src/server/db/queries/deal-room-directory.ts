import { and, asc, eq, ilike, isNotNull, ne, or } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { investorProfile, organisation } from '@/server/db/schema'

import { consentsOf, fundNames } from './deal-room-figures'

// What a lead needs to bring funds into its room (docs/decisions/0047): the public funds it may
// invite, and how its invitations stand. Private funds never appear, so their existence is not
// revealed, exactly as `findInvitableFund` refuses them.

const contains = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Funds with a finished, public profile whose name or page address matches, the caller's aside. */
export async function findPublicFunds(
  db: Database,
  { q, excludeOrgId, limit = 8 }: { q: string; excludeOrgId: string; limit?: number },
) {
  const pattern = contains(q)
  return db
    .select({
      organisationId: organisation.id,
      slug: organisation.slug,
      name: investorProfile.displayName,
      investorType: investorProfile.investorType,
    })
    .from(investorProfile)
    .innerJoin(organisation, eq(organisation.id, investorProfile.organisationId))
    .where(
      and(
        eq(organisation.kind, 'investor'),
        eq(investorProfile.isPublic, true),
        isNotNull(investorProfile.onboardedAt),
        ne(organisation.id, excludeOrgId),
        or(ilike(investorProfile.displayName, pattern), ilike(organisation.slug, pattern)),
      ),
    )
    .orderBy(asc(investorProfile.displayName), asc(organisation.id))
    .limit(limit)
}

/** The lead's invitations in a room, oldest first, with each fund's name and the founders' answer. */
export async function invitationsOf(db: Database, roomId: string) {
  const rows = await consentsOf(db, [roomId])
  const names = await fundNames(
    db,
    rows.map((row) => row.organisationId),
  )
  return rows.map((row) => ({
    organisationId: row.organisationId,
    name: names.get(row.organisationId) ?? '',
    consent: row.consent,
    invitedAt: row.invitedAt,
    decidedAt: row.decidedAt,
    preApproved: row.preApproved,
  }))
}
