import { useEffect, useRef } from 'react'

import { SearchField, useSearchText } from '@/components/ui/search-field'

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
  const [text, setText] = useSearchText(value)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const searched = useRef(false)
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
    <SearchField
      role="search"
      label={label}
      hideLabel
      placeholder={placeholder}
      text={text}
      onTextChange={(next) => change(next)}
      onClear={() => change('', 0)}
      onFocus={() => {
        searched.current = false
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') change(text, 0)
      }}
    />
  )
}
