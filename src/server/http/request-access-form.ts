import { AsyncLocalStorage } from 'node:async_hooks'

import { TRPCError } from '@trpc/server'
import { ZodError } from 'zod'

import {
  requestAccessFields,
  type RequestAccessField,
  type RequestAccessInput,
  type RequestAccessSubmission,
} from '@/domain/access-requests/schema'
import { withoutAppScripts } from '@/server/http/public-pages'
import {
  bodyTooLargeMessage,
  readLimitedBody,
  unreadBodyHeaders,
} from '@/server/security/body-limit'
import { CLIENT_IP_HEADER, resolveClientIp } from '@/server/security/client-ip'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { Services } from '@/server/services'
import { isDatabaseUnreachable } from '@/server/db/errors'
import { createContext, fieldErrorsOf, formErrorOf } from '@/server/trpc/init'
import { createCaller } from '@/server/trpc/root'
import { said } from '@/lib/i18n/said'

/**
 * The request-access page is a static document without scripts (decision 0044), so its form is a
 * plain `POST /request-access`. The post goes through the same procedure as any call
 * (`website.requestAccess.create`: its validation, rate limit and write), and the answer is the
 * page itself rendered with what was sent: the success state, or the fields with their messages.
 */
const requestAccessPath = '/request-access'

/** A form's body is a few kilobytes; the longest allowed answers fit well within this. */
const formBodyBytes = 32 * 1024

const submissions = new AsyncLocalStorage<RequestAccessSubmission>()

/** What was posted, while the page answering the post renders; null on a plain visit. */
export function currentRequestAccessSubmission(): RequestAccessSubmission | null {
  return submissions.getStore() ?? null
}

export function isRequestAccessPost(request: Request): boolean {
  return request.method === 'POST' && new URL(request.url).pathname === requestAccessPath
}

const couldNotSend = () => said('rule.server.access.couldNotSend')

/**
 * Answers the form's post: `render` renders a GET of the page (the app's usual rendering), which
 * reads the submission through `currentRequestAccessSubmission`. The status says how it went:
 * 200 received, 400 fields to mend, 429 too many requests, 503 the database out of reach.
 */
export async function answerRequestAccessPost(
  request: Request,
  services: Services,
  render: (request: Request) => Promise<Response>,
): Promise<Response> {
  if (isForeignOriginMutation(request, services.origins)) {
    return plain(403, foreignOriginMessage(services.origins))
  }
  // Read before the body: the request made from the body no longer knows the connection's address.
  const clientIp = resolveClientIp(request, services.trustProxy)
  const limited = await readLimitedBody(request, formBodyBytes)
  if (limited === 'too-large') return plain(413, bodyTooLargeMessage(), unreadBodyHeaders)
  const form = await formOf(limited)
  if (!form) return plain(400, said('rule.server.access.fromPage'))

  const values = Object.fromEntries(
    requestAccessFields.map((field) => {
      const value = form.get(field)
      return [field, typeof value === 'string' ? value : '']
    }),
  ) as Record<RequestAccessField, string>
  const callHeaders = new Headers(limited.headers)
  callHeaders.set(CLIENT_IP_HEADER, clientIp)

  let submission: RequestAccessSubmission
  let status = 200
  try {
    // The session lookup reads the database too: out of reach, that is the form's 503 as well.
    const context = await createContext(services, callHeaders).catch((error: unknown) => {
      throw isDatabaseUnreachable(error)
        ? new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: couldNotSend() })
        : error
    })
    const { merged } = await createCaller(context).website.requestAccess.create({
      ...values,
      // A missing or unknown kind is the schema's to refuse, with its message.
      kind: values.kind as RequestAccessInput['kind'],
    })
    submission = {
      values,
      fieldErrors: {},
      received: { merged, email: values.email.trim().toLowerCase() },
    }
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error
    submission = { values, fieldErrors: {} }
    if (error.code === 'BAD_REQUEST' && error.cause instanceof ZodError) {
      status = 400
      const fields = fieldErrorsOf(error.cause)
      for (const field of requestAccessFields) {
        const message = fields[field]?.[0]
        if (message) submission.fieldErrors[field] = message
      }
      const whole = formErrorOf(error.cause)
      if (whole && Object.keys(submission.fieldErrors).length === 0) submission.formError = whole
    } else if (error.code === 'TOO_MANY_REQUESTS') {
      status = 429
      submission.formError = said('rule.server.access.tooMany')
    } else if (error.code === 'TIMEOUT' || error.code === 'SERVICE_UNAVAILABLE') {
      status = 503
      submission.formError = couldNotSend()
    } else {
      throw error
    }
  }

  const headers = new Headers(limited.headers)
  headers.delete('content-type')
  headers.delete('content-length')
  // The page as a visit of it renders, from the same address.
  const visit = Object.assign(new Request(limited.url, { method: 'GET', headers }), {
    ip: (request as Request & { ip?: string }).ip,
  })
  const page = await withoutAppScripts(await submissions.run(submission, () => render(visit)))
  if (page.status !== 200) return page
  const answer = new Response(page.body, { status, headers: page.headers })
  answer.headers.set('Cache-Control', 'private, no-store')
  return answer
}

async function formOf(request: Request): Promise<FormData | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return null
  try {
    return await request.formData()
  } catch {
    return null
  }
}

function plain(status: number, message: string, headers: HeadersInit = {}) {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}
