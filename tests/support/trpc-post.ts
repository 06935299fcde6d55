import { testOrigin, type TestApp } from './app'

export type TrpcErrorBody = {
  message: string
  data: { code: string; fieldErrors?: Record<string, string[]> }
}

/**
 * A mutation through the real /trpc HTTP handler, from the app's own origin, to see what the
 * browser gets: the status and the error (field errors included), if any.
 */
export async function postTrpc(app: TestApp, path: string, headers: Headers, input: unknown) {
  const response = await app.trpcFetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: testOrigin,
      cookie: headers.get('cookie') ?? '',
    },
    body: JSON.stringify({ json: input }),
  })
  const body = (await response.json()) as { error?: { json: TrpcErrorBody } }
  return { status: response.status, error: body.error?.json }
}
