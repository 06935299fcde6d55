/**
 * The demo investor's saved messages to founders, so triage and the decision dialog offer the
 * team's own words: rejections for the reasons it gives most, one for any reason, and an
 * acceptance. Fixed text, so the seed's random stream is left as it was.
 */
import type { Database } from '@/server/db/client'
import { messageTemplate } from '@/server/db/schema'

type DemoTemplate = Pick<
  typeof messageTemplate.$inferInsert,
  'decision' | 'reason' | 'name' | 'body'
>

export const demoMessageTemplates: DemoTemplate[] = [
  {
    decision: 'rejected',
    reason: 'too_early',
    name: 'Too early, keep in touch',
    body: 'Dear {founder},\n\nThank you for applying to {channel}. We enjoyed reading about {startup}, but it is earlier than we usually invest. Please write to us again once you have paying customers and a few months of numbers; we would be glad to take another look.\n\nWarm regards,\nThe {investor} team',
  },
  {
    decision: 'rejected',
    reason: 'not_our_sector_or_stage',
    name: 'Outside our thesis',
    body: 'Dear {founder},\n\nThank you for thinking of {investor}. {startup} falls outside the sectors and stages our fund is set up for, so we will not take it further. This is about our mandate, not the quality of your work, and we are happy to suggest funds that may be a better fit.\n\nBest wishes,\nThe {investor} team',
  },
  {
    decision: 'rejected',
    reason: 'traction',
    name: 'Show us more traction',
    body: 'Dear {founder},\n\nThank you for applying to {channel}. We would like to see {startup} prove repeat usage and revenue before we invest. Please keep us posted with a short monthly update; we read every one.\n\nRegards,\nThe {investor} team',
  },
  {
    decision: 'rejected',
    reason: null,
    name: 'Not this time',
    body: 'Dear {founder},\n\nThank you for applying to {channel}. The team discussed {startup} at our weekly meeting and has decided not to move forward at this time. We wish you every success.\n\nThe {investor} team',
  },
  {
    decision: 'accepted',
    reason: null,
    name: 'Welcome aboard',
    body: 'Dear {founder},\n\nCongratulations! {investor} would like to back {startup}. One of our partners will write to you this week to set up a call on the term sheet and the documents we need for due diligence.\n\nWe look forward to working together,\nThe {investor} team',
  },
]

/** Runs inside the demo seed's transaction, once the demo investor's organisation exists. */
export async function seedDemoTemplates(
  db: Database,
  { organisationId, createdBy }: { organisationId: string; createdBy: string | null },
): Promise<void> {
  await db
    .insert(messageTemplate)
    .values(demoMessageTemplates.map((t) => ({ ...t, organisationId, createdBy })))
}
