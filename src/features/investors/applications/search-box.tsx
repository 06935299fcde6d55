import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'

import { Input } from '@/components/ui/input'

const debounceMs = 250

/**
 * Searches as one types (after a short pause). The first search of a bout of typing adds a
 * history entry, the following ones replace it, so Back returns to the view before the search
 * rather than to every prefix typed. Follows the URL when it changes elsewhere (back/forward).
 */
export function SearchBox({
  value,
  onSearch,
  placeholder = 'Search startups, one-liners and answers',
  label = 'Search applications',
}: {
  value: string | undefined
  onSearch: (q: string | undefined, options: { replace: boolean }) => void
  placeholder?: string
  /** What the box searches, for screen readers: 'Search startups' on Discover. */
  label?: string
}) {
  const id = useId()
  const [text, setText] = useState(value ?? '')
  const [shownValue, setShownValue] = useState(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const searched = useRef(false)
  if (shownValue !== value) {
    setShownValue(value)
    // Our own search coming back keeps what is typed (a trailing space, the next word).
    if (text.trim() !== (value ?? '')) setText(value ?? '')
  }
  useEffect(() => () => clearTimeout(timer.current), [])

  function change(next: string, delay = debounceMs) {
    setText(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      const q = next.trim() || undefined
      if (q === value) return
      onSearch(q, { replace: searched.current })
      searched.current = true
    }, delay)
  }

  return (
    <div role="search" className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={120}
          placeholder={placeholder}
          onChange={(event) => change(event.target.value)}
          onFocus={() => {
            searched.current = false
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') change(text, 0)
          }}
          className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {text && (
          <button
            type="button"
            aria-label="Clear search"
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted hover:text-ink"
            onClick={() => change('', 0)}
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  )
}
