// The demo tour's six steps: what each shows, in words and as an illustration.
import type { ReactNode } from 'react'

import { ApplyMock, FitMock, ProfileMock } from './founder-mocks'
import { DecisionMock, PipelineMock, TeamMock } from './investor-mocks'

export type Step = {
  id: string
  who: 'Founder' | 'Investor'
  title: string
  body: ReactNode
  points: string[]
  illustration: ReactNode
  caption: string
}

export const steps: Step[] = [
  {
    id: 'profile',
    who: 'Founder',
    title: 'Build your profile once',
    body: 'A founder signs up, creates the startup and fills in three layers: the startup profile, a founder profile for each co-founder, and the full profile investors read.',
    points: [
      'Full profile in three sections: Market & Positioning, Business & Team, Traction & IP',
      'A completeness score per section shows exactly what is missing',
      'Choose a public company page and whether investors can discover you',
    ],
    illustration: <ProfileMock />,
    caption:
      'Illustration: a startup profile editor with sectors Climate Technology and Energy, stage Prototype, headquarters Karnataka and a planned raise of ₹1.2 Cr, with section completeness bars.',
  },
  {
    id: 'channels',
    who: 'Founder',
    title: 'Find channels that fit — and see why',
    body: 'Open investor channels are listed with their criteria. Sangam checks your profile against each criterion and tells you, line by line, where you fit and where you don’t.',
    points: [
      'Sector, stage, state, business type and raise range checked one by one',
      'A mismatch is a warning, not a wall — you can still apply',
      'Each channel shows when it closes and how fast it promises to answer',
    ],
    illustration: <FitMock />,
    caption:
      'Illustration: a channel called Seed for climate hardware with a fit checklist — four criteria met, business type not met.',
  },
  {
    id: 'apply',
    who: 'Founder',
    title: 'Apply with your answers',
    body: 'Every channel can ask its own questions. Answer them, review exactly what will be shared with the investor, and submit. Your profile goes as it stands at that moment.',
    points: [
      'Short and long answers, numbers, links and multiple choice',
      'One application per channel — no accidental duplicates',
      'Withdraw any time before a decision',
    ],
    illustration: <ApplyMock />,
    caption:
      'Illustration: an application form with two answered custom questions, a summary of what will be shared, and a submit button.',
  },
  {
    id: 'pipeline',
    who: 'Investor',
    title: 'Review a fast, filterable pipeline',
    body: 'Applications land in the investor’s pipeline, already structured and comparable. Filters narrow thousands to the handful worth a closer look — and live in the URL, so a teammate can open the same view.',
    points: [
      'Filter by sector, stage, state, business type, customer interaction and raise range',
      'Move applications through Submitted, In review, Shortlisted, Due diligence',
      'Overdue applications are flagged against the channel’s promise',
    ],
    illustration: <PipelineMock />,
    caption:
      'Illustration: the applications pipeline filtered by Climate Technology, Karnataka and ₹50 L to ₹2 Cr, with counts per status.',
  },
  {
    id: 'team',
    who: 'Investor',
    title: 'Rate and discuss as a team',
    body: 'Each teammate rates the application from 1 to 5 and adds notes. Ratings stay hidden until you have given your own, so nobody anchors the discussion.',
    points: [
      'Blind ratings, revealed once you rate',
      'Private notes and a full timeline of every status change',
      'Add promising startups to shared lists',
    ],
    illustration: <TeamMock />,
    caption:
      'Illustration: a ratings panel where one teammate’s 4-star rating is visible, another’s is hidden until you rate, with two private notes.',
  },
  {
    id: 'decision',
    who: 'Investor',
    title: 'A decision reaches the founder',
    body: 'The investor decides and writes a message. A rejection carries a reason from a short list, so the founder learns something either way. Notes and ratings never leave the investor’s team.',
    points: [
      'Accepted or rejected, always with a message',
      'Reasons: not our sector or stage, too early, team, market size, traction, other',
      'The founder is notified in the app and by email',
    ],
    illustration: <DecisionMock />,
    caption:
      'Illustration: the founder’s view of a decision — rejected, reason Too early, with a message from the investor inviting them to reapply after their pilot.',
  },
]
