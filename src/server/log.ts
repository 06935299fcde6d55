import { formatWithOptions } from 'node:util'

import pino from 'pino'

import { currentRequestId } from '@/server/http/request-context'

/**
 * The server's one logger: JSON lines on standard output. Nothing secret may reach a line — not a
 * session token, cookie, password, reset or confirmation link, email body, nor the parameters of
 * a failed query (they hold session tokens and personal data) — whatever wrote it: our code, a
 * library through console, or an error's message and stack.
 */

const redacted = '[redacted]'

// Keys whose values are never logged, at any depth.
const secretKey =
  /^(password|newPassword|currentPassword|token|sessionToken|secret|cookie|set-cookie|authorization|params|parameters|values|html|text|body)$/i

// Secrets inside free text: cookies, bearer tokens, tokens in links, JSON password fields, and the
// "params:" tail Drizzle appends to a failed query's message.
const secretPatterns: [RegExp, string][] = [
  [/\nparams: [\s\S]*$/, ''],
  [/(session_token|session_data|dont_remember)=[^;\s"',]+/gi, `$1=${redacted}`],
  [/\b(Bearer|Basic)\s+[\w.~+/=-]+/g, `$1 ${redacted}`],
  [/([?&](?:token|code|callbackURL)=)[^&\s"'#]+/gi, `$1${redacted}`],
  [/(\/(?:reset-password|verify-email|invite)\/)[\w.-]{8,}/gi, `$1${redacted}`],
  [
    /("(?:password|newPassword|currentPassword|token)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi,
    `$1"${redacted}"`,
  ],
]

export function scrubText(text: string): string {
  return secretPatterns.reduce(
    (out, [pattern, replacement]) => out.replace(pattern, replacement),
    text,
  )
}

type SafeError = { type: string; message: string; code?: unknown; stack?: string; cause?: unknown }

/** An error as it may be logged: its kind, scrubbed message and stack, code, and cause. */
function safeError(error: Error, depth: number): SafeError {
  const { code } = error as { code?: unknown }
  const out: SafeError = { type: error.name, message: scrubText(error.message) }
  if (code !== undefined) out.code = code
  if (error.stack) {
    // A stack starts with the message again, parameters and all.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
    out.stack = [`${error.name}: ${out.message}`, ...frames].join('\n')
  }
  if (error.cause !== undefined && depth < 4) out.cause = sanitize(error.cause, depth + 1)
  return out
}

/** A copy of any value safe to log: secret keys replaced, strings scrubbed, errors summarised. */
export function sanitize(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubText(value)
  if (value instanceof Error) return safeError(value, depth)
  if (value === null || typeof value !== 'object') return value
  if (depth > 6) return '[nested]'
  if (Array.isArray(value)) return value.map((item) => sanitize(item, depth + 1))
  if (value instanceof Headers) return sanitize(Object.fromEntries(value), depth)
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) {
    out[key] = secretKey.test(key) ? redacted : sanitize(item, depth + 1)
  }
  return out
}

export const log = pino({
  level: process.env.LOG_LEVEL || (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
  serializers: { err: (error: unknown) => sanitize(error) },
  formatters: { level: (label) => ({ level: label }) },
  // Every line written while a request is handled names it, whoever wrote it (src/server-entry.ts).
  mixin() {
    const requestId = currentRequestId()
    return requestId ? { requestId } : {}
  },
  hooks: {
    // Every call's arguments pass through sanitize, so nothing can log a secret by mistake.
    logMethod(args, method) {
      method.apply(this, args.map((arg) => sanitize(arg)) as Parameters<typeof method>)
    },
  },
})

export type Logger = typeof log

const consoleLevels = {
  error: 'error',
  warn: 'warn',
  info: 'info',
  log: 'info',
  debug: 'debug',
} as const

export const clientAbortLine = 'the client closed the connection before the answer'

/**
 * A request its client gave up on (a closed tab, a timeout, a navigation): the HTTP server reports
 * the body it was reading as "aborted", or the socket as reset.
 */
export function isClientAbort(error: Error): boolean {
  const code = (error as { code?: unknown }).code
  return (
    error.message === 'aborted' ||
    error.name === 'AbortError' ||
    code === 'ECONNRESET' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE'
  )
}

function clientAbortCode(error: Error): string {
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? code : error.name === 'AbortError' ? 'AbortError' : 'aborted'
}

/**
 * Sends what libraries and the framework print with console.* through the logger, so their lines
 * are scrubbed too (a failed query printed by a library carries its parameters).
 */
export function routeConsoleToLog() {
  const marked = console as Console & { __routedToLog?: boolean }
  if (marked.__routedToLog) return
  marked.__routedToLog = true
  for (const [method, level] of Object.entries(consoleLevels)) {
    ;(console as unknown as Record<string, (...args: unknown[]) => void>)[method] = (...args) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      const text = args.filter((arg) => arg !== error).map((arg) => sanitize(arg))
      const message = formatWithOptions({ depth: 4, colors: false }, ...text)
      // The server printing a request the client gave up on is no error of ours: one short line.
      if (error && isClientAbort(error)) log.info({ code: clientAbortCode(error) }, clientAbortLine)
      else if (error) log[level]({ err: error }, message)
      else log[level](message)
    }
  }
}
