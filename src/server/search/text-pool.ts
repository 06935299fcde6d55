/**
 * Every application's searchable text in one byte buffer, so that `q` is answered without a trip
 * to the database: at a million applications the trigram index still has to recheck each
 * candidate row in the wide table (half a second for a common word), while a scan of this buffer
 * takes tens of milliseconds.
 *
 * The text is the database's own `lower(search_text)` (name, one-liner and answers, one per line),
 * each application's followed by a zero byte. PostgreSQL's ILIKE lowercases both sides with
 * `lower()`, so for a `q` in ASCII without a line break — the needle lowercases the same in
 * JavaScript — a row matches here exactly when it matches there. Any other `q` is left to the
 * database (`matching` answers undefined).
 *
 * A scan reads every byte (about 2 GB/s a core here, less for a needle whose first letter is
 * common): at a million applications, 180 MB of text, about 100 ms. The text is kept in chunks of
 * `chunkBytes` that never move (a stretch never crosses two): the pool grows by a chunk, never by
 * copying all of it (a copy of a 128 MB buffer held the event loop for a few hundred ms during a
 * build), and a scan reads a chunk at a time and lets other requests run between them. The latest
 * needles' matches are kept: paging through a search or changing its filters scans only the text
 * added since. A rewritten text (a row removed, or a text changed in SQL: the app fixes an
 * application's text when it is sent) forgets them all.
 */
import { setImmediate as yieldToEventLoop } from 'node:timers/promises'

const encoder = new TextEncoder()
/** The size of a pool's first chunk; later ones double up to `chunkBytes`. */
const firstChunkBytes = 64 * 1024
/** Needles whose matches are kept, the least recently asked dropped first. */
const keptNeedles = 8

type Matches = { positions: Uint32Array; count: number; scannedTo: number }

/** A chunk of the pool's text: bytes `base` to `base + bytes.length` of the whole. */
type Chunk = { base: number; bytes: Buffer }

export class TextPool {
  private readonly chunks: Chunk[] = []
  /** Bytes written: the offset in the whole text where the next one goes. */
  private used = 0
  /** Where each stretch of text starts (ascending), and the position it belongs to. */
  private starts = new Uint32Array(0)
  private owners = new Int32Array(0)
  private stretches = 0
  /** Each position's current stretch, + 1 (0: none yet). */
  private stretchOf = new Uint32Array(0)
  private readonly kept = new Map<string, Matches>()
  /** Scans one at a time: they share the kept matches. */
  private queue: Promise<unknown> = Promise.resolve()
  /** Raised by every rewritten text: a scan that saw one is not kept. */
  private rewrites = 0

  /** `chunkBytes`: the size of a chunk, the most text read without letting other requests run. */
  constructor(private readonly chunkBytes = 16 * 1024 * 1024) {}

  /** Bytes of text held, replaced text included (chunks' unused ends aside). */
  get byteLength(): number {
    return this.used
  }

  /** Bytes of the chunks allocated (what the pool holds in memory). */
  get chunkBytesHeld(): number {
    return this.chunks.reduce((sum, chunk) => sum + chunk.bytes.length, 0)
  }

  /** Sets a position's text; a changed text is appended and the old stretch disowned. */
  set(position: number, text: string): void {
    const bytes = encoder.encode(text)
    const current = position < this.stretchOf.length ? this.stretchOf[position]! : 0
    if (current) {
      const stretch = current - 1
      const end = stretch + 1 < this.stretches ? this.starts[stretch + 1]! - 1 : this.used - 1
      const from = this.starts[stretch]!
      const chunk = this.chunkAt(from)
      const held = chunk.bytes.subarray(from - chunk.base, end - chunk.base)
      if (end - from === bytes.length && held.equals(bytes)) return
      this.owners[stretch] = -1
      this.kept.clear()
      this.rewrites += 1
    }
    // A new chunk when this text does not fit in the last one's rest (a scan under way reads
    // only what was written before it began). Chunks grow with the text, from 64 kB up to
    // `chunkBytes`: a small organisation's pool stays small. A new chunk starts where the text
    // written so far ends (the last one's unused rest is never addressed).
    let last = this.chunks.at(-1)
    if (!last || this.used + bytes.length + 1 > last.base + last.bytes.length) {
      const size = Math.min(this.chunkBytes, Math.max(firstChunkBytes, this.used))
      last = { base: this.used, bytes: Buffer.alloc(Math.max(size, bytes.length + 1)) }
      this.chunks.push(last)
    }
    if (this.stretches + 1 > this.starts.length) {
      const capacity = Math.max(16, this.starts.length * 2)
      this.starts = copyInto(new Uint32Array(capacity), this.starts)
      this.owners = copyInto(new Int32Array(capacity), this.owners)
    }
    if (position >= this.stretchOf.length) {
      const capacity = Math.max(position + 1, this.stretchOf.length * 2)
      this.stretchOf = copyInto(new Uint32Array(capacity), this.stretchOf)
    }
    this.starts[this.stretches] = this.used
    this.owners[this.stretches] = position
    this.stretchOf[position] = this.stretches + 1
    this.stretches += 1
    last.bytes.set(bytes, this.used - last.base)
    this.used += bytes.length
    last.bytes[this.used++ - last.base] = 0
  }

