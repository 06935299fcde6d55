import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'

import {
  serializeApplicationSearch,
  type ApplicationSearch,
} from '@/domain/applications/search-params'
import type { ApplicationList, ApplicationListRow } from '@/features/investors/applications/types'
import { useTRPC } from '@/lib/trpc'

/**
 * The applications of a search, one after another, fetched a page at a time as triage reaches
 * the end of what it holds. Applications triage moves out of the search (a rejection while
 * triaging "Submitted") shift the later pages forward; the next page is asked for with that in
 * mind, and anything already held is not taken twice.
 */
export function useTriageQueue(search: ApplicationSearch, first: ApplicationList) {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [rows, setRows] = useState<ApplicationListRow[]>(first.rows)
  const held = useRef(first.rows)
  const [total] = useState(first.total)
  const [index, setIndex] = useState(0)
  const [done, setDone] = useState(first.pageCount <= 1)
  const state = useRef({ left: 0, loading: false, done: first.pageCount <= 1 })

  const loadMore = useCallback(async () => {
    const s = state.current
    if (s.loading || s.done) return
    s.loading = true
    try {
      let page = Math.floor((held.current.length - s.left) / first.pageSize) + 1
      // A page of applications already held (others moved some out meanwhile): try the next.
      for (let tries = 0; tries < 3; tries++, page++) {
        const next = await queryClient.fetchQuery({
          ...trpc.investors.applications.list.queryOptions(
            serializeApplicationSearch({ ...search, page }),
          ),
          staleTime: 0,
        })
        const known = new Set(held.current.map((r) => r.id))
        const fresh = next.rows.filter((r) => !known.has(r.id))
        if (page >= next.pageCount) s.done = true
        if (fresh.length > 0) {
          held.current = [...held.current, ...fresh]
          setRows(held.current)
          break
        }
        if (s.done || tries === 2) s.done = true
        if (s.done) break
      }
      setDone(s.done)
    } finally {
      s.loading = false
    }
  }, [first.pageSize, queryClient, search, trpc])

  // Keep a few applications ahead of the one on screen.
  useEffect(() => {
    if (index >= rows.length - 3) void loadMore()
  }, [index, rows.length, loadMore])

  /** One application triage took out of the search: later pages start one earlier. */
  const leftSearch = useCallback((delta: 1 | -1) => {
    state.current.left += delta
  }, [])

  return {
    rows,
    total,
    index,
    current: rows[index] ?? null,
    upcoming: rows[index + 1] ?? null,
    next: () => setIndex((i) => Math.min(i + 1, Math.max(rows.length - 1, 0))),
    previous: () => setIndex((i) => Math.max(i - 1, 0)),
    /** Back to an application triage has shown (the one an undone action was on). */
    show: (applicationId: string) => {
      const at = held.current.findIndex((r) => r.id === applicationId)
      if (at >= 0) setIndex(at)
    },
    atEnd: index >= rows.length - 1 && done,
    leftSearch,
  }
}
