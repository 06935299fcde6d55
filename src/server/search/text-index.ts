/**
 * The text search `q` answered from memory. Each row's search text (name, one-liner and answers,
 * lowercased by the database) is cut at whitespace into words, and each distinct word keeps a
 * bitmap of its rows. For a `q` without whitespace, lowercased by the database too, the rows whose
 * text contains it are exactly the rows of the words that contain it: a match holds no whitespace,
 * so it lies within one word. This is what `ilike '%q%'` finds (PostgreSQL lowers the text and the
 * pattern, then compares them literally). A `q` with whitespace is left to the database.
 */
import roaring from 'roaring'

const { RoaringBitmap32 } = roaring
type Bitmap = InstanceType<typeof RoaringBitmap32>

const whitespace = /[ \t\n\r]+/
/** A separator no word holds, between the words of the vocabulary scanned for `q`. */
const separator = '\n'

/** A 32-bit FNV-1a hash of a text, to notice a row whose text changed. */
function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

export class TextIndex {
  private readonly wordIds = new Map<string, number>()
  private readonly words: string[] = []
  private readonly rows: Bitmap[] = []
  private hashes = new Uint32Array(0)
  /** Every word, separated, and where each starts: made again after words were added. */
  private vocabulary: { text: string; starts: Uint32Array } | undefined

  /** Whether `q` can be answered here (it holds no whitespace). */
  static answers(q: string): boolean {
    return !whitespace.test(q)
  }

  /**
   * Indexes the lowercased search text of rows at positions never indexed before. Returns false,
   * indexing nothing, when a row indexed before has another text now (the index must be rebuilt).
   */
  add(rows: readonly { position: number; text: string; known: boolean }[]): boolean {
    for (const row of rows) {
      if (row.known && this.hashes[row.position] !== hashOf(row.text)) return false
    }
    const joining = new Map<number, number[]>()
    for (const row of rows) {
      if (row.known) continue
      if (row.position >= this.hashes.length) {
        const grown = new Uint32Array(Math.max(row.position + 1, this.hashes.length * 2))
        grown.set(this.hashes)
        this.hashes = grown
      }
      this.hashes[row.position] = hashOf(row.text)
      for (const word of new Set(row.text.split(whitespace))) {
        if (!word) continue
        let id = this.wordIds.get(word)
        if (id === undefined) {
          id = this.words.push(word) - 1
          this.wordIds.set(word, id)
          this.rows.push(new RoaringBitmap32())
          this.vocabulary = undefined
        }
        const list = joining.get(id)
        if (list) list.push(row.position)
        else joining.set(id, [row.position])
      }
    }
    for (const [id, positions] of joining) this.rows[id]!.addMany(positions)
    return true
  }

  /** The rows whose text contains `q` (lowercased by the database, without whitespace). */
  matches(q: string): Bitmap {
    const { text, starts } = this.scanned()
    const found: Bitmap[] = []
    for (let at = text.indexOf(q); at !== -1; ) {
      // The word holding this match: the last one starting at or before it.
      let [low, high] = [0, starts.length - 1]
      while (low < high) {
        const middle = (low + high + 1) >>> 1
        if (starts[middle]! <= at) low = middle
        else high = middle - 1
      }
      found.push(this.rows[low]!)
      // On to the next word: one match per word is enough.
      const next = low + 1 < starts.length ? starts[low + 1]! : text.length
      at = text.indexOf(q, next)
    }
    return found.length ? RoaringBitmap32.orMany(found) : new RoaringBitmap32()
  }

  private scanned() {
    if (!this.vocabulary) {
      const starts = new Uint32Array(this.words.length)
      let offset = 0
      this.words.forEach((word, id) => {
        starts[id] = offset
        offset += word.length + separator.length
      })
      this.vocabulary = { text: this.words.join(separator), starts }
    }
    return this.vocabulary
  }
}
