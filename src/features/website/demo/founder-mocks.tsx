import { ArrowRight, Check, Lock, Send } from 'lucide-react'

import { Chip, FitLine, MockField, MockWindow } from './mock-parts'

export function ProfileMock() {
  const tabs = [
    { name: 'Startup', pct: 100 },
    { name: 'Founders', pct: 100 },
    { name: 'Full profile', pct: 74 },
  ]
  return (
    <MockWindow title="Startup profile · Hasiru Grid">
      <div className="flex flex-wrap gap-2">
        {tabs.map((tab, i) => (
          <span
            key={tab.name}
            className={`rounded-lg px-3 py-1.5 text-xs font-medium ${
              i === 0 ? 'bg-brand-600 text-white' : 'bg-surface text-ink'
            }`}
          >
            {tab.name} · {tab.pct}%
          </span>
        ))}
      </div>
      <div className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        <MockField label="One-liner">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            Battery health monitoring for rural solar mini-grids
          </p>
        </MockField>
        <MockField label="Sectors">
          <div className="flex flex-wrap gap-1.5">
            <Chip>Climate Technology</Chip>
            <Chip>Energy</Chip>
          </div>
        </MockField>
        <MockField label="Development stage">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">Prototype</p>
        </MockField>
        <MockField label="Headquarters">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink">
            Karnataka · Bengaluru
          </p>
        </MockField>
        <MockField label="Planned raise">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            ₹1.2 Cr
          </p>
        </MockField>
        <MockField label="DPIIT recognition">
          <p className="flex items-center gap-1.5 rounded-lg border border-line px-3 py-2 text-sm text-ink">
            <Check className="size-3.5 text-emerald-600" />
            Recognised
          </p>
        </MockField>
      </div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4 text-xs">
        <span className="flex items-center gap-2 text-ink">
          <span className="inline-flex h-4 w-7 items-center rounded-full bg-brand-600 p-0.5">
            <span className="ml-auto size-3 rounded-full bg-white" />
          </span>
          Discoverable by investors
        </span>
        <span className="text-muted">Saved just now</span>
      </div>
    </MockWindow>
  )
}

export function FitMock() {
  return (
    <MockWindow title="Open channels">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Seed for climate hardware</p>
          <p className="text-xs text-muted">Closes Jan 15, 2027 · answers within 14 days</p>
        </div>
        <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-medium text-emerald-700">
          4 of 5 criteria
        </span>
      </div>
      <ul className="mt-3 divide-y divide-line">
        <FitLine ok label="Sector: Climate Technology" detail="Yours: Climate Technology, Energy" />
        <FitLine ok label="Stage: Prototype or Early Access" detail="Yours: Prototype" />
        <FitLine ok label="Headquarters: Karnataka, Tamil Nadu, Kerala" detail="Yours: Karnataka" />
        <FitLine ok label="Planned raise: ₹50 L – ₹2 Cr" detail="Yours: ₹1.2 Cr" />
        <FitLine ok={false} label="Business type: B2B" detail="Yours: B2C — you can still apply" />
      </ul>
      <div className="mt-4 flex justify-end">
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          Apply
          <ArrowRight className="size-3.5" />
        </span>
      </div>
    </MockWindow>
  )
}

export function ApplyMock() {
  return (
    <MockWindow title="Apply · Seed for climate hardware">
      <div className="space-y-4">
        <MockField label="1. How many mini-grids run your monitor today? *">
          <p className="rounded-lg border border-line px-3 py-2 text-sm text-ink tabular-nums">
            38
          </p>
        </MockField>
        <MockField label="2. What would this round let you prove? *">
          <p className="rounded-lg border border-line px-3 py-2 text-sm leading-6 text-ink">
            That a paid pilot with two state renewable energy agencies converts into a district-wide
            contract within 12 months.
          </p>
        </MockField>
        <div className="rounded-xl bg-surface p-3">
          <p className="flex items-center gap-1.5 text-xs font-medium text-ink">
            <Lock className="size-3.5 text-muted" />
            Shared with this investor only
          </p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <Chip tone="plain">Startup profile</Chip>
            <Chip tone="plain">2 founders</Chip>
            <Chip tone="plain">Full profile</Chip>
            <Chip tone="plain">Pitch deck (PDF)</Chip>
            <Chip tone="plain">Your answers</Chip>
          </div>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <span className="rounded-lg border border-line px-3 py-1.5 text-sm text-ink">Back</span>
        <span className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white">
          <Send className="size-3.5" />
          Submit application
        </span>
      </div>
    </MockWindow>
  )
}
