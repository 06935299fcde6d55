// For screen tests in a simulated browser only (*.dom.test.tsx): never imported by the app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, renderHook, type RenderOptions } from '@testing-library/react'
import { createTRPCClient, TRPCClientError, type TRPCLink } from '@trpc/client'
import { observable } from '@trpc/server/observable'
import { createTRPCOptionsProxy, type TRPCOptionsProxy } from '@trpc/tanstack-react-query'
import { useState, type ReactNode } from 'react'

import ToasterLayer from '@/components/ui/toaster-layer'
import { TRPCProvider } from '@/lib/trpc'
import type { AppRouter } from '@/server/trpc/root'

import { TestIntl } from './intl'

/** One procedure call the screen made, as the server would receive it. */
export type Call = { path: string; type: string; input: unknown }

/** What `answer` returns for a call the test leaves waiting forever. */
export const unanswered = Symbol('unanswered')

/** Answers a call: its data, `unanswered`, or a thrown error (the server's refusal). */
export type Answer = (call: Call) => unknown

/** A tRPC link that records each call and answers it through `answer`, as the server would. */
function scripted(answer: Answer, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        const call = { path: op.path, type: op.type, input: op.input }
        calls.push(call)
        let live = true
        Promise.resolve()
          .then(() => answer(call))
          .then(
            (data) => {
              if (!live || data === unanswered) return
              observer.next({ result: { type: 'data', data } })
              observer.complete()
            },
            (error: unknown) => {
              if (live) observer.error(TRPCClientError.from(error as Error))
            },
          )
        return () => {
          live = false
        }
      })
}

/** A procedure's refusal as the server sends it: its code, its message, field messages if any. */
export function refusal(
  code: 'BAD_REQUEST' | 'NOT_FOUND' | 'CONFLICT' | 'FORBIDDEN',
  message: string,
  fieldErrors?: Record<string, string[]>,
): TRPCClientError<AppRouter> {
  return TRPCClientError.from({
    error: { code: -32600, message, data: { code, ...(fieldErrors ? { fieldErrors } : {}) } },
  } as never)
}

/** The refusal of a procedure's input, with a message per field, as the error formatter sends it. */
export function badRequest(fieldErrors: Record<string, string[]>): TRPCClientError<AppRouter> {
  return refusal('BAD_REQUEST', 'Check the marked fields.', fieldErrors)
}

type Setup = {
  /** The server's answers; by default every call waits forever. */
  answer?: Answer
  /** Fills the query cache first, as a route's loader would. */
  seed?: (cache: QueryClient, trpc: TRPCOptionsProxy<AppRouter>) => void
  /**
   * Renders the screen as the page at this path, inside a router (for screens that link or
   * guard leaving); it shows once the router has loaded, so find it with `findBy…`.
   */
  path?: string
}

/**
 * The providers a screen runs in (query cache, tRPC, the notices), with the calls it makes
 * recorded. Cached data stays fresh, so a seeded screen asks the server only what it must.
 */
function providers({ answer = () => unanswered, seed }: Omit<Setup, 'path'>) {
  const calls: Call[] = []
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  })
  const client = createTRPCClient<AppRouter>({ links: [scripted(answer, calls)] })
  seed?.(queryClient, createTRPCOptionsProxy<AppRouter>({ client, queryClient }))
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={client} queryClient={queryClient}>
          <TestIntl>
            {children}
            <ToasterLayer label="Notifications" />
          </TestIntl>
        </TRPCProvider>
      </QueryClientProvider>
    )
  }
  return { calls, queryClient, Wrapper }
}

function Routed({ ui, path }: { ui: ReactNode; path: string }) {
  const [router] = useState(() =>
    createRouter({
      routeTree: createRootRoute({ component: () => ui }),
      history: createMemoryHistory({ initialEntries: [path] }),
    }),
  )
  return <RouterProvider router={router} />
}

/** Renders a screen in the simulated browser; `calls` lists what it asked of the server. */
export function renderWithTrpc(
  ui: ReactNode,
  setup: Setup = {},
  options: Omit<RenderOptions, 'wrapper'> = {},
) {
  const { calls, queryClient, Wrapper } = providers(setup)
  const screen = setup.path === undefined ? ui : <Routed ui={ui} path={setup.path} />
  return { ...render(screen, { ...options, wrapper: Wrapper }), calls, queryClient }
}

/** Runs a hook inside the same providers as `renderWithTrpc`. */
export function renderHookWithTrpc<Result, Props>(
  hook: (props: Props) => Result,
  setup: Setup & { initialProps?: Props } = {},
) {
  const { calls, queryClient, Wrapper } = providers(setup)
  const rendered = renderHook(hook, { wrapper: Wrapper, initialProps: setup.initialProps })
  return { ...rendered, calls, queryClient }
}

/** The calls of one procedure, e.g. `investors.applications.setStatus`: what reached the server. */
export function callsTo(calls: readonly Call[], path: string): unknown[] {
  return calls.filter((c) => c.path === path).map((c) => c.input)
}
