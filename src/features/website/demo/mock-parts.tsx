import { Check, Star, X } from 'lucide-react'
import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

// Mock interfaces (decorative; each figure carries a text caption for screen readers)

/** The sample data's own names (startups and people): the same in every language. */
export const sample = {
  startup: 'Hasiru Grid',
  kaveri: 'Kaveri Coldstore',
  vayu: 'Vayu Retrofit',
  meera: 'Meera',
  arjun: 'Arjun',
}

export function MockWindow({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="overflow-hidden">
      <div className="flex items-center gap-2 border-b border-line bg-surface px-4 py-2.5">
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="size-2.5 rounded-full bg-line" />
        <span className="ml-2 min-w-0 truncate text-xs text-muted">{title}</span>
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </Card>
  )
}

export function Chip({
  children,
  tone = 'brand',
}: {
  children: ReactNode
  tone?: 'brand' | 'plain'
}) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ${
        tone === 'brand'
          ? 'border border-brand-100 bg-brand-50 text-brand-700'
          : 'border border-line bg-white text-ink'
      }`}
    >
      {children}
    </span>
  )
}

export function MockField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <p className="text-xs font-medium text-muted">{label}</p>
      <div className="mt-1">{children}</div>
    </div>
  )
}

export function FitLine({ ok, label, detail }: { ok: boolean; label: string; detail: string }) {
  return (
    <li className="flex items-start gap-2.5 py-2">
      <span
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
          ok ? 'bg-emerald-50 text-emerald-700' : 'bg-amber-50 text-amber-700'
        }`}
      >
        {ok ? <Check className="size-3" /> : <X className="size-3" />}
      </span>
      <span className="min-w-0 text-sm">
        <span className="font-medium text-ink">{label}</span>
        <span className="block text-xs text-muted">{detail}</span>
      </span>
    </li>
  )
}

export function Stars({ value }: { value: number }) {
  return (
    <span className="flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          className={`size-3.5 ${n <= value ? 'fill-saffron-400 text-saffron-500' : 'text-line'}`}
        />
      ))}
    </span>
  )
}
