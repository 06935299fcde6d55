import type { IncomingMessage, ServerResponse } from 'node:http'

import { localeOfRequest } from '@/lib/i18n/locales'
import { requestIdFor, requestIdHeader, runWithRequestId } from '@/server/http/request-context'
import { observeHttpRequest } from '@/server/metrics/registry'
import { methodLabel, routeLabel } from '@/server/metrics/route-label'

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value)
    return response
  } catch {
    // The headers of a fetched response are read-only: answer with a copy.
    const copy = new Response(response.body, response)
    copy.headers.set(name, value)
    return copy
  }
}

/**
 * Handles one request as the app's entry does for every request: under its id (the response's
 * X-Request-Id, every log line and tRPC error made meanwhile), in the person's language, and timed for the metrics by its
 * route pattern, never by its address.
 */
export async function handleObserved(
  request: Request,
  trustProxy: boolean,
  handle: (request: Request) => Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const requestId = requestIdFor(request.headers.get(requestIdHeader), trustProxy)
  let status = 500
  try {
    const response = await runWithRequestId(
      requestId,
      () => handle(request),
      localeOfRequest(request.headers),
    )
    status = response.status
    return withHeader(response, requestIdHeader, requestId)
  } finally {
    observeHttpRequest(
      {
        method: methodLabel(request.method),
        route: routeLabel(new URL(request.url).pathname),
        status,
      },
      (performance.now() - started) / 1000,
    )
  }
}

type NodeAnswer = (
  request: IncomingMessage,
  response: ServerResponse,
  headers: Record<string, string>,
) => boolean

/**
 * The same for an answer written straight to Node's response (the launcher's kept public pages):
 * `answer` sends the given headers with it, and returns whether it answered.
 */
export function answerObserved(
  request: IncomingMessage,
  response: ServerResponse,
  trustProxy: boolean,
  answer: NodeAnswer,
): boolean {
  const started = performance.now()
  const incoming = request.headers[requestIdHeader.toLowerCase()]
  const requestId = requestIdFor(typeof incoming === 'string' ? incoming : undefined, trustProxy)
  if (!answer(request, response, { [requestIdHeader]: requestId })) return false
  observeHttpRequest(
    {
      method: methodLabel(request.method ?? 'GET'),
      route: routeLabel((request.url ?? '/').split('?', 1)[0]!),
      status: response.statusCode,
    },
    (performance.now() - started) / 1000,
  )
  return true
}
