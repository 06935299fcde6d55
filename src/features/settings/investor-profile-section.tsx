import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'

import { SettingsCard } from './settings-card'

/** Investor organisations: where their public face, the investor profile, is edited. */
export function InvestorProfileSection() {
  return (
    <SettingsCard
      title="Investor profile"
      description="Your thesis, focus, cheque size and public page: what founders see about you."
    >
      <Link
        to="/investors/onboarding"
        search={{ step: 'review' }}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
      >
        Edit your investor profile <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </SettingsCard>
  )
}