  /** The chunk holding byte `offset` of the whole text. */
  private chunkAt(offset: number): Chunk {
    return this.chunks[lastStartingBy(this.chunks.length, (i) => this.chunks[i]!.base, offset)]!
  }

  /**
   * The positions whose text contains `q` (case-insensitive), or undefined when `q` is not
   * plain ASCII without a line break: the database then answers. The array is shared: read only.
   */
  async matching(q: string): Promise<Uint32Array | undefined> {
    if (!/^[\x20-\x7e\t]+$/.test(q)) return undefined
    const needle = q.toLowerCase()
    const scanned = this.queue.then(() => this.matchingNow(needle))
    this.queue = scanned.catch(() => undefined)
    return scanned
  }

  private async matchingNow(needle: string) {
    const matches = this.kept.get(needle) ?? {
      positions: new Uint32Array(64),
      count: 0,
      scannedTo: 0,
    }
    this.kept.delete(needle)
    const rewrites = this.rewrites
    if (matches.scannedTo < this.used) await this.scan(Buffer.from(needle), matches)
    if (rewrites === this.rewrites) this.kept.set(needle, matches)
    for (const [oldest] of this.kept) {
      if (this.kept.size <= keptNeedles) break
      this.kept.delete(oldest)
    }
    return matches.positions.subarray(0, matches.count)
  }

  /** Adds the matches in the text written since `matches.scannedTo`, a chunk at a time. */
  private async scan(needle: Buffer, matches: Matches) {
    // This scan's view: text written while it yields lies past `to`, grown arrays are copies.
    const [chunks, starts, owners, stretches, to] = [
      this.chunks.slice(),
      this.starts,
      this.owners,
      this.stretches,
      this.used,
    ]
    for (const [i, chunk] of chunks.entries()) {
      // A chunk's text ends where the next one's begins (its unused rest is never read).
      const end = Math.min(chunks[i + 1]?.base ?? to, to)
      if (end <= matches.scannedTo) continue
      const from = Math.max(chunk.base, matches.scannedTo)
      const found = scanChunk(chunk, { starts, owners, stretches }, needle, from, end)
      if (matches.count + found.length > matches.positions.length) {
        const larger = new Uint32Array(
          Math.max(matches.positions.length * 2, matches.count + found.length),
        )
        larger.set(matches.positions.subarray(0, matches.count))
        matches.positions = larger
      }
      matches.positions.set(found, matches.count)
      matches.count += found.length
      if (end < to) await yieldToEventLoop()
    }
    matches.scannedTo = to
  }
}

type Stretches = { starts: Uint32Array; owners: Int32Array; stretches: number }

/**
 * The owners of the stretches in bytes `from`..`to` (offsets of the whole text, inside `chunk`)
 * that hold `needle`, one per stretch.
 */
function scanChunk(
  { base, bytes }: Chunk,
  { starts, owners, stretches }: Stretches,
  needle: Buffer,
  from: number,
  to: number,
): Uint32Array {
  let found = new Uint32Array(64)
  let count = 0
  // A view that ends at `to`, so that a search with no hit there stops there.
  const text = bytes.subarray(0, to - base)
  let at = text.indexOf(needle, from - base)
  const startOf = (i: number) => starts[i]!
  let low = 0
  while (at !== -1) {
    // The stretch holding `at` (hits ascend: from the last one found).
    low = lastStartingBy(stretches, startOf, base + at, low)
    const owner = owners[low]!
    if (owner >= 0) {
      if (count === found.length) {
        const larger = new Uint32Array(found.length * 2)
        larger.set(found)
        found = larger
      }
      found[count++] = owner
    }
    // One hit per stretch: go on from the next one (past `to`, the view finds nothing).
    if (low + 1 >= stretches) break
    low += 1
    at = text.indexOf(needle, starts[low]! - base)
  }
  return found.slice(0, count)
}

/**
 * Of `count` ascending starts (`startOf`), the last one at or before `offset`, searched from
 * `low`: the chunk or the stretch holding a byte.
 */
function lastStartingBy(
  count: number,
  startOf: (i: number) => number,
  offset: number,
  low = 0,
): number {
  let high = count - 1
  while (low < high) {
    const middle = (low + high + 1) >>> 1
    if (startOf(middle) <= offset) low = middle
    else high = middle - 1
  }
  return low
}

function copyInto<T extends Uint32Array | Int32Array>(to: T, from: T): T {
  to.set(from)
  return to
}
