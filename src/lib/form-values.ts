import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

type FormField<T> =
  NonNullable<T> extends readonly (infer E)[]
    ? E[]
    : NonNullable<T> extends boolean
      ? boolean
      : string

/**
 * What a form holds for a schema's values, derived from the schema: text for every scalar (a
 * number is typed as text, "none" is ''), arrays for lists, booleans for switches. The schema
 * turns these into its output (blank → null, '12,000' → 12000) on submit.
 */
export type FormValuesOf<S extends z.ZodObject> = {
  [K in keyof z.output<S>]-?: FormField<z.output<S>[K]>
}

/**
 * The resolver of a form whose values are `FormValuesOf<schema>`. A schema that preprocesses its
 * fields declares `unknown` as its input, so zod's types cannot see that it accepts the form's
 * text; this is the one place that says so.
 */
export function formResolver<S extends z.ZodObject>(
  schema: S,
): Resolver<FormValuesOf<S>, unknown, z.output<S>> {
  return zodResolver(schema) as unknown as Resolver<FormValuesOf<S>, unknown, z.output<S>>
}

/** Stored values (null for none, numbers, lists) to what the schema's form holds. */
export function toFormValues<S extends z.ZodObject>(
  schema: S,
  values: Partial<Record<keyof z.output<S>, unknown>> | null | undefined,
): FormValuesOf<S> {
  const form: Record<string, unknown> = {}
  for (const [key, declared] of Object.entries(schema.shape)) {
    const value = values?.[key as keyof z.output<S>]
    const field = innermost(declared as z.ZodType)
    if (field instanceof z.ZodBoolean) form[key] = Boolean(value)
    else if (field instanceof z.ZodArray) form[key] = Array.isArray(value) ? [...value] : []
    else form[key] = value === null || value === undefined ? '' : String(value)
  }
  return form as FormValuesOf<S>
}

/** A field's own type under its default, optional or nullable wrappers (`z.boolean().default(false)`). */
function innermost(field: z.ZodType): z.ZodType {
  let inner = field
  while (
    inner instanceof z.ZodDefault ||
    inner instanceof z.ZodOptional ||
    inner instanceof z.ZodNullable
  ) {
    inner = inner.unwrap() as z.ZodType
  }
  return inner
}
