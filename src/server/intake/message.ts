import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser'
import { z } from 'zod'

import { cleanFileName } from '@/server/files/uploads'

import { findForward, type Person } from './forwarded'
import { extractLinks, guessStartup, type StartupGuess } from './guess'

/** A message the intake refuses, with the SMTP reply it gets. */
export class RefusedMessage extends Error {
  constructor(
    readonly responseCode: 550 | 552 | 554,
    message: string,
    /** For the log line: what was wrong, without anything from the message itself. */
    readonly reason: string,
  ) {
    super(message)
    this.name = 'RefusedMessage'
  }
}

// Bounds on a message's structure, far above what mail clients send, checked on the raw bytes
// before a parser sees them.
const maxHeaderBytes = 64 * 1024
const maxHeaderLines = 1000
const maxParts = 100
const maxMultiparts = 10
const maxAttachments = 20
const maxTextLength = 100_000
const maxHtmlToConvert = 2 * 1024 * 1024

const malformed = (reason: string) =>
  new RefusedMessage(554, '5.6.0 This message could not be read as email (malformed MIME).', reason)

/**
 * Refuses what no mail client sends: a header block that is not "Name: value" lines (or their
 * continuations), headers past 64 kB, NUL bytes in headers, more than 100 MIME parts or 10
 * multiparts (nesting included, so a deeply nested message is refused before it is parsed).
 */
export function checkStructure(raw: Buffer): void {
  const blank = /\r?\n\r?\n/.exec(raw.subarray(0, maxHeaderBytes + 4).toString('latin1'))
  if (!blank) {
    throw raw.byteLength > maxHeaderBytes
      ? new RefusedMessage(552, '5.3.4 The message headers are too large.', 'headers-too-large')
      : malformed('no-body')
  }
  const header = raw.subarray(0, blank.index).toString('latin1')
  if (header.includes('\u0000')) throw malformed('nul-in-headers')
  const lines = header.split(/\r?\n/)
  if (lines.length > maxHeaderLines) {
    throw new RefusedMessage(552, '5.3.4 The message headers are too large.', 'too-many-headers')
  }
  for (const [index, line] of lines.entries()) {
    const continuation = index > 0 && /^[ \t]/.test(line)
    if (!continuation && !/^[\x21-\x39\x3b-\x7e]+:/.test(line)) throw malformed('bad-header-line')
  }
  const text = raw.toString('latin1')
  const parts = text.match(/^content-type:/gim)?.length ?? 0
  const multiparts = text.match(/^content-type:[ \t]*multipart\//gim)?.length ?? 0
  if (parts > maxParts || multiparts > maxMultiparts) throw malformed('too-many-parts')
}

const address = z.email().max(320)

const parsedShape = z.object({
  from: z.object({ name: z.string().max(500), email: address }),
  subject: z.string().max(2000),
  messageId: z.string().max(1000).nullable(),
  text: z.string(),
  html: z.string().nullable(),
})

export type IncomingAttachment = { name: string; contentType: string; bytes: Buffer }

export type ReadMessage = {
  messageId: string | null
  sender: Person
  originalSender: Person | null
  subject: string
  bodyText: string
  links: string[]
  guess: StartupGuess
  attachments: IncomingAttachment[]
}

function firstAddress(value: AddressObject | AddressObject[] | undefined) {
  const list = Array.isArray(value) ? value : value ? [value] : []
  return list.flatMap((group) => group.value).find((entry) => entry.address)
}

// PostgreSQL cannot store NUL in text.
const storable = (value: string) => value.replaceAll('\u0000', '')

/** Reads a message that passed `checkStructure`: who, what, its links and attachments. */
export async function readMessage(raw: Buffer): Promise<ReadMessage> {
  let parsed: ParsedMail
  try {
    parsed = await simpleParser(raw, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: maxHtmlToConvert,
    })
  } catch {
    throw malformed('parser-error')
  }
  const from = firstAddress(parsed.from)
  const checked = parsedShape.safeParse({
    from: { name: from?.name ?? '', email: from?.address?.toLowerCase() },
    subject: parsed.subject ?? '',
    messageId: parsed.messageId ?? null,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
  })
  if (!checked.success) throw malformed('no-sender')
  const message = checked.data
  if (parsed.attachments.length > maxAttachments) throw malformed('too-many-attachments')

  const bodyText = storable(message.text).slice(0, maxTextLength)
  const forward = findForward(bodyText)
  const sender = { name: storable(message.from.name) || null, email: message.from.email }
  const originalSender = forward?.from ?? null
  const subject = storable(message.subject).trim()
  const links = extractLinks(bodyText, message.html)
  return {
    messageId: message.messageId,
    sender,
    originalSender,
    subject,
    bodyText,
    links,
    guess: guessStartup({
      subject: forward?.subject ?? subject,
      author: originalSender?.email ? originalSender : sender,
      links,
    }),
    // Inline parts (a signature's logo) are part of the text, not attachments anyone sent.
    attachments: parsed.attachments
      .filter((attachment) => !attachment.related)
      .map((attachment) => ({
        name: cleanFileName(attachment.filename ?? 'attachment'),
        contentType: attachment.contentType.toLowerCase(),
        bytes: attachment.content,
      })),
  }
}
