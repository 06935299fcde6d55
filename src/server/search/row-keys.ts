/**
 * The applications index's keys kept outside the JavaScript heap: ids as 16 bytes each with a
 * hash table from id to position, and name keys as UTF-8 bytes. A million rows are then a few
 * typed arrays instead of millions of strings and map entries, which keeps the garbage collector's
 * pauses short (every full collection would otherwise walk them all).
 */

import { uuidPattern } from './indexed-application'

/** The character codes of the hex digits 0–f. */
const hexCodes = Uint8Array.from('0123456789abcdef', (digit) => digit.charCodeAt(0))

/** The value of a hex digit's character code (the caller has checked it is one). */
const hexValue = (code: number) => (code <= 57 ? code - 48 : (code | 32) - 87)

/** A typed array of at least `length`, holding `from`'s values first. */
export function grown<T extends Float64Array | Int32Array | Uint32Array | Uint16Array | Uint8Array>(
  from: T,
  length: number,
): T {
  if (from.length >= length) return from
  const to = new (from.constructor as new (n: number) => T)(Math.max(length, from.length * 2))
  to.set(from)
  return to
}

/** Application ids (uuids) by position, and the position of an id. */
export class IdTable {
  private bytes = new Uint8Array(0)
  /** Open addressing: position + 1 in each slot, 0 for an empty one. */
  private slots = new Uint32Array(16)
  private count = 0
  private readonly scratch = new Uint8Array(16)
  private readonly text = Buffer.alloc(36)

  get size(): number {
    return this.count
  }

  /** The position of `id`, or undefined when the table does not hold it (or it is no uuid). */
  positionOf(id: string): number | undefined {
    if (!this.parse(id, this.scratch)) return undefined
    return this.positionOfBytes(this.scratch, 0)
  }

  /** The position of the id written as the 16 bytes at `at` of `bytes`, or undefined. */
  positionOfBytes(bytes: Uint8Array, at: number): number | undefined {
    const mask = this.slots.length - 1
    for (let slot = this.hash(bytes, at) & mask; ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!
      if (held === 0) return undefined
      if (this.equals(held - 1, bytes, at)) return held - 1
    }
  }

  /** Makes room for `ids` ids without growing or rehashing. */
  reserve(ids: number): void {
    this.bytes = grown(this.bytes, ids * 16)
    let slots = this.slots.length
    while (ids * 2 > slots) slots *= 2
    if (slots > this.slots.length) this.rehash(slots)
  }

  /** Adds an id the table does not hold and returns its position. */
  add(id: string): number {
    const position = this.count
    this.bytes = grown(this.bytes, (position + 1) * 16)
    if (!this.parse(id, this.bytes.subarray(position * 16, position * 16 + 16))) {
      throw new Error(`Not an application id: ${id}`)
    }
    this.count++
    if (this.count * 2 > this.slots.length) this.rehash(this.slots.length * 2)
    else this.place(position)
    return position
  }

  /** The id at a position, written as the database writes uuids. */
  idAt(position: number): string {
    // Written as characters and read once: a flat string of 36 bytes. Joined piece by piece, it
    // would be a rope of some twenty parts, ten times the memory until something flattens it.
    const [b, text] = [this.bytes, this.text]
    let at = position * 16
    for (let i = 0, out = 0; i < 16; i++, at++) {
      if (i === 4 || i === 6 || i === 8 || i === 10) text[out++] = 45 // '-'
      text[out++] = hexCodes[b[at]! >> 4]!
      text[out++] = hexCodes[b[at]! & 15]!
    }
    return text.toString('latin1', 0, 36)
  }

  /** The order of two positions' ids, as the database orders uuids (byte by byte). */
  compare(a: number, b: number): number {
    const bytes = this.bytes
    for (let i = 0, x = a * 16, y = b * 16; i < 16; i++, x++, y++) {
      if (bytes[x] !== bytes[y]) return bytes[x]! - bytes[y]!
    }
    return 0
  }

  private parse(id: string, into: Uint8Array): boolean {
    if (id.length !== 36 || !uuidPattern.test(id)) return false
    for (let i = 0, c = 0; i < 16; i++) {
      if (c === 8 || c === 13 || c === 18 || c === 23) c++
      into[i] = (hexValue(id.charCodeAt(c)) << 4) | hexValue(id.charCodeAt(c + 1))
      c += 2
    }
    return true
  }

  /** FNV-1a over the 16 bytes. */
  private hash(bytes: Uint8Array, at: number): number {
    let h = 0x811c9dc5
    for (let i = 0; i < 16; i++) h = Math.imul(h ^ bytes[at + i]!, 0x01000193)
    return h >>> 0
  }

  private equals(position: number, id: Uint8Array, from: number): boolean {
    const at = position * 16
    for (let i = 0; i < 16; i++) if (this.bytes[at + i] !== id[from + i]) return false
    return true
  }

  private place(position: number) {
    const mask = this.slots.length - 1
    let slot = this.hash(this.bytes, position * 16) & mask
    while (this.slots[slot] !== 0) slot = (slot + 1) & mask
    this.slots[slot] = position + 1
  }

  private rehash(capacity: number) {
    this.slots = new Uint32Array(capacity)
    for (let position = 0; position < this.count; position++) this.place(position)
  }
}

const encoder = new TextEncoder()

/** Each position's name key as UTF-8 bytes, compared byte by byte as `collate "C"` does. */
export class NameKeys {
  private pool = new Uint8Array(0)
  private used = 0
  private start = new Uint32Array(0)
  private end = new Uint32Array(0)

  /** Makes room for the keys of `positions` positions (about 20 bytes each). */
  reserve(positions: number): void {
    this.start = grown(this.start, positions)
    this.end = grown(this.end, positions)
    this.pool = grown(this.pool, positions * 20)
  }

  /** Sets the key of a position (a new one, or one whose name changed). */
  set(position: number, key: string): void {
    this.start = grown(this.start, position + 1)
    this.end = grown(this.end, position + 1)
    const bytes = encoder.encode(key)
    this.pool = grown(this.pool, this.used + bytes.length)
    this.pool.set(bytes, this.used)
    this.start[position] = this.used
    this.used += bytes.length
    this.end[position] = this.used
  }

  /** Whether a position's key is `key`. */
  is(position: number, key: string): boolean {
    const bytes = encoder.encode(key)
    const [from, to] = [this.start[position]!, this.end[position]!]
    if (to - from !== bytes.length) return false
    return bytes.every((byte, i) => this.pool[from + i] === byte)
  }

  /** UTF-8 byte order, which is code-point order. */
  compare(a: number, b: number): number {
    const pool = this.pool
    let [x, y] = [this.start[a]!, this.start[b]!]
    const [xEnd, yEnd] = [this.end[a]!, this.end[b]!]
    for (; x < xEnd && y < yEnd; x++, y++) {
      if (pool[x] !== pool[y]) return pool[x]! - pool[y]!
    }
    return xEnd - x - (yEnd - y)
  }
}
