import { TRPCError } from '@trpc/server'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { ownedLimits } from '@/lib/limits'
import type { Database } from '@/server/db/client'
import { channel, founder, investorList, savedView, startupNote } from '@/server/db/schema'

import { setupTestApp } from '../support/app'
import {
  buildWorld,
  callAs,
  channelValues,
  matrix,
  type Role,
  type World,
} from '../support/procedure-matrix'

const app = setupTestApp()

type Case = {
  path: string
  role: Role
  limit: number
  input: (w: World, n: number) => unknown
  /** How many the caller keeps now. */
  kept: (db: Database, w: World) => Promise<number>
  /** Adds `n` more directly in the database. */
  fill: (db: Database, w: World, n: number) => Promise<void>
  message: RegExp
}

const numbered = (n: number) => Array.from({ length: n }, (_, i) => i)
const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n

const cases: Case[] = [
  {
    path: 'investors.channels.create',
    role: 'investorOwn',
    limit: ownedLimits.channelsPerOrganisation,
    input: (_w, n) => ({ ...channelValues, title: `Call ${n}` }),
    kept: (db, w) =>
      countOf(
        db.select({ n: count() }).from(channel).where(eq(channel.organisationId, w.investorOrgId)),
      ),
    fill: async (db, w, n) => {
      await db.insert(channel).values(
        numbered(n).map((i) => ({
          organisationId: w.investorOrgId,
          title: `Filler ${i}`,
        })),
      )
    },
    message: /200 channels, the most Sangam keeps/,
  },
  {
    path: 'investors.lists.create',
    role: 'investorOwn',
    limit: ownedLimits.listsPerOrganisation,
    input: (_w, n) => ({ name: `List ${n}` }),
    kept: (db, w) =>
      countOf(
        db
          .select({ n: count() })
          .from(investorList)
          .where(eq(investorList.organisationId, w.investorOrgId)),
      ),
    fill: async (db, w, n) => {
      await db.insert(investorList).values(
        numbered(n).map((i) => ({
          organisationId: w.investorOrgId,
          name: `Filler ${i}`,
          createdBy: w.investorOwnUserId,
        })),
      )
    },
    message: /200 lists, the most Sangam keeps/,
  },
  {
    path: 'investors.savedViews.create',
    role: 'investorOwn',
    limit: ownedLimits.savedViewsPerPerson,
    input: (_w, n) => ({ name: `View ${n}`, search: 'sectors=Energy' }),
    kept: (db, w) =>
      countOf(
        db.select({ n: count() }).from(savedView).where(eq(savedView.userId, w.investorOwnUserId)),
      ),
    fill: async (db, w, n) => {
      if (n === 0) return
      await db.insert(savedView).values(
        numbered(n).map((i) => ({
          userId: w.investorOwnUserId,
          organisationId: w.investorOrgId,
          name: `Filler ${i}`,
          search: '',
        })),
      )
    },
    message: /50 saved views, the most Sangam keeps/,
  },
  {
    path: 'investors.applications.notes.add',
    role: 'investorOwn',
    limit: ownedLimits.notesPerStartup,
    input: (w, n) => ({ startupOrgId: w.founderOwn.organisationId, body: `Note ${n}` }),
    kept: (db, w) =>
      countOf(
        db
          .select({ n: count() })
          .from(startupNote)
          .where(
            and(
              eq(startupNote.investorOrgId, w.investorOrgId),
              eq(startupNote.startupOrgId, w.founderOwn.organisationId),
            ),
          ),
      ),
    fill: async (db, w, n) => {
      await db.insert(startupNote).values(
        numbered(n).map((i) => ({
          investorOrgId: w.investorOrgId,
          startupOrgId: w.founderOwn.organisationId,
          authorId: w.investorOwnUserId,
          body: `Filler ${i}`,
        })),
      )
    },
    message: /500 notes on this startup, the most Sangam keeps/,
  },
  {
    path: 'startups.profile.founders.add',
    role: 'founderOwn',
    limit: ownedLimits.foundersPerStartup,
    input: (w, n) => ({
      ...(matrix['startups.profile.founders.add']!.input(w, 'founderOwn') as object),
      name: `Founder ${n}`,
    }),
    kept: (db, w) =>
      countOf(
        db
          .select({ n: count() })
          .from(founder)
          .where(eq(founder.organisationId, w.founderOwn.organisationId)),
      ),
    fill: async (db, w, n) => {
      await db.insert(founder).values(
        numbered(n).map((i) => ({
          organisationId: w.founderOwn.organisationId,
          name: `Filler ${i}`,
          position: 100 + i,
        })),
      )
    },
    message: /at most 20 founders/,
  },
]

// Every screen that shows a person's or a team's saved views, lists, channels, notes or founders
// shows them all: what one may keep is bounded, so no answer grows without end.
describe('what a person or an organisation may keep', () => {
  for (const c of cases) {
    it(`${c.path}: up to ${c.limit}, then refused with a reason and nothing written`, async () => {
      const { db } = app().services
      const world = await buildWorld(app())
      await c.fill(db, world, c.limit - 1 - (await c.kept(db, world)))
      expect(await c.kept(db, world)).toBe(c.limit - 1)

      await callAs(app(), world, c.role, c.path, c.input(world, 1))
      expect(await c.kept(db, world)).toBe(c.limit)

      const refused = await callAs(app(), world, c.role, c.path, c.input(world, 2)).catch(
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(TRPCError)
      expect((refused as TRPCError).code).toBe('CONFLICT')
      expect((refused as TRPCError).message).toMatch(c.message)
      expect(await c.kept(db, world)).toBe(c.limit)
    })
  }
})
