import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Bookmark, Check, Trash2 } from 'lucide-react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'

import { Button } from '@/components/ui/button'
import { DeferredPopover } from '@/components/ui/deferred-popover'
import { Input } from '@/components/ui/input'
import { PanelEmpty, PanelError, PanelLoading } from '@/components/ui/panel-states'
import { searchFromQueryString } from '@/domain/applications/search-params'
import { useTRPC } from '@/lib/trpc'
import { trpcFieldErrors } from '@/lib/trpc-errors'

/**
 * The caller's named searches: apply one (it is just a URL), delete one, or save the current
 * filters under a name. `current` is the current search as a query string, without the page.
 */
export function SavedViewsMenu({ current }: { current: string }) {
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
      toast.success(`Saved “${view.name}”`)
      setName('')
      await refresh()
    } catch (failure) {
      setError(
        trpcFieldErrors(failure).name?.[0] ??
          (failure instanceof Error && failure.message
            ? failure.message
            : 'We could not save this view.'),
      )
    }
  }

  async function drop(id: string, viewName: string) {
    try {
      await remove.mutateAsync({ id })
      toast.success(`Deleted “${viewName}”`)
    } catch (failure) {
      toast.error(
        failure instanceof Error && failure.message
          ? failure.message
          : 'We could not delete this view.',
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
          Saved views
        </Button>
      )}
      align="end"
      sideOffset={6}
      collisionPadding={12}
      className="z-30 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-line bg-white p-4 shadow-xl focus:outline-none"
    >
      <h2 className="text-sm font-semibold text-ink">Your saved views</h2>
      {views.isPending ? (
        <PanelLoading
          label="Loading your views…"
          lines={['h-5 w-40', 'h-5 w-52']}
          className="mt-3"
        />
      ) : views.isError ? (
        <PanelError
          message="We could not load your views."
          onRetry={() => void views.refetch()}
          className="mt-2"
        />
      ) : views.data.length === 0 ? (
        <PanelEmpty className="mt-2">None yet. Save the filters you use often.</PanelEmpty>
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
                <span className="truncate">{view.name}</span>
                {view.search === current && (
                  <Check className="size-4 shrink-0 text-brand-600" aria-label="(current)" />
                )}
              </Link>
              <button
                type="button"
                className="rounded-md p-1.5 text-muted hover:bg-red-50 hover:text-red-700"
                aria-label={`Delete view ${view.name}`}
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
          Save the current filters as
        </label>
        <div className="mt-1.5 flex gap-2">
          <Input
            id={nameId}
            className="h-9"
            value={name}
            maxLength={60}
            placeholder="e.g. Agritech, south India"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${nameId}-error` : undefined}
            onChange={(event) => {
              setName(event.target.value)
              setError(undefined)
            }}
          />
          <Button type="submit" size="sm" className="h-9" disabled={create.isPending}>
            {create.isPending ? 'Saving…' : 'Save'}
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
