import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { inferRouterOutputs } from '@trpc/server'
import { ArrowDown, ArrowUp, Link2, Mail, Pencil, Plus, Trash2, UserRound, X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, type Resolver } from 'react-hook-form'
import { toast } from 'sonner'

import { PageHeader } from '@/components/area-shell'
import { ErrorPanel } from '@/components/error-panel'
import { Button } from '@/components/ui/button'
import { Badge, Card } from '@/components/ui/card'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CompletenessMeter } from '@/features/startups/completeness-meter'
import { EditorSkeleton } from '@/components/form/editor-skeleton'
import { SelectField } from '@/components/form/select-field'
import { TextAreaField } from '@/components/form/text-area-field'
import { unsavedChangesMessage, useUnsavedChanges } from '@/components/form/use-unsaved-changes'
import { FileUpload } from '@/features/startups/file-upload'
import { founderSchema, textLimits, type FounderValues } from '@/domain/startups/profile-schemas'
import { useTRPC } from '@/lib/trpc'
import { trpcErrorCode, trpcFieldErrors } from '@/lib/trpc-errors'
import type { AppRouter } from '@/server/trpc/root'

const title = 'Founders'
const description = 'Who is building this company: background, roles and how to reach each founder.'

export const Route = createFileRoute('/startups/founder-profile')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(context.trpc.startups.profile.get.queryOptions()),
      context.queryClient.prefetchQuery(context.trpc.startups.profile.teammates.queryOptions()),
    ]),
  pendingComponent: () => <EditorSkeleton title={title} description={description} sections={2} />,
  errorComponent: ErrorPanel,
  component: FoundersScreen,
})

type OwnProfile = inferRouterOutputs<AppRouter>['startups']['profile']['get']
type Founder = OwnProfile['founders'][number]
type Teammate = inferRouterOutputs<AppRouter>['startups']['profile']['teammates'][number]

/** Which founder attribute each 'founders' completeness item is about. */
const missingAttribute: Record<string, keyof Founder | undefined> = {
  titles: 'title',
  bios: 'bio',
  linkedin: 'linkedin',
}

type Editing = { mode: 'add' } | { mode: 'edit'; founder: Founder } | null

