import { Clock, Filter, Lock, MessageSquare, X } from 'lucide-react'

import { Chip, MockWindow, Stars } from './mock-parts'

export function PipelineMock() {
  const columns = [
    { status: 'Submitted', count: 24, tone: 'bg-surface text-ink' },
    { status: 'In review', count: 11, tone: 'bg-saffron-100 text-ink' },
    { status: 'Shortlisted', count: 6, tone: 'bg-brand-50 text-brand-700' },
    { status: 'Due diligence', count: 2, tone: 'bg-brand-600 text-white' },
  ]
  const rows = [
    {
      name: 'Hasiru Grid',
      place: 'Bengaluru',
      raise: '₹1.2 Cr',
      status: 'Shortlisted',
      overdue: false,
    },
    {
      name: 'Kaveri Coldstore',
      place: 'Mysuru',
      raise: '₹75 L',
      status: 'In review',
      overdue: false,
    },
    {
      name: 'Vayu Retrofit',
      place: 'Hubballi',
      raise: '₹1.8 Cr',
      status: 'Submitted',
      overdue: true,
    },
  ]
  return (
    <MockWindow title="Applications">
      <div className="flex flex-wrap items-center gap-2">
        <span className="flex items-center gap-1 text-xs font-medium text-muted">
          <Filter className="size-3.5" />
          Filters
        </span>
        <Chip>
          Climate Technology <X className="size-3" />
        </Chip>
        <Chip>
          Karnataka <X className="size-3" />
        </Chip>
        <Chip>
          ₹50 L – ₹2 Cr <X className="size-3" />
        </Chip>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {columns.map((col) => (
          <div key={col.status} className={`rounded-xl px-3 py-2 ${col.tone}`}>
            <p className="text-lg font-semibold tabular-nums">{col.count}</p>
            <p className="text-xs">{col.status}</p>
          </div>
        ))}
      </div>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line">
        {rows.map((row) => (
          <div key={row.name} className="flex items-center justify-between gap-3 px-3 py-2.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{row.name}</p>
              <p className="truncate text-xs text-muted">
                {row.place} · {row.raise}
              </p>
            </div>
            <div className="flex shrink-0 items-center gap-2">
              {row.overdue && (
                <span className="hidden items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-700 sm:inline-flex">
                  <Clock className="size-3" />
                  Overdue
                </span>
              )}
              <span className="rounded-full bg-surface px-2.5 py-0.5 text-xs font-medium text-ink">
                {row.status}
              </span>
            </div>
          </div>
        ))}
      </div>
    </MockWindow>
  )
}

export function TeamMock() {
  return (
    <MockWindow title="Hasiru Grid · Team review">
      <p className="text-xs font-medium tracking-wide text-muted uppercase">Ratings</p>
      <ul className="mt-2 space-y-2">
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">You</span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">Meera</span>
          <Stars value={4} />
        </li>
        <li className="flex items-center justify-between gap-3 rounded-lg bg-surface px-3 py-2">
          <span className="text-sm text-ink">Arjun</span>
          <span className="flex items-center gap-1 text-xs text-muted">
            <Lock className="size-3" />
            Not rated yet
          </span>
        </li>
      </ul>
      <p className="mt-5 flex items-center gap-1.5 text-xs font-medium tracking-wide text-muted uppercase">
        <MessageSquare className="size-3.5" />
        Private notes
      </p>
      <ul className="mt-2 space-y-3">
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">Meera · Nov 5, 2026</p>
          <p className="mt-1 text-sm text-ink">
            Strong hardware team. Unit economics depend on the agency pilot — worth a call.
          </p>
        </li>
        <li className="rounded-xl border border-line p-3">
          <p className="text-xs text-muted">You · Nov 6, 2026</p>
          <p className="mt-1 text-sm text-ink">
            Agreed. Moving to shortlist; I’ll set up the call.
          </p>
        </li>
      </ul>
      <p className="mt-4 flex items-center gap-1.5 text-xs text-muted">
        <Lock className="size-3" />
        Notes and ratings are never shown to the founder.
      </p>
    </MockWindow>
  )
}

export function DecisionMock() {
  return (
    <MockWindow title="Your applications · Decision">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-ink">Seed for climate hardware</p>
          <p className="text-xs text-muted">Decided Nov 12, 2026 · 9 days after you applied</p>
        </div>
        <span className="rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium text-red-700">
          Rejected
        </span>
      </div>
      <div className="mt-4 rounded-xl bg-surface p-4">
        <p className="text-xs font-medium text-muted">Reason</p>
        <p className="mt-0.5 text-sm font-medium text-ink">Too early</p>
        <p className="mt-3 text-xs font-medium text-muted">Message from the investor</p>
        <p className="mt-1 text-sm leading-6 text-ink">
          We liked the team and the problem a lot. We’d like to see the state agency pilot convert
          first — please apply again when it does; we’ll open our next climate channel in the
          spring.
        </p>
      </div>
      <ol className="mt-4 space-y-2 border-l-2 border-line pl-4 text-xs text-muted">
        <li>
          <span className="font-medium text-ink">Submitted</span> · Nov 3, 2026
        </li>
        <li>
          <span className="font-medium text-ink">In review</span> · Nov 4, 2026
        </li>
        <li>
          <span className="font-medium text-ink">Shortlisted</span> · Nov 6, 2026
        </li>
        <li>
          <span className="font-medium text-ink">Rejected</span> · Nov 12, 2026
        </li>
      </ol>
    </MockWindow>
  )
}
