import { like, or } from 'drizzle-orm'

import { slugify } from '@/lib/slug'

import type { Database } from '../client'
import { member, organisation, startupProfile } from '../schema'

/** The first free slug among 'name', 'name-2', 'name-3', ... across organisations and pages. */
async function freeSlug(db: Database, name: string): Promise<string> {
  const base = slugify(name)
  const taken = await db
    .select({ slug: organisation.slug })
    .from(organisation)
    .where(or(like(organisation.slug, base), like(organisation.slug, `${base}-%`)))
  const pages = await db
    .select({ slug: startupProfile.slug })
    .from(startupProfile)
    .where(or(like(startupProfile.slug, base), like(startupProfile.slug, `${base}-%`)))
  const used = new Set([...taken, ...pages].map((r) => r.slug))
  let candidate = base
  for (let n = 2; used.has(candidate); n++) candidate = `${base}-${n}`
  return candidate
}

/** A founder's new startup: the organisation, their owner membership and an empty profile. */
export async function createStartupOrganisation(db: Database, userId: string, name: string) {
  return db.transaction(async (tx) => {
    const slug = await freeSlug(tx, name)
    const [org] = await tx
      .insert(organisation)
      .values({ kind: 'startup', name, slug })
      .returning({ id: organisation.id, slug: organisation.slug })
    if (!org) throw new Error('organisation insert returned no row')
    await tx.insert(member).values({ organisationId: org.id, userId, role: 'owner' })
    await tx.insert(startupProfile).values({ organisationId: org.id, name, slug })
    return org
  })
}
