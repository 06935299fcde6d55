// The demo tour's six steps: what each shows, in words and as an illustration.
import type { ReactNode } from 'react'

import type { MessageId } from '@/lib/i18n/catalog'

import { ApplyMock, FitMock, ProfileMock } from './founder-mocks'
import { DecisionMock, PipelineMock, TeamMock } from './investor-mocks'

export type Step = {
  id: string
  who: 'Founder' | 'Investor'
  title: MessageId
  body: MessageId
  points: MessageId[]
  illustration: ReactNode
  caption: MessageId
}

export const steps: Step[] = [
  {
    id: 'profile',
    who: 'Founder',
    title: 'tour.step.profile.title',
    body: 'tour.step.profile.body',
    points: ['tour.step.profile.point1', 'tour.step.profile.point2', 'tour.step.profile.point3'],
    illustration: <ProfileMock />,
    caption: 'tour.step.profile.caption',
  },
  {
    id: 'channels',
    who: 'Founder',
    title: 'tour.step.channels.title',
    body: 'tour.step.channels.body',
    points: ['tour.step.channels.point1', 'tour.step.channels.point2', 'tour.step.channels.point3'],
    illustration: <FitMock />,
    caption: 'tour.step.channels.caption',
  },
  {
    id: 'apply',
    who: 'Founder',
    title: 'tour.step.apply.title',
    body: 'tour.step.apply.body',
    points: ['tour.step.apply.point1', 'tour.step.apply.point2', 'tour.step.apply.point3'],
    illustration: <ApplyMock />,
    caption: 'tour.step.apply.caption',
  },
  {
    id: 'pipeline',
    who: 'Investor',
    title: 'tour.step.pipeline.title',
    body: 'tour.step.pipeline.body',
    points: ['tour.step.pipeline.point1', 'tour.step.pipeline.point2', 'tour.step.pipeline.point3'],
    illustration: <PipelineMock />,
    caption: 'tour.step.pipeline.caption',
  },
  {
    id: 'team',
    who: 'Investor',
    title: 'tour.step.team.title',
    body: 'tour.step.team.body',
    points: ['tour.step.team.point1', 'tour.step.team.point2', 'tour.step.team.point3'],
    illustration: <TeamMock />,
    caption: 'tour.step.team.caption',
  },
  {
    id: 'decision',
    who: 'Investor',
    title: 'tour.step.decision.title',
    body: 'tour.step.decision.body',
    points: ['tour.step.decision.point1', 'tour.step.decision.point2', 'tour.step.decision.point3'],
    illustration: <DecisionMock />,
    caption: 'tour.step.decision.caption',
  },
]
