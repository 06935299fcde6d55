import { Check, Copy } from 'lucide-react'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { toast } from '@/lib/toast'

/** http(s) addresses in a plain-text email, in order, without repeats or trailing punctuation. */
export function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s<>"'()[\]{}]+/g) ?? []
  return [...new Set(found.map((url) => url.replace(/[.,;:!?]+$/, '')))]
}

function CopyButton({ url }: { url: string }) {
  const intl = useIntl()
  const [copied, setCopied] = useState(false)
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={
        copied
          ? intl.formatMessage({ id: 'admin.email.links.copied' })
          : intl.formatMessage({ id: 'admin.email.links.copyLabel' }, { url })
      }
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(url)
          setCopied(true)
          setTimeout(() => setCopied(false), 2000)
        } catch {
          toast.error(intl.formatMessage({ id: 'admin.email.links.copyFailed' }))
        }
      }}
    >
      {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
      <FormattedMessage id={copied ? 'admin.email.links.copied' : 'admin.email.links.copy'} />
    </Button>
  )
}

/**
 * The links of an email, each visible in full with a copy button: in development the outbox is
 * how one follows a verification or invitation link, often in another browser.
 */
export function EmailLinks({ text }: { text: string }) {
  const links = linksIn(text)
  if (links.length === 0) return null
  return (
    <section aria-labelledby="email-links">
      <Card className="p-5 sm:p-6">
        <h2 id="email-links" className="text-lg font-semibold text-ink">
          <FormattedMessage id="admin.email.links" />
        </h2>
        <ul className="mt-3 space-y-2">
          {links.map((url) => (
            <li
              key={url}
              className="flex flex-col gap-2 rounded-lg bg-surface p-3 sm:flex-row sm:items-center"
            >
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="min-w-0 flex-1 font-mono text-xs break-all text-brand-600 hover:underline"
                data-testid="email-link"
                translate="no"
              >
                {url}
              </a>
              <CopyButton url={url} />
            </li>
          ))}
        </ul>
      </Card>
    </section>
  )
}
