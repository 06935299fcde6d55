import { randomUUID } from 'node:crypto'

import type { Database } from '@/server/db/client'
import { storeIntakeEntry, type NewIntakeFile } from '@/server/db/queries/intake'
import type { SkippedAttachment } from '@/server/db/schema'
import { deleteQuietly, type FileStorage } from '@/server/files/storage'
import { checkFile, UploadError } from '@/server/files/uploads'

import type { IncomingAttachment, ReadMessage } from './message'

const maxDecks = 5

export type CheckedDeck = {
  name: string
  body: Buffer
  contentType: string
  extension: string
  pageCount: number | null
}

function mayBePdf(attachment: IncomingAttachment) {
  return (
    attachment.contentType === 'application/pdf' ||
    attachment.contentType === 'application/octet-stream' ||
    /\.pdf$/i.test(attachment.name)
  )
}

/**
 * The attachments kept as decks, through the same checks as an upload (type by the bytes, size,
 * pages counted by pdf.js); every other one is listed with why it was not kept. Nothing is
 * opened but PDFs, so an archive (a zip bomb included) is never unpacked.
 */
export async function checkAttachments(attachments: IncomingAttachment[]) {
  const decks: CheckedDeck[] = []
  const skipped: SkippedAttachment[] = []
  for (const attachment of attachments) {
    if (!mayBePdf(attachment)) {
      skipped.push({ name: attachment.name, reason: 'Only PDF attachments are kept.' })
      continue
    }
    if (decks.length >= maxDecks) {
      skipped.push({ name: attachment.name, reason: `At most ${maxDecks} PDFs are kept.` })
      continue
    }
    try {
      const prepared = await checkFile({
        kind: 'deck',
        founderId: undefined,
        originalName: attachment.name,
        bytes: attachment.bytes,
      })
      decks.push({
        name: attachment.name,
        body: prepared.body,
        contentType: prepared.contentType,
        extension: prepared.extension,
        pageCount: prepared.pageCount,
      })
    } catch (error) {
      if (!(error instanceof UploadError)) throw error
      skipped.push({ name: attachment.name, reason: error.message })
    }
  }
  return { decks, skipped }
}

/**
 * Records the message as an entry of the fund, its decks stored as the fund's private files. The
 * bytes go first; if recording fails, or the message was already recorded, they go again.
 * Answers the entry's id, or null for a message recorded before.
 */
export async function storeEntry(
  deps: { db: Database; files: FileStorage },
  input: {
    organisationId: string
    envelopeSender: string | null
    message: ReadMessage
    decks: CheckedDeck[]
    skipped: SkippedAttachment[]
  },
): Promise<string | null> {
  const { organisationId, message } = input
  const stored: NewIntakeFile[] = []
  try {
    for (const deck of input.decks) {
      const storageKey = `${organisationId}/${randomUUID()}.${deck.extension}`
      await deps.files.put(storageKey, deck.body, deck.contentType)
      stored.push({
        storageKey,
        contentType: deck.contentType,
        byteSize: deck.body.byteLength,
        originalName: deck.name,
        pageCount: deck.pageCount,
      })
    }
    const entry = await storeIntakeEntry(
      deps.db,
      {
        organisationId,
        messageId: message.messageId,
        envelopeSender: input.envelopeSender,
        senderName: message.sender.name,
        senderEmail: message.sender.email,
        originalSenderName: message.originalSender?.name ?? null,
        originalSenderEmail: message.originalSender?.email ?? null,
        subject: message.subject,
        bodyText: message.bodyText,
        links: message.links,
        skippedAttachments: input.skipped,
        startupName: message.guess.name,
        startupWebsite: message.guess.website,
        startupEmail: message.guess.email,
      },
      stored,
    )
    if (!entry) await removeAll(deps.files, stored)
    return entry?.id ?? null
  } catch (error) {
    await removeAll(deps.files, stored)
    throw error
  }
}

async function removeAll(files: FileStorage, stored: NewIntakeFile[]) {
  await Promise.all(stored.map((file) => deleteQuietly(files, file.storageKey)))
}
