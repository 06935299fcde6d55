type Row = { startupOrgId: string }

export type PlaceInPage<R extends Row> = {
  /** The startup's index in the page; -1 once it has moved out of the list. */
  at: number
  before: R | undefined
  after: R | undefined
}

/**
 * Where a startup stands in one page of the list it was opened from, and its neighbours there.
 * Another application of the same startup is the same screen, so never a neighbour. Once a
 * status move takes the startup out of the list, the place it had (`keptAt`) still splits the
 * page: the rows after it have moved up into it, so the next is the one now standing there.
 * Null when the startup is not on the page and had no place on it.
 */
export function placeInPage<R extends Row>(
  rows: readonly R[],
  startupId: string,
  keptAt: number | undefined,
): PlaceInPage<R> | null {
  const other = (row: R) => row.startupOrgId !== startupId
  const at = rows.findIndex((row) => !other(row))
  if (at >= 0) {
    return {
      at,
      before: rows.slice(0, at).findLast(other),
      after: rows.slice(at + 1).find(other),
    }
  }
  if (keptAt === undefined) return null
  return {
    at: -1,
    before: rows.slice(0, keptAt).findLast(other),
    after: rows.slice(keptAt).find(other),
  }
}
