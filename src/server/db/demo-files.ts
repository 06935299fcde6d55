import { randomUUID } from 'node:crypto'

import { and, eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'

import type { FileStorage } from '@/server/files/storage'
import { countPdfPages } from '@/server/files/pdf-pages'
import { prepareUpload } from '@/server/files/uploads'
import type { Database } from './client'
import { seedDemoDeckViews } from './demo/deck-views'
import { investorProfile, startupProfile, storedFile } from './schema'

/** A slide of the demo deck: a title, lines of text and, for a chart, bars (0–1 of its height). */
export type Slide = { title: string; lines: string[]; bars?: { label: string; value: number }[] }

/**
 * A small but real PDF: one 16:9 slide per entry, a band with its title, lines of text, an
 * optional bar chart and the page number, in the PDF standard fonts.
 */
export function simplePdf(pages: Slide[]): Buffer {
  const [width, height] = [960, 540]
  const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '-')
  const objects: string[] = []
  const add = (body: string) => objects.push(body) // object n is objects[n - 1]
  add('<< /Type /Catalog /Pages 2 0 R >>')
  add('') // pages, filled below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>')
  const pageIds: number[] = []
  pages.forEach((page, n) => {
    const text = [
      // The band and its title.
      '0.20 0.19 0.60 rg',
      `0 ${height - 120} ${width} 120 re f`,
      '0.96 0.62 0.04 rg',
      `0 ${height - 126} ${width} 6 re f`,
      `BT 1 1 1 rg /F2 36 Tf 56 ${height - 78} Td (${escape(page.title)}) Tj ET`,
      `BT 0.13 0.14 0.22 rg /F1 22 Tf 56 ${height - 190} Td`,
      ...page.lines.flatMap(wrap).map((line) => `(${escape(line)}) Tj 0 -38 Td`),
      'ET',
      ...(page.bars ?? []).flatMap((bar, i) => {
        const x = 540 + i * 90
        const barHeight = Math.round(bar.value * 250)
        return [
          '0.96 0.62 0.04 rg',
          `${x} 90 56 ${barHeight} re f`,
          `BT 0.35 0.36 0.45 rg /F1 14 Tf ${x} 66 Td (${escape(bar.label)}) Tj ET`,
        ]
      }),
      `BT 0.45 0.46 0.55 rg /F1 14 Tf ${width - 90} 28 Td (${n + 1} / ${pages.length}) Tj ET`,
    ].join('\n')
    add(`<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`)
    const contentId = objects.length
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${width} ${height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
    )
    pageIds.push(objects.length)
  })
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

/** A line of a slide in lines of at most 70 characters, broken between words. */
function wrap(line: string): string[] {
  const lines: string[] = []
  let current = ''
  for (const word of line.split(' ')) {
    if (current && current.length + word.length + 1 > 70) {
      lines.push(current)
      current = word
    } else {
      current = current ? `${current} ${word}` : word
    }
  }
  return [...lines, current]
}

/** The demo startup's pitch deck: eight slides, as a seed-stage agritech deck runs. */
function demoDeck(name: string, oneLiner: string | null): Slide[] {
  return [
    {
      title: name,
      lines: [oneLiner ?? '', 'Seed round: Rs 6 Cr', 'Bengaluru, Karnataka'],
    },
    {
      title: 'The problem',
      lines: [
        'Smallholders lose a third of their harvest',
        'between the farm gate and the mandi.',
        'Five middlemen take half of what is left.',
      ],
    },
    {
      title: 'Our solution',
      lines: [
        'Village collection hubs with cold storage',
        'A buyer app with next-morning delivery',
        'Same-day UPI payment to the farmer',
      ],
    },
    {
      title: 'Market',
      lines: ['Rs 4.5 lakh crore of fruit and vegetables a year', 'Karnataka and Tamil Nadu first'],
    },
    {
      title: 'Traction',
      lines: ['12,000 farmers in 140 villages', '320 wholesale buyers every week'],
      bars: [
        { label: 'Q1', value: 0.25 },
        { label: 'Q2', value: 0.45 },
        { label: 'Q3', value: 0.7 },
        { label: 'Q4', value: 1 },
      ],
    },
    {
      title: 'Business model',
      lines: [
        '6% commission on each trade',
        'Break-even on two hubs',
        'Cold storage rented off-season',
      ],
    },
    {
      title: 'Team',
      lines: ['Founders from agronomy and logistics', '38 people, 24 of them in the villages'],
    },
    {
      title: 'The ask',
      lines: [
        'Rs 6 Cr seed for 18 months',
        '40 new hubs, and Tamil Nadu',
        'Break-even across hubs by month 15',
      ],
    },
  ]
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
  const slides = demoDeck(profile.name, profile.oneLiner)
  const deck = simplePdf(slides)
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
  await seedDemoDeckViews(db, {
    deckFileId: deckId,
    startupOrgId: profile.organisationId,
    pageCount: slides.length,
    now: new Date(),
  })

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
