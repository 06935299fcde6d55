import type { ReactNode } from 'react'

import { Card } from '@/components/ui/card'

export function SectionEyebrow({ children }: { children: ReactNode }) {
  return <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">{children}</p>
}

export function Feature({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4">
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 [&_svg]:size-5"
      >
        {icon}
      </span>
      <div>
        <h3 className="font-semibold text-ink">{title}</h3>
        <p className="mt-1 text-muted">{children}</p>
      </div>
    </li>
  )
}

export function FeatureCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  return (
    <li>
      <Card className="h-full p-6 transition-shadow hover:shadow-md">
        <span
          aria-hidden="true"
          className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
        >
          {icon}
        </span>
        <h3 className="mt-5 font-semibold text-ink">{title}</h3>
        <p className="mt-2 text-sm text-muted">{children}</p>
      </Card>
    </li>
  )
}
