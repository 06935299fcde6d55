/**
 * The startup a message is about, guessed from who wrote it and what it says (decision 0048).
 * Only a first guess: the fund corrects it in the Inbox.
 */

// Addresses at these domains say nothing about the sender's company.
const personalMailDomains = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.in',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'proton.me',
  'protonmail.com',
  'rediffmail.com',
  'zoho.com',
  'zohomail.in',
  'aol.com',
])

// Links to these are never the startup's own website.
const notAWebsite =
  /(^|\.)(google\.com|goo\.gl|linkedin\.com|lnkd\.in|twitter\.com|x\.com|facebook\.com|instagram\.com|youtube\.com|youtu\.be|calendly\.com|zoom\.us|docsend\.com|dropbox\.com|notion\.so|wa\.me|whatsapp\.com|microsoft\.com|office\.com|sharepoint\.com|bit\.ly|t\.co|github\.com|apple\.com)$/

const maxLinks = 50
const maxLinkLength = 2000

/** The http(s) links of a message's text and HTML, in order, without duplicates. */
export function extractLinks(text: string, html: string | null): string[] {
  const found = new Set<string>()
  const candidates = [
    ...text.matchAll(/\bhttps?:\/\/[^\s<>"'()[\]]+/gi),
    ...(html ?? '').matchAll(/\bhref\s*=\s*["']?(https?:\/\/[^\s"'<>]+)/gi),
  ].map((match) => match[1] ?? match[0])
  for (const candidate of candidates) {
    const link = candidate.replace(/[.,;:!?]+$/, '').replace(/&amp;/g, '&')
    if (link.length > maxLinkLength) continue
    try {
      const url = new URL(link)
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.toString())
    } catch {
      // Not a URL after all.
    }
    if (found.size >= maxLinks) break
  }
  return [...found]
}

function hostOf(link: string) {
  return new URL(link).hostname.replace(/^www\./, '')
}

export type StartupGuess = { name: string | null; website: string | null; email: string | null }

/** Words that describe the message, not the startup, in a subject such as "Pitch deck – Acme". */
const describingWords =
  /\b(fwd?|fw|re|pitch|deck|intro(duction)?|investment|opportunity|fundrais\w*|raising|seed|pre-?seed|series [a-z]|round|memo|teaser|one-pager|presentation)\b/i

function nameFromSubject(subject: string): string | null {
  const cleaned = subject.replace(/^\s*((fwd?|fw|re)\s*:\s*)+/i, '').trim()
  const parts = cleaned
    .split(/\s*(?:<>|[|:–—]|\s-\s|\bx\b)\s*/)
    .map((part) => part.trim())
    .filter(Boolean)
  if (parts.length < 2) return null
  const named = parts.find((part) => !describingWords.test(part) && part.length <= 60)
  return named ?? null
}

function nameFromHost(host: string): string {
  const label = host.split('.')[0] ?? host
  return label.charAt(0).toUpperCase() + label.slice(1)
}

/**
 * `author` is whoever wrote the pitch: the forward's original sender, or the sender of a cold
 * email. Their company domain gives the website; else the first link that is no social or file
 * site.
 */
export function guessStartup(input: {
  subject: string
  author: { email: string | null }
  links: string[]
}): StartupGuess {
  const email = input.author.email
  const domain = email?.split('@')[1]?.toLowerCase() ?? null
  const companyDomain = domain && !personalMailDomains.has(domain) ? domain : null
  const link = input.links.find((candidate) => !notAWebsite.test(hostOf(candidate)))
  const website = companyDomain ? `https://${companyDomain}` : link ? new URL(link).origin : null
  const host = companyDomain ?? (link ? hostOf(link) : null)
  return {
    name: nameFromSubject(input.subject) ?? (host ? nameFromHost(host) : null),
    website,
    email,
  }
}
