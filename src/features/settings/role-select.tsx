import type { ComponentProps } from 'react'
import { useIntl } from 'react-intl'

import { cn } from '@/lib/cn'
import { translatedOptions } from '@/lib/i18n/option-labels'

/** A native select of member roles (owner, member), styled like the text inputs. */
export function RoleSelect({ className, ...props }: ComponentProps<'select'>) {
  const intl = useIntl()
  return (
    <select
      className={cn(
        'h-10 w-full rounded-lg border border-line bg-white px-3 text-sm text-ink shadow-xs focus:border-brand-500 focus:ring-3 focus:ring-brand-100 focus:outline-none disabled:bg-surface aria-invalid:border-red-500',
        className,
      )}
      {...props}
    >
      {translatedOptions(intl, 'memberRoles').map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  )
}
