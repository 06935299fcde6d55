import superjson from 'superjson'

/**
 * tRPC's transformer: superjson's format and its deserializer, with a faster serializer for the
 * values answers are made of. superjson walks every value of an answer with generic machinery
 * (a path array copied at each step, every transformer tried, identities kept); under many users
 * that walk was a tenth of the server's time (decision 0043). Plain objects, arrays, strings,
 * numbers, booleans, null, undefined and Dates are written here in one pass, exactly as superjson
 * writes them (src/lib/transformer.test.ts compares the two); anything else — a Map, a Set, a
 * class instance, an object met twice (superjson keeps such identities), an invalid Date — goes to
 * superjson itself.
 */
type Annotations = Record<string, [string]>

class NotPlain extends Error {}
const notPlain = new NotPlain()
const nanMark = {}

const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.')
/** Where a value is: written out only for the few values that are annotated. */
type Place = { parent: Place | null; key: string } | null

/** A value's path as superjson writes it. */
function pathOf(place: NonNullable<Place>): string {
  const keys: string[] = []
  for (let at: Place = place; at; at = at.parent) keys.push(escapeKey(at.key))
  return keys.reverse().join('.')
}

function plainSerialize(value: unknown) {
  const annotations: Annotations = {}
  let rootAnnotation: [string] | undefined
  const seen = new Set<object>()
  // The value itself has no place: superjson annotates it without a path.
  const annotate = (place: Place, type: string) => {
    if (place === null) rootAnnotation = [type]
    else annotations[pathOf(place)] = [type]
  }
  const walk = (v: unknown, place: Place): unknown => {
    switch (typeof v) {
      case 'string':
      case 'boolean':
        return v
      case 'number': {
        const written = Number.isNaN(v)
          ? 'NaN'
          : v === Infinity
            ? 'Infinity'
            : v === -Infinity
              ? '-Infinity'
              : Object.is(v, -0)
                ? '-0'
                : null
        if (written === null) return v
        if (written === 'NaN') {
          // superjson keeps NaN's identity like an object's: a second one is left to it.
          if (seen.has(nanMark)) throw notPlain
          seen.add(nanMark)
        }
        annotate(place, 'number')
        return written
      }
      case 'undefined':
        annotate(place, 'undefined')
        return null
      case 'object': {
        if (v === null) return null
        if (seen.has(v)) throw notPlain
        seen.add(v)
        if (v instanceof Date) {
          if (Number.isNaN(v.getTime())) throw notPlain
          annotate(place, 'Date')
          return v.toISOString()
        }
        if (Array.isArray(v)) {
          if (Object.getPrototypeOf(v) !== Array.prototype) throw notPlain
          const out: unknown[] = new Array(v.length)
          for (let i = 0; i < v.length; i++) {
            // A hole (a sparse array) is left to superjson, which writes it its own way.
            if (!(i in v)) throw notPlain
            out[i] = walk(v[i], { parent: place, key: String(i) })
          }
          return out
        }
        const prototype = Object.getPrototypeOf(v) as unknown
        if (prototype !== Object.prototype && prototype !== null) throw notPlain
        const out: Record<string, unknown> = {}
        for (const key of Object.keys(v)) {
          if (key === '__proto__' || key === 'constructor' || key === 'prototype') throw notPlain
          out[key] = walk((v as Record<string, unknown>)[key], { parent: place, key })
        }
        return out
      }
      default:
        throw notPlain
    }
  }
  const json = walk(value, null)
  const values = rootAnnotation ?? (Object.keys(annotations).length ? annotations : undefined)
  return values ? { json, meta: { values, v: 1 } } : { json }
}

/**
 * Whether `value` is written in one pass, without superjson: what a hot procedure's answer should
 * be (an object met twice, say, sends the whole answer through the slower walk).
 */
export function writtenInOnePass(value: unknown): boolean {
  try {
    plainSerialize(value)
    return true
  } catch (error) {
    if (error !== notPlain) throw error
    return false
  }
}

export function serialize(value: unknown): ReturnType<typeof superjson.serialize> {
  try {
    return plainSerialize(value) as ReturnType<typeof superjson.serialize>
  } catch (error) {
    if (error !== notPlain) throw error
    return superjson.serialize(value)
  }
}

export const transformer = { serialize, deserialize: superjson.deserialize.bind(superjson) }
