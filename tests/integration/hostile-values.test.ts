import { TRPCError } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { isDataException } from '@/server/db/errors'
import { accessRequest, channel } from '@/server/db/schema'

import { setupTestApp } from '../support/app'
import { channelValues } from '../support/procedure-matrix'
import { investorOf } from '../support/roles'

const app = setupTestApp()

async function refusal(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(TRPCError)
  return error as TRPCError
}

// Found by the fuzz suite (tests/fuzz): both reached PostgreSQL and answered 500.
describe('values PostgreSQL cannot store', () => {
  it('refuses a NUL character in any text with a message on its field, and stores nothing', async () => {
    const caller = await app().caller()
    const error = await refusal(
      caller.website.requestAccess.create({
        name: 'Meera\u0000 Iyer',
        email: 'meera@example.com',
        kind: 'investor',
        organisation: 'Nilgiri Ventures',
      }),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toBe('Remove the invisible NUL character (\\0) from this text.')
    expect(await app().services.db.select().from(accessRequest)).toEqual([])
  })

  it('answers a NUL character in a query with a 400 and the field, through the HTTP handler', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { slug: 'a\u0000b' } }))
    const response = await app().trpcFetch(
      `website.startupPublicProfile.getStartupPublicProfile?input=${input}`,
    )
    expect(response.status).toBe(400)
    const body = await response.json()
    expect(body.error.json.data.fieldErrors).toEqual({
      slug: ['Remove the invisible NUL character (\\0) from this text.'],
    })
  })

  it('refuses a channel opening in year 275760 as a date out of range, and stores nothing', async () => {
    const fund = await investorOf(app(), 'Kaveri Capital')
    const caller = await app().caller(fund.headers)
    const error = await refusal(
      caller.investors.channels.create({
        ...channelValues,
        opensAt: new Date(8.64e15),
      } as never),
    )
    expect(error.code).toBe('BAD_REQUEST')
    expect(error.message).toContain('Enter a date before 2100.')
    expect(await app().services.db.select().from(channel)).toEqual([])
  })
})

describe('a value PostgreSQL refuses that the schemas let through', () => {
  it('is told apart from a server fault by its SQLSTATE class (22, data exception)', () => {
    expect(isDataException({ code: '22021' })).toBe(true)
    expect(isDataException(new Error('Failed query', { cause: { code: '22008' } }))).toBe(true)
    expect(isDataException({ code: '23505' })).toBe(false)
    expect(isDataException(new Error('no code'))).toBe(false)
  })
})

// Found by the fuzz suite: a field named after the prototype made the error answer itself fail.
describe('keys that name an object prototype', () => {
  const lookUp = (body: string) =>
    app().trpcFetch(
      `website.startupPublicProfile.getStartupPublicProfile?input=${encodeURIComponent(body)}`,
    )

  it.each(['constructor', 'prototype'])(
    'answer a 400 with a plain message when a NUL character sits under "%s"',
    async (key) => {
      const response = await lookUp(`{"json":{"slug":"krishi-setu","${key}":"a\\u0000b"}}`)
      expect(response.status).toBe(400)
      const answer = await response.json()
      expect(answer.error.json.data.fieldErrors).toEqual({})
      expect(answer.error.json.message).toBe(
        'Remove the invisible NUL character (\\0) from this text.',
      )
    },
  )

  it('drop "__proto__" on reading the request: the answer is the one without it', async () => {
    const polluted = await lookUp('{"json":{"slug":"krishi-setu","__proto__":{"isAdmin":true}}}')
    const plain = await lookUp('{"json":{"slug":"krishi-setu"}}')
    expect(polluted.status).toBe(404)
    expect((await polluted.json()).error.json.message).toBe((await plain.json()).error.json.message)
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  })
})

// Found by the fuzz suite: 5,000 nested arrays ran the server out of stack.
describe('deeply nested input', () => {
  it('is refused with a 400 before any code walks it', async () => {
    const body = `{"json":${'['.repeat(5_000)}${']'.repeat(5_000)}}`
    const response = await app().trpcFetch(
      `website.startupPublicProfile.getStartupPublicProfile?input=${encodeURIComponent(body)}`,
    )
    expect(response.status).toBe(400)
    expect((await response.json()).error.json.message).toBe('This request nests too deeply.')
  })
})
