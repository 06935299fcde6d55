// Shared by the authorization matrix: a world with private values planted where only some roles
// may read them, and the field paths and string values of a response.
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'

import {
  applicationRating,
  application,
  dealRoomNote,
  founder,
  startupNote,
  startupProfile,
} from '@/server/db/schema'

import type { TestApp } from './app'
import { buildWorld, type Role } from './procedure-matrix'
import { allowedFields } from './response-fields'

export type Audience = 'visitor' | 'founder' | 'investor' | 'admin'

export const audienceOf: Record<Role, Audience> = {
  anonymous: 'visitor',
  founderOwn: 'founder',
  founderOther: 'founder',
  investorOwn: 'investor',
  investorMember: 'investor',
  investorOther: 'investor',
  admin: 'admin',
}

/** The matrix's world, with values that only some roles may ever receive. */
export async function worldWithSecrets(app: TestApp) {
  const world = await buildWorld(app)
  const { db } = app.services
  // What the startup tells the investors it applies to, never the public or other organisations.
  const startupPrivate = {
    founderEmail: 'asha.rao@krishisetu.example',
    founderBio: 'Grew up on a sugarcane farm in Mandya before building cold chains.',
    // Registration identifiers (CIN, GSTIN…) are public records since decision 0032; the hiring
    // plan is not.
    hiringPlan: 'Two cold-chain technicians for Mandya, then a buyer-app engineer.',
    problem: 'Smallholders lose a third of their harvest between the farm gate and the mandi.',
  }
  await db
    .update(founder)
    .set({ email: startupPrivate.founderEmail, bio: startupPrivate.founderBio, equityShare: 42.5 })
    .where(eq(founder.id, world.founderId))
  await db
    .update(startupProfile)
    .set({
      businessTeam: { hiringPlan: startupPrivate.hiringPlan },
      marketPositioning: { problem: startupPrivate.problem },
    })
    .where(eq(startupProfile.organisationId, world.founderOwn.organisationId))
  // What the fund's team keeps to itself: its notes, ratings, assignee and members.
  const investorInternal = {
    note: 'Strong founder, but unit economics unproven below 40 tonnes a month.',
    ratingComment: 'Revisit after the kharif season numbers.',
    ownerEmail: await emailOf(app, world.investorOwnUserId),
    teammateEmail: world.teammate.email,
    // The deal room's thread: the funds in the room read it, founders and other funds never.
    roomThread: 'Their seed valuation is rich; we would anchor at 1 Cr and ask for a board seat.',
  }
  await db
    .update(dealRoomNote)
    .set({ body: investorInternal.roomThread })
    .where(eq(dealRoomNote.id, world.dealRoom.postId))
  await db
    .update(startupNote)
    .set({ body: investorInternal.note })
    .where(eq(startupNote.id, world.noteIds[0]!))
  await db.insert(applicationRating).values({
    applicationId: world.applicationId,
    userId: world.investorOwnUserId,
    scores: { team: 4, market: 3, product: 4, traction: 2, fit: 5 },
    overall: 36,
    comment: investorInternal.ratingComment,
  })
  await db
    .update(application)
    .set({ assigneeId: world.teammate.userId })
    .where(eq(application.id, world.applicationId))
  return { world, startupPrivate, investorInternal }
}

async function emailOf(app: TestApp, userId: string): Promise<string> {
  const { user } = await import('@/server/db/schema')
  const [row] = await app.services.db
    .select({ email: user.email })
    .from(user)
    .where(eq(user.id, userId))
  return row!.email
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Every field path of a value: `rows[].startup.name`; keys that are ids read `{id}`. */
export function fieldPaths(value: unknown, prefix = '', into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    into.add(`${prefix}[]`)
    for (const item of value) fieldPaths(item, `${prefix}[]`, into)
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, item] of Object.entries(value)) {
      const path = `${prefix}${prefix ? '.' : ''}${uuid.test(key) ? '{id}' : key}`
      into.add(path)
      fieldPaths(item, path, into)
    }
  }
  return into
}

/** Every string inside a value, keys included. */
export function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value)
  else if (Array.isArray(value)) for (const item of value) stringsOf(item, into)
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [key, item] of Object.entries(value)) {
      into.add(key)
      stringsOf(item, into)
    }
  return into
}

export type Secrets = Awaited<ReturnType<typeof worldWithSecrets>>

// Keys a founder's or a visitor's answer never carries, whatever the procedure: the fund's notes,
// ratings, scores, reviewers' tendencies, assignee and hidden startups.
const neverForFounders =
  /(^|\.)(notes?|ratings?|myRating|othersCount|scores|calibrat\w*|tendenc\w*|comment|assignee\w*|author\w*|hidden\w*|allowedMoves)(\[\]|\.|$)/

// Who may receive which planted value: the startup's private data goes to the startup and the fund
// it applied to; the fund's internal data to the fund (and the platform admin, who sees accounts).
const mayReadStartupPrivate: Role[] = ['founderOwn', 'investorOwn', 'investorMember']
const mayReadInvestorInternal: Role[] = ['investorOwn', 'investorMember', 'admin']

/**
 * Property-level authorization of one answer: only fields in its audience's allow-list
 * (tests/support/response-fields.ts), no internal key for a founder or a visitor, and no planted
 * value the role may not read.
 */
export function expectOnlyPermittedFields(
  path: string,
  role: Role,
  response: unknown,
  { startupPrivate, investorInternal }: Secrets,
) {
  const audience = audienceOf[role]
  const fields = [...fieldPaths(response)]
  const allowed = new Set(allowedFields[path]?.[audience] ?? [])
  expect(
    fields.filter((field) => !allowed.has(field)),
    `${role} → ${path} received fields outside its allow-list (tests/support/response-fields.ts)`,
  ).toEqual([])
  if (audience === 'founder' || audience === 'visitor') {
    expect(
      fields.filter((field) => neverForFounders.test(field)),
      `${role} → ${path}`,
    ).toEqual([])
  }
  const strings = stringsOf(response)
  if (!mayReadStartupPrivate.includes(role)) {
    for (const [name, value] of Object.entries(startupPrivate))
      expect(strings.has(value), `${role} → ${path} received the startup's ${name}`).toBe(false)
  }
  if (!mayReadInvestorInternal.includes(role)) {
    for (const [name, value] of Object.entries(investorInternal))
      expect(strings.has(value), `${role} → ${path} received the fund's ${name}`).toBe(false)
  }
}
