import { parseApplicationSearch, type ApplicationSearch } from '@/domain/applications/search-params'
import { csvLine } from '@/lib/csv'
import { applicationStatusLabels } from '@/lib/options'

import { auditOrigin } from '@/server/audit-origin'
import { csvRowsByIds, type CsvSourceRow } from '@/server/db/queries/application-index'
import type { Database } from '@/server/db/client'
import { inExportSlot } from '@/server/exports/slots'
import { recordAudit } from '@/server/db/queries/audit'
import type { Services } from '@/server/services'
import { readRequestSession } from '@/server/auth/request-session'
import { log } from '@/server/log'
import { calibratedOrder, ratedByViewer } from '@/server/search/calibrated-order'
import { streamThroughIndex } from '@/server/search/search'
import { said } from '@/lib/i18n/said'

export const exportColumns = [
  'Startup',
  'One-liner',
  'Channel',
  'Status',
  'Pipeline stage',
  'Submitted',
  'Overdue',
  'Sectors',
  'Stage',
  'Headquarters',
  'Business types',
  'Customer interactions',
  'Planned raise (₹)',
  'Assignee',
  // The viewer's view of the team's ratings: blind like the screen, so only where they rated.
  'Team average (of 5)',
  'Calibrated score (of 5)',
  'Link',
] as const

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such text gets a leading apostrophe, which spreadsheets show as plain text.
 */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

type Rated = Awaited<ReturnType<typeof ratedByViewer>>

const outOfFive = (tenths: number | undefined) =>
  tenths === undefined ? '' : (tenths / 10).toFixed(1)

function csvRow(row: CsvSourceRow, rated: Rated, baseURL: string): string {
  const scores = rated.get(row.id)
  const cells = [
    row.startup_name,
    row.one_liner ?? '',
    row.channel_title,
    applicationStatusLabels[row.status],
    row.stage_name ?? '',
    row.submitted_on,
    row.overdue ? 'yes' : 'no',
    row.sectors,
    row.development_stage ?? '',
    row.headquarters ?? '',
    row.business_types,
    row.customer_interactions,
    row.planned_raise ?? '',
    row.assignee_name ?? '',
    outOfFive(scores?.average),
    outOfFive(scores?.calibrated),
    `${baseURL}/investors/applications/${row.startup_org_id}`,
  ]
  return csvLine(cells.map(guardFormula))
}

const refuse = (status: number, error: string) => Response.json({ error }, { status })

/**
 * `sort=calibrated` as the list orders it (calibrated-order.ts): every match's id first, newest
 * first, then their rows a batch at a time in the calibrated order.
 */
async function* streamByCalibrated(
  db: Database,
  organisationId: string,
  search: ApplicationSearch,
  rated: Rated,
  batchSize = 2000,
): AsyncGenerator<CsvSourceRow[]> {
  const newest: string[] = []
  const idsOnly = async (_db: Database, _org: string, ids: string[]) => ids
  for await (const ids of streamThroughIndex(db, organisationId, search, idsOnly))
    newest.push(...ids)
  const order = calibratedOrder(newest, (id) => rated.get(id)?.calibrated)
  for (let from = 0; from < order.length; from += batchSize) {
    yield await csvRowsByIds(db, organisationId, order.slice(from, from + batchSize))
  }
}

/**
 * GET /api/applications/export?<the list's search params>: every application the search finds
 * (not one page), as CSV, written batch by batch while the database is read; in one of the
 * organisation's export slots (429 when they are all taken).
 */
export async function handleApplicationsExport(
  request: Request,
  services: Services,
): Promise<Response> {
  const session = await readRequestSession(services, request.headers)
  if (!session) return refuse(401, said('rule.server.signIn'))
  const { membership } = session
  if (membership?.kind !== 'investor') {
    return refuse(403, said('rule.server.exports.applicationsInvestorsOnly'))
  }
  if (!session.user.emailVerified) return refuse(403, said('rule.server.confirmEmail'))

  const url = new URL(request.url)
  const raw: Record<string, string> = {}
  // A repeated key keeps its first value, as the page's router does.
  for (const [key, value] of url.searchParams) raw[key] ??= value
  const search = parseApplicationSearch(raw)
  return inExportSlot(services.db, membership.organisationId, () =>
    startExport(request, services, session.user, membership.organisationId, search),
  )
}

/** Records the export and answers its CSV, read from the database as the client reads it. */
async function startExport(
  request: Request,
  services: Services,
  user: { id: string; email: string },
  organisationId: string,
  search: ApplicationSearch,
): Promise<Response> {
  const url = new URL(request.url)
  // Recorded before the first byte: no export leaves without its audit event.
  await recordAudit(services.db, auditOrigin(request.headers, user), {
    action: 'applications.exported',
    organisationId,
    details: { query: url.search.replace(/^\?/, '') },
  })
  const rated = await ratedByViewer(services.db, organisationId, user.id)
  const batches =
    search.sort === 'calibrated'
      ? streamByCalibrated(services.db, organisationId, search, rated)
      : streamThroughIndex(services.db, organisationId, search, csvRowsByIds)
  const encoder = new TextEncoder()
  const baseURL = services.baseURL.replace(/\/$/, '')

  // The byte-order mark lets spreadsheet apps read the file as UTF-8 (₹, names in Indian scripts).
  let header: string | null = `\uFEFF${csvLine(exportColumns)}`
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await batches.next()
        // The client went away while the batch was read: there is nobody to give it to.
        if (cancelled) return
        let text = ''
        if (!next.done) for (const row of next.value) text += csvRow(row, rated, baseURL)
        const chunk = `${header ?? ''}${text}`
        header = null
        if (chunk) controller.enqueue(encoder.encode(chunk))
        if (next.done) controller.close()
      } catch (error) {
        log.error({ err: error }, 'applications export failed')
        controller.error(error)
      }
    },
    async cancel() {
      cancelled = true
      await batches.return(undefined)
    },
  })

  const today = new Date().toISOString().slice(0, 10)
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="applications-${today}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
