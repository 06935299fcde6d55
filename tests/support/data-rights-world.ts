// The world of the data-rights tests (tests/integration/data-rights.test.ts, decision 0033): a
// founder and startup whose every trace a scan can look for after an erasure.
import { eq, inArray } from 'drizzle-orm'
import { expect } from 'vitest'

import { recordAudit } from '@/server/db/queries/audit'
import { saveApplicationDraft } from '@/server/db/queries/startup-applications'
import {
  accessRequest,
  applicationEvent,
  applicationRating,
  founder,
  investorList,
  investorListEntry,
  startupProfile,
} from '@/server/db/schema'
import { handleUploadRequest } from '@/server/files/handler'

import { createApplication, createChannel, createStartup } from '../factories/db'
import { signUp } from './accounts'
import { testOrigin, type TestApp } from './app'
import { adminUser, investorOf, teammateOf } from './roles'

export const password = 'a-long-password-1'
export const founderName = 'Ishaani Vaswani-Tandon'
export const founderEmail = 'ishaani.tandon@zephyrine.example'
export const startupName = 'Zephyrine Agrotech'
export const distinctive = 'biochar kilns for sugarcane trash'
export const needles = [founderName, founderEmail, 'Zephyrine', distinctive]

export async function upload(
  app: () => TestApp,
  headers: Headers,
  kind: 'deck' | 'logo',
  bytes: Buffer,
  type: string,
) {
  const form = new FormData()
  form.append('kind', kind)
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), `${kind}.bin`)
  const sent = new Headers(headers)
  sent.set('origin', testOrigin)
  const response = await handleUploadRequest(
    new Request(`${testOrigin}/api/files`, { method: 'POST', headers: sent, body: form }),
    app().services,
  )
  expect(response.status, await response.clone().text()).toBe(201)
}

const deck = Buffer.from(
  `%PDF-1.4\n% ${startupName}: ${distinctive}, by ${founderName}\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
)
export const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * A founder who alone runs a startup with a complete profile, a deck and a logo, two applications
 * to one fund (one rejected, one still in review) whose answers and notes name the founder, the
 * fund's notes, ratings and list entry about it, the bell lines and emails all this caused, an
 * invitation the founder sent, and their sign-in and access request in the audit log.
 */
export async function seed(app: () => TestApp) {
  const { db } = app().services
  const person = await signUp(app(), { name: founderName, email: founderEmail, password })
  const startup = await createStartup(db, {
    ownerUserId: person.userId,
    name: startupName,
    slug: 'zephyrine-agrotech',
    oneLiner: `Zephyrine builds ${distinctive}`,
    founderCount: 1,
  })
  const organisationId = startup.organisation.id
  await db
    .update(startupProfile)
    .set({
      marketPositioning: { problem: `Farmers burn what ${distinctive} could use.` },
      isPublic: true,
      isDiscoverable: true,
    })
    .where(eq(startupProfile.organisationId, organisationId))
  await db
    .update(founder)
    .set({
      bio: `${founderName} designed ${distinctive}.`,
      linkedin: 'https://linkedin.com/in/ishaani-vt',
    })
    .where(eq(founder.organisationId, organisationId))
  await upload(app, person.headers, 'deck', deck, 'application/pdf')
  await upload(app, person.headers, 'logo', png, 'image/png')

  const fund = await investorOf(app(), 'Kaveri Capital')
  const teammate = await teammateOf(app(), fund.organisationId, { name: 'Ravi Menon' })
  const calls = [
    await createChannel(db, {
      organisationId: fund.organisationId,
      title: 'Agritech seed',
      status: 'open',
    }),
    await createChannel(db, {
      organisationId: fund.organisationId,
      title: 'Climate call',
      status: 'open',
    }),
  ]
  const answers = { why: `${founderName} has built ${distinctive} with 40 villages.` }
  const created = []
  for (const call of calls) {
    const made = await createApplication(db, {
      channelId: call.id,
      startupOrgId: organisationId,
      status: 'submitted',
      answers,
    })
    created.push(made.application)
  }
  const [decided, undecided] = created
  // Answers being written to a third call, not sent yet.
  const draftCall = await createChannel(db, {
    organisationId: fund.organisationId,
    title: 'Rural energy call',
    status: 'open',
  })
  await saveApplicationDraft(db, {
    startupOrgId: organisationId,
    channelId: draftCall.id,
    answers: { why: `Draft by ${founderName} on ${distinctive}.` },
  })
  const fundCaller = await app().caller(fund.headers)
  await fundCaller.investors.applications.setStatus({
    applicationIds: [decided!.id],
    status: 'rejected',
    reason: 'too_early',
    message: `Dear ${founderName}, the ${distinctive} are promising but too early for us.`,
  })
  await fundCaller.investors.applications.setStatus({
    applicationIds: [undecided!.id],
    status: 'in_review',
  })
  await db
    .update(applicationEvent)
    .set({ note: `Call with ${founderName}: strong on ${distinctive}.` })
    .where(inArray(applicationEvent.applicationId, [decided!.id, undecided!.id]))
  await fundCaller.investors.applications.notes.add({
    startupOrgId: organisationId,
    body: `${founderName} knows ${distinctive} inside out.`,
  })
  await db.insert(applicationRating).values({
    applicationId: decided!.id,
    userId: fund.userId,
    scores: { team: 4, market: 3, product: 4, traction: 2, fit: 3 },
    overall: 32,
    comment: `${founderName} to come back next year.`,
  })
  const [list] = await db
    .insert(investorList)
    .values({ organisationId: fund.organisationId, name: 'Climate watch' })
    .returning({ id: investorList.id })
  await db
    .insert(investorListEntry)
    .values({ listId: list!.id, startupOrgId: organisationId, note: `Ping ${founderName}` })
  // Bell lines and emails of every event (new application to the fund, decisions to the founder).
  const events = await db
    .select({ id: applicationEvent.id })
    .from(applicationEvent)
    .where(inArray(applicationEvent.applicationId, [decided!.id, undecided!.id]))
  await app().services.notifier.fanOut({ eventIds: events.map((e) => e.id) })
  // An invitation the founder sent to a co-founder, and their access request an admin approved.
  const founderCaller = await app().caller(person.headers)
  await founderCaller.organisation.invitations.create({
    email: 'meera.k@example.com',
    role: 'member',
  })
  await founderCaller.organisation.invitations.revoke({
    id: (await founderCaller.organisation.invitations.list())[0]!.id,
  })
  const admin = await adminUser(app())
  await db.insert(accessRequest).values({
    name: founderName,
    email: founderEmail,
    kind: 'startup',
    organisation: startupName,
    message: `We make ${distinctive}.`,
  })
  await recordAudit(
    db,
    { actorId: admin.userId, actorEmail: admin.email, ip: '192.0.2.9', userAgent: 'test' },
    {
      action: 'access-request.approved',
      subjectType: 'access-request',
      subjectId: '1',
      details: { subject: `${startupName} (${founderEmail})` },
    },
  )
  return { person, organisationId, fund, teammate, decided: decided!, undecided: undecided! }
}
