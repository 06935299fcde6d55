/**
 * The applications index's faceted filters: for each filter, a bitmap (roaring) of the positions
 * holding each value.
 */
import roaring from 'roaring'

import { facetKeys, type FacetKey } from '@/domain/applications/search-params'

import { valuesOf, type IndexedApplication } from './indexed-application'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

export type FacetBitmaps = Record<FacetKey, Map<string, Bitmap>>

export function emptyFacetBitmaps(): FacetBitmaps {
  return Object.fromEntries(facetKeys.map((key) => [key, new Map()])) as FacetBitmaps
}

/** The positions leave every value's bitmap (their row was rewritten or removed). */
export function leaveAll(bitmaps: FacetBitmaps, positions: readonly number[]): void {
  if (!positions.length) return
  const leaving = new RoaringBitmap32(positions)
  for (const key of facetKeys) {
    for (const bitmap of bitmaps[key].values()) bitmap.andNotInPlace(leaving)
  }
}

/** Each row's position joins the bitmaps of its values (`positions[i]` is `rows[i]`'s). */
export function joinValues(
  bitmaps: FacetBitmaps,
  rows: readonly IndexedApplication[],
  positions: readonly number[],
): void {
  for (const key of facetKeys) {
    const joining = new Map<string, number[]>()
    rows.forEach((row, i) => {
      for (const value of new Set(valuesOf[key](row))) {
        const list = joining.get(value)
        if (list) list.push(positions[i]!)
        else joining.set(value, [positions[i]!])
      }
    })
    const map = bitmaps[key]
    for (const [value, list] of joining) {
      let bitmap = map.get(value)
      if (!bitmap) map.set(value, (bitmap = new RoaringBitmap32()))
      bitmap.addMany(list)
    }
  }
}

/** Compresses every bitmap's runs (after a build), one bitmap per step. */
export function* compact(bitmaps: FacetBitmaps): Generator<void, void> {
  for (const map of Object.values(bitmaps)) {
    for (const bitmap of map.values()) {
      bitmap.runOptimize()
      yield
    }
  }
}
