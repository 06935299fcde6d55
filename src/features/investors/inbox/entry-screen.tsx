import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Archive, ArchiveRestore, ChevronLeft, ChevronRight, Keyboard, Send, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { inboxCommand, neighbours } from '@/domain/intake/inbox-keys'
import type { IntakeStatus } from '@/domain/intake/intake'
import { RatingsPanel } from '@/features/investors/review/ratings-panel'
import { serverMessage } from '@/lib/form-errors'
import { shownDate } from '@/lib/i18n/dates'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { EntryDeck } from './entry-deck'
import { EntryDetails } from './entry-details'
import { EntryKeys, keyIsForThePage } from './entry-keys'
import { EntryLists } from './entry-lists'
import { EntryMessage } from './entry-message'
import { EntryNotes } from './entry-notes'
import { EntryState } from './entry-state'
import { InviteFounderDialog } from './invite-founder-dialog'
import { NotForUsDialog } from './not-for-us-dialog'
import { authorOf, intakeStatusMessages, type InboxEntry, type InboxRow } from './types'

/**
 * One Inbox entry: the email and its deck, the startup as guessed, the team's rating, notes and
 * lists, and the answers: "Invite the founder", "Not for us", archive. j and k move through the
 * tab it was opened from, and after an answer the next entry opens: triage.
 */
