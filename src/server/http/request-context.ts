import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

import type { DisplayLocale } from '@/lib/i18n/locales'

/**
 * Every request has an id: sent back in this header, written on every log line made while it is
 * handled, and carried by tRPC error answers, so "something went wrong (ref …)" leads to its lines.
 */
export const requestIdHeader = 'X-Request-Id'

// What a proxy's id may look like (a UUID, nginx's 32 hex digits, a trace id): short, and nothing
// that could break a log line or a header.
const wellFormedId = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/**
 * The id of a request: the one the proxy in front sent, when we trust it (TRUST_PROXY) and it is
 * well formed; otherwise a new one. A client's own id is never taken on trust: it could pass
 * itself off as another request in the logs.
 */
export function requestIdFor(incoming: string | null | undefined, trustProxy: boolean): string {
  if (trustProxy && incoming && wellFormedId.test(incoming)) return incoming
  return randomUUID()
}

/** The request being handled (no id when `speakingTo` names a language outside any request). */
type RequestContext = { requestId: string | undefined; locale: DisplayLocale }

const context = new AsyncLocalStorage<RequestContext>()

/**
 * Runs `work` as part of the request with this id: its logs and errors carry the id, and what it
 * says to the person (errors, a schema's messages) is in their language.
 */
export function runWithRequestId<T>(
  requestId: string,
  work: () => T,
  locale: DisplayLocale = 'en',
): T {
  return context.run({ requestId, locale }, work)
}

/** The id of the request being handled, or undefined outside any request (start, jobs). */
export function currentRequestId(): string | undefined {
  return context.getStore()?.requestId
}

/** The language of the request being handled (decision 0050); English outside any request. */
export function currentLocale(): DisplayLocale {
  return context.getStore()?.locale ?? 'en'
}

/**
 * Runs `work` speaking `locale`: what `said` formats in it is in that language, for words meant
 * for someone other than the person making the request (a notification's reader). It stays part
 * of the request being handled, if any: its logs and errors keep the request's id.
 */
export function speakingTo<T>(locale: DisplayLocale, work: () => T): T {
  return context.run({ requestId: currentRequestId(), locale }, work)
}

/**
 * Runs `work` as part of no request: what it starts that outlives the request (the job queue's
 * timers) must not write one request's id on its lines for the rest of the process's life.
 */
export function outsideAnyRequest<T>(work: () => T): T {
  return context.exit(work)
}
