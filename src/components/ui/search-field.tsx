import { Search, X } from 'lucide-react'
import { useId, useState, type ComponentProps } from 'react'
import { useIntl } from 'react-intl'

import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'

type SearchFieldProps = Pick<ComponentProps<'input'>, 'placeholder' | 'onFocus' | 'onKeyDown'> & {
  label: string
  /** For screen readers only, where the screen already says what the box searches. */
  hideLabel?: boolean
  /** `search` where the field is the whole search, with no form around it. */
  role?: 'search'
  text: string
  onTextChange: (text: string) => void
  /** The clear button, shown while there is text; the browser's own is hidden. */
  onClear: () => void
}

/** A labelled search box with its magnifier and a button that clears it. */
export function SearchField({
  label,
  hideLabel = false,
  role,
  text,
  onTextChange,
  onClear,
  ...input
}: SearchFieldProps) {
  const intl = useIntl()
  const id = useId()
  return (
    <div role={role} className={cn('min-w-0 flex-1', !hideLabel && 'space-y-1.5')}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-ink'}>
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          {...input}
          id={id}
          type="search"
          value={text}
          maxLength={120}
          onChange={(event) => onTextChange(event.target.value)}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label={intl.formatMessage({ id: 'shared.search.clear' })}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted hover:text-ink"
            onClick={onClear}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  )
}

/**
 * The text of a search box whose search lives in the URL: it follows the URL when that changes
 * elsewhere (back/forward), and keeps what is typed (a trailing space, the next word) when the
 * URL only catches up with it.
 */
export function useSearchText(value: string | undefined) {
  const [text, setText] = useState(value ?? '')
  const [shownValue, setShownValue] = useState(value)
  if (shownValue !== value) {
    setShownValue(value)
    if (text.trim() !== (value ?? '')) setText(value ?? '')
  }
  return [text, setText] as const
}
