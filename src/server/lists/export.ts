import { z } from 'zod'

import { csvLine } from '@/lib/csv'
import { applicationStatusLabels, type ApplicationStatus } from '@/lib/options'
import { slugify } from '@/lib/slug'

import { guardFormula } from '@/server/applications/export'
import { auditOrigin } from '@/server/audit-origin'
import { recordAudit } from '@/server/db/queries/audit'
import { investorPreferencesOf } from '@/server/db/queries/investor-profile'
import { findListWithEntries } from '@/server/db/queries/lists'
import { inExportSlot } from '@/server/exports/slots'
import type { Services } from '@/server/services'
import { readRequestSession } from '@/server/auth/request-session'
import { said } from '@/lib/i18n/said'

export const listExportColumns = [
  'Startup',
  'One-liner',
  'Stage',
  'Headquarters',
  'Sectors',
  'Planned raise (₹)',
  'Fit (%)',
  'Applications',
  'Note',
  'Added by',
  'Added on',
  'Link',
] as const

const refuse = (status: number, error: string) => Response.json({ error }, { status })
const rowsPerChunk = 200

/**
 * GET /api/lists/{id}/export: the list's entries in its order, as CSV written a chunk at a time;
 * every cell a spreadsheet could run as a formula is guarded. Another organisation's list, or an
 * unknown one, is not found. Runs in one of the organisation's export slots (429 when all are
 * taken).
 */
export async function handleListExport(
  request: Request,
  services: Services,
  listId: string,
): Promise<Response> {
  const session = await readRequestSession(services, request.headers)
  if (!session) return refuse(401, said('rule.server.signIn'))
  const { membership } = session
  if (membership?.kind !== 'investor') {
    return refuse(403, said('rule.server.exports.listsInvestorsOnly'))
  }
  if (!session.user.emailVerified) return refuse(403, said('rule.server.confirmEmail'))
  if (!z.uuid().safeParse(listId).success) return refuse(404, said('rule.server.noSuch.list'))
  return inExportSlot(services.db, membership.organisationId, () =>
    startExport(request, services, session.user, membership.organisationId, listId),
  )
}

/** Reads the list, records the export and answers its CSV. */
async function startExport(
  request: Request,
  services: Services,
  user: { id: string; email: string },
  organisationId: string,
  listId: string,
): Promise<Response> {
  const { complete: _complete, ...preferences } = await investorPreferencesOf(
    services.db,
    organisationId,
  )
  const sort = new URL(request.url).searchParams.get('sort')
  const list = await findListWithEntries(
    services.db,
    organisationId,
    listId,
    preferences,
    sort === 'name' || sort === 'fit' || sort === 'raise' ? sort : 'added',
  )
  if (!list) return refuse(404, said('rule.server.noSuch.list'))
  await recordAudit(services.db, auditOrigin(request.headers, user), {
    action: 'list.exported',
    organisationId,
    subjectType: 'list',
    subjectId: listId,
    details: { subject: list.name, rows: list.entries.length },
  })

  const baseURL = services.baseURL.replace(/\/$/, '')
  const rows = list.entries.map((entry) =>
    [
      entry.name,
      entry.oneLiner ?? '',
      entry.developmentStage ?? '',
      entry.headquarters ?? '',
      entry.sectors.join('; '),
      entry.plannedRaise === null ? '' : String(entry.plannedRaise),
      entry.fit === null ? '' : String(entry.fit),
      entry.statuses.map((s) => applicationStatusLabels[s as ApplicationStatus] ?? s).join('; '),
      entry.note ?? '',
      entry.addedBy ?? '',
      entry.addedAt.toISOString().slice(0, 10),
      `${baseURL}/investors/applications/${entry.startupOrgId}`,
    ].map(guardFormula),
  )
  const encoder = new TextEncoder()
  let next = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      // The byte-order mark lets spreadsheet apps read the file as UTF-8.
      const head = next === 0 ? `\uFEFF${csvLine(listExportColumns)}` : ''
      const chunk = rows.slice(next, next + rowsPerChunk)
      next += rowsPerChunk
      const text = head + chunk.map(csvLine).join('')
      if (text) controller.enqueue(encoder.encode(text))
      if (next >= rows.length) controller.close()
    },
  })
  const name = slugify(list.name) || 'list'
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${name}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
