import type { ErrorComponentProps } from '@tanstack/react-router'
import { useState } from 'react'

import { Button } from '@/components/ui/button'

/** docs/contract.md, "Screen states and failures": the generic error panel for an unhandled screen error. */
export function ErrorPanel({ error }: Pick<ErrorComponentProps, 'error'>) {
  const [shown, setShown] = useState(false)
  const message = error instanceof Error ? error.message : String(error)
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6"
    >
      <p className="text-lg font-semibold text-red-800">Something went wrong!</p>
      <Button
        variant="secondary"
        size="sm"
        className="mt-4"
        aria-expanded={shown}
        onClick={() => setShown((v) => !v)}
      >
        {shown ? 'Hide Error' : 'Show Error'}
      </Button>
      {shown && message && (
        <pre className="mt-4 overflow-auto rounded-lg border border-red-200 bg-white p-3 text-xs whitespace-pre-wrap text-red-700">
          {message}
        </pre>
      )}
    </div>
  )
}
