// Deck analytics (decision 0034): the viewer's reports through POST /api/deck-views, and what the
// founders read of them (startups.deckViews.get).
import { and, count, eq, sql, sum } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { deckViewLimits } from '@/domain/startups/deck-views'
import { simplePdf } from '@/server/db/demo-files'
import { personalDataOf } from '@/server/db/queries/data-export'
import { deckView, deckViewAllowance, storedFile } from '@/server/db/schema'
import { deckViewRateLimit, handleDeckViewReport } from '@/server/files/deck-views'
import { handleUploadRequest } from '@/server/files/handler'

import { createApplication, createChannel } from '../factories/db'
import { setupTestApp, testOrigin } from '../support/app'
import { founderOf, investorOf, teammateOf } from '../support/roles'

const app = setupTestApp()

const password = 'a-long-password-1'
const deckPages = 6

function deckBytes(pages = deckPages) {
  return simplePdf(
    Array.from({ length: pages }, (_, i) => ({ title: `Slide ${i + 1}`, lines: ['Agritech'] })),
  )
}

async function uploadDeck(headers: Headers, bytes = deckBytes()) {
  const form = new FormData()
  form.append('kind', 'deck')
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'deck.pdf')
  const sent = new Headers(headers)
  sent.set('origin', testOrigin)
  const response = await handleUploadRequest(
    new Request(`${testOrigin}/api/files`, { method: 'POST', headers: sent, body: form }),
    app().services,
  )
  expect(response.status, await response.clone().text()).toBe(201)
  return ((await response.json()) as { id: string }).id
}

/**
 * A startup with a six-page deck that applied to two funds: Kaveri (an owner and a member, Ravi)
 * and Deccan. Nilgiri is a fund it never applied to.
 */
async function world() {
  const { db } = app().services
  const founder = await founderOf(app(), 'Krishi Setu')
  const deckId = await uploadDeck(founder.headers)
  const kaveri = await investorOf(app(), 'Kaveri Capital')
  const ravi = await teammateOf(app(), kaveri.organisationId, {
    name: 'Ravi Menon',
    email: 'ravi.menon@kaveri.example',
  })
  const deccan = await investorOf(app(), 'Deccan Angels')
  const nilgiri = await investorOf(app(), 'Nilgiri Ventures')
  const applications: Record<string, string> = {}
  for (const [name, fund] of Object.entries({ kaveri, deccan })) {
    const call = await createChannel(db, { organisationId: fund.organisationId, status: 'open' })
    const made = await createApplication(db, {
      channelId: call.id,
      startupOrgId: founder.organisationId,
      status: 'submitted',
    })
    applications[name] = made.application.id!
  }
  return { founder, deckId, kaveri, ravi, deccan, nilgiri, applications }
}

