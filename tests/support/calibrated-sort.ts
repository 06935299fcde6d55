import { expect } from 'vitest'
import { sql } from 'drizzle-orm'

import { exportColumns, handleApplicationsExport } from '@/server/applications/export'

import { createBareApplication, createBareChannel, createBareStartup } from '../factories/db'
import { testOrigin, type TestApp } from './app'
import { csvOf } from './csv'
import { investorOf, teammateOf } from './roles'

/**
 * `sort=calibrated` on 27 applications: the viewer rated three of them, scored so that their
 * calibrated order differs from both the newest-first order and the raw averages' order. Those
 * three lead in calibrated order; the other 24 follow newest first, and the last two are page 2's.
 * Then ratings change in SQL, and at the end every rating is truncated: run it last.
 */
export async function expectCalibratedSort(app: TestApp) {
  const db = app.services.db
  const fund = await investorOf(app, 'Kaveri Capital')
  const lenient = await teammateOf(app, fund.organisationId, { name: 'Lenient Lata' })
  const channel = await createBareChannel(db, { organisationId: fund.organisationId })
  const ids: string[] = []
  for (let i = 0; i < 27; i++) {
    const startupOrgId = await createBareStartup(db, { name: `Sorted ${i}` })
    const submittedAt = new Date(Date.UTC(2026, 5, 1 + i))
    ids.push(
      (await createBareApplication(db, { channelId: channel.id, startupOrgId, submittedAt })).id,
    )
  }
  const rate = (applicationId: string, userId: string, score: number) =>
    db.execute(sql`
      insert into application_rating (application_id, user_id, scores, overall)
      values (${applicationId}, ${userId}, jsonb_build_object('team', ${score}::int,
        'market', ${score}::int, 'product', ${score}::int, 'traction', ${score}::int,
        'fit', ${score}::int), ${score * 10})`)
  // Lata scores a point above the owner on 21 applications (ids 3..23): a habit of +0.5 each
  // against their mean. Only Lata rated ids[0..2].
  for (const id of ids.slice(3, 24)) {
    await rate(id, fund.userId, 3)
    await rate(id, lenient.userId, 4)
  }
  await rate(ids[0]!, lenient.userId, 5) // raw 5.0, calibrated 4.5
  await rate(ids[1]!, lenient.userId, 4) // raw 4.0, calibrated 3.5
  await rate(ids[2]!, lenient.userId, 2) // raw 2.0, calibrated 1.5

  const caller = await app.caller(lenient.headers)
  const search = { channelId: channel.id, sort: 'calibrated' }
  const first = await caller.investors.applications.list(search)
  expect(first.total).toBe(27)
  // The teammates' tendencies the order used stay on the server.
  expect(first).not.toHaveProperty('tendencies')
  const calibratedRated = first.rows.slice(0, 24).map((r) => [r.id, r.ratings.calibrated])
  // Alone, 4.5 leads; the 21 shared score 3.5 each (3.0 and 4.0 less ∓0.5), as does ids[1], and
  // equal scores keep newest first, so ids[1] (the oldest of them) comes after; 1.5 is last.
  expect(calibratedRated[0]).toEqual([ids[0], 45])
  expect(calibratedRated.slice(1, 23)).toEqual(
    [...ids.slice(3, 24).reverse(), ids[1]].map((id) => [id, 35]),
  )
  expect(calibratedRated[23]).toEqual([ids[2], 15])
  // Then the applications Lata has not rated, newest first.
  expect(first.rows[24]!.id).toBe(ids[26])
  const second = await caller.investors.applications.list({ ...search, page: 2 })
  expect(second.rows.map((r) => r.id)).toEqual([ids[25], ids[24]])

  // The CSV export in the same order, with the two scores where the viewer rated.
  const response = await handleApplicationsExport(
    new Request(`${testOrigin}/api/applications/export?channelId=${channel.id}&sort=calibrated`, {
      headers: lenient.headers,
    }),
    app.services,
  )
  const [header, ...rows] = await csvOf(response)
  const column = (name: (typeof exportColumns)[number]) => header!.indexOf(name)
  const names = (id: string) => `Sorted ${ids.indexOf(id)}`
  expect(rows.map((r) => r[column('Startup')])).toEqual(
    [...first.rows, ...second.rows].map((r) => names(r.id)),
  )
  expect(
    rows[0]!.slice(column('Team average (of 5)'), column('Calibrated score (of 5)') + 1),
  ).toEqual(['5.0', '4.5'])
  expect(
    rows[1]!.slice(column('Team average (of 5)'), column('Calibrated score (of 5)') + 1),
  ).toEqual(['3.5', '3.5'])
  expect(
    rows[26]!.slice(column('Team average (of 5)'), column('Calibrated score (of 5)') + 1),
  ).toEqual(['', ''])

  // Ratings changed in SQL, not by the app, after the first answer (an index holding the rows
  // then must catch up with them): ids[0] drops to 1.0, ids[1]'s rating goes, ids[26] gets 4.5.
  // None of them is shared, so Lata's habit stays +0.5.
  await db.execute(sql`
    update application_rating set overall = 10, scores = jsonb_build_object('team', 1,
      'market', 1, 'product', 1, 'traction', 1, 'fit', 1)
    where application_id = ${ids[0]} and user_id = ${lenient.userId}`)
  await db.execute(sql`
    delete from application_rating where application_id = ${ids[1]} and user_id = ${lenient.userId}`)
  await rate(ids[26]!, lenient.userId, 5)
  const after = [
    ...(await caller.investors.applications.list(search)).rows,
    ...(await caller.investors.applications.list({ ...search, page: 2 })).rows,
  ]
  expect(after.map((r) => [r.id, r.ratings.calibrated ?? null])).toEqual([
    [ids[26], 45],
    ...ids
      .slice(3, 24)
      .reverse()
      .map((id) => [id, 35]),
    [ids[2], 15],
    [ids[0], 10],
    ...[ids[25], ids[24], ids[1]].map((id) => [id, null]),
  ])

  // TRUNCATE names no rows: the order still learns that nothing is rated any more.
  await db.execute(sql`truncate application_rating`)
  const emptied = [
    ...(await caller.investors.applications.list(search)).rows,
    ...(await caller.investors.applications.list({ ...search, page: 2 })).rows,
  ]
  expect(emptied.map((r) => [r.id, r.ratings.calibrated ?? null])).toEqual(
    [...ids].reverse().map((id) => [id, null]),
  )
}
