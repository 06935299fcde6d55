// The frame and building blocks every email shares. Every user-supplied string is passed to React
// as text or as an attribute, so React escapes it; no template uses dangerouslySetInnerHTML. Each
// template's subject sits beside its component, in its area's file (account, organisations,
// applications), registered in ./index.ts.
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components'
import { type CSSProperties, Fragment, type ReactNode } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

import { shownDate } from '@/lib/i18n/dates'

/** The wordmark at the top of every email: the brand's name, the same in every language. */
const brandName = 'Sangam'

const colors = {
  indigo: '#4338ca',
  saffron: '#f59e0b',
  background: '#f6f7fb',
  card: '#ffffff',
  text: '#1f2937',
  muted: '#6b7280',
  border: '#e5e7eb',
} as const

const fontFamily =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

export const styles = {
  body: { backgroundColor: colors.background, margin: 0, padding: '24px 0', fontFamily },
  container: { maxWidth: '560px', margin: '0 auto', padding: '0 12px' },
  brand: { padding: '8px 4px 16px' },
  brandName: {
    color: colors.indigo,
    fontSize: '24px',
    fontWeight: 700,
    letterSpacing: '-0.01em',
    margin: 0,
  },
  card: {
    backgroundColor: colors.card,
    borderTop: `4px solid ${colors.saffron}`,
    borderRadius: '8px',
    padding: '28px 32px',
  },
  heading: { color: colors.text, fontSize: '20px', fontWeight: 600, margin: '0 0 16px' },
  text: { color: colors.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  buttonSection: { padding: '8px 0 24px' },
  button: {
    backgroundColor: colors.indigo,
    borderRadius: '6px',
    color: '#ffffff',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  quote: {
    borderLeft: `4px solid ${colors.saffron}`,
    backgroundColor: colors.background,
    color: colors.text,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    padding: '12px 16px',
  },
  hr: { borderColor: colors.border, margin: '24px 0 16px' },
  list: {
    color: colors.text,
    fontSize: '15px',
    lineHeight: '24px',
    margin: '0 0 16px',
    paddingLeft: '20px',
  },
  listItem: { margin: '0 0 6px' },
  listLink: { color: colors.indigo, fontWeight: 600 },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
  footerLink: { color: colors.indigo, fontSize: '12px', wordBreak: 'break-all' },
} satisfies Record<string, CSSProperties>

interface LayoutProps {
  /** Inbox preview line (hidden in the body, left out of the plain-text version). */
  preview: string
  heading: string
  /** For action emails: repeated as a raw link in the footer in case the button does not work. */
  actionUrl?: string
  /** Why the recipient got it, when it is not activity on their own account. */
  reason?: string
  children: ReactNode
}

export function Layout({ preview, heading, actionUrl, reason, children }: LayoutProps) {
  const intl = useIntl()
  const footer = intl.formatMessage({ id: 'email.layout.footer' })
  return (
    <Html lang={intl.locale.slice(0, 2)}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.brand}>
            <Text style={styles.brandName}>{brandName}</Text>
          </Section>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
            {children}
            <Hr style={styles.hr} />
            {actionUrl ? (
              <Text style={styles.footer}>
                <FormattedMessage id="email.layout.buttonFallback" />
                <br />
                <Link href={actionUrl} style={styles.footerLink}>
                  {actionUrl}
                </Link>
              </Text>
            ) : null}
            <Text style={styles.footer}>
              {footer} {reason ?? intl.formatMessage({ id: 'email.layout.defaultReason' })}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** The `<b>` of a message: the names in a sentence, in bold. */
export const bold = (chunks: ReactNode[]) => <strong>{chunks}</strong>

const monthsOfDates = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
]

/**
 * A day the server wrote as `formatDate` does ('Nov 28, 2026'), in the email's language: as it is
 * in English, with the month's Hindi name in Hindi ('28 नवंबर 2026'). Text in any other form
 * stays as it is.
 */
export function emailDate(intl: IntlShape, text: string): string {
  if (!intl.locale.startsWith('hi')) return text
  const parts = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4})$/.exec(text.trim())
  const month = parts ? monthsOfDates.indexOf(parts[1]!) : -1
  if (!parts || month < 0) return text
  // Midday in UTC is the same day in India.
  return shownDate(intl, new Date(Date.UTC(Number(parts[3]), month, Number(parts[2]), 12)))
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>
}

export function Greeting({ name }: { name: string }) {
  const trimmed = name.trim()
  return (
    <Paragraph>
      {trimmed ? (
        <FormattedMessage id="email.greeting.named" values={{ name: trimmed }} />
      ) : (
        <FormattedMessage id="email.greeting.unnamed" />
      )}
    </Paragraph>
  )
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={styles.buttonSection}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  )
}

/** Someone's own words (a reviewer's note, an investor's message), line breaks kept. */
export function Quote({ text }: { text: string }) {
  const lines = text
    .trim()
    .split(/\r?\n/)
    .map((line) => line.trim())
  return (
    <blockquote style={styles.quote}>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </blockquote>
  )
}
