import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'

import { accessRequest } from '@/server/db/schema'
import { appRouter } from '@/server/trpc/root'

import { setupTestApp } from '../support/app'
import { allowedRole } from '../support/fuzz'
import { fuzzInputs, inputSchemaOf } from '../support/fuzz-inputs'
import { matrix, procedureGroups } from '../support/procedure-matrix'
import { watchRowWrites } from '../support/row-writes'

const app = setupTestApp()

describe('the fuzz suite', () => {
  it('takes every procedure of the app router in exactly one of its files', () => {
    const groups = Object.values(procedureGroups)
    for (const path of Object.keys(appRouter._def.procedures)) {
      const takers = groups.filter((prefixes) => prefixes.some((p) => path.startsWith(p)))
      expect(takers, `${path} is fuzzed by ${takers.length} files`).toHaveLength(1)
    }
  })

  it('has a seed input and a role to call as for every procedure, from the authorization matrix', () => {
    expect(Object.keys(matrix).sort()).toEqual(Object.keys(appRouter._def.procedures).sort())
    for (const path of Object.keys(matrix)) expect(allowedRole(path)).toBeTruthy()
  })

  it('derives a generator from every procedure input', () => {
    const procedures = appRouter._def.procedures as unknown as Record<
      string,
      Parameters<typeof inputSchemaOf>[0]
    >
    for (const [path, procedure] of Object.entries(procedures)) {
      expect(() => fuzzInputs(inputSchemaOf(procedure), undefined), path).not.toThrow()
    }
  })

  it('sees every committed insert, update and delete, and no rolled-back one', async () => {
    const { db } = app().services
    const writes = await watchRowWrites(db)
    expect(await writes.written()).toEqual({})
    const values = {
      name: 'Meera Iyer',
      email: 'meera@example.com',
      kind: 'investor' as const,
      organisation: 'Nilgiri Ventures',
    }
    const [row] = await db.insert(accessRequest).values(values).returning({ id: accessRequest.id })
    expect(await writes.written()).toEqual({ access_request: 1 })
    await db.update(accessRequest).set({ name: 'Meera' }).where(eq(accessRequest.id, row!.id))
    await db.delete(accessRequest).where(eq(accessRequest.id, row!.id))
    expect(await writes.written()).toEqual({ access_request: 2 })
    await db
      .transaction(async (tx) => {
        await tx.insert(accessRequest).values(values)
        await tx.execute(sql`SELECT 1 / 0`)
      })
      .catch(() => undefined)
    expect(await writes.written()).toEqual({})
  })
})
