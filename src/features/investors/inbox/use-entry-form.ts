import { useState } from 'react'
import type { ZodType } from 'zod'

import { serverMessage } from '@/lib/form-errors'
import { trpcFieldErrors } from '@/lib/trpc-errors'

type Errors = Partial<Record<string, string>> & { form?: string }

/**
 * The Inbox dialogs' forms: the input checked here first (each field's first message), then sent;
 * the server's field errors go under their fields, anything else above the buttons.
 */
export function useEntryForm<Input>({
  schema,
  fields,
  send,
  failure,
}: {
  schema: ZodType
  /** The fields the form shows, which take the server's field errors. */
  fields: readonly string[]
  send: (input: Input) => Promise<void>
  /** What the form says when sending failed for no field's reason. */
  failure: string
}) {
  const [errors, setErrors] = useState<Errors>({})
  const [pending, setPending] = useState(false)

  async function submit(input: Input) {
    const parsed = schema.safeParse(input)
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])))
      return
    }
    setErrors({})
    setPending(true)
    try {
      await send(input)
    } catch (error) {
      const server = trpcFieldErrors(error)
      const found = Object.fromEntries(
        fields.filter((field) => server[field]?.[0]).map((field) => [field, server[field]![0]]),
      )
      setErrors(Object.keys(found).length > 0 ? found : { form: serverMessage(error, failure) })
    } finally {
      setPending(false)
    }
  }

  return { errors, pending, submit }
}
