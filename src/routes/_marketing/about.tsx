import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  EyeOff,
  IndianRupee,
  ListChecks,
  MailQuestion,
  MapPin,
  MessageSquareReply,
  ShieldCheck,
  ToggleRight,
} from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { useContactDetails } from '@/lib/contact'

export const Route = createFileRoute('/_marketing/about')({ component: AboutPage })

function AboutPage() {
  return (
    <>
      <AboutHero />
      <TheName />
      <TheProblem />
      <Principles />
      <BuiltInIndia />
      <Contact />
    </>
  )
}

function AboutHero() {
  return (
    <section
      aria-labelledby="about-title"
      className="bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
        <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">About Sangam</p>
        <h1
          id="about-title"
          className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
        >
          We’re building the place where founders and investors actually meet.
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-muted">
          Raising money in India still runs on cold emails, forwarded decks and favours. Sangam
          replaces that with one honest profile for every startup, open calls from investors, and a
          promise that every application gets an answer.
        </p>
      </div>
    </section>
  )
}

function TheName() {
  return (
    <section aria-labelledby="name-title" className="bg-white">
      <div className="mx-auto grid grid-cols-1 max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:py-20">
        <div>
          <h2
            id="name-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            Why “Sangam”
          </h2>
          <div className="mt-4 space-y-4 text-muted">
            <p>
              <span lang="sa" className="font-medium text-ink">
                संगम
              </span>{' '}
              (<em>sangam</em>) is Sanskrit for{' '}
              <strong className="font-medium text-ink">confluence</strong> — the place where rivers
              meet and flow on as one. The best known is the Triveni Sangam at Prayagraj, where the
              Ganga and the Yamuna join.
            </p>
            <p>
              Two streams run through every startup ecosystem: founders with ideas and the
              determination to build them, and investors with capital and experience looking for
              them. Too often they run side by side without ever meeting. We built Sangam to be the
              point where they do — and to make that meeting clear, fair and quick for both.
            </p>
          </div>
        </div>
        <ConfluenceArt />
      </div>
    </section>
  )
}

function ConfluenceArt() {
  return (
    <figure className="relative overflow-hidden rounded-2xl border border-line bg-gradient-to-br from-brand-50 via-white to-saffron-100/70 p-6">
      <svg
        viewBox="0 0 480 260"
        className="h-auto w-full"
        role="img"
        aria-labelledby="confluence-art-title"
      >
        <title id="confluence-art-title">
          Two rivers, one indigo and one saffron, flowing together into a single stream
        </title>
        <path
          d="M10 40 C 140 40, 190 110, 250 128 S 380 140, 470 140"
          className="stroke-brand-500"
          strokeWidth="22"
          strokeLinecap="round"
          fill="none"
          opacity="0.85"
        />
        <path
          d="M10 220 C 140 220, 190 150, 250 134 S 380 140, 470 140"
          className="stroke-saffron-500"
          strokeWidth="22"
          strokeLinecap="round"
          fill="none"
          opacity="0.85"
        />
        <circle cx="250" cy="131" r="7" fill="white" />
        <text x="14" y="22" fontSize="13" className="fill-brand-700" fontWeight="600">
          Founders
        </text>
        <text x="14" y="252" fontSize="13" className="fill-ink" fontWeight="600">
          Investors
        </text>
      </svg>
      <figcaption className="mt-3 text-center text-sm text-muted">
        Two streams, one confluence.
      </figcaption>
    </figure>
  )
}

function TheProblem() {
  return (
    <section aria-labelledby="problem-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="problem-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            The problem: silence on one side, noise on the other
          </h2>
          <p className="mt-4 text-muted">
            Both sides want the same thing — the right match, quickly. The way fundraising works
            today gets in the way of both.
          </p>
        </div>
        <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">Founders</p>
            <h3 className="mt-2 text-xl font-semibold text-ink">Silence</h3>
            <ul className="mt-4 space-y-3 text-muted">
              <ProblemItem>
                You send a deck to an address found online, and hear nothing. A week later you can’t
                tell a “no” from a “not yet” from an email nobody opened.
              </ProblemItem>
              <ProblemItem>
                Every fund has its own form. You retype the same story — problem, market, team,
                traction — again and again, and each version drifts a little.
              </ProblemItem>
              <ProblemItem>
                You rarely learn what an investor actually looks for, so you can’t tell whether to
                apply at all, or why it didn’t work.
              </ProblemItem>
            </ul>
          </Card>
          <Card className="p-6 sm:p-8">
            <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
              Investors
            </p>
            <h3 className="mt-2 text-xl font-semibold text-ink">Noise</h3>
            <ul className="mt-4 space-y-3 text-muted">
              <ProblemItem>
                Decks arrive by email, messaging apps, events and introductions, in every format —
                impossible to compare side by side.
              </ProblemItem>
              <ProblemItem>
                Most are outside your thesis, and sorting them takes hours your team would rather
                spend with the companies that fit.
              </ProblemItem>
              <ProblemItem>
                Opinions live in scattered threads and spreadsheets, and writing a considerate “no”
                takes time — so too often it never gets sent.
              </ProblemItem>
            </ul>
          </Card>
        </div>
      </div>
    </section>
  )
}

function ProblemItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500" />
      <span>{children}</span>
    </li>
  )
}

function Principles() {
  const principles = [
    {
      icon: <MessageSquareReply />,
      title: 'Every application gets an answer',
      body: 'Each channel states how quickly applicants will hear back — 14 days unless the investor sets otherwise — and overdue applications are flagged to the investor. A decision always reaches the founder with a message, and a rejection with a reason.',
    },
    {
      icon: <ToggleRight />,
      title: 'Founders own their data',
      body: 'You decide whether your company has a public page and whether investors can discover your profile. Otherwise your full profile is shown only to the investors whose channels you apply to.',
    },
    {
      icon: <ListChecks />,
      title: 'Fit is explained, not guessed',
      body: 'Investors see how each startup meets every criterion of their channel — sector, stage, state, business type, raise — one line at a time. Founders see the same check before they apply.',
    },
    {
      icon: <EyeOff />,
      title: 'Private stays private',
      body: 'An investor team’s notes and ratings are for that team alone. They are never shown to founders, and never to other investors.',
    },
  ]
  return (
    <section aria-labelledby="principles-title" className="bg-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="principles-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            What we hold ourselves to
          </h2>
          <p className="mt-4 text-muted">
            These aren’t slogans; they are built into how the product works.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-6 sm:grid-cols-2">
          {principles.map((p) => (
            <li key={p.title}>
              <Card className="h-full p-6">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
                >
                  {p.icon}
                </span>
                <h3 className="mt-5 font-semibold text-ink">{p.title}</h3>
                <p className="mt-2 text-sm text-muted">{p.body}</p>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function BuiltInIndia() {
  const points = [
    {
      icon: <IndianRupee />,
      title: 'Rupees, lakhs and crores',
      body: 'Raises and cheque sizes are in ₹, written the way Indian founders and investors say them — ₹50 L, ₹2 Cr — with Indian digit grouping when exact.',
    },
    {
      icon: <MapPin />,
      title: 'Every state and union territory',
      body: 'Startups list their headquarters by state or union territory, and investors can run channels for a region — the North East, South India, or a single state.',
    },
    {
      icon: <ShieldCheck />,
      title: 'Indian company details',
      body: 'Profiles take the company type — from Private Limited and LLP to One Person Company and Section 8 — along with the CIN and DPIIT recognition number where a startup has them.',
    },
  ]
  return (
    <section aria-labelledby="india-title" className="bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="max-w-2xl">
          <h2
            id="india-title"
            className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
          >
            Built in India, for Indian startups
          </h2>
          <p className="mt-4 text-muted">
            Great companies are growing far beyond a handful of metros. Sangam is designed around
            how startups in India are registered, described and funded.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {points.map((p) => (
            <li key={p.title} className="flex gap-4 md:flex-col">
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-saffron-100 text-ink [&_svg]:size-5"
              >
                {p.icon}
              </span>
              <div>
                <h3 className="font-semibold text-ink">{p.title}</h3>
                <p className="mt-1 text-sm text-muted">{p.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function Contact() {
  const { contactEmail } = useContactDetails()
  return (
    <section aria-labelledby="contact-title" className="bg-white py-16 lg:py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <Card className="flex flex-col gap-6 bg-gradient-to-br from-brand-50 to-white p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-600 text-white [&_svg]:size-6"
            >
              <MailQuestion />
            </span>
            <div>
              <h2 id="contact-title" className="text-xl font-semibold text-ink sm:text-2xl">
                Get in touch
              </h2>
              <p className="mt-2 max-w-xl text-muted">
                Questions, feedback or a partnership idea? Write to us at{' '}
                <a
                  href={`mailto:${contactEmail}`}
                  className="font-medium wrap-break-word text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  {contactEmail}
                </a>
                . A person on our team reads every message and replies by email. A fund that wants
                to run channels can also{' '}
                <Link
                  to="/request-access"
                  className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  request investor access
                </Link>
                .
              </p>
            </div>
          </div>
          <Button asChild size="lg" className="shrink-0">
            <a href={`mailto:${contactEmail}`}>
              Email us
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
        </Card>
      </div>
    </section>
  )
}
