import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { MessageTemplate } from '@/domain/investors/message-templates'
import { cn } from '@/lib/cn'
import { serverMessage } from '@/lib/form-errors'
import { optionLabel } from '@/lib/i18n/option-labels'
import { ownedLimits } from '@/lib/limits'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'

import { MessageTemplateDialog, type TemplateDraft } from './message-template-dialog'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'

/**
 * Investor organisations: the messages to founders the team starts from when it decides. Any
 * teammate may add, edit and delete them. Until the team saves a rejection template, Sangam's
 * standard ones are offered, and each can be the start of the team's own.
 */
export function MessageTemplatesSection() {
  const intl = useIntl()
  const trpc = useTRPC()
  const templates = useQuery(trpc.investors.messageTemplates.list.queryOptions())
  const [draft, setDraft] = useState<TemplateDraft | null>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const refocus = useRef(false)
  const saved = templates.data?.saved ?? []
  const standard = templates.data?.offered.filter((t) => t.standard) ?? []

  // A deleted row, or a dialog whose opener has gone (a standard message once the team has its
  // own), leaves focus nowhere: it comes back to the list's heading. Radix returns focus to the
  // opener first when the opener is still there.
  useEffect(() => {
    if (!refocus.current) return
    const timer = setTimeout(() => {
      refocus.current = false
      if (document.activeElement === document.body) headingRef.current?.focus()
    }, 0)
    return () => clearTimeout(timer)
  }, [templates.data, draft])

  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.templates.title' })}
      description={intl.formatMessage(
        { id: 'settings.templates.description' },
        { example: '{startup}' },
      )}
    >
      {templates.isPending ? (
        <LoadingRows
          label={intl.formatMessage({ id: 'settings.templates.loading' })}
          className="h-16"
        />
      ) : templates.isError ? (
        <LoadFailed
          message={intl.formatMessage({ id: 'settings.templates.loadFailed' })}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h4
              ref={headingRef}
              tabIndex={-1}
              className="text-sm font-semibold text-ink focus:outline-none"
            >
              <FormattedMessage
                id="settings.templates.heading"
                values={{
                  count: saved.length,
                  max: ownedLimits.messageTemplatesPerOrganisation,
                  muted: (chunks) => <span className="font-normal text-muted">{chunks}</span>,
                }}
              />
            </h4>
            <Button variant="secondary" size="sm" onClick={() => setDraft({ mode: 'create' })}>
              <Plus aria-hidden="true" /> <FormattedMessage id="settings.templates.add" />
            </Button>
          </div>
          {saved.length === 0 ? (
            <p className="rounded-lg bg-surface p-3 text-sm text-muted">
              <FormattedMessage id="settings.templates.none" />
            </p>
          ) : (
            <ul
              aria-label={intl.formatMessage({ id: 'settings.templates.listLabel' })}
              className="divide-y divide-line rounded-xl border border-line"
            >
              {saved.map((template) => (
                <TemplateRow
                  key={template.id}
                  template={template}
                  onEdit={() => setDraft({ mode: 'edit', template })}
                  onDeleted={() => (refocus.current = true)}
                />
              ))}
            </ul>
          )}
          {standard.length > 0 && (
            <StandardTemplates
              templates={standard}
              onStart={(template) => setDraft({ mode: 'create', start: template })}
            />
          )}
        </>
      )}
      {draft && (
        <MessageTemplateDialog
          draft={draft}
          onClose={() => {
            refocus.current = true
            setDraft(null)
          }}
        />
      )}
    </SettingsCard>
  )
}

/** "Rejection · Too early", "Rejection · any reason" or "Acceptance". */
function templateKindLabel(
  intl: IntlShape,
  template: Pick<MessageTemplate, 'decision' | 'reason'>,
) {
  if (template.decision === 'accepted') {
    return intl.formatMessage({ id: 'settings.templates.kind.accepted' })
  }
  return template.reason
    ? intl.formatMessage(
        { id: 'settings.templates.kind.rejectedFor' },
        { reason: optionLabel(intl, 'rejectionReasons', template.reason) },
      )
    : intl.formatMessage({ id: 'settings.templates.kind.rejectedAny' })
}

