import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { FormattedMessage, useIntl } from 'react-intl'

import { SettingsCard } from './settings-card'

/** Investor organisations: where their public face, the investor profile, is edited. */
export function InvestorProfileSection() {
  const intl = useIntl()
  return (
    <SettingsCard
      title={intl.formatMessage({ id: 'settings.investorProfile.title' })}
      description={intl.formatMessage({ id: 'settings.investorProfile.description' })}
    >
      <Link
        to="/investors/onboarding"
        search={{ step: 'review' }}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline"
      >
        <FormattedMessage id="settings.investorProfile.edit" />
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </SettingsCard>
  )
}