function report(headers: Headers, body: unknown, init: { type?: string; origin?: string } = {}) {
  const sent = new Headers(headers)
  sent.set('origin', init.origin ?? testOrigin)
  sent.set('content-type', init.type ?? 'text/plain;charset=UTF-8')
  return handleDeckViewReport(
    new Request(`${testOrigin}/api/deck-views`, {
      method: 'POST',
      headers: sent,
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    app().services,
  )
}

/** As if the member's last report of the deck came `ms` ago (negative: still to come). */
async function lastReportAgo(userId: string, fileId: string, ms: number) {
  await app()
    .services.db.update(deckViewAllowance)
    .set({ lastReportAt: sql`clock_timestamp() - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(deckViewAllowance.userId, userId), eq(deckViewAllowance.fileId, fileId)))
}

/** The milliseconds the member's rows of the deck hold, in all. */
async function msOf(userId: string) {
  const [row] = await app()
    .services.db.select({ ms: sum(deckView.visibleMs) })
    .from(deckView)
    .where(eq(deckView.userId, userId))
  return Number(row!.ms ?? 0)
}

async function viewRows() {
  const [row] = await app().services.db.select({ n: count() }).from(deckView)
  return row!.n
}

async function founderView(headers: Headers) {
  return (await app().caller(headers)).startups.deckViews.get()
}

describe('reporting deck views', () => {
  it('adds each member’s time to one row per page, and the founder sees it per organisation', async () => {
    const w = await world()
    const pages = (entries: [number, number, number][]) =>
      entries.map(([page, ms, views]) => ({ page, ms, views }))
    const sent = [
      report(w.kaveri.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: pages([
          [1, 12_000, 1],
          [2, 30_000, 1],
        ]),
      }),
      report(w.ravi.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: pages([
          [2, 8000, 2],
          [3, 4500, 1],
        ]),
      }),
      report(w.deccan.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: pages([
          [1, 3000, 1],
          [6, 0, 1],
        ]),
      }),
    ]
    for (const response of sent) expect((await response).status).toBe(204)
    // The owner's next report, half a minute later.
    await lastReportAgo(w.kaveri.userId, w.deckId, 30_000)
    const next = await report(w.kaveri.headers, {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: pages([[2, 6000, 0]]),
    })
    expect(next.status).toBe(204)
    // Summed in place: the owner's second report went into their page-2 row.
    expect(await viewRows()).toBe(6)

    const seen = await founderView(w.founder.headers)
    expect(seen.deck).toEqual({ pageCount: deckPages })
    expect(seen.organisationsOpened).toBe(2)
    const byApplication = new Map(seen.applications.map((a) => [a.applicationId, a]))
    expect(byApplication.get(w.applications.kaveri!)).toMatchObject({
      opened: true,
      pagesSeen: 3,
      seconds: Math.round((12_000 + 30_000 + 8000 + 4500 + 6000) / 1000),
    })
    expect(byApplication.get(w.applications.kaveri!)?.lastViewedAt).toBeInstanceOf(Date)
    expect(byApplication.get(w.applications.deccan!)).toMatchObject({
      opened: true,
      pagesSeen: 2,
      seconds: 3,
    })
    expect(seen.pages).toEqual([
      { page: 1, seconds: 15, organisations: 2 },
      { page: 2, seconds: 44, organisations: 1 },
      { page: 3, seconds: 5, organisations: 1 },
      { page: 4, seconds: 0, organisations: 0 },
      { page: 5, seconds: 0, organisations: 0 },
      { page: 6, seconds: 0, organisations: 1 },
    ])
  })

  it('grants a report no more time than a report’s share, nor than has passed since the member’s last', async () => {
    const w = await world()
    const everyPage = (ms: number) =>
      Array.from({ length: deckPages }, (_, i) => ({ page: i + 1, ms, views: 1 }))
    const claim = (ms: number) =>
      report(w.kaveri.headers, { fileId: w.deckId, pageCount: deckPages, pages: everyPage(ms) })

    // Ten minutes on every page, at once: the first report is granted a report's share, spread
    // over its pages in proportion.
    expect((await claim(deckViewLimits.msPerEntry)).status).toBe(204)
    expect(await msOf(w.kaveri.userId)).toBe(deckViewLimits.msPerReport)

    // No time has passed since (the clock says the last report is still to come): no time, though
    // the turns count.
    await lastReportAgo(w.kaveri.userId, w.deckId, -60_000)
    expect((await claim(deckViewLimits.msPerEntry)).status).toBe(204)
    expect(await msOf(w.kaveri.userId)).toBe(deckViewLimits.msPerReport)
    const [turns] = await app()
      .services.db.select({ views: sum(deckView.views) })
      .from(deckView)
      .where(eq(deckView.userId, w.kaveri.userId))
    expect(Number(turns!.views)).toBe(2 * deckPages)

    // Twenty seconds since: at least those, never the minute claimed.
    await lastReportAgo(w.kaveri.userId, w.deckId, 20_000)
    const oneMinute = await report(w.kaveri.headers, {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 1, ms: deckViewLimits.msPerReport, views: 0 }],
    })
    expect(oneMinute.status).toBe(204)
    const granted = (await msOf(w.kaveri.userId)) - deckViewLimits.msPerReport
    expect(granted).toBeGreaterThanOrEqual(20_000)
    expect(granted).toBeLessThan(deckViewLimits.msPerReport)
  })

  it('bounds a member’s time on a deck in a day', async () => {
    const w = await world()
    const claim = () =>
      report(w.kaveri.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: [{ page: 1, ms: 30_000, views: 1 }],
      })
    expect((await claim()).status).toBe(204)
    // The day nearly used up, an hour after the last report: five seconds are left.
    await app()
      .services.db.update(deckViewAllowance)
      .set({ dayMs: deckViewLimits.msPerDay - 5000 })
      .where(eq(deckViewAllowance.userId, w.kaveri.userId))
    await lastReportAgo(w.kaveri.userId, w.deckId, 60 * 60 * 1000)
    expect((await claim()).status).toBe(204)
    expect(await msOf(w.kaveri.userId)).toBe(30_000 + 5000)
    await lastReportAgo(w.kaveri.userId, w.deckId, 60 * 60 * 1000)
    expect((await claim()).status).toBe(204)
    expect(await msOf(w.kaveri.userId)).toBe(30_000 + 5000)
    // Another member of the fund has a day of their own.
    expect(
      (
        await report(w.ravi.headers, {
          fileId: w.deckId,
          pageCount: deckPages,
          pages: [{ page: 1, ms: 30_000, views: 1 }],
        })
      ).status,
    ).toBe(204)
    expect(await msOf(w.ravi.userId)).toBe(30_000)
  })

  it('keeps one organisation’s views out of another’s figures', async () => {
    const w = await world()
    const response = await report(w.ravi.headers, {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 4, ms: 20_000, views: 1 }],
    })
    expect(response.status).toBe(204)
    const seen = await founderView(w.founder.headers)
    const byApplication = new Map(seen.applications.map((a) => [a.applicationId, a]))
    expect(byApplication.get(w.applications.deccan!)).toEqual({
      applicationId: w.applications.deccan,
      opened: false,
      pagesSeen: 0,
      seconds: 0,
      lastViewedAt: null,
    })
    expect(byApplication.get(w.applications.kaveri!)?.pagesSeen).toBe(1)
    const rows = await app()
      .services.db.select({ org: deckView.investorOrgId, user: deckView.userId })
      .from(deckView)
    expect(rows).toEqual([{ org: w.kaveri.organisationId, user: w.ravi.userId }])
    // Investors never read the founders' figures, their own or another fund's.
    for (const fund of [w.kaveri, w.deccan]) {
      await expect(founderView(fund.headers)).rejects.toMatchObject({ code: 'FORBIDDEN' })
    }
  })

  it('never tells the founder which member looked: no id, name or address in the answer', async () => {
    const w = await world()
    for (const person of [w.kaveri, w.ravi]) {
      const response = await report(person.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: [{ page: 1, ms: 5000, views: 1 }],
      })
      expect(response.status).toBe(204)
    }
    const text = JSON.stringify(await founderView(w.founder.headers))
    for (const person of [w.kaveri, w.ravi]) {
      for (const value of [person.userId, person.name, person.email]) {
        expect(text).not.toContain(value)
      }
    }
    expect(text).not.toMatch(/userId|email|member/i)
  })

  it('takes the viewer’s page count for a deck uploaded before pages were counted', async () => {
    const w = await world()
    const { db } = app().services
    await db.update(storedFile).set({ pageCount: null }).where(eq(storedFile.id, w.deckId))
    const response = await report(w.deccan.headers, {
      fileId: w.deckId,
      pageCount: 9,
      pages: [{ page: 9, ms: 1000, views: 1 }],
    })
    expect(response.status).toBe(204)
    expect((await founderView(w.founder.headers)).deck).toEqual({ pageCount: 9 })
    // Once known, it is the deck's: a page past it is refused.
    const past = await report(w.deccan.headers, {
      fileId: w.deckId,
      pageCount: 12,
      pages: [{ page: 12, ms: 1000, views: 1 }],
    })
    expect(past.status).toBe(400)
  })

  it('starts afresh with a new deck, and goes with the investor’s account', async () => {
    const w = await world()
    for (const person of [w.kaveri, w.ravi]) {
      await report(person.headers, {
        fileId: w.deckId,
        pageCount: deckPages,
        pages: [{ page: 2, ms: 5000, views: 1 }],
      })
    }
    const download = await personalDataOf(app().services.db, w.ravi.userId)
    expect(download?.deckPagesViewed).toEqual([
      expect.objectContaining({ startup: 'Krishi Setu', page: 2, seconds: 5, turns: 1 }),
    ])
    await (await app().caller(w.ravi.headers)).account.erase({ password })
    expect(await viewRows()).toBe(1)

    const newDeck = await uploadDeck(w.founder.headers, deckBytes(3))
    expect(await viewRows()).toBe(0)
    const seen = await founderView(w.founder.headers)
    expect(seen.deck).toEqual({ pageCount: 3 })
    expect(seen.organisationsOpened).toBe(0)
    expect(newDeck).not.toBe(w.deckId)
  })

  it('goes when the startup is erased', async () => {
    const w = await world()
    await report(w.kaveri.headers, {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 1, ms: 5000, views: 1 }],
    })
    expect(await viewRows()).toBe(1)
    await (await app().caller(w.founder.headers)).organisation.eraseStartup({ password })
    expect(await viewRows()).toBe(0)
  })
})

describe('refused reports write nothing', () => {
  it('answers 4xx to every invalid or oversized report', async () => {
    const w = await world()
    const valid = {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 1, ms: 1000, views: 1 }],
    }
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ page: i + 1, ms: 10, views: 1 }))
    const bad: [string, unknown, number][] = [
      ['not JSON', '{"fileId":', 400],
      ['a list', [valid], 400],
      ['an unknown key', { ...valid, userId: w.ravi.userId }, 400],
      [
        'an unknown key in an entry',
        { ...valid, pages: [{ page: 1, ms: 1, views: 1, x: 1 }] },
        400,
      ],
      ['no pages', { ...valid, pages: [] }, 400],
      ['page 0', { ...valid, pages: [{ page: 0, ms: 1, views: 1 }] }, 400],
      ['a fractional page', { ...valid, pages: [{ page: 1.5, ms: 1, views: 1 }] }, 400],
      ['a negative time', { ...valid, pages: [{ page: 1, ms: -1, views: 1 }] }, 400],
      [
        'more time than a report may hold',
        { ...valid, pages: [{ page: 1, ms: deckViewLimits.msPerEntry + 1, views: 1 }] },
        400,
      ],
      ['too many turns', { ...valid, pages: [{ page: 1, ms: 1, views: 1001 }] }, 400],
      ['a page twice', { ...valid, pages: [valid.pages[0], valid.pages[0]] }, 400],
      ['a page past the count it gives', { ...valid, pages: [{ page: 7, ms: 1, views: 1 }] }, 400],
      [
        'a page past the deck',
        { ...valid, pageCount: 40, pages: [{ page: 40, ms: 1, views: 1 }] },
        400,
      ],
      ['a deck of 501 pages', { ...valid, pageCount: 501 }, 400],
      ['a file id that is no id', { ...valid, fileId: 'deck' }, 400],
      [
        'a deck that does not exist',
        { ...valid, fileId: '00000000-0000-4000-8000-000000000000' },
        404,
      ],
      [
        'more entries than a report may hold',
        { ...valid, pageCount: 300, pages: entries(deckViewLimits.entriesPerReport + 1) },
        400,
      ],
      ['a body over 8 kB', { ...valid, padding: 'x'.repeat(deckViewLimits.bodyBytes) }, 413],
    ]
    // Two members take turns, to stay within each one's rate limit.
    for (const [n, [what, body, status]] of bad.entries()) {
      const response = await report((n % 2 ? w.kaveri : w.ravi).headers, body)
      expect(response.status, what).toBe(status)
      expect(await viewRows(), what).toBe(0)
    }
    const form = await report(w.kaveri.headers, valid, { type: 'multipart/form-data' })
    expect(form.status).toBe(415)
    const foreign = await report(w.kaveri.headers, valid, { origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(await viewRows()).toBe(0)
  })

  it('hears only a signed-in member of a fund that may read the deck', async () => {
    const w = await world()
    const valid = {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 1, ms: 1000, views: 1 }],
    }
    // Nilgiri never received an application and the startup is not discoverable.
    expect((await report(w.nilgiri.headers, valid)).status).toBe(404)
    expect((await report(new Headers(), valid)).status).toBe(401)
    // The founders' own views of their deck are not an investor's.
    expect((await report(w.founder.headers, valid)).status).toBe(403)
    const unverified = await teammateOf(app(), w.deccan.organisationId, { verified: false })
    expect((await report(unverified.headers, valid)).status).toBe(403)
    expect(await viewRows()).toBe(0)
  })

  it('limits how often one member reports', async () => {
    const w = await world()
    const valid = {
      fileId: w.deckId,
      pageCount: deckPages,
      pages: [{ page: 1, ms: 1000, views: 1 }],
    }
    for (let i = 0; i < deckViewRateLimit.max; i++) {
      expect((await report(w.deccan.headers, valid)).status).toBe(204)
    }
    const limited = await report(w.deccan.headers, valid)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Counted per member: a teammate still reports.
    expect((await report(w.kaveri.headers, valid)).status).toBe(204)
    const [row] = await app()
      .services.db.select({ views: deckView.views })
      .from(deckView)
      .where(eq(deckView.investorOrgId, w.deccan.organisationId))
    expect(row?.views).toBe(deckViewRateLimit.max)
  })
})
