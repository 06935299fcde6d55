import { randomUUID } from 'node:crypto'

import { eq } from 'drizzle-orm'
import sharp from 'sharp'

import type { FileStorage } from '../files/storage'
import { prepareUpload } from '../files/uploads'
import type { Database } from './client'
import { startupProfile, storedFile } from './schema'

/** A small but real PDF: one A4 page per entry, each with a title and lines of text. */
export function simplePdf(pages: { title: string; lines: string[] }[]): Buffer {
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object n is objects[n - 1]
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  const pageIds: number[] = []
  for (const page of pages) {
    const text = [
      'BT /F1 28 Tf 56 760 Td',
      `(${escape(page.title)}) Tj`,
      '/F1 14 Tf 0 -40 Td',
      ...page.lines.map((line) => `(${escape(line)}) Tj 0 -22 Td`),
      'ET',
    ].join('\n')
    add(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`)
    const contentId = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents ${contentId} 0 R >>`,
    )
    pageIds.push(objects.length)
  }
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = Buffer.byteLength(out)
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

function logoSvg(initials: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="#15803d"/><circle cx="256" cy="256" r="150" fill="#fbbf24"/><text x="256" y="300" font-family="sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="#14532d">${initials}</text></svg>`,
  )
}

/**
 * Gives the demo startup its logo and pitch deck, through the same checks and resizing as an
 * upload. Does nothing when the deck is already there.
 */
export async function attachDemoFiles(db: Database, files: FileStorage, slug: string) {
  const [profile] = await db.select().from(startupProfile).where(eq(startupProfile.slug, slug))
  if (!profile || profile.deckFileId) return false
  const deck = simplePdf([
    {
      title: `${profile.name} - investor deck`,
      lines: [profile.oneLiner ?? '', 'Raising: Rs 6 Cr seed round', 'Bengaluru, Karnataka'],
    },
    {
      title: 'Traction',
      lines: [
        '12,000 farmers in 140 villages',
        '320 wholesale buyers every week',
        'Break-even on two hubs',
      ],
    },
  ])
  const logoPng = await sharp(logoSvg('KS')).png().toBuffer()
  const stored: Record<'logo' | 'deck', string> = { logo: '', deck: '' }
  for (const [kind, bytes, originalName] of [
    ['logo', logoPng, 'krishi-setu-logo.png'],
    ['deck', deck, 'Krishi Setu - investor deck.pdf'],
  ] as const) {
    const prepared = await prepareUpload({ kind, founderId: undefined, originalName, bytes })
    const storageKey = `${profile.organisationId}/${randomUUID()}.${prepared.extension}`
    await files.put(storageKey, prepared.body, prepared.contentType)
    const [row] = await db
      .insert(storedFile)
      .values({
        organisationId: profile.organisationId,
        kind,
        storageKey,
        contentType: prepared.contentType,
        byteSize: prepared.body.byteLength,
        originalName,
        width: prepared.width,
        height: prepared.height,
      })
      .returning({ id: storedFile.id })
    stored[kind] = row!.id
  }
  await db
    .update(startupProfile)
    .set({ logoFileId: stored.logo, deckFileId: stored.deck })
    .where(eq(startupProfile.organisationId, profile.organisationId))
  return true
}
