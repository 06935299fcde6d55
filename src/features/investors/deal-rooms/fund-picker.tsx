import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { useTRPC } from '@/lib/trpc'

import type { FundMatch } from './types'

export type FundChoice = { text: string; chosen: FundMatch | null }

/**
 * What the server is sent to name the fund: the chosen fund's id, or what was typed read as the
 * public page's address (`/investor/{slug}`, or the slug alone).
 */
export function organisationOf({ text, chosen }: FundChoice): string {
  if (chosen) return chosen.organisationId
  return text
    .trim()
    .replace(/^.*\/investor\//, '')
    .replace(/[/?#].*$/, '')
}

/** Searches the public funds by name or page address, and offers the matches to choose from. */
export function FundPicker({
  value,
  onChange,
  error,
}: {
  value: FundChoice
  onChange: (value: FundChoice) => void
  error?: string
}) {
  const trpc = useTRPC()
  const groupId = useId()
  // Choosing a fund replaces the list the chosen button was in: the search box takes the focus.
  const input = useRef<HTMLInputElement>(null)
  // A pasted page address searches by its slug, as it is sent.
  const [q, setQ] = useState(organisationOf({ text: value.text, chosen: null }))
  // Asks once typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setQ(organisationOf({ text: value.text, chosen: null })), 250)
    return () => clearTimeout(timer)
  }, [value.text])
  const searching = q.length >= 2 && !value.chosen
  const matches = useQuery({
    ...trpc.investors.dealRooms.findFunds.queryOptions({ q }),
    enabled: searching,
  })

  return (
    <div className="space-y-2">
      <Field
        label="Fund to invite"
        hint="Type the fund’s name, or the address of its public page on Sangam."
        error={error}
      >
        <Input
          ref={input}
          type="search"
          autoComplete="off"
          placeholder="e.g. Tungabhadra Ventures"
          value={value.text}
          onChange={(event) => onChange({ text: event.target.value, chosen: null })}
        />
      </Field>
      {value.chosen ? (
        <p role="status" className="text-sm text-ink">
          Inviting <span className="font-medium">{value.chosen.name}</span>
          {value.chosen.investorType && (
            <span className="text-muted"> · {value.chosen.investorType}</span>
          )}
        </p>
      ) : (
        searching && (
          <div aria-live="polite">
            {matches.isPending ? (
              <p className="text-sm text-muted">Looking for funds…</p>
            ) : matches.isError ? (
              <p className="text-sm text-red-700">We could not search the funds. Try again.</p>
            ) : matches.data.length === 0 ? (
              <p className="text-sm text-muted">
                No public fund matches “{q}”. Funds appear here once their investor profile is
                public.
              </p>
            ) : (
              <fieldset>
                <legend id={groupId} className="mb-1 text-xs font-medium text-muted">
                  Matching public funds
                </legend>
                <ul className="divide-y divide-line rounded-lg border border-line">
                  {matches.data.map((fund) => (
                    <li key={fund.organisationId}>
                      <button
                        type="button"
                        aria-describedby={`${groupId}-${fund.organisationId}`}
                        onClick={() => {
                          onChange({ text: fund.name, chosen: fund })
                          input.current?.focus()
                        }}
                        className={cn(
                          'flex w-full flex-col items-start px-3 py-2 text-left text-sm hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-none',
                        )}
                      >
                        <span className="font-medium text-ink">
                          <span className="sr-only">Choose </span>
                          {fund.name}
                        </span>
                        <span
                          id={`${groupId}-${fund.organisationId}`}
                          aria-hidden="true"
                          className="text-xs text-muted"
                        >
                          {[fund.investorType, `/investor/${fund.slug}`]
                            .filter(Boolean)
                            .join(' · ')}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            )}
          </div>
        )
      )}
    </div>
  )
}
