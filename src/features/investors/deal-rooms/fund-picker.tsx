import { useQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { optionLabel } from '@/lib/i18n/option-labels'
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
  const intl = useIntl()
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
        label={intl.formatMessage({ id: 'deals.fundPicker.label' })}
        hint={intl.formatMessage({ id: 'deals.fundPicker.hint' })}
        error={error}
      >
        <Input
          ref={input}
          type="search"
          autoComplete="off"
          placeholder={intl.formatMessage({ id: 'deals.fundPicker.placeholder' })}
          value={value.text}
          onChange={(event) => onChange({ text: event.target.value, chosen: null })}
        />
      </Field>
      {value.chosen ? (
        <p role="status" className="text-sm text-ink">
          <FormattedMessage
            id="deals.fundPicker.inviting"
            values={{
              fund: value.chosen.name,
              typed: value.chosen.investorType ? 'yes' : 'no',
              kind: value.chosen.investorType
                ? optionLabel(intl, 'investorTypes', value.chosen.investorType)
                : '',
              name: (chunks) => (
                <span className="font-medium" translate="no">
                  {chunks}
                </span>
              ),
              muted: (chunks) => <span className="text-muted">{chunks}</span>,
            }}
          />
        </p>
      ) : (
        searching && (
          <div aria-live="polite">
            {matches.isPending ? (
              <p className="text-sm text-muted">
                <FormattedMessage id="deals.fundPicker.looking" />
              </p>
            ) : matches.isError ? (
              <p className="text-sm text-red-700">
                <FormattedMessage id="deals.fundPicker.failed" />
              </p>
            ) : matches.data.length === 0 ? (
              <p className="text-sm text-muted">
                <FormattedMessage id="deals.fundPicker.none" values={{ query: q }} />
              </p>
            ) : (
              <fieldset>
                <legend id={groupId} className="mb-1 text-xs font-medium text-muted">
                  <FormattedMessage id="deals.fundPicker.matches" />
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
                          <FormattedMessage
                            id="deals.fundPicker.choose"
                            values={{
                              fund: <span translate="no">{fund.name}</span>,
                              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                            }}
                          />
                        </span>
                        <span
                          id={`${groupId}-${fund.organisationId}`}
                          aria-hidden="true"
                          className="text-xs text-muted"
                        >
                          {[
                            fund.investorType &&
                              optionLabel(intl, 'investorTypes', fund.investorType),
                            `/investor/${fund.slug}`,
                          ]
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
