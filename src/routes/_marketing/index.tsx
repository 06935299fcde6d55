import { createFileRoute } from '@tanstack/react-router'

import { ForFounders } from '@/features/website/home/for-founders'
import { ForInvestors } from '@/features/website/home/for-investors'
import { Hero } from '@/features/website/home/hero'
import { ClosingCta, HowItWorks } from '@/features/website/home/how-it-works'
import { LiveCounts } from '@/features/website/home/live-counts'

export const Route = createFileRoute('/_marketing/')({
  // Prefetched on the server so the live counts are in the first HTML. A failing count query
  // must not take the whole home page down: the section shows dashes instead.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(context.trpc.website.counts.queryOptions())
      .catch(() => undefined),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <Hero />
      <LiveCounts />
      <ForFounders />
      <ForInvestors />
      <HowItWorks />
      <ClosingCta />
    </>
  )
}
