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
 * A scan reads every byte (about 2 GB/s here: some 80 ms at a million applications), so the
 * latest needles' matches are kept: paging through a search or changing its filters scans only
 * the text added since. A rewritten text (never seen: an application's text is fixed when it is
 * sent) forgets them all.
 */
const encoder = new TextEncoder()
/** Needles whose matches are kept, the least recently asked dropped first. */
const keptNeedles = 8

type Matches = { positions: Uint32Array; count: number; scannedTo: number }

export class TextPool {
  private bytes = Buffer.alloc(0)
  private used = 0
  /** Where each stretch of text starts (ascending), and the position it belongs to. */
  private starts = new Uint32Array(0)
  private owners = new Int32Array(0)
  private stretches = 0
  /** Each position's current stretch, + 1 (0: none yet). */
  private stretchOf = new Uint32Array(0)
  private readonly kept = new Map<string, Matches>()

  /** Bytes held, replaced text included. */
  get byteLength(): number {
    return this.used
  }

  /** Sets a position's text; a changed text is appended and the old stretch disowned. */
  set(position: number, text: string): void {
    const bytes = encoder.encode(text)
    const current = position < this.stretchOf.length ? this.stretchOf[position]! : 0
    if (current) {
      const stretch = current - 1
      const end = stretch + 1 < this.stretches ? this.starts[stretch + 1]! - 1 : this.used - 1
      const from = this.starts[stretch]!
      if (end - from === bytes.length && this.bytes.subarray(from, end).equals(bytes)) return
      this.owners[stretch] = -1
      this.kept.clear()
    }
    if (this.used + bytes.length + 1 > this.bytes.length) {
      const larger = Buffer.alloc(Math.max(this.used + bytes.length + 1, this.bytes.length * 2))
      this.bytes.copy(larger, 0, 0, this.used)
      this.bytes = larger
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
    this.bytes.set(bytes, this.used)
    this.used += bytes.length
    this.bytes[this.used++] = 0
  }

  /**
   * The positions whose text contains `q` (case-insensitive), or undefined when `q` is not
   * plain ASCII without a line break: the database then answers. The array is shared: read only.
   */
  matching(q: string): Uint32Array | undefined {
    if (!/^[\x20-\x7e\t]+$/.test(q)) return undefined
    const needle = q.toLowerCase()
    const matches = this.kept.get(needle) ?? {
      positions: new Uint32Array(64),
      count: 0,
      scannedTo: 0,
    }
    this.kept.delete(needle)
    if (matches.scannedTo < this.used) this.scan(Buffer.from(needle), matches)
    this.kept.set(needle, matches)
    for (const [oldest] of this.kept) {
      if (this.kept.size <= keptNeedles) break
      this.kept.delete(oldest)
    }
    return matches.positions.subarray(0, matches.count)
  }

  /** Adds the matches in the text written since `matches.scannedTo`. */
  private scan(needle: Buffer, matches: Matches) {
    let at = this.bytes.indexOf(needle, matches.scannedTo)
    while (at !== -1 && at < this.used) {
      const stretch = this.stretchAt(at)
      const owner = this.owners[stretch]!
      if (owner >= 0) {
        if (matches.count === matches.positions.length) {
          const larger = new Uint32Array(matches.positions.length * 2)
          larger.set(matches.positions)
          matches.positions = larger
        }
        matches.positions[matches.count++] = owner
      }
      // One hit per stretch: go on from the next one.
      if (stretch + 1 >= this.stretches) break
      at = this.bytes.indexOf(needle, this.starts[stretch + 1]!)
    }
    matches.scannedTo = this.used
  }

  /** The stretch holding byte `offset`: the last one starting at or before it. */
  private stretchAt(offset: number): number {
    let [low, high] = [0, this.stretches - 1]
    while (low < high) {
      const middle = (low + high + 1) >>> 1
      if (this.starts[middle]! <= offset) low = middle
      else high = middle - 1
    }
    return low
  }
}

function copyInto<T extends Uint32Array | Int32Array>(to: T, from: T): T {
  to.set(from)
  return to
}
