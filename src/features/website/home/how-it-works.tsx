import { Link } from '@tanstack/react-router'
import { FileText, MessageSquare, Megaphone, Send } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'

import { SectionEyebrow } from './building-blocks'

export function HowItWorks() {
  const steps = [
    {
      icon: <FileText />,
      title: 'Founders build one profile',
      body: 'Startup, founders and the full profile — market, business, traction — filled in once and kept up to date.',
    },
    {
      icon: <Megaphone />,
      title: 'Investors open channels',
      body: 'An open call with criteria, custom questions, a closing date and a promise of when applicants will hear back.',
    },
    {
      icon: <Send />,
      title: 'Founders apply with answers',
      body: 'Fit is checked criterion by criterion; the founder answers the channel’s questions and submits the profile as it stands.',
    },
    {
      icon: <MessageSquare />,
      title: 'Every application gets a decision',
      body: 'The team reviews, rates and discusses, then sends a decision with a message — and, for a no, a reason.',
    },
  ]
  return (
    <section aria-labelledby="how-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6 lg:py-28">
        <div className="mx-auto max-w-2xl text-center">
          <SectionEyebrow>How it works</SectionEyebrow>
          <h2
            id="how-title"
            className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl"
          >
            From first profile to a clear answer in four steps
          </h2>
        </div>
        <ol className="mt-14 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, i) => (
            <li key={step.title} className="relative">
              <Card className="h-full p-6">
                <div className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-xl bg-brand-600 text-white [&_svg]:size-5">
                    {step.icon}
                  </span>
                  <span className="text-sm font-semibold text-brand-700">Step {i + 1}</span>
                </div>
                <h3 className="mt-5 font-semibold text-ink">{step.title}</h3>
                <p className="mt-2 text-sm text-muted">{step.body}</p>
              </Card>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

export function ClosingCta() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 lg:pb-28">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-14 text-center sm:px-12 sm:py-16">
        <svg
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 h-full w-full"
          viewBox="0 0 800 300"
          preserveAspectRatio="none"
          fill="none"
        >
          <path
            d="M0 60 C 250 60, 330 150, 400 160 S 600 200, 800 200"
            stroke="white"
            strokeWidth="18"
            opacity="0.2"
          />
          <path
            d="M0 260 C 250 260, 330 180, 400 165 S 600 200, 800 200"
            className="stroke-saffron-400"
            strokeWidth="14"
            opacity="0.2"
          />
        </svg>
        <div className="relative">
          <h2
            id="cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your next conversation starts at the confluence.
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            Founders can start today. Investors, tell us a little about your fund or network and
            we’ll get you set up.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/sign-up">Create a startup account</Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/request-access">Request investor access</Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  )
}
