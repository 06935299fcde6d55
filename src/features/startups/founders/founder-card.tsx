import { ArrowDown, ArrowUp, Link2, Mail, Pencil, Trash2 } from 'lucide-react'
import { useId } from 'react'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

import type { Founder, Teammate } from './types'

export const formatPercent = (n: number) => `${Number(n.toFixed(2)).toLocaleString('en-IN')} %`

export const moveButtonId = (founderId: string, direction: -1 | 1) =>
  `founder-${founderId}-move-${direction === -1 ? 'up' : 'down'}`

export function FounderCard({
  founder,
  position,
  count,
  teammate,
  onEdit,
  onMove,
  onRemove,
}: {
  founder: Founder
  position: number
  count: number
  teammate: Teammate | undefined
  onEdit: () => void
  onMove: (direction: -1 | 1) => void
  onRemove: () => Promise<unknown>
}) {
  const headingId = useId()
  return (
    <Card className="p-4 sm:p-5" role="article" aria-labelledby={headingId}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex min-w-0 flex-1 gap-4">
          {founder.photoFileId ? (
            <img
              src={`/api/files/${founder.photoFileId}`}
              alt=""
              className="size-14 shrink-0 rounded-full border border-line object-cover"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg font-semibold text-brand-700"
            >
              {initials(founder.name)}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-xs text-muted">
              {position} of {count}
            </p>
            <h2 id={headingId} className="text-base font-semibold break-words text-ink">
              {founder.name}
            </h2>
            {founder.title ? (
              <p className="text-sm break-words text-ink">{founder.title}</p>
            ) : (
              <p className="text-sm text-muted italic">No title yet</p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {founder.userId ? (
                <Badge>
                  <Link2 className="mr-1 size-3" aria-hidden="true" />
                  Linked account{teammate ? `: ${teammate.name}` : ''}
                </Badge>
              ) : (
                <Badge className="bg-surface text-muted">No linked account</Badge>
              )}
              {typeof founder.equityShare === 'number' && (
                <Badge className="bg-saffron-100 text-ink">
                  Equity {formatPercent(founder.equityShare)}
                </Badge>
              )}
            </div>
            {(founder.email || founder.linkedin) && (
              <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {founder.email && (
                  <a
                    href={`mailto:${founder.email}`}
                    className="inline-flex min-w-0 items-center gap-1 text-brand-600 hover:underline"
                  >
                    <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                    <span className="break-all">{founder.email}</span>
                  </a>
                )}
                {founder.linkedin && (
                  <a
                    href={founder.linkedin}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    LinkedIn profile
                    <span className="sr-only"> of {founder.name} (opens in a new tab)</span>
                  </a>
                )}
              </div>
            )}
            {founder.bio && (
              <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-muted">
                {founder.bio}
              </p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          <Button
            id={moveButtonId(founder.id, -1)}
            variant="secondary"
            size="sm"
            aria-label={`Move ${founder.name} up`}
            title="Move up"
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(founder.id, 1)}
            variant="secondary"
            size="sm"
            aria-label={`Move ${founder.name} down`}
            title="Move down"
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {founder.name}</span>
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden="true" /> Remove<span className="sr-only"> {founder.name}</span>
              </Button>
            }
            title={`Remove ${founder.name}?`}
            description="Their details and photo leave your profile. Applications you already submitted keep the profile as it was then."
            confirmLabel="Remove"
            pendingLabel="Removing…"
            onConfirm={onRemove}
          />
        </div>
      </div>
    </Card>
  )
}

function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  )
}
