import { DrizzleQueryError } from 'drizzle-orm/errors'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'

import { runWithRequestId } from '@/server/http/request-context'

import { log, sanitize, scrubText } from './log'

const token = 'Zq3xv9TkLmN0pQrStUvWxYz0123456789a'

describe('what may be logged', () => {
  it('drops the parameters of a failed query from its message, stack and fields, keeping the SQL and the cause', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    })
    const error = new DrizzleQueryError(
      'select "id" from "session" where "session"."token" = $1',
      [token],
      cause,
    )
    const safe = JSON.stringify(sanitize(error))
    expect(safe).not.toContain(token)
    expect(safe).toContain('where \\"session\\".\\"token\\" = $1')
    expect(safe).toContain('ECONNREFUSED')
  })

  it('redacts session cookies, bearer tokens, tokens in links and password fields in free text', () => {
    const line = scrubText(
      `cookie: better-auth.session_token=${token}.sig%3D; other=1 Authorization: Bearer ${token} ` +
        `https://sangam.test/reset-password/${token}?callbackURL=%2Fsettings /verify-email?token=${token}&x=1 ` +
        `{"email":"a@b.in","password":"monsoon-ledger-42"}`,
    )
    expect(line).not.toContain(token)
    expect(line).not.toContain('monsoon-ledger-42')
    expect(line).toContain('session_token=[redacted]')
    expect(line).toContain('"email":"a@b.in"')
    expect(line).toContain('other=1')
  })

  it('replaces secret keys at any depth, in objects, arrays and headers', () => {
    const safe = sanitize({
      user: { email: 'priya@example.com', password: 'monsoon-ledger-42' },
      headers: new Headers({ cookie: `better-auth.session_token=${token}`, 'user-agent': 'curl' }),
      emails: [{ to: 'x@example.com', html: '<p>reset link</p>', text: 'reset link' }],
      params: [token],
    })
    const text = JSON.stringify(safe)
    expect(text).not.toContain(token)
    expect(text).not.toContain('monsoon-ledger-42')
    expect(text).not.toContain('reset link')
    expect(text).toContain('priya@example.com')
    expect(text).toContain('curl')
  })
})

describe('the request a line belongs to', () => {
  it('is named on every line written while it is handled, across awaits, and on no other', async () => {
    const stream = (log as unknown as Record<symbol, { write: (line: string) => boolean }>)[
      pino.symbols.streamSym
    ]!
    const lines: Record<string, unknown>[] = []
    const write = vi
      .spyOn(stream, 'write')
      .mockImplementation((line: string) => lines.push(JSON.parse(line)) > 0)
    try {
      await runWithRequestId('req-1', async () => {
        log.warn('before')
        await new Promise((resolve) => setTimeout(resolve, 1))
        log.child({ part: 'library' }).error({ err: new Error('failed') }, 'after')
      })
      log.warn('outside')
    } finally {
      write.mockRestore()
    }
    expect(lines.map(({ msg, requestId }) => ({ msg, requestId }))).toEqual([
      { msg: 'before', requestId: 'req-1' },
      { msg: 'after', requestId: 'req-1' },
      { msg: 'outside', requestId: undefined },
    ])
  })
})

describe('console output routed to the log', () => {
  it('writes a request its client gave up on as one info line, and other errors as errors', async () => {
    const { routeConsoleToLog, clientAbortLine } = await import('./log')
    const { error: e, warn, info: i, log: l, debug } = console
    const saved = { error: e, warn, info: i, log: l, debug }
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined)
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined)
    try {
      routeConsoleToLog()
      console.error(new Error('aborted'))
      console.error(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))
      expect(info).toHaveBeenCalledTimes(2)
      expect(info).toHaveBeenNthCalledWith(1, { code: 'aborted' }, clientAbortLine)
      expect(info).toHaveBeenNthCalledWith(2, { code: 'ECONNRESET' }, clientAbortLine)
      expect(error).not.toHaveBeenCalled()
      console.error('render failed', new Error('Cannot read properties of undefined'))
      expect(error).toHaveBeenCalledTimes(1)
    } finally {
      info.mockRestore()
      error.mockRestore()
      Object.assign(console, saved)
      delete (console as Console & { __routedToLog?: boolean }).__routedToLog
    }
  })
})
