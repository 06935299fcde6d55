import { createOrganisation } from '@/server/db/queries/organisations'
import { organisation, startupProfile } from '@/server/db/schema'
import { eq } from 'drizzle-orm'

import { addMember } from '../factories/db'
import { signUp } from './accounts'
import type { TestApp } from './app'

export type Actor = { name: string; headers: Headers; userId: string | null }

/** A founder who owns a new startup organisation (with an empty profile). */
export async function founderOf(app: TestApp, startupName: string) {
  const person = await signUp(app)
  const org = await createOrganisation(app.services.db, {
    kind: 'startup',
    name: startupName,
    ownerUserId: person.userId,
  })
  return { ...person, organisationId: org.id, slug: org.slug }
}

/** A member (owner by default) of a new investor organisation. */
export async function investorOf(
  app: TestApp,
  fundName: string,
  role: 'owner' | 'member' = 'owner',
) {
  const person = await signUp(app)
  const [org] = await app.services.db
    .insert(organisation)
    .values({ kind: 'investor', name: fundName, slug: fundName.toLowerCase().replaceAll(' ', '-') })
    .returning({ id: organisation.id })
  await addMember(app.services.db, { organisationId: org!.id, userId: person.userId, role })
  return { ...person, organisationId: org!.id }
}

/** A new person who joins `organisationId` as a member (signed up with `options`). */
export async function teammateOf(
  app: TestApp,
  organisationId: string,
  options: Parameters<typeof signUp>[1] = {},
) {
  const person = await signUp(app, options)
  await addMember(app.services.db, { organisationId, userId: person.userId })
  return person
}

export async function adminUser(app: TestApp) {
  return signUp(app, { isAdmin: true })
}

export async function makeStartupPublic(app: TestApp, organisationId: string, isPublic = true) {
  await app.services.db
    .update(startupProfile)
    .set({ isPublic })
    .where(eq(startupProfile.organisationId, organisationId))
}