export function EntryScreen({
  entry,
  tab,
  tabEntries,
  fundName,
}: {
  entry: InboxEntry
  tab: IntakeStatus
  tabEntries: readonly InboxRow[] | undefined
  fundName: string
}) {
  const trpc = useTRPC()
  const intl = useIntl()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const archive = useMutation(trpc.investors.inbox.archive.mutationOptions())
  const [dialog, setDialog] = useState<'invite' | 'decline' | null>(null)
  const [showKeys, setShowKeys] = useState(false)
  const keysId = useId()
  const author = authorOf(entry)
  // A startup's or a person's name, or an address, is data: never translated.
  const known = entry.startupName ?? author.name ?? author.email
  const name = known ?? intl.formatMessage({ id: 'deals.entry.thisStartup' })
  const around = neighbours(tabEntries ?? [], entry.id)
  const claimed = entry.status === 'claimed'
  const answered = entry.status === 'not_for_us'
  const search = tab === 'new' ? {} : { status: tab }

  function open(target: InboxRow | null) {
    if (target) {
      void navigate({ to: '/investors/inbox/$entryId', params: { entryId: target.id }, search })
    }
  }

  /** After an answer, the next entry of the tab, or the tab itself at its end. */
  function moveOn() {
    if (around.next) open(around.next)
    else void navigate({ to: '/investors/inbox', search })
  }

  async function toggleArchive() {
    const archived = entry.status !== 'archived'
    try {
      await archive.mutateAsync({ entryId: entry.id, archived })
      await queryClient.invalidateQueries({ queryKey: trpc.investors.inbox.pathKey() })
      toast.success(
        intl.formatMessage(
          { id: archived ? 'deals.entry.archived' : 'deals.entry.restored' },
          { name },
        ),
      )
      if (archived) moveOn()
      // Brought back, it belongs to its tab again: j and k move through that one.
      else
        void navigate({
          to: '/investors/inbox/$entryId',
          params: { entryId: entry.id },
          search: entry.invitedAt ? { status: 'invited' } : {},
        })
    } catch (error) {
      toast.error(serverMessage(error, intl.formatMessage({ id: 'deals.entry.changeFailed' })))
    }
  }

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (!keyIsForThePage(event)) return
      const command = inboxCommand(event)
      if (!command) return
      event.preventDefault()
      if (command === 'next') open(around.next)
      else if (command === 'previous') open(around.previous)
      else if (command === 'help') setShowKeys((shown) => !shown)
      else if (command === 'invite' && !claimed) setDialog('invite')
      else if (command === 'decline' && !claimed && !answered) setDialog('decline')
      else if (command === 'archive' && !claimed) void toggleArchive()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1
            className="text-2xl font-semibold tracking-tight break-words text-ink"
            translate={known ? 'no' : undefined}
          >
            {name}
          </h1>
          <p className="mt-1 text-sm text-muted">
            <FormattedMessage
              id="deals.entry.meta"
              values={{
                status: intl.formatMessage({ id: intakeStatusMessages[entry.status] }),
                date: shownDate(intl, entry.receivedAt),
              }}
            />
          </p>
        </div>
        <div className="flex items-center gap-2">
          {around.position !== null && tabEntries && (
            <span className="text-sm text-muted tabular-nums">
              <FormattedMessage
                id="deals.entry.position"
                values={{ position: around.position, total: tabEntries.length }}
              />
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={!around.previous}
            onClick={() => open(around.previous)}
            aria-label={intl.formatMessage({ id: 'deals.entry.previous' })}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={!around.next}
            onClick={() => open(around.next)}
            aria-label={intl.formatMessage({ id: 'deals.entry.next' })}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            // Phones have no keyboard to triage with.
            className="hidden sm:inline-flex"
            aria-expanded={showKeys}
            aria-controls={keysId}
            onClick={() => setShowKeys((shown) => !shown)}
          >
            <Keyboard aria-hidden="true" />
            <FormattedMessage id="deals.entry.keys" />
          </Button>
        </div>
      </header>
      {showKeys && <EntryKeys id={keysId} />}

      {/* The answer comes first on a phone; on a wide screen it heads the side column. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_1fr]">
        <div className="min-w-0 lg:col-start-2 lg:row-start-1">
          <Card
            className="space-y-3 p-5"
            role="region"
            aria-label={intl.formatMessage({ id: 'deals.entry.answer' })}
          >
            <EntryState entry={entry} />
            {!claimed && (
              <div className="flex flex-wrap gap-2">
                <InviteFounderDialog
                  entry={entry}
                  name={name}
                  open={dialog === 'invite'}
                  onOpenChange={(next) => setDialog(next ? 'invite' : null)}
                  onInvited={() => {
                    setDialog(null)
                    if (tab === 'new') moveOn()
                  }}
                  trigger={
                    <Button size="sm">
                      <Send aria-hidden="true" />
                      <FormattedMessage
                        id={entry.invitedAt ? 'deals.entry.inviteAgain' : 'deals.entry.invite'}
                      />
                    </Button>
                  }
                />
                {!answered && (
                  <NotForUsDialog
                    entry={entry}
                    name={name}
                    fundName={fundName}
                    open={dialog === 'decline'}
                    onOpenChange={(next) => setDialog(next ? 'decline' : null)}
                    onDeclined={() => {
                      setDialog(null)
                      moveOn()
                    }}
                    trigger={
                      <Button size="sm" variant="secondary">
                        <X aria-hidden="true" />
                        <FormattedMessage id="deals.entry.notForUs" />
                      </Button>
                    }
                  />
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={archive.isPending}
                  onClick={() => void toggleArchive()}
                >
                  {entry.status === 'archived' ? (
                    <ArchiveRestore aria-hidden="true" />
                  ) : (
                    <Archive aria-hidden="true" />
                  )}
                  <FormattedMessage
                    id={
                      entry.status === 'archived' ? 'deals.entry.bringBack' : 'deals.entry.archive'
                    }
                  />
                </Button>
              </div>
            )}
            {!claimed && (
              <div className="border-t border-line pt-3">
                <EntryLists entryId={entry.id} name={name} onLists={entry.lists} />
                {entry.lists.length > 0 && (
                  <p className="mt-2 text-xs text-muted">
                    <FormattedMessage
                      id="deals.entry.onLists"
                      values={{
                        lists: (
                          <span translate="no">
                            {entry.lists.map((list) => list.name).join(', ')}
                          </span>
                        ),
                      }}
                    />
                  </p>
                )}
              </div>
            )}
          </Card>
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-span-2 lg:row-start-1">
          <EntryMessage entry={entry} />
          <EntryDeck decks={entry.decks} name={name} claimed={claimed} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-2">
          <EntryDetails entry={entry} />
          <RatingsPanel
            target={{ entryId: entry.id }}
            ratings={entry.ratings}
            fitSummary={intl.formatMessage({ id: 'deals.entry.fitSummary' })}
          />
          <EntryNotes entry={entry} name={name} />
        </div>
      </div>
    </div>
  )
}
