import { randomUUID } from 'node:crypto'

import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'

import type { FileStorage } from '../files/storage'
import { countPdfPages } from '../files/pdf-pages'
import { prepareUpload } from '../files/uploads'
import type { Database } from './client'
import { investorProfile, startupProfile, storedFile } from './schema'

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

function logoSvg(initials: string, background: string, disc: string, ink: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" rx="96" fill="${background}"/><circle cx="256" cy="256" r="150" fill="${disc}"/><text x="256" y="300" font-family="sans-serif" font-size="150" font-weight="700" text-anchor="middle" fill="${ink}">${initials}</text></svg>`,
  )
}

/** Stores a demo file through the same checks and resizing as an upload; answers its id. */
async function storeDemoFile(
  db: Database,
  files: FileStorage,
  organisationId: string,
  kind: 'logo' | 'deck',
  bytes: Buffer,
  originalName: string,
): Promise<string> {
  const prepared = await prepareUpload({ kind, founderId: undefined, originalName, bytes })
  const storageKey = `${organisationId}/${randomUUID()}.${prepared.extension}`
  await files.put(storageKey, prepared.body, prepared.contentType)
  const [row] = await db
    .insert(storedFile)
    .values({
      organisationId,
      kind,
      storageKey,
      contentType: prepared.contentType,
      byteSize: prepared.body.byteLength,
      originalName,
      width: prepared.width,
      height: prepared.height,
      pageCount: kind === 'deck' ? await countPdfPages(prepared.body) : null,
    })
    .returning({ id: storedFile.id })
  return row!.id
}

/**
 * Gives the demo startup its logo and pitch deck, and the demo investor its logo, through the same
 * checks and resizing as an upload. Does nothing when the deck is already there.
 */
export async function attachDemoFiles(
  db: Database,
  files: FileStorage,
  slug: string,
  investorName: string,
) {
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
  const logoPng = await sharp(logoSvg('KS', '#15803d', '#fbbf24', '#14532d'))
    .png()
    .toBuffer()
  const logo = await storeDemoFile(
    db,
    files,
    profile.organisationId,
    'logo',
    logoPng,
    'krishi-setu-logo.png',
  )
  const deckId = await storeDemoFile(
    db,
    files,
    profile.organisationId,
    'deck',
    deck,
    'Krishi Setu - investor deck.pdf',
  )
  await db
    .update(startupProfile)
    .set({ logoFileId: logo, deckFileId: deckId })
    .where(eq(startupProfile.organisationId, profile.organisationId))

  // The demo investor's logo, which founders see beside its name.
  const [investor] = await db
    .select({ organisationId: investorProfile.organisationId })
    .from(investorProfile)
    .where(and(eq(investorProfile.displayName, investorName), isNull(investorProfile.logoFileId)))
  if (investor) {
    const png = await sharp(logoSvg('KC', '#3730a3', '#f59e0b', '#1e1b4b'))
      .png()
      .toBuffer()
    const id = await storeDemoFile(
      db,
      files,
      investor.organisationId,
      'logo',
      png,
      'kaveri-capital-logo.png',
    )
    await db
      .update(investorProfile)
      .set({ logoFileId: id })
      .where(eq(investorProfile.organisationId, investor.organisationId))
  }
  return true
}
