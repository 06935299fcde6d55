import { fileUrl } from '@/domain/startups/file-rules'
import { cn } from '@/lib/cn'

const sizes = { sm: 20, md: 40, lg: 56 } as const

/**
 * An organisation's uploaded logo beside its name (decorative: the name is always written next to
 * it); nothing when it has none.
 */
export function OrganisationLogo({
  fileId,
  size,
  className,
}: {
  fileId: string | null | undefined
  size: keyof typeof sizes
  className?: string
}) {
  if (!fileId) return null
  const pixels = sizes[size]
  return (
    <img
      src={fileUrl(fileId)}
      alt=""
      width={pixels}
      height={pixels}
      style={{ width: pixels, height: pixels }}
      className={cn(
        'shrink-0 border border-line bg-white object-contain',
        size === 'sm' ? 'rounded' : size === 'md' ? 'rounded-lg' : 'rounded-xl',
        className,
      )}
    />
  )
}
