import type { inferRouterOutputs } from '@trpc/server'
import { Link } from '@tanstack/react-router'
import { Banknote, ExternalLink, Handshake, Layers, MapPin, PieChart } from 'lucide-react'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'
import { shownRupeeRange } from '@/lib/i18n/rupees'
import { LinkedInName } from '@/components/brand-names'
import { OrganisationLogo } from '@/components/organisation-logo'
import { Button } from '@/components/ui/button'
import { Fact } from '@/components/fact'
import { LinkRow, LinkRows } from '@/components/link-rows'
import { ResponsivenessFacts } from '@/components/responsiveness'
import { Badge, Card } from '@/components/ui/card'
import { listText, ownershipText } from '@/domain/investors/profile-figures'
import { optionLabel, type OptionListName } from '@/lib/i18n/option-labels'
import type { AppRouter } from '@/server/trpc/root'

export type PublicInvestor =
  inferRouterOutputs<AppRouter>['website']['investorPublicProfile']['get']

/** Option values in the page's language, joined by commas; `none` for an empty or missing list. */
function shownOptions(
  intl: IntlShape,
  list: OptionListName,
  values: readonly string[] | null | undefined,
  none: string,
): string {
  return listText(
    values?.map((value) => optionLabel(intl, list, value)),
    none,
  )
}

/** An investor's public page: who they are, their thesis, what and where they back, cheques. */
export function InvestorPage({ investor }: { investor: PublicInvestor }) {
  const intl = useIntl()
  const name = investor.displayName.trim()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          {investor.investorType && (
            <Badge>{optionLabel(intl, 'investorTypes', investor.investorType)}</Badge>
          )}
          <div className="mt-3 flex items-center gap-4">
            <OrganisationLogo fileId={investor.logoFileId} size="lg" />
            <h1
              className="min-w-0 text-3xl font-semibold tracking-tight break-words text-ink"
              translate="no"
            >
              {investor.displayName}
            </h1>
          </div>
          <div className="mt-4 flex flex-wrap gap-2">
            {(investor.sectors ?? []).map((sector) => (
              <Badge key={sector} className="bg-surface text-ink">
                {optionLabel(intl, 'sectors', sector)}
              </Badge>
            ))}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-4 text-sm">
          {investor.website && (
            <OutLink href={investor.website}>
              <FormattedMessage id="company.investor.website" />
            </OutLink>
          )}
          {investor.linkedin && (
            <OutLink href={investor.linkedin}>
              <LinkedInName />
            </OutLink>
          )}
        </div>
      </div>

      <Card className="mt-8 p-6">
        <h2 className="text-lg font-semibold">
          <FormattedMessage id="company.investor.answers" />
        </h2>
        <ResponsivenessFacts
          record={investor.responsiveness}
          investorName={investor.displayName}
          className="mt-3"
        />
      </Card>

      {investor.thesis && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="company.investor.thesis" />
          </h2>
          <p
            className="mt-3 text-sm leading-relaxed whitespace-pre-line text-ink/90"
            translate="no"
          >
            {investor.thesis}
          </p>
        </Card>
      )}

      <dl className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact
          icon={Banknote}
          label={intl.formatMessage({ id: 'company.investor.cheque' })}
          value={shownRupeeRange(intl, investor.chequeMin, investor.chequeMax)}
        />
        <Fact
          icon={Layers}
          label={intl.formatMessage({ id: 'company.investor.stages' })}
          value={shownOptions(intl, 'developmentStages', investor.stages, '')}
        />
        <Fact
          icon={MapPin}
          label={intl.formatMessage({ id: 'company.investor.where' })}
          value={shownOptions(
            intl,
            'headquarters',
            investor.headquarters,
            intl.formatMessage({ id: 'company.investor.anywhere' }),
          )}
        />
        <Fact
          icon={PieChart}
          label={intl.formatMessage({ id: 'company.investor.ownership' })}
          value={ownershipText(investor)}
        />
        <Fact
          icon={Handshake}
          label={intl.formatMessage({ id: 'company.investor.coInvestors' })}
          value={
            investor.coInvestorsWelcome == null
              ? ''
              : intl.formatMessage({
                  id: investor.coInvestorsWelcome
                    ? 'shared.coInvestors.welcome'
                    : 'shared.coInvestors.notThisTime',
                })
          }
        />
        <Fact
          icon={Layers}
          label={intl.formatMessage({ id: 'company.investor.businessTypes' })}
          value={shownOptions(
            intl,
            'businessTypes',
            investor.businessTypes,
            intl.formatMessage({ id: 'company.investor.anyBusiness' }),
          )}
        />
      </dl>

      {(investor.portfolioSize != null || investor.notableInvestments) && (
        <Card className="mt-6 p-6">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="company.investor.portfolio" />
          </h2>
          {investor.portfolioSize != null && (
            <p className="mt-3 text-sm text-ink">
              <FormattedMessage
                id="company.investor.portfolioSize"
                values={{ count: investor.portfolioSize }}
              />
            </p>
          )}
          {investor.notableInvestments && (
            <p className="mt-2 text-sm text-muted">
              <FormattedMessage
                id="company.investor.notable"
                values={{
                  investments: <span translate="no">{investor.notableInvestments}</span>,
                }}
              />
            </p>
          )}
        </Card>
      )}

      {investor.channels.length > 0 && (
        <Card className="mt-6 bg-brand-50 p-6">
          <h2 className="text-lg font-semibold">
            <FormattedMessage id="company.investor.channels" />
          </h2>
          <p className="mt-1 text-sm text-ink">
            <FormattedMessage
              id="company.investor.channelsIntro"
              values={{
                name: <span translate="no">{name}</span>,
                nameEndsInS: /s$/i.test(name) ? 'yes' : 'no',
              }}
            />
          </p>
          <LinkRows className="mt-4">
            {investor.channels.map((c) => (
              <LinkRow
                key={c.id}
                to="/startups/apply/$id"
                params={{ id: c.id }}
                note={
                  c.closesAt &&
                  intl.formatMessage(
                    { id: 'company.investor.closes' },
                    { date: shownDate(intl, c.closesAt) },
                  )
                }
              >
                <span translate="no">{c.title}</span>
              </LinkRow>
            ))}
          </LinkRows>
          <Button asChild className="mt-4">
            <Link to="/sign-up">
              <FormattedMessage id="company.investor.signUp" />
            </Link>
          </Button>
        </Card>
      )}
    </div>
  )
}

function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer nofollow"
      className="inline-flex items-center gap-1 font-medium text-brand-600 hover:underline"
    >
      {children} <ExternalLink className="size-4" aria-hidden="true" />
      <span className="sr-only">
        <FormattedMessage id="company.investor.opensInNewTab" />
      </span>
    </a>
  )
}
