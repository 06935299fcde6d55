// Emails about applications: new ones for investors, status and decisions for founders.
import { Link, Text } from '@react-email/components'
import type { ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { ActionButton, bold, Greeting, Layout, Paragraph, Quote, styles } from './layout'
import { defineEmail } from './define'
import { optionLabel } from '@/lib/i18n/option-labels'
import { applicationStatusLabels, type RejectionReason } from '@/lib/options'

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
  const intl = useIntl()
  const names = { startup: startupName, channel: channelName }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.newApplication.preview' }, names)}
      heading={intl.formatMessage({ id: 'email.newApplication.heading' })}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.newApplication.body" values={{ ...names, b: bold }} />
      </Paragraph>
      {oneLiner?.trim() ? <Quote text={oneLiner} /> : null}
      <ActionButton href={url}>
        <FormattedMessage id="email.newApplication.action" />
      </ActionButton>
      <PreferencesNote>
        <FormattedMessage id="email.newApplication.preferences" />
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
function digestSummary(intl: IntlShape, applications: number, dealRooms: number): string {
  const kind = dealRooms === 0 ? 'applications' : applications > 0 ? 'both' : 'dealRooms'
  return intl.formatMessage({ id: 'email.digest.summary' }, { kind, applications, dealRooms })
}

export function ApplicationDigest({
  name,
  applications,
  dealRooms = [],
  url,
}: ApplicationDigestProps) {
  const intl = useIntl()
  const summary = digestSummary(intl, applications.length, dealRooms.length)
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.digest.preview' }, { summary })}
      heading={intl.formatMessage({ id: 'email.digest.heading' }, { summary })}
      actionUrl={url}
    >
      <Greeting name={name} />
      {applications.length > 0 ? (
        <>
          <Paragraph>
            <FormattedMessage id="email.digest.applicationsIntro" />
          </Paragraph>
          <ul style={styles.list}>
            {applications.map((item, index) => (
              <li key={index} style={styles.listItem}>
                <FormattedMessage
                  id="email.digest.application"
                  values={{
                    startup: item.startupName,
                    channel: item.channelName,
                    link: (chunks) => (
                      <Link href={item.url} style={styles.listLink}>
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {dealRooms.length > 0 ? (
        <>
          <Paragraph>
            <FormattedMessage id="email.digest.dealRoomsIntro" />
          </Paragraph>
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
      <ActionButton href={url}>
        <FormattedMessage id="email.digest.action" />
      </ActionButton>
      <PreferencesNote>
        <FormattedMessage id="email.digest.preferences" />
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

/**
 * The status in the email's language: `statusLabel` is the English label of an application
 * status (applicationStatusLabels), whose value names its message; any other text stays as it is.
 */
function shownStatus(intl: IntlShape, statusLabel: string): string {
  const status = Object.entries(applicationStatusLabels).find(
    ([, label]) => label === statusLabel,
  )?.[0]
  return status ? optionLabel(intl, 'applicationStatuses', status) : statusLabel
}

export function ApplicationStatus({
  name,
  startupName,
  channelName,
  investorName,
  statusLabel,
  url,
}: ApplicationStatusProps) {
  const intl = useIntl()
  const names = {
    channel: channelName,
    startup: startupName,
    investor: investorName,
    status: shownStatus(intl, statusLabel),
  }
  return (
    <Layout
      preview={intl.formatMessage({ id: 'email.status.preview' }, names)}
      heading={intl.formatMessage({ id: 'email.status.heading' }, names)}
      actionUrl={url}
    >
      <Greeting name={name} />
      <Paragraph>
        <FormattedMessage id="email.status.body" values={{ ...names, b: bold }} />
      </Paragraph>
      <ActionButton href={url}>
        <FormattedMessage id="email.status.action" />
      </ActionButton>
      <PreferencesNote>
        <FormattedMessage id="email.status.preferences" />
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
    subject: (props: NewApplicationProps, intl) =>
      intl.formatMessage(
        { id: 'email.newApplication.subject' },
        { startup: props.startupName, channel: props.channelName },
      ),
    component: NewApplication,
    links: (props) => [props.url],
    translated: true,
  }),
  'application-digest': defineEmail({
    subject: (props: ApplicationDigestProps, intl) =>
      intl.formatMessage(
        { id: 'email.digest.subject' },
        {
          summary: digestSummary(intl, props.applications.length, props.dealRooms?.length ?? 0),
        },
      ),
    component: ApplicationDigest,
    links: (props) => [
      props.url,
      ...props.applications.map((item) => item.url),
      ...(props.dealRooms ?? []).map((item) => item.url),
    ],
    translated: true,
  }),
  'application-status': defineEmail({
    subject: (props: ApplicationStatusProps, intl) =>
      intl.formatMessage(
        { id: 'email.status.subject' },
        { channel: props.channelName, status: shownStatus(intl, props.statusLabel) },
      ),
    component: ApplicationStatus,
    links: (props) => [props.url],
    translated: true,
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
