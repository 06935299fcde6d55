import { z } from 'zod'
import { saying } from '@/lib/i18n/said'

type Def = Record<string, unknown> & { type: string }
type Schema = z.ZodType & { _zod: { def: Def }; clone: (def: Def) => z.ZodType }

const strictened = new WeakMap<z.ZodType, z.ZodType>()

/**
 * The same schema, with every object in it refusing keys it does not name ("Unrecognized key")
 * instead of dropping them silently: a procedure's input is exactly what it declares. Forms and
 * clients keep their own, lenient, schemas; only the server's parsing is strict.
 */
export function strictInput<T extends z.ZodType>(schema: T): T {
  return strict(schema) as T
}

function strict(schema: z.ZodType): z.ZodType {
  const known = strictened.get(schema)
  if (known) return known
  const { def, clone } = { def: (schema as Schema)._zod.def, clone: (schema as Schema).clone }
  const child = (value: unknown) => (value instanceof z.ZodType ? strict(value) : value)
  let next: Def | null = null
  switch (def.type) {
    case 'object': {
      const shape = Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [
          key,
          strict(value),
        ]),
      )
      next = { ...def, shape, catchall: def.catchall ? child(def.catchall) : z.never() }
      break
    }
    case 'array':
      next = { ...def, element: child(def.element) }
      break
    case 'union':
      next = { ...def, options: (def.options as z.ZodType[]).map(strict) }
      break
    case 'intersection':
      next = { ...def, left: child(def.left), right: child(def.right) }
      break
    case 'pipe':
      next = { ...def, in: child(def.in), out: child(def.out) }
      break
    case 'record':
      next = { ...def, valueType: child(def.valueType) }
      break
    case 'tuple':
      next = {
        ...def,
        items: (def.items as z.ZodType[]).map(strict),
        rest: def.rest ? child(def.rest) : def.rest,
      }
      break
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      next = { ...def, innerType: child(def.innerType) }
      break
    default:
      next = null
  }
  const result = next ? clone.call(schema, next) : schema
  strictened.set(schema, result)
  return result
}

/**
 * The input of a procedure that takes none: nothing (null, as a batch may send it). Anything else
 * is refused, as an unknown key is, rather than silently ignored.
 */
export const noInput = z.null({ error: saying('rule.server.noInput') }).optional()
