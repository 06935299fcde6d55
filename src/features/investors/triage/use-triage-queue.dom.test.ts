import { act, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { applicationPage, applicationRow } from '@/lib/testing/application-rows'
import { callsTo, renderHookWithTrpc, type Call } from '@/lib/testing/dom'

import { useTriageQueue } from './use-triage-queue'

const pageSize = 2
type Row = ReturnType<typeof applicationRow>
const [a, b, c, d, e, f] = [1, 2, 3, 4, 5, 6].map((n) => applicationRow(n)) as [
  Row,
  Row,
  Row,
  Row,
  Row,
  Row,
]
const list = 'investors.applications.list'

/** The server's search: the pages of what is in it now. */
function server(inSearch: Row[]) {
  return (call: Call) => {
    const page = Number((call.input as { page?: string }).page ?? 1)
    return applicationPage(inSearch.slice((page - 1) * pageSize, page * pageSize), {
      page,
      pageSize,
      total: inSearch.length,
      pageCount: Math.ceil(inSearch.length / pageSize),
    })
  }
}

function queue(first: Row[], inSearch: Row[]) {
  const state = { inSearch }
  const rendered = renderHookWithTrpc(
    () =>
      useTriageQueue(
        { ...parseApplicationSearch({}), page: 1 },
        applicationPage(first, {
          pageSize,
          total: inSearch.length,
          pageCount: Math.ceil(inSearch.length / pageSize),
        }),
      ),
    { answer: (call) => server(state.inSearch)(call) },
  )
  const ids = () => rendered.result.current.rows.map((r) => r.startupName)
  return { ...rendered, state, ids }
}

describe('the triage queue', () => {
  it('reads the next page ahead of the application on screen', async () => {
    const { ids, result, calls } = queue([a, b], [a, b, c, d, e, f])
    await waitFor(() => expect(ids()).toEqual(['Startup 1', 'Startup 2', 'Startup 3', 'Startup 4']))
    expect(result.current.current?.id).toBe(a.id)
    expect(result.current.upcoming?.id).toBe(b.id)
    expect(callsTo(calls, list)).toEqual([{ page: '2' }])
  })

  it('asks for a page one earlier once triage moved an application out of the search', async () => {
    const { ids, result, state } = queue([a, b], [a, b, c, d, e, f])
    await waitFor(() => expect(ids()).toHaveLength(4))

    // Startup 1 is rejected while triaging "Submitted": the server's pages shift forward by one.
    act(() => result.current.leftSearch(1))
    state.inSearch = [b, c, d, e, f]
    act(() => result.current.next())
    // Page 2 is now d, e: d is held already, e is not lost.
    await waitFor(() =>
      expect(ids()).toEqual(['Startup 1', 'Startup 2', 'Startup 3', 'Startup 4', 'Startup 5']),
    )
    act(() => result.current.next())
    await waitFor(() => expect(ids()).toHaveLength(6))
    expect(ids().at(-1)).toBe('Startup 6')
  })

  it('ends on the last application of the search', async () => {
    const { ids, result, calls } = queue([a, b], [a, b])
    expect(ids()).toEqual(['Startup 1', 'Startup 2'])
    expect(result.current.atEnd).toBe(false)
    act(() => result.current.next())
    expect(result.current.atEnd).toBe(true)
    act(() => result.current.next())
    expect(result.current.current?.id).toBe(b.id)
    // One page was all there was: nothing more is asked.
    expect(callsTo(calls, list)).toEqual([])
  })

  it('goes back to an application it has shown (the one an undone action was on)', async () => {
    const { result } = queue([a, b, c], [a, b, c])
    act(() => result.current.next())
    act(() => result.current.next())
    expect(result.current.index).toBe(2)
    act(() => result.current.show(a.id))
    expect(result.current.current?.id).toBe(a.id)
    act(() => result.current.previous())
    expect(result.current.index).toBe(0)
  })
})