function FoundersScreen() {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(trpc.startups.profile.get.queryOptions())
  const teammates = useQuery(trpc.startups.profile.teammates.queryOptions())
  const [editing, setEditing] = useState<Editing>(null)
  const [announcement, setAnnouncement] = useState('')
  const founders = data.founders
  const part = data.completeness.parts.find((p) => p.key === 'founders')
  const getKey = trpc.startups.profile.get.queryKey()

  const invalidate = () => queryClient.invalidateQueries({ queryKey: getKey })

  const remove = useMutation(trpc.startups.profile.founders.remove.mutationOptions())
  const reorder = useMutation(trpc.startups.profile.founders.reorder.mutationOptions())

  // Reordering moves the card in the page; keep the keyboard on the button that moved it (or its
  // twin, when the card reached an end and that button is now disabled).
  const refocus = useRef<{ id: string; direction: -1 | 1 } | null>(null)
  useEffect(() => {
    const request = refocus.current
    if (!request) return
    refocus.current = null
    const same = document.getElementById(moveButtonId(request.id, request.direction))
    const other = document.getElementById(
      moveButtonId(request.id, request.direction === -1 ? 1 : -1),
    )
    const target = same instanceof HTMLButtonElement && !same.disabled ? same : other
    target?.focus()
  }, [founders])

  async function move(founder: Founder, direction: -1 | 1) {
    if (reorder.isPending) return
    const from = founders.findIndex((f) => f.id === founder.id)
    const to = from + direction
    if (from < 0 || to < 0 || to >= founders.length) return
    const next = [...founders]
    next.splice(from, 1)
    next.splice(to, 0, founder)
    const previous = queryClient.getQueryData(getKey)
    queryClient.setQueryData(getKey, (old) => (old ? { ...old, founders: next } : old))
    setAnnouncement(`Moved ${founder.name} to position ${to + 1} of ${next.length}.`)
    refocus.current = { id: founder.id, direction }
    try {
      await reorder.mutateAsync({ ids: next.map((f) => f.id) })
    } catch (error) {
      queryClient.setQueryData(getKey, previous)
      toast.error(
        error instanceof Error ? error.message : 'We could not change the order. Please try again.',
      )
    } finally {
      await invalidate()
    }
  }

  async function removeFounder(founder: Founder) {
    try {
      await remove.mutateAsync({ id: founder.id })
      toast.success(`${founder.name} removed`)
      setAnnouncement(`${founder.name} removed.`)
    } catch (error) {
      toast.error(
        error instanceof Error
          ? error.message
          : 'We could not remove this founder. Please try again.',
      )
    } finally {
      await invalidate()
    }
  }

  function jumpTo(field: string) {
    if (field === 'founders') {
      setEditing({ mode: 'add' })
      return
    }
    const attribute = missingAttribute[field]
    const founder =
      attribute && founders.find((f) => !(typeof f[attribute] === 'string' && f[attribute].trim()))
    if (founder) setEditing({ mode: 'edit', founder })
  }

  const totalEquity = founders.reduce(
    (sum, f) => sum + (typeof f.equityShare === 'number' ? f.equityShare : 0),
    0,
  )
  const anyEquity = founders.some((f) => typeof f.equityShare === 'number')
  const teammateList = teammates.data ?? []

  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={
          founders.length > 0 && (
            <Button onClick={() => setEditing({ mode: 'add' })}>
              <Plus aria-hidden="true" /> Add founder
            </Button>
          )
        }
      />
      {part && <CompletenessMeter part={part} onJump={jumpTo} className="mb-6" />}

      <p className="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>

      {founders.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center sm:p-10">
          <span className="rounded-full bg-brand-50 p-3 text-brand-600">
            <UserRound className="size-6" aria-hidden="true" />
          </span>
          <h2 className="text-base font-semibold text-ink">No founders yet</h2>
          <p className="max-w-md text-sm text-muted">
            Investors back people first. Add each founder with their role, background and LinkedIn.
          </p>
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" /> Add founder
          </Button>
        </Card>
      ) : (
        <>
          <ol className="grid gap-4" aria-label="Founders in the order investors see them">
            {founders.map((founder, index) => (
              <li key={founder.id}>
                <FounderCard
                  founder={founder}
                  position={index + 1}
                  count={founders.length}
                  teammate={teammateList.find((t) => t.userId === founder.userId)}
                  onEdit={() => setEditing({ mode: 'edit', founder })}
                  onMove={(direction) => void move(founder, direction)}
                  onRemove={() => removeFounder(founder)}
                />
              </li>
            ))}
          </ol>
          {anyEquity && (
            <p
              className={
                totalEquity > 100 ? 'mt-4 text-sm text-red-700' : 'mt-4 text-sm text-muted'
              }
            >
              Founders hold {formatPercent(totalEquity)} in total
              {totalEquity > 100 ? ' — that is more than 100 %, please check the shares.' : '.'}
            </p>
          )}
        </>
      )}

      <FounderDialog
        editing={editing}
        teammates={teammateList}
        teammatesLoading={teammates.isPending}
        onClose={() => setEditing(null)}
        onSaved={invalidate}
      />
    </>
  )
}

const formatPercent = (n: number) => `${Number(n.toFixed(2)).toLocaleString('en-IN')} %`

const moveButtonId = (founderId: string, direction: -1 | 1) =>
  `founder-${founderId}-move-${direction === -1 ? 'up' : 'down'}`

function FounderCard({
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

/** What the founder form holds: text boxes hold strings. */
type FounderForm = {
  name: string
  title: string
  email: string
  linkedin: string
  bio: string
  education: string
  experience: string
  equityShare: string
  userId: string
}

const founderFields = [
  'name',
  'title',
  'email',
  'linkedin',
  'bio',
  'education',
  'experience',
  'equityShare',
  'userId',
] as const satisfies readonly (keyof FounderForm)[]

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v))

