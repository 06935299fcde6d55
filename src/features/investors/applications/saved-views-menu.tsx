import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bookmark, Check, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { DeferredPopover } from '@/components/ui/deferred-popover'
import { Input } from '@/components/ui/input'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { searchFromQueryString } from '@/domain/applications/search-params'
import { toast } from '@/lib/toast'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

/**
 * The caller's named searches: apply one (it is just a URL), delete one, or save the current
 * filters under a name. `current` is the current search as a query string, without the page.
 */
export function SavedViewsMenu({ current }: { current: string }) {
  const intl = useIntl()
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const views = useQuery({ ...trpc.investors.savedViews.list.queryOptions(), enabled: open })
  const create = useMutation(trpc.investors.savedViews.create.mutationOptions())
  const remove = useMutation(trpc.investors.savedViews.remove.mutationOptions())
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const nameId = useId()
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.investors.savedViews.list.queryKey() })

  async function save(event: FormEvent) {
    event.preventDefault()
    setError(undefined)
    try {
      const view = await create.mutateAsync({ name, search: current })
      toast.success(intl.formatMessage({ id: 'pipeline.views.saved' }, { name: view.name }))
      setName('')
      await refresh()
    } catch (failure) {
      setError(
        trpcFieldErrors(failure).name?.[0] ??
          (failure instanceof Error && failure.message
            ? failure.message
            : intl.formatMessage({ id: 'pipeline.views.saveFailed' })),
      )
    }
  }

  async function drop(id: string, viewName: string) {
    try {
      await remove.mutateAsync({ id })
      toast.success(intl.formatMessage({ id: 'pipeline.views.deleted' }, { name: viewName }))
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message
          ? failure.message
          : intl.formatMessage({ id: 'pipeline.views.deleteFailed' }),
      )
    } finally {
      await refresh()
    }
  }

  return (
    <DeferredPopover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setError(undefined)
      }}
      trigger={(props) => (
        <Button variant="secondary" {...props}>
          <Bookmark aria-hidden="true" />
          {intl.formatMessage({ id: 'pipeline.views.button' })}
        </Button>
      )}
      align="end"
      sideOffset={6}
      collisionPadding={12}
      className="z-30 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-4 shadow-xl focus:outline-none"
    >
      <h2 className="text-sm font-semibold text-ink">
        {intl.formatMessage({ id: 'pipeline.views.heading' })}
      </h2>
      {views.isPending ? (
        <PanelLoading
          label={intl.formatMessage({ id: 'pipeline.views.loading' })}
          lines={['h-5 w-40', 'h-5 w-52']}
          className="mt-3"
        />
      ) : views.isError ? (
        <PanelError
          message={intl.formatMessage({ id: 'pipeline.views.loadFailed' })}
          onRetry={() => void views.refetch()}
          className="mt-2"
        />
      ) : views.data.length === 0 ? (
        <PanelEmpty className="mt-2">
          {intl.formatMessage({ id: 'pipeline.views.none' })}
        </PanelEmpty>
      ) : (
        <ul className="mt-2 max-h-64 space-y-0.5 overflow-y-auto">
          {views.data.map((view) => (
            <li key={view.id} className="flex items-center gap-1">
              <Link
                to="/investors/applications"
                search={searchFromQueryString(view.search)}
                onClick={() => setOpen(false)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1.5 text-sm text-ink hover:bg-surface"
              >
                <span className="truncate" translate="no">
                  {view.name}
                </span>
                {view.search === current && (
                  <Check
                    className="size-4 shrink-0 text-brand-600"
                    aria-label={intl.formatMessage({ id: 'pipeline.views.current' })}
                  />
                )}
              </Link>
              <button
                type="button"
                className="rounded-md p-1.5 text-muted hover:bg-red-50 hover:text-red-700"
                aria-label={intl.formatMessage(
                  { id: 'pipeline.views.delete' },
                  { name: view.name },
                )}
                disabled={remove.isPending}
                onClick={() => void drop(view.id, view.name)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        method="post"
        onSubmit={(event) => void save(event)}
        className="mt-4 border-t border-line pt-4"
        noValidate
      >
        <label htmlFor={nameId} className="block text-sm font-medium text-ink">
          {intl.formatMessage({ id: 'pipeline.views.saveAs' })}
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={nameId}
            className="h-9"
            value={name}
            maxLength={60}
            placeholder={intl.formatMessage({ id: 'pipeline.views.placeholder' })}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
          />
          <Button type="submit" size="sm" className="h-9" disabled={create.isPending}>
            {intl.formatMessage({
              id: create.isPending ? 'pipeline.views.saving' : 'pipeline.views.save',
            })}
          </Button>
        </div>
        {error && (
          <p id={`${nameId}-error`} role="alert" className="mt-1.5 text-sm text-red-600">
            {error}
          </p>
        )}
      </form>
    </DeferredPopover>
  )
}
