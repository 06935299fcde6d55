import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { Check, ChevronDown, EyeOff, Handshake, RotateCcw, ShieldCheck, X } from 'lucide-react'
import { useId, useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ApplicationStatusBadge } from '@/components/application-status-badge'
import { DpiitBadge } from '@/components/startup-india'
import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { AddToList } from '@/features/investors/review/add-to-list'

import { DeckGlance } from './deck-glance'
import { shownInvestorFit } from './fit-lines'
import { cn } from '@/lib/cn'
import { optionLabel } from '@/lib/i18n/option-labels'
import { shownRupees } from '@/lib/i18n/rupees'
import type { ApplicationStatus } from '@/lib/options'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { serverMessage } from '@/lib/form-errors'
import type { AppRouter } from '@/server/trpc/root'

export type DiscoverList = inferRouterOutputs<AppRouter>['investors']['discover']['list']
export type DiscoverRow = DiscoverList['rows'][number]

/** Words only screen readers hear, inside a message: `<hidden>…</hidden>`. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

function fitTone(fit: number) {
  if (fit >= 75) return 'bg-emerald-50 text-emerald-800 ring-emerald-200'
  if (fit >= 45) return 'bg-amber-50 text-amber-800 ring-amber-200'
  return 'bg-surface text-muted ring-line'
}

/** One startup in Discover: key facts, its fit and why, and what to do with it. */
export function DiscoverCard({
  row,
  preferences,
  setAside,
  sharedIn,
}: {
  row: DiscoverRow
  preferences: DiscoverList['preferences']
  /** Showing the hidden startups: the action is to show one again. */
  setAside: boolean
  /** The deal room another fund shared this startup with the fund through (decision 0047). */
  sharedIn?: { roomId: string; leadName: string; roundName: string }
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [why, setWhy] = useState(false)
  const whyId = useId()
  const headingId = useId()
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.investors.discover.pathKey() })
  const hide = useMutation(trpc.investors.discover.hide.mutationOptions())
  const unhide = useMutation(trpc.investors.discover.unhide.mutationOptions())
  const lines = shownInvestorFit(intl, preferences, row, row.met)
  const place = [row.city, row.headquarters && optionLabel(intl, 'headquarters', row.headquarters)]
    .filter(Boolean)
    .join(', ')

  /** The startup's name inside a sentence: data, never translated. */
  const name = <span translate="no">{row.name}</span>
  const showAgain = intl.formatMessage({ id: 'investor.discoverCard.showAgain' }, { name, hidden })
  const notForUs = intl.formatMessage({ id: 'investor.discoverCard.notForUs' }, { name, hidden })

  async function setHidden(hidden: boolean) {
    try {
      if (hidden) await hide.mutateAsync({ startupOrgId: row.startupOrgId })
      else await unhide.mutateAsync({ startupOrgId: row.startupOrgId })
      await refresh()
      if (hidden) {
        toast.success(
          intl.formatMessage({ id: 'investor.discoverCard.hiddenToast' }, { name: row.name }),
          {
            action: {
              label: intl.formatMessage({ id: 'investor.discoverCard.undo' }),
              onClick: () => void setHidden(false),
            },
          },
        )
      } else {
        toast.success(
          intl.formatMessage({ id: 'investor.discoverCard.backToast' }, { name: row.name }),
        )
      }
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'investor.discoverCard.failed' })))
    }
  }

  return (
    <Card className="p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            <Link
              to="/investors/applications/$startupId"
              params={{ startupId: row.startupOrgId }}
              search={{ from: 'discover' }}
              className="hover:text-brand-700 hover:underline"
              translate="no"
            >
              {row.name}
            </Link>
          </h2>
          {row.oneLiner && (
            <p className="mt-1 text-sm text-muted" translate="no">
              {row.oneLiner}
            </p>
          )}
          {sharedIn && (
            <p className="mt-2 flex flex-wrap items-center gap-1.5 text-xs text-ink">
              <Badge className="gap-1 bg-brand-50 text-brand-800">
                <Handshake className="size-3.5" aria-hidden="true" />
                <FormattedMessage id="investor.discoverCard.shared" />
              </Badge>
              <span className="text-muted">
                <FormattedMessage
                  id="investor.discoverCard.sharedBy"
                  values={{ lead: <span translate="no">{sharedIn.leadName}</span> }}
                />
              </span>
              <Link
                to="/investors/deal-rooms/$roomId"
                params={{ roomId: sharedIn.roomId }}
                className="font-medium text-brand-700 hover:underline"
              >
                <FormattedMessage
                  id="investor.discoverCard.dealRoom"
                  values={{ round: <span translate="no">{sharedIn.roundName}</span> }}
                />
              </Link>
            </p>
          )}
          <p className="mt-2 text-xs text-ink">
            {[
              row.developmentStage && optionLabel(intl, 'developmentStages', row.developmentStage),
              place,
              row.plannedRaise != null
                ? intl.formatMessage(
                    { id: 'investor.common.raising' },
                    { amount: shownRupees(intl, row.plannedRaise) },
                  )
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          {(row.sectors.length > 0 || row.dpiitRecognised || row.startupIndia === 'Eligible') && (
            <div className="mt-2 flex flex-wrap gap-1.5">
              {row.sectors.map((sector) => (
                <Badge key={sector} className="bg-surface text-ink">
                  {optionLabel(intl, 'sectors', sector)}
                </Badge>
              ))}
              {row.dpiitRecognised && <DpiitBadge />}
              {row.startupIndia === 'Eligible' && (
                <Badge className="gap-1 bg-emerald-50 text-emerald-800">
                  <ShieldCheck className="size-3.5" aria-hidden="true" />
                  <FormattedMessage id="shared.startupIndia.eligible" />
                </Badge>
              )}
            </div>
          )}
        </div>
        <div className="flex shrink-0 flex-row items-center gap-2 sm:flex-col sm:items-end">
          <span
            data-testid="fit-score"
            className={cn(
              'rounded-full px-3 py-1 text-sm font-semibold ring-1 tabular-nums',
              fitTone(row.fit),
            )}
          >
            <FormattedMessage id="investor.common.fit" values={{ fit: row.fit }} />
          </span>
          {row.applicationStatus && (
            <ApplicationStatusBadge status={row.applicationStatus as ApplicationStatus} />
          )}
        </div>
      </div>

      <button
        type="button"
        aria-expanded={why}
        aria-controls={whyId}
        onClick={() => setWhy((open) => !open)}
        className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
      >
        <FormattedMessage id="investor.discoverCard.why" />
        <ChevronDown
          className={cn('size-4 transition-transform', why && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <ul id={whyId} hidden={!why} className="mt-2 space-y-1 text-sm">
        {lines.map((line) => (
          <li key={line.criterion} className="flex items-start gap-2">
            {line.met ? (
              <Check
                className="mt-0.5 size-4 shrink-0 text-emerald-600"
                aria-label={intl.formatMessage({ id: 'investor.discoverCard.met' })}
              />
            ) : (
              <X
                className="mt-0.5 size-4 shrink-0 text-amber-700"
                aria-label={intl.formatMessage({ id: 'investor.discoverCard.notMet' })}
              />
            )}
            <span className="text-ink">{line.text}</span>
          </li>
        ))}
      </ul>

      <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-3">
        <Button asChild size="sm" variant="secondary">
          <Link
            to="/investors/applications/$startupId"
            params={{ startupId: row.startupOrgId }}
            search={{ from: 'discover' }}
          >
            <FormattedMessage id="investor.discoverCard.openProfile" values={{ name, hidden }} />
          </Link>
        </Button>
        {row.deckFileId && <DeckGlance fileId={row.deckFileId} startupName={row.name} />}
        <AddToList startupOrgId={row.startupOrgId} startupName={row.name} />
        {setAside ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={unhide.isPending}
            onClick={() => void setHidden(false)}
          >
            <RotateCcw aria-hidden="true" /> {showAgain}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            disabled={hide.isPending}
            onClick={() => void setHidden(true)}
          >
            <EyeOff aria-hidden="true" /> {notForUs}
          </Button>
        )}
      </div>
    </Card>
  )
}
