import { createFileRoute, Link } from '@tanstack/react-router'
import {
  ArrowRight,
  BadgeIndianRupee,
  Check,
  FolderLock,
  Handshake,
  Languages,
  Newspaper,
  Users,
} from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import type { MessageId } from '@/lib/i18n/catalog'

export const Route = createFileRoute('/_marketing/coming-soon')({ component: ComingSoonPage })

type Stage = 'nextUp' | 'designing' | 'exploring'

const roadmap: {
  icon: ReactNode
  title: MessageId
  stage: Stage
  body: MessageId
  points: MessageId[]
}[] = [
  {
    icon: <Handshake />,
    title: 'about.next.intros.title',
    stage: 'nextUp',
    body: 'about.next.intros.body',
    points: ['about.next.intros.optIn', 'about.next.intros.note', 'about.next.intros.declined'],
  },
  {
    icon: <FolderLock />,
    title: 'about.next.dataRoom.title',
    stage: 'nextUp',
    body: 'about.next.dataRoom.body',
    points: [
      'about.next.dataRoom.perInvestor',
      'about.next.dataRoom.viewOnly',
      'about.next.dataRoom.ends',
    ],
  },
  {
    icon: <Newspaper />,
    title: 'about.next.updates.title',
    stage: 'designing',
    body: 'about.next.updates.body',
    points: [
      'about.next.updates.templates',
      'about.next.updates.metrics',
      'about.next.updates.onePlace',
    ],
  },
  {
    icon: <Users />,
    title: 'about.next.syndicates.title',
    stage: 'exploring',
    body: 'about.next.syndicates.body',
    points: [
      'about.next.syndicates.invite',
      'about.next.syndicates.private',
      'about.next.syndicates.money',
    ],
  },
  {
    icon: <Languages />,
    title: 'about.next.languages.title',
    stage: 'exploring',
    body: 'about.next.languages.body',
    points: [
      'about.next.languages.which',
      'about.next.languages.formats',
      'about.next.languages.teams',
    ],
  },
  {
    icon: <BadgeIndianRupee />,
    title: 'about.next.grants.title',
    stage: 'exploring',
    body: 'about.next.grants.body',
    points: [
      'about.next.grants.eligibility',
      'about.next.grants.milestones',
      'about.next.grants.promise',
    ],
  },
]

const shipped: MessageId[] = [
  'about.next.shipped.profiles',
  'about.next.shipped.channels',
  'about.next.shipped.fit',
  'about.next.shipped.pipeline',
  'about.next.shipped.ratings',
  'about.next.shipped.lists',
]

const stageTone: Record<Stage, string> = {
  nextUp: 'bg-brand-600 text-white',
  designing: 'bg-brand-50 text-brand-700',
  exploring: 'bg-saffron-100 text-ink',
}

const stageLabel: Record<Stage, MessageId> = {
  nextUp: 'about.next.stage.nextUp',
  designing: 'about.next.stage.designing',
  exploring: 'about.next.stage.exploring',
}

function ComingSoonPage() {
  const intl = useIntl()
  return (
    <>
      <section
        aria-labelledby="next-title"
        className="bg-gradient-to-b from-brand-50 via-white to-white"
      >
        <div className="mx-auto max-w-6xl px-4 pt-16 pb-12 sm:px-6 sm:pt-24">
          <p className="text-sm font-semibold tracking-wide text-brand-600 uppercase">
            <FormattedMessage id="about.next.eyebrow" />
          </p>
          <h1
            id="next-title"
            className="mt-3 max-w-3xl text-4xl font-semibold tracking-tight text-balance text-ink sm:text-5xl"
          >
            <FormattedMessage id="about.next.title" />
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted">
            <FormattedMessage id="about.next.intro" />
          </p>
          <ul
            className="mt-6 flex flex-wrap gap-2 text-xs"
            aria-label={intl.formatMessage({ id: 'about.next.stages' })}
          >
            {(Object.keys(stageTone) as Stage[]).map((stage) => (
              <li
                key={stage}
                className={`rounded-full px-2.5 py-1 font-medium ${stageTone[stage]}`}
              >
                <FormattedMessage id={stageLabel[stage]} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="roadmap-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:pb-20">
          <h2 id="roadmap-title" className="sr-only">
            <FormattedMessage id="about.next.roadmap" />
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
            {roadmap.map((item) => (
              <li key={item.title}>
                <Card className="flex h-full flex-col p-6">
                  <div className="flex items-start justify-between gap-3">
                    <span
                      aria-hidden="true"
                      className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500 to-brand-700 text-white [&_svg]:size-5"
                    >
                      {item.icon}
                    </span>
                    <span
                      className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${stageTone[item.stage]}`}
                    >
                      <FormattedMessage id={stageLabel[item.stage]} />
                    </span>
                  </div>
                  <h3 className="mt-5 text-lg font-semibold text-ink">
                    <FormattedMessage id={item.title} />
                  </h3>
                  <p className="mt-2 text-sm text-muted">
                    <FormattedMessage id={item.body} />
                  </p>
                  <ul className="mt-4 space-y-2 border-t border-line pt-4 text-sm">
                    {item.points.map((point) => (
                      <li key={point} className="flex gap-2 text-ink">
                        <span
                          aria-hidden="true"
                          className="mt-2 size-1.5 shrink-0 rounded-full bg-saffron-500"
                        />
                        <FormattedMessage id={point} />
                      </li>
                    ))}
                  </ul>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="shipped-title" className="bg-surface">
        <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:py-20">
          <div>
            <h2
              id="shipped-title"
              className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl"
            >
              <FormattedMessage id="about.next.shipped.title" />
            </h2>
            <p className="mt-4 text-muted">
              <FormattedMessage id="about.next.shipped.intro" />
            </p>
            <Button asChild variant="link" className="mt-2 px-0">
              <Link to="/demo">
                <FormattedMessage id="about.next.tour" />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {shipped.map((item) => (
              <li
                key={item}
                className="flex items-start gap-3 rounded-2xl border border-line bg-white p-4 text-sm text-ink"
              >
                <span
                  aria-hidden="true"
                  className="grid size-6 shrink-0 place-items-center rounded-full bg-emerald-50 text-emerald-700"
                >
                  <Check className="size-3.5" />
                </span>
                <FormattedMessage id={item} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="invite-title" className="bg-white px-4 py-16 sm:px-6 lg:py-20">
        <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-brand-900 via-brand-700 to-brand-600 px-6 py-12 text-center sm:px-12 sm:py-16">
          <h2
            id="invite-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white"
          >
            <FormattedMessage id="about.next.invite.title" />
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-brand-100">
            <FormattedMessage id="about.next.invite.body" />
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg" variant="accent">
              <Link to="/request-access">
                <FormattedMessage id="about.next.invite.requestAccess" />
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="secondary"
              className="border-white/30 bg-white/10 text-white hover:bg-white/20"
            >
              <Link to="/sign-up">
                <FormattedMessage id="about.next.invite.signUp" />
              </Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  )
}
