import { Link, useLocation } from '@tanstack/react-router'
import { Sparkles } from 'lucide-react'
import { FormattedMessage } from 'react-intl'

/** Above every investor screen until the profile is complete (but not on onboarding itself). */
export function OnboardingBanner() {
  const { pathname } = useLocation()
  if (pathname.startsWith('/investors/onboarding')) return null
  return (
    <div
      role="status"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-saffron-400 bg-saffron-100/50 p-4 text-sm text-ink sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Sparkles className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        <span>
          <FormattedMessage id="app.investorOnboarding.banner" />
        </span>
      </p>
      <Link
        to="/investors/onboarding"
        className="shrink-0 font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        <FormattedMessage id="app.investorOnboarding.banner.continue" />
      </Link>
    </div>
  )
}
