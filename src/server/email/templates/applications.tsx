// Emails about applications: new ones for investors, status and decisions for founders.
import { Link, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

import { ActionButton, Greeting, Layout, Paragraph, Quote, styles } from './layout'
import { defineEmail } from './define'
import { plural } from '@/lib/format'
import { optionLabel } from '@/lib/i18n/option-labels'
import type { RejectionReason } from '@/lib/options'

/** Tells the reader where to change how often these emails come. */
function PreferencesNote({ children }: { children: ReactNode }) {
  return <Text style={styles.footer}>{children}</Text>
}

export interface NewApplicationProps {
  name: string
  startupName: string
  channelName: string
  /** The startup's one-line description, as it applied. */
  oneLiner?: string
  url: string
}

export function NewApplication({
  name,
  startupName,
  channelName,
  oneLiner,
  url,
}: NewApplicationProps) {
  return (
    <Layout
      preview={`${startupName} applied to ${channelName}.`}
      heading="New application"
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <strong>{startupName}</strong> applied to your channel <strong>{channelName}</strong>.
      </Paragraph>
      {oneLiner?.trim() ? <Quote text={oneLiner} /> : null}
      <ActionButton href={url}>Review the application</ActionButton>
      <PreferencesNote>
        You get an email for every new application. To get one summary a day instead, or none,
        change your notification preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationDigestProps {
  name: string
  applications: { startupName: string; channelName: string; url: string }[]
  /** The deal-room lines of the same window, as the bell wrote them (docs/decisions/0047). */
  dealRooms?: { title: string; url: string }[]
  /** The applications inbox. */
  url: string
}

/** '3 new applications', '2 deal room updates', or both joined by 'and'. */
function digestSummary(applications: number, dealRooms: number): string {
  return [
    applications > 0 || dealRooms === 0 ? plural(applications, 'new application') : null,
    dealRooms > 0 ? plural(dealRooms, 'deal room update') : null,
  ]
    .filter(Boolean)
    .join(' and ')
}

export function ApplicationDigest({
  name,
  applications,
  dealRooms = [],
  url,
}: ApplicationDigestProps) {
  const summary = digestSummary(applications.length, dealRooms.length)
  return (
    <Layout
      preview={`${summary} since your last summary.`}
      heading={`${summary} for your team`}
      actionUrl={url}
    >
      <Greeting name={name} />
      {applications.length > 0 ? (
        <>
          <Paragraph>Since your last summary, these startups applied to your channels:</Paragraph>
          <ul style={styles.list}>
            {applications.map((item, index) => (
              <li key={index} style={styles.listItem}>
                <Link href={item.url} style={styles.listLink}>
                  {item.startupName}
                </Link>{' '}
                to {item.channelName}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dealRooms.length > 0 ? (
        <>
          <Paragraph>In your deal rooms:</Paragraph>
          <ul style={styles.list}>
            {dealRooms.map((item, index) => (
              <li key={index} style={styles.listItem}>
                <Link href={item.url} style={styles.listLink}>
                  {item.title}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ActionButton href={url}>Open applications</ActionButton>
      <PreferencesNote>
        You get this summary once a day when there is something new. Change it in your notification
        preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationStatusProps {
  name: string
  startupName: string
  channelName: string
  investorName: string
  /** The new status as founders read it, e.g. 'In review'. */
  statusLabel: string
  url: string
}

export function ApplicationStatus({
  name,
  startupName,
  channelName,
  investorName,
  statusLabel,
  url,
}: ApplicationStatusProps) {
  return (
    <Layout
      preview={`${channelName}: your application is now ${statusLabel}.`}
      heading={`Your application is now ${statusLabel}`}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <strong>{investorName}</strong> moved the application of <strong>{startupName}</strong> to{' '}
        <strong>{channelName}</strong> to <strong>{statusLabel}</strong>.
      </Paragraph>
      <ActionButton href={url}>See your applications</ActionButton>
      <PreferencesNote>
        You can turn off emails about status changes in your notification preferences in Settings.
      </PreferencesNote>
    </Layout>
  )
}

export interface ApplicationDecisionProps {
  name: string
  startupName: string
  channelName: string
  investorName: string
  decision: 'accepted' | 'rejected'
  /** The investor's message to the founders. */
  message: string
  /** For a rejection: the reason the investor chose. */
  reason?: RejectionReason
  url: string
}

const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>

export function ApplicationDecision({
  name,
  startupName,
  channelName,
  investorName,
  decision,
  message,
  reason,
  url,
}: ApplicationDecisionProps) {
  const intl = useIntl()
  const accepted = decision === 'accepted'
  const names = { investor: investorName, startup: startupName, channel: channelName }
  return (
    <Layout
      preview={intl.formatMessage(
        { id: accepted ? 'email.decision.preview.accepted' : 'email.decision.preview.rejected' },
        names,
      )}
      heading={intl.formatMessage({
        id: accepted ? 'email.decision.heading.accepted' : 'email.decision.heading.rejected',
      })}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage
          id={accepted ? 'email.decision.body.accepted' : 'email.decision.body.rejected'}
          values={{ ...names, b: bold }}
        />
      </Paragraph>
      {!accepted && reason ? (
        <Paragraph>
          <FormattedMessage
            id="email.decision.reason"
            values={{ reason: optionLabel(intl, 'rejectionReasons', reason), b: bold }}
          />
        </Paragraph>
      ) : null}
      <Paragraph>
        <FormattedMessage id="email.decision.messageIntro" />
      </Paragraph>
      <Quote text={message} />
      <ActionButton href={url}>
        <FormattedMessage id="email.decision.action" />
      </ActionButton>
      <PreferencesNote>
        <FormattedMessage id="email.decision.preferences" />
      </PreferencesNote>
    </Layout>
  )
}

/** The application emails: each one's subject, body and the links it carries. */
export const applicationEmails = {
  'new-application': defineEmail({
    subject: (props: NewApplicationProps) =>
      `New application: ${props.startupName} to ${props.channelName}`,
    component: NewApplication,
    links: (props) => [props.url],
  }),
  'application-digest': defineEmail({
    subject: (props: ApplicationDigestProps) =>
      `${digestSummary(props.applications.length, props.dealRooms?.length ?? 0)} on Sangam`,
    component: ApplicationDigest,
    links: (props) => [
      props.url,
      ...props.applications.map((item) => item.url),
      ...(props.dealRooms ?? []).map((item) => item.url),
    ],
  }),
  'application-status': defineEmail({
    subject: (props: ApplicationStatusProps) =>
      `${props.channelName}: your application is now ${props.statusLabel}`,
    component: ApplicationStatus,
    links: (props) => [props.url],
  }),
  'application-decision': defineEmail({
    subject: (props: ApplicationDecisionProps, intl) =>
      intl.formatMessage(
        {
          id:
            props.decision === 'accepted'
              ? 'email.decision.subject.accepted'
              : 'email.decision.subject.rejected',
        },
        { investor: props.investorName, channel: props.channelName },
      ),
    component: ApplicationDecision,
    links: (props) => [props.url],
    translated: true,
  }),
}
