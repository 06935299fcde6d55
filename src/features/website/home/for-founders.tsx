import { Link } from '@tanstack/react-router'
import { ArrowRight, Clock, Eye, ListChecks, UserRound } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { Feature, SectionEyebrow } from './building-blocks'

export function ForFounders() {
  return (
    <section aria-labelledby="founders-title" className="overflow-hidden bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:py-28">
        <div>
          <SectionEyebrow>For founders</SectionEyebrow>
          <h2
            id="founders-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            Tell your story once. Hear back every time.
          </h2>
          <p className="mt-4 text-lg text-muted">
            Stop rewriting the same deck summary for every fund’s form. Build one profile, apply to
            the channels that fit, and know where each application stands.
          </p>
          <ul className="mt-8 space-y-6">
            <Feature icon={<UserRound />} title="One profile, three layers">
              A startup profile (what you do, stage, state, planned raise), a founder profile for
              each co-founder, and a full profile in three sections —{' '}
              <strong className="font-medium text-ink">Market &amp; Positioning</strong>,{' '}
              <strong className="font-medium text-ink">Business &amp; Team</strong> and{' '}
              <strong className="font-medium text-ink">Traction &amp; IP</strong>. A completeness
              score shows what is still missing.
            </Feature>
            <Feature icon={<ListChecks />} title="Apply to channels that fit">
              Browse investor channels that are open now, see criterion by criterion how your
              startup matches, answer the investor’s own questions and review exactly what will be
              shared before you submit.
            </Feature>
            <Feature icon={<Clock />} title="Every application gets an answer">
              Each channel carries a response-time promise — 14 days unless the investor sets
              another — and overdue applications are flagged to the investor. You see every status
              change, and a decision always comes with a message; a no comes with a reason.
            </Feature>
            <Feature icon={<Eye />} title="Your data, your choice">
              Turn your public company page on or off, and decide whether investors can discover
              your profile or only see it when you apply.
            </Feature>
          </ul>
          <div className="mt-10">
            <Button asChild>
              <Link to="/sign-up">
                Create a startup account
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        </div>
        <FounderIllustration />
      </div>
    </section>
  )
}

function FounderIllustration() {
  const sections = [
    { name: 'Market & Positioning', pct: 100 },
    { name: 'Business & Team', pct: 85 },
    { name: 'Traction & IP', pct: 60 },
  ]
  const statuses = [
    {
      channel: 'Pre-seed for deep tech',
      status: 'Shortlisted',
      tone: 'bg-brand-50 text-brand-700',
    },
    {
      channel: 'Agritech angels, South India',
      status: 'In review',
      tone: 'bg-saffron-100 text-ink',
    },
    { channel: 'Women-led startups fund', status: 'Submitted', tone: 'bg-surface text-muted' },
  ]
  return (
    <figure className="relative">
      <div aria-hidden="true" className="relative">
        <div className="absolute -inset-3 sm:-inset-6 rounded-[2rem] bg-gradient-to-br from-brand-50 to-saffron-100/60" />
        <div className="relative space-y-4 p-2 sm:p-4">
          <Card className="p-5">
            <div className="flex items-center justify-between">
              <p className="text-sm font-semibold text-ink">Full profile</p>
              <p className="text-sm font-medium text-brand-700">82% complete</p>
            </div>
            <ul className="mt-4 space-y-3">
              {sections.map((s) => (
                <li key={s.name}>
                  <div className="flex justify-between text-xs">
                    <span className="text-ink">{s.name}</span>
                    <span className="text-muted">{s.pct}%</span>
                  </div>
                  <div className="mt-1 h-1.5 rounded-full bg-brand-50">
                    <div
                      className="h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-600"
                      style={{ width: `${s.pct}%` }}
                    />
                  </div>
                </li>
              ))}
            </ul>
          </Card>
          <Card className="p-5">
            <p className="text-sm font-semibold text-ink">Your applications</p>
            <ul className="mt-3 divide-y divide-line">
              {statuses.map((s) => (
                <li key={s.channel} className="flex items-center justify-between gap-3 py-2.5">
                  <span className="min-w-0 truncate text-sm text-ink">{s.channel}</span>
                  <span
                    className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-medium ${s.tone}`}
                  >
                    {s.status}
                  </span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
      <figcaption className="sr-only">
        Illustration: a full profile at 82% completeness across Market &amp; Positioning, Business
        &amp; Team and Traction &amp; IP, and a list of applications with their statuses.
      </figcaption>
    </figure>
  )
}