function KindBadge({ template }: { template: MessageTemplate }) {
  const intl = useIntl()
  return (
    <Badge
      className={cn(
        'shrink-0',
        template.decision === 'accepted'
          ? 'bg-emerald-50 text-emerald-700'
          : 'bg-surface text-muted',
      )}
    >
      {templateKindLabel(intl, template)}
    </Badge>
  )
}

function TemplateSummary({ template }: { template: MessageTemplate }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2">
        <span translate="no" className="text-sm font-medium break-words text-ink">
          {template.name}
        </span>
        <KindBadge template={template} />
      </p>
      <p translate="no" className="mt-1 line-clamp-2 text-sm break-words text-muted">
        {template.body.replace(/\s+/g, ' ')}
      </p>
    </div>
  )
}

function TemplateRow({
  template,
  onEdit,
  onDeleted,
}: {
  template: MessageTemplate
  onEdit: () => void
  onDeleted: () => void
}) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const remove = useMutation(trpc.investors.messageTemplates.remove.mutationOptions())

  async function deleteTemplate() {
    try {
      await remove.mutateAsync({ id: template.id })
      onDeleted()
      toast.success(
        intl.formatMessage({ id: 'settings.templates.deleted' }, { name: template.name }),
      )
    } catch (error) {
      toast.error(
        serverMessage(error, intl.formatMessage({ id: 'settings.templates.deleteFailed' })),
      )
    } finally {
      await queryClient.invalidateQueries({
        queryKey: trpc.investors.messageTemplates.list.queryKey(),
      })
    }
  }

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:p-4">
      <TemplateSummary template={template} />
      <div className="flex shrink-0 items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={intl.formatMessage(
            { id: 'settings.templates.editLabel' },
            { name: template.name },
          )}
          onClick={onEdit}
        >
          <FormattedMessage id="settings.common.edit" />
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={intl.formatMessage(
                { id: 'settings.templates.deleteLabel' },
                { name: template.name },
              )}
            >
              <FormattedMessage id="settings.templates.delete" />
            </Button>
          }
          title={intl.formatMessage(
            { id: 'settings.templates.deleteTitle' },
            { name: template.name },
          )}
          description={intl.formatMessage({ id: 'settings.templates.deleteDescription' })}
          confirmLabel={intl.formatMessage({ id: 'settings.templates.deleteConfirm' })}
          pendingLabel={intl.formatMessage({ id: 'settings.templates.deleting' })}
          onConfirm={deleteTemplate}
        />
      </div>
    </li>
  )
}

function StandardTemplates({
  templates,
  onStart,
}: {
  templates: MessageTemplate[]
  onStart: (template: MessageTemplate) => void
}) {
  const intl = useIntl()
  return (
    <div className="mt-8">
      <h4 className="text-sm font-semibold text-ink">
        <FormattedMessage id="settings.templates.standard.title" />
      </h4>
      <p className="mt-1 max-w-prose text-sm text-muted">
        <FormattedMessage id="settings.templates.standard.intro" />
      </p>
      <ul
        aria-label={intl.formatMessage({ id: 'settings.templates.standard.title' })}
        className="mt-3 divide-y divide-line rounded-xl border border-line"
      >
        {templates.map((template) => (
          <li
            key={template.id}
            className="flex flex-col gap-3 p-3 sm:flex-row sm:items-start sm:p-4"
          >
            <TemplateSummary template={template} />
            <Button
              variant="secondary"
              size="sm"
              className="self-start"
              aria-label={intl.formatMessage(
                { id: 'settings.templates.standard.useLabel' },
                { name: template.name },
              )}
              onClick={() => onStart(template)}
            >
              <FormattedMessage id="settings.templates.standard.use" />
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
