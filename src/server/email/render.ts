// Turns a typed email request into subject, HTML and plain text, from the one registry of
// templates (./templates): a template's subject and body always come from the same entry.
import { render } from '@react-email/render'
import { createElement } from 'react'
import { createIntl, createIntlCache, IntlProvider, type IntlShape } from 'react-intl'

import { loadCatalog } from '@/lib/i18n/catalog'
import { intlLocales, type Locale } from '@/lib/i18n/locales'

import { emailTemplates } from './templates'
import type { EmailDefinition } from './templates/define'

type Registry = typeof emailTemplates
export type EmailTemplateName = keyof Registry
type PropsByName = {
  [K in EmailTemplateName]: Registry[K] extends EmailDefinition<infer P> ? P : never
}

/** A request for one email: the template's name and its props. */
export type EmailTemplate = {
  [K in EmailTemplateName]: { template: K; props: PropsByName[K] }
}[EmailTemplateName]

/** Every template name, for `z.enum(emailTemplateNames)` (e.g. in the job queue's payload). */
export const emailTemplateNames = Object.keys(emailTemplates) as EmailTemplateName[]

// The registry seen through its props, so a name and its props stay paired in `build`.
const definitions: { [K in EmailTemplateName]: EmailDefinition<PropsByName[K]> } = emailTemplates

export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

/** User-supplied names end up in the Subject header: keep it to one line of printable text. */
function cleanSubject(subject: string): string {
  return subject
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Action links are built by the server; refuse anything but an absolute http(s) URL. */
function assertHttpUrl(url: string): void {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new Error('Email link must be an absolute URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('Email link must use http or https')
  }
}

const intlCache = createIntlCache()
const intls = new Map<Locale, IntlShape>()

async function intlFor(locale: Locale): Promise<IntlShape> {
  let intl = intls.get(locale)
  if (!intl) {
    const messages = await loadCatalog(locale)
    intl = createIntl({ locale: intlLocales[locale], defaultLocale: 'en-IN', messages }, intlCache)
    intls.set(locale, intl)
  }
  return intl
}

function build<K extends EmailTemplateName>(template: K, props: PropsByName[K], intl: IntlShape) {
  const definition = definitions[template]
  if (!definition) throw new Error(`Unknown email template: ${template}`)
  definition.links(props).forEach(assertHttpUrl)
  const body = createElement(
    IntlProvider,
    { locale: intl.locale, defaultLocale: 'en-IN', messages: intl.messages },
    definition.element(props),
  )
  return { subject: definition.subject(props, intl), element: body }
}

/** Whether the template goes out in its recipient's language (else in English). */
export function isTranslatedEmail(template: EmailTemplateName): boolean {
  return definitions[template].translated
}

/**
 * The email in `locale`, its recipient's language, when its template is translated; in English
 * otherwise.
 */
export async function renderEmail(
  email: EmailTemplate,
  locale: Locale = 'en',
): Promise<RenderedEmail> {
  const intl = await intlFor(isTranslatedEmail(email.template) ? locale : 'en')
  const { subject, element } = build(email.template, email.props, intl)
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject: cleanSubject(subject), html, text }
}
