// Generated inputs for the fuzz suite (tests/fuzz): from a procedure's zod input, through its JSON
// Schema, to fast-check arbitraries — valid values, values just past each bound, wrong types, huge
// strings and arrays, unicode, NaN and Infinity, unknown and prototype-polluting keys — so a new
// procedure is fuzzed without new code.
import fc from 'fast-check'
import { z } from 'zod'

/** The parts of a JSON Schema (draft 2020-12, as zod writes it) the generators read. */
export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  items?: JsonSchema
  prefixItems?: JsonSchema[]
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
}

/** What one fuzz call sends: a value encoded with the app's transformer, or a raw body. */
export type FuzzInput = { kind: 'value'; value: unknown } | { kind: 'raw'; text: string }

/** The JSON Schema of a procedure's input, or null when it takes none. */
export function inputSchemaOf(procedure: { _def: { inputs: unknown[] } }): JsonSchema | null {
  const inputs = procedure._def.inputs as z.ZodType[]
  if (inputs.length === 0) return null
  const schema = inputs.reduce((all, next) => z.intersection(all, next))
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema
}

const huge = 200_000
// Strings that have broken servers: empty, very long, control and NUL characters, lone
// surrogates, right-to-left and combining marks, Devanagari, emoji, SQL and markup, paths.
const hostileStrings = [
  '',
  ' ',
  'x'.repeat(huge),
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202e\u0301\u200b',
  'संगम 🙂 𝕊𝔸ℕ𝔾𝔸𝕄',
  '🙂'.repeat(5_000),
  "'; DROP TABLE application; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00%ff',
  '00000000-0000-0000-0000-000000000000',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
]

const hostileNumbers = [
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  -1,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  Number.MAX_VALUE,
  -Number.MAX_VALUE,
  Number.MIN_VALUE,
]

/** Any value a client could send through superjson, typed or not. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostileStrings, ...hostileNumbers, null, undefined, true, false),
  fc.constantFrom<unknown>(
    [],
    {},
    Array.from({ length: 5_000 }, (_, i) => i),
    Array.from({ length: 5_000 }, () => 'x'),
    new Date(Number.NaN),
    new Date(8.64e15),
    10n ** 40n,
    new Map([['a', 1]]),
    new Set([1, 2]),
  ),
  fc.anything({ maxDepth: 3, withBigInt: true, withDate: true, withMap: true, withSet: true }),
)

/** Values shaped by the schema: mostly valid, with the values just past each bound mixed in. */
export function arbitraryOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const choices = schema.anyOf ?? schema.oneOf
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, depth)))
  if (schema.allOf?.length) return arbitraryOf(schema.allOf[0]!, depth)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringOf(schema)
    case 'integer':
    case 'number':
      return numberOf(schema, type === 'integer')
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return arrayOf(schema, depth)
    case 'object':
      return objectOf(schema, depth)
    default:
      return depth > 2 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 3 })
  }
}

function stringOf(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0
  const max = Math.min(schema.maxLength ?? 300, 20_000)
  const shaped = schema.pattern
    ? fc.stringMatching(new RegExp(schema.pattern))
    : schema.format === 'email'
      ? fc.emailAddress()
      : schema.format === 'uuid'
        ? fc.uuid()
        : schema.format === 'date-time'
          ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
          : fc.string({ minLength: min, maxLength: Math.min(max, 200), unit: 'grapheme' })
  const edges = [max, max + 1, Math.max(0, min - 1)].map((length) => 'न'.repeat(length))
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  )
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e9
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e9
  const inRange = integer
    ? fc.integer({
        min: Math.max(min, Number.MIN_SAFE_INTEGER),
        max: Math.min(max, Number.MAX_SAFE_INTEGER),
      })
    : fc.double({ min, max, noNaN: true })
  const edges = [min, max, min - 1, max + 1, integer ? min + 0.5 : min - 1e-9]
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(...edges) },
  )
}

