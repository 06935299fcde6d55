import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'

import { Button } from '@/components/ui/button'

/**
 * docs/contract.md, "Screen states and failures": the generic error panel for an unhandled screen
 * error, with a way to try the screen again (its data is read anew).
 */
export function ErrorPanel({ error }: Pick<ErrorComponentProps, 'error'>) {
  const [shown, setShown] = useState(false)
  const router = useRouter()
  const queryErrors = useQueryErrorResetBoundary()
  // A query that failed is asked again when the screen renders anew, not served from its error.
  useEffect(() => queryErrors.reset(), [queryErrors])
  const message = error instanceof Error ? error.message : String(error)
  return (
    <div
      role="alert"
      className="mx-auto my-12 max-w-xl rounded-2xl border border-red-200 bg-red-50 p-6"
    >
      <p className="text-lg font-semibold text-red-800">
        <FormattedMessage id="shared.errorPanel.title" />
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void router.invalidate()}>
          <FormattedMessage id="shared.errorPanel.retry" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={shown}
          onClick={() => setShown((v) => !v)}
        >
          <FormattedMessage id={shown ? 'shared.errorPanel.hide' : 'shared.errorPanel.show'} />
        </Button>
      </div>
      {shown && message && (
        <pre className="mt-4 overflow-auto rounded-lg border border-red-200 bg-white p-3 text-xs whitespace-pre-wrap text-red-700">
          {message}
        </pre>
      )}
    </div>
  )
}