function toForm(founder: Partial<Record<keyof FounderForm, unknown>> | null): FounderForm {
  return {
    name: str(founder?.name),
    title: str(founder?.title),
    email: str(founder?.email),
    linkedin: str(founder?.linkedin),
    bio: str(founder?.bio),
    education: str(founder?.education),
    experience: str(founder?.experience),
    equityShare: str(founder?.equityShare),
    userId: str(founder?.userId),
  }
}

function FounderDialog({
  editing,
  teammates,
  teammatesLoading,
  onClose,
  onSaved,
}: {
  editing: Editing
  teammates: Teammate[]
  teammatesLoading: boolean
  onClose: () => void
  onSaved: () => Promise<unknown>
}) {
  return (
    <Dialog.Root open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
        {editing && (
          <FounderFormBody
            key={editing.mode === 'edit' ? editing.founder.id : 'new'}
            editing={editing}
            teammates={teammates}
            teammatesLoading={teammatesLoading}
            onDone={async () => {
              onClose()
              await onSaved()
            }}
            onSaved={onSaved}
          />
        )}
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function FounderFormBody({
  editing,
  teammates,
  teammatesLoading,
  onDone,
  onSaved,
}: {
  editing: NonNullable<Editing>
  teammates: Teammate[]
  teammatesLoading: boolean
  onDone: () => Promise<void>
  onSaved: () => Promise<unknown>
}) {
  const trpc = useTRPC()
  const formId = useId()
  const existing = editing.mode === 'edit' ? editing.founder : null
  const [formError, setFormError] = useState<string | null>(null)
  const form = useForm<FounderForm, unknown, FounderValues>({
    resolver: zodResolver(founderSchema) as unknown as Resolver<
      FounderForm,
      unknown,
      FounderValues
    >,
    defaultValues: toForm(existing),
    mode: 'onTouched',
  })
  const { control, register, formState } = form
  const errors = formState.errors
  const add = useMutation(trpc.startups.profile.founders.add.mutationOptions())
  const update = useMutation(trpc.startups.profile.founders.update.mutationOptions())
  const saving = formState.isSubmitting

  const dirty = formState.isDirty && !saving
  useUnsavedChanges(dirty)
  /** Closing a changed form asks first; `preventDefault` keeps the dialog open. */
  const confirmClose = (event: { preventDefault: () => void }) => {
    if (dirty && !window.confirm(unsavedChangesMessage)) event.preventDefault()
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null)
    try {
      if (existing) await update.mutateAsync({ id: existing.id, ...values })
      else await add.mutateAsync(values)
      form.reset(toForm(values))
      toast.success(existing ? `${values.name} saved` : `${values.name} added`)
      await onDone()
    } catch (error) {
      const fieldErrors = trpcFieldErrors(error)
      let found = false
      for (const field of founderFields) {
        const message = fieldErrors[field]?.[0]
        if (message) {
          form.setError(field, { message }, { shouldFocus: !found })
          found = true
        }
      }
      if (found) return
      const message = error instanceof Error && error.message ? error.message : ''
      if (trpcErrorCode(error) === 'BAD_REQUEST' && /teammate/i.test(message)) {
        form.setError('userId', { message }, { shouldFocus: true })
      } else {
        setFormError(message || 'We could not save this founder. Please try again.')
      }
    }
  })

  const teammateOptions = teammates.map((t) => ({
    value: t.userId,
    label: `${t.name} (${t.email})`,
  }))
  const linkedField = register('userId', {
    onChange: (event: { target: { value: string } }) => {
      // Picking a teammate fills in what is still empty from their account.
      const teammate = teammates.find((t) => t.userId === event.target.value)
      if (!teammate) return
      if (!form.getValues('name').trim())
        form.setValue('name', teammate.name, { shouldDirty: true })
      if (!form.getValues('email').trim())
        form.setValue('email', teammate.email, { shouldDirty: true })
    },
  })

  return (
    <Dialog.Content
      onEscapeKeyDown={confirmClose}
      onInteractOutside={confirmClose}
      className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl focus:outline-none sm:max-h-[calc(100dvh-4rem)]"
    >
      <div className="flex items-start justify-between gap-4 border-b border-line px-5 py-4 sm:px-6">
        <div>
          <Dialog.Title className="text-lg font-semibold text-ink">
            {existing ? 'Edit founder' : 'Add founder'}
          </Dialog.Title>
          <Dialog.Description className="mt-0.5 text-sm text-muted">
            {existing
              ? `Update ${existing.name}’s details.`
              : 'Only the name is required; fill in the rest when you can.'}
          </Dialog.Description>
        </div>
        <Dialog.Close asChild>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Close"
            className="-mr-2"
            onClick={confirmClose}
          >
            <X aria-hidden="true" />
          </Button>
        </Dialog.Close>
      </div>
      <form
        method="post"
        id={formId}
        onSubmit={onSubmit}
        noValidate
        className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field label="Title" error={errors.title?.message} hint="e.g. Co-founder & CEO">
            <Input autoComplete="off" {...register('title')} />
          </Field>
          <Field label="Email" error={errors.email?.message}>
            <Input type="email" inputMode="email" autoComplete="off" {...register('email')} />
          </Field>
          <Field
            label="LinkedIn"
            error={errors.linkedin?.message}
            hint="https://www.linkedin.com/in/…"
          >
            <Input type="url" inputMode="url" autoComplete="off" {...register('linkedin')} />
          </Field>
          <TextAreaField
            control={control}
            name="bio"
            label="Bio"
            max={textLimits.bio}
            rows={4}
            hint="A few lines on who they are and what they do here."
            className="sm:col-span-2"
          />
          <TextAreaField
            control={control}
            name="education"
            label="Education"
            max={textLimits.shortText}
            rows={3}
            className="sm:col-span-2"
          />
          <TextAreaField
            control={control}
            name="experience"
            label="Experience"
            max={textLimits.bio}
            rows={4}
            hint="Past roles, companies, notable results."
            className="sm:col-span-2"
          />
          <Field label="Equity share (%)" error={errors.equityShare?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="0.01"
              {...register('equityShare')}
            />
          </Field>
          <SelectField
            label="Linked account"
            placeholder="Not linked"
            options={teammateOptions}
            disabled={teammatesLoading}
            error={errors.userId?.message}
            hint="Link a teammate’s Sangam account when this founder has one."
            {...linkedField}
          />
          {existing && (
            <div className="sm:col-span-2">
              <p className="mb-2 text-sm font-medium text-ink">Photo</p>
              <FileUpload
                kind="photo"
                founderId={existing.id}
                current={
                  existing.photoFileId
                    ? {
                        url: `/api/files/${existing.photoFileId}`,
                        originalName: 'Photo',
                        byteSize: 0,
                      }
                    : null
                }
                onUploaded={() => {
                  toast.success('Photo uploaded')
                  void onSaved()
                }}
              />
            </div>
          )}
        </div>
        {!existing && (
          <p className="mt-4 text-xs text-muted">You can add a photo once the founder is saved.</p>
        )}
        {formError && (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
            {formError}
          </p>
        )}
      </form>
      <div className="flex flex-col-reverse gap-2 border-t border-line px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
        <Dialog.Close asChild>
          <Button type="button" variant="secondary" disabled={saving} onClick={confirmClose}>
            Cancel
          </Button>
        </Dialog.Close>
        <Button type="submit" form={formId} disabled={saving}>
          {saving ? 'Saving…' : existing ? 'Save founder' : 'Add founder'}
        </Button>
      </div>
    </Dialog.Content>
  )
}