function arrayOf(schema: JsonSchema, depth: number): fc.Arbitrary<unknown[]> {
  const item = schema.items ? arbitraryOf(schema.items, depth + 1) : fc.jsonValue({ maxDepth: 1 })
  if (schema.prefixItems)
    return fc.tuple(...schema.prefixItems.map((s) => arbitraryOf(s, depth + 1)))
  const min = schema.minItems ?? 0
  const max = Math.min(schema.maxItems ?? 8, 50)
  return fc.oneof(
    { weight: 4, arbitrary: fc.array(item, { minLength: min, maxLength: max }) },
    { weight: 1, arbitrary: fc.array(item, { minLength: max + 1, maxLength: max + 2 }) },
  )
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {}
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]),
    ),
    { requiredKeys: (schema.required ?? []).filter((key) => key in properties) },
  )
  if (Object.keys(properties).length > 0) return record
  // A record of any keys (search parameters, for one): keys and values of its own.
  const values =
    typeof schema.additionalProperties === 'object'
      ? arbitraryOf(schema.additionalProperties, depth + 1)
      : fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
        )
  return fc.dictionary(fc.string({ maxLength: 20 }), values, { maxKeys: 6 })
}

/** Every path to a value inside `value` (object keys and array indexes), the root included. */
function pathsOf(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const paths = [prefix]
  if (Array.isArray(value)) value.forEach((item, i) => paths.push(...pathsOf(item, [...prefix, i])))
  else if (value && typeof value === 'object' && !(value instanceof Date))
    for (const [key, item] of Object.entries(value)) paths.push(...pathsOf(item, [...prefix, key]))
  return paths
}

function shallowCopy(value: unknown): Record<string | number, unknown> {
  return (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
}

function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  if (path.length === 0) return by
  const [head, ...rest] = path
  const copy = shallowCopy(value)
  copy[head!] = replaced(copy[head!], rest, by)
  return copy
}

function without(value: unknown, path: (string | number)[]): unknown {
  if (path.length === 0) return undefined
  if (path.length === 1 && value && typeof value === 'object' && !Array.isArray(value)) {
    const { [path[0]!]: _gone, ...rest } = value as Record<string, unknown>
    return rest
  }
  const [head, ...rest] = path
  const copy = shallowCopy(value)
  copy[head!] = without(copy[head!], rest)
  return copy
}

/** A valid input with one part replaced, removed, or joined by an unknown key. */
function mutationsOf(seed: unknown, shaped: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  const paths = pathsOf(seed)
  const path = fc.constantFrom(...paths)
  return fc.oneof(
    fc.constant(seed),
    fc.tuple(path, hostileValue).map(([at, by]) => replaced(seed, at, by)),
    fc.tuple(path, shaped).map(([at, by]) => replaced(seed, at, by)),
    path.map((at) => without(seed, at)),
    fc
      .tuple(
        fc.constantFrom('constructor', 'prototype', 'isAdmin', 'organisationId', 'role', 'id'),
        hostileValue,
      )
      .map(([key, extra]) =>
        seed && typeof seed === 'object' && !Array.isArray(seed) ? { ...seed, [key]: extra } : seed,
      ),
  )
}

// Bodies no superjson client would send: a polluted prototype, broken JSON, deep nesting.
const rawBodies = [
  '{"json":{"__proto__":{"isAdmin":true,"role":"owner"}}}',
  '{"json":{"constructor":{"prototype":{"isAdmin":true}}}}',
  '{"json":',
  'null',
  '[]',
  '{"json":1,"meta":{"values":{"":["Date"]}}}',
  '{"json":"x","meta":{"values":["custom","nope"]}}',
  '{"json":{"a":"1"},"meta":{"values":{"a":["bigint"]},"referentialEqualities":{"a":["b.c.d"]}}}',
  `{"json":${'['.repeat(5_000)}${']'.repeat(5_000)}}`,
  `{"json":{${Array.from({ length: 2_000 }, (_, i) => `"k${i}":${i}`).join(',')}}}`,
]

/**
 * Inputs for one procedure: valid seeds and their mutations (they reach the deepest code), values
 * shaped by its schema, hostile values, and raw bodies — with its seed input from the
 * authorization matrix, where it has one.
 */
export function fuzzInputs(schema: JsonSchema | null, seed: unknown): fc.Arbitrary<FuzzInput> {
  const shaped = schema ? arbitraryOf(schema) : hostileValue
  const kinds: fc.WeightedArbitrary<unknown>[] = [
    { weight: 4, arbitrary: shaped },
    { weight: 2, arbitrary: hostileValue },
  ]
  if (seed !== undefined) kinds.push({ weight: 5, arbitrary: mutationsOf(seed, shaped) })
  const values = fc.oneof(...kinds)
  return fc.oneof(
    { weight: 19, arbitrary: values.map((value): FuzzInput => ({ kind: 'value', value })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...rawBodies).map((text): FuzzInput => ({ kind: 'raw', text })),
    },
  )
}
