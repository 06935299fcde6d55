import { ArrowDown, ArrowUp, Link2, Mail, Pencil, Trash2 } from 'lucide-react'
import { useId, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'

import type { Founder, Teammate } from './types'

export const formatPercent = (n: number) => `${Number(n.toFixed(2)).toLocaleString('en-IN')} %`

/** Words only a screen reader hears. */
const hidden = (chunks: ReactNode[]) => <span className="sr-only">{chunks}</span>

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
  const intl = useIntl()
  const headingId = useId()
  const names = { name: founder.name }
  // Where the name is part of what is shown, it stays as written (translate="no").
  const shownNames = {
    name: (
      <span key="name" translate="no">
        {founder.name}
      </span>
    ),
  }
  const editLabel = <FormattedMessage id="founder.card.edit" values={{ ...shownNames, hidden }} />
  const removeLabel = (
    <FormattedMessage id="founder.card.remove" values={{ ...shownNames, hidden }} />
  )
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
              <FormattedMessage id="founder.card.position" values={{ position, count }} />
            </p>
            <h2
              id={headingId}
              className="text-base font-semibold break-words text-ink"
              translate="no"
            >
              {founder.name}
            </h2>
            {founder.title ? (
              <p className="text-sm break-words text-ink" translate="no">
                {founder.title}
              </p>
            ) : (
              <p className="text-sm text-muted italic">
                <FormattedMessage id="founder.card.noTitle" />
              </p>
            )}
            <div className="mt-2 flex flex-wrap gap-2">
              {founder.userId ? (
                <Badge>
                  <Link2 className="mr-1 size-3" aria-hidden="true" />
                  {teammate ? (
                    <FormattedMessage
                      id="founder.card.linkedTo"
                      values={{
                        name: (
                          <span key="name" translate="no">
                            {teammate.name}
                          </span>
                        ),
                      }}
                    />
                  ) : (
                    <FormattedMessage id="founder.card.linked" />
                  )}
                </Badge>
              ) : (
                <Badge className="bg-surface text-muted">
                  <FormattedMessage id="founder.card.notLinked" />
                </Badge>
              )}
              {typeof founder.equityShare === 'number' && (
                <Badge className="bg-saffron-100 text-ink">
                  <FormattedMessage
                    id="founder.card.equity"
                    values={{ percent: formatPercent(founder.equityShare) }}
                  />
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
                    <span className="break-all" translate="no">
                      {founder.email}
                    </span>
                  </a>
                )}
                {founder.linkedin && (
                  <a
                    href={founder.linkedin}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-600 hover:underline"
                  >
                    <FormattedMessage
                      id="founder.card.linkedin"
                      values={{ ...shownNames, hidden }}
                    />
                  </a>
                )}
              </div>
            )}
            {founder.bio && (
              <p
                className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-muted"
                translate="no"
              >
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
            aria-label={intl.formatMessage({ id: 'founder.card.moveUp' }, names)}
            title={intl.formatMessage({ id: 'founder.card.moveUpShort' })}
            disabled={position === 1}
            onClick={() => onMove(-1)}
          >
            <ArrowUp aria-hidden="true" />
          </Button>
          <Button
            id={moveButtonId(founder.id, 1)}
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'founder.card.moveDown' }, names)}
            title={intl.formatMessage({ id: 'founder.card.moveDownShort' })}
            disabled={position === count}
            onClick={() => onMove(1)}
          >
            <ArrowDown aria-hidden="true" />
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            <Pencil aria-hidden="true" /> {editLabel}
          </Button>
          <ConfirmDialog
            trigger={
              <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50">
                <Trash2 aria-hidden="true" /> {removeLabel}
              </Button>
            }
            title={intl.formatMessage({ id: 'founder.card.removeTitle' }, names)}
            description={intl.formatMessage({ id: 'founder.card.removeDescription' })}
            confirmLabel={intl.formatMessage({ id: 'founder.card.removeConfirm' })}
            pendingLabel={intl.formatMessage({ id: 'founder.card.removing' })}
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
