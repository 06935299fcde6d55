import { sql, type SQL } from 'drizzle-orm'

import type { Database } from '@/server/db/client'
import { rowsOf } from '@/server/db/rows'

/** A facet's column among the counted rows; an array column counts a row once per element. */
export type FacetColumn = { column: SQL; array: boolean }

type FacetCountQuery<Key extends string> = {
  /** The counted rows' select list, naming each facet's column as `facets` says. */
  columns: SQL
  /** `from … where …`: the rows in scope, before any faceted filter. */
  from: SQL
  facets: Record<Key, FacetColumn>
  /** The condition of each active faceted filter, over the same tables as `from`. */
  filters: Partial<Record<Key, SQL>>
  /**
   * Counts besides the facets' values, each a `select facet, value, n from base where …`;
   * `allBut(key)` is the condition of every active filter but that one's.
   */
  more?: (allBut: (skip?: Key) => SQL) => SQL[]
}

/**
 * Standard faceting in one round trip: for each facet, how many rows each value would give under
 * all the *other* active filters, plus the total under all of them. Values counting none are left
 * out.
 */
export async function countFacets<Key extends string>(
  db: Database,
  { columns, from, facets, filters, more }: FacetCountQuery<Key>,
): Promise<{ facets: Record<Key, Record<string, number>>; total: number }> {
  const keys = Object.keys(facets) as Key[]
  const active = Object.keys(filters) as Key[]
  const flag = (key: Key) => sql.raw(`m_${key}`)
  const allBut = (skip?: Key) => {
    const flags = active.filter((key) => key !== skip).map(flag)
    return flags.length ? sql.join(flags, sql` and `) : sql`true`
  }
  const parts = keys.map((key) => {
    const { column, array } = facets[key]
    const value = array ? sql`v` : column
    const rows = array ? sql`base cross join lateral unnest(${column}) as v` : sql`base`
    return sql`select ${key}::text as facet, ${value}::text as value, count(*)::int as n from ${rows} where ${allBut(key)} and ${value} is not null group by 2`
  })
  const rows = await rowsOf<{ facet: string; value: string; n: number | string }>(
    db,
    sql`
    with base as (
      select ${columns}
        ${sql.join(
          active.map((key) => sql`, (${filters[key]}) as ${flag(key)}`),
          sql``,
        )}
      ${from}
    )
    ${sql.join([...parts, ...(more?.(allBut) ?? [])], sql` union all `)}
    union all select '', 'total', count(*)::int from base where ${allBut()}
  `,
  )

  const counts: Record<string, Record<string, number>> = Object.fromEntries(
    keys.map((key) => [key, {}]),
  )
  let total = 0
  for (const row of rows) {
    const n = Number(row.n)
    if (row.facet === '') total = n
    else if (n > 0) counts[row.facet]![row.value] = n
  }
  return { facets: counts as Record<Key, Record<string, number>>, total }
}
