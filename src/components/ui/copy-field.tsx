import { Check, Copy } from 'lucide-react'
import { useEffect, useId, useState, type ReactNode } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast'

/**
 * A value to copy (a link, an address): read-only, selected on focus, with a Copy button that
 * says "Copied" for a moment. `what` names it in the button and the toasts ("link": "Copy link",
 * "Link copied"), in the page's language (the caller translates it).
 */
export function CopyField({
  label,
  value,
  what,
  hint,
}: {
  label: string
  value: string
  what: string
  hint?: ReactNode
}) {
  const intl = useIntl()
  const inputId = useId()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 2000)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(value)
      setCopied(true)
      toast.success(
        intl.formatMessage(
          { id: 'shared.copy.done' },
          { What: `${what.charAt(0).toUpperCase()}${what.slice(1)}` },
        ),
      )
    } catch {
      toast.error(intl.formatMessage({ id: 'shared.copy.failed' }, { what }))
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={inputId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 font-mono text-xs"
        />
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied
            ? intl.formatMessage({ id: 'shared.copy.copied' })
            : intl.formatMessage({ id: 'shared.copy.button' }, { what })}
        </Button>
      </div>
      {hint && <p className="text-xs text-muted">{hint}</p>}
    </div>
  )
}
