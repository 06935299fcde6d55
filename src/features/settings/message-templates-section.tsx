import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { Badge } from '@/components/ui/card'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import type { MessageTemplate } from '@/domain/investors/message-templates'
import { cn } from '@/lib/cn'
import { serverMessage } from '@/lib/form-errors'
import { ownedLimits } from '@/lib/limits'
import { rejectionReasonLabels } from '@/lib/options'
import { useTRPC } from '@/lib/trpc'

import { MessageTemplateDialog, type TemplateDraft } from './message-template-dialog'
import { LoadFailed, LoadingRows, SettingsCard } from './settings-card'

/**
 * Investor organisations: the messages to founders the team starts from when it decides. Any
 * teammate may add, edit and delete them. Until the team saves a rejection template, Sangam's
 * standard ones are offered, and each can be the start of the team's own.
 */
export function MessageTemplatesSection() {
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
      title="Message templates"
      description="Messages your team starts from when it accepts or rejects an application. Placeholders such as {startup} are filled in from each application, and the message can still be changed before it is sent."
    >
      {templates.isPending ? (
        <LoadingRows what="the message templates" className="h-16" />
      ) : templates.isError ? (
        <LoadFailed what="the message templates" onRetry={() => void templates.refetch()} />
      ) : (
        <>
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <h4
              ref={headingRef}
              tabIndex={-1}
              className="text-sm font-semibold text-ink focus:outline-none"
            >
              Your team’s templates{' '}
              <span className="font-normal text-muted">
                ({saved.length} of {ownedLimits.messageTemplatesPerOrganisation})
              </span>
            </h4>
            <Button variant="secondary" size="sm" onClick={() => setDraft({ mode: 'create' })}>
              <Plus aria-hidden="true" /> Add template
            </Button>
          </div>
          {saved.length === 0 ? (
            <p className="rounded-lg bg-surface p-3 text-sm text-muted">
              Your team has saved no templates yet.
            </p>
          ) : (
            <ul
              aria-label="Your team’s templates"
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
function templateKindLabel(template: Pick<MessageTemplate, 'decision' | 'reason'>) {
  if (template.decision === 'accepted') return 'Acceptance'
  return `Rejection · ${template.reason ? rejectionReasonLabels[template.reason] : 'any reason'}`
}

function KindBadge({ template }: { template: MessageTemplate }) {
  return (
    <Badge
      className={cn(
        'shrink-0',
        template.decision === 'accepted'
          ? 'bg-emerald-50 text-emerald-700'
          : 'bg-surface text-muted',
      )}
    >
      {templateKindLabel(template)}
    </Badge>
  )
}

function TemplateSummary({ template }: { template: MessageTemplate }) {
  return (
    <div className="min-w-0 flex-1">
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium break-words text-ink">{template.name}</span>
        <KindBadge template={template} />
      </p>
      <p className="mt-1 line-clamp-2 text-sm break-words text-muted">
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
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const remove = useMutation(trpc.investors.messageTemplates.remove.mutationOptions())

  async function deleteTemplate() {
    try {
      await remove.mutateAsync({ id: template.id })
      onDeleted()
      toast.success(`Template “${template.name}” deleted.`)
    } catch (error) {
      toast.error(serverMessage(error, 'We could not delete the template. Please try again.'))
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
          aria-label={`Edit “${template.name}”`}
          onClick={onEdit}
        >
          Edit
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Delete “${template.name}”`}
            >
              Delete
            </Button>
          }
          title={`Delete “${template.name}”?`}
          description="Teammates will no longer be offered this message. Messages already sent to founders stay as they were."
          confirmLabel="Delete template"
          pendingLabel="Deleting…"
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
  return (
    <div className="mt-8">
      <h4 className="text-sm font-semibold text-ink">Sangam’s standard rejection messages</h4>
      <p className="mt-1 max-w-prose text-sm text-muted">
        Until your team saves a rejection template of its own, these are offered when you reject an
        application. Start from one to make it yours.
      </p>
      <ul
        aria-label="Sangam’s standard rejection messages"
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
              aria-label={`Use as a start: ${template.name}`}
              onClick={() => onStart(template)}
            >
              Use as a start
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
