import { stringify } from 'csv-stringify/sync'

import { parseApplicationSearch } from '@/domain/applications/search-params'
import { applicationStatusLabels } from '@/lib/options'

import type { ApplicationListRow } from '../db/queries/application-search'
import type { Services } from '../services'
import { findMembership } from '../trpc/init'
import { log } from '../log'
import { streamThroughIndex } from '../search/search'

export const exportColumns = [
  'Startup',
  'One-liner',
  'Channel',
  'Status',
  'Submitted',
  'Overdue',
  'Sectors',
  'Stage',
  'Headquarters',
  'Business types',
  'Customer interactions',
  'Planned raise (₹)',
  'Assignee',
  'Link',
] as const

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return) as a formula:
 * such text gets a leading apostrophe, which spreadsheets show as plain text.
 */
export function guardFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

function csvRow(row: ApplicationListRow, baseURL: string): string[] {
  const cells = [
    row.startupName,
    row.oneLiner ?? '',
    row.channel.title,
    applicationStatusLabels[row.status],
    row.submittedAt.toISOString().slice(0, 10),
    row.overdue ? 'yes' : 'no',
    row.sectors.join('; '),
    row.developmentStage ?? '',
    row.headquarters ?? '',
    row.businessTypes.join('; '),
    row.customerInteractions.join('; '),
    row.plannedRaise === null ? '' : String(row.plannedRaise),
    row.assignee?.name ?? '',
    `${baseURL}/investors/applications/${row.startupOrgId}`,
  ]
  return cells.map(guardFormula)
}

const refuse = (status: number, error: string) => Response.json({ error }, { status })

/**
 * GET /api/applications/export?<the list's search params>: every application the search finds
 * (not one page), as CSV, written batch by batch while the database is read.
 */
export async function handleApplicationsExport(
  request: Request,
  services: Services,
): Promise<Response> {
  const session = await services.auth.api.getSession({ headers: request.headers })
  if (!session) return refuse(401, 'Please sign in to continue.')
  const membership = await findMembership(services, session.user.id)
  if (membership?.kind !== 'investor') {
    return refuse(403, 'Only members of an investor organisation can export applications.')
  }
  if (!session.user.emailVerified) return refuse(403, 'Please confirm your email address first.')

  const url = new URL(request.url)
  const raw: Record<string, string> = {}
  // A repeated key keeps its first value, as the page's router does.
  for (const [key, value] of url.searchParams) raw[key] ??= value
  const search = parseApplicationSearch(raw)
  const batches = streamThroughIndex(services.db, membership.organisationId, search)
  const encoder = new TextEncoder()
  const baseURL = services.baseURL.replace(/\/$/, '')

  // The byte-order mark lets spreadsheet apps read the file as UTF-8 (₹, names in Indian scripts).
  let header: string | null = `\uFEFF${stringify([[...exportColumns]])}`
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await batches.next()
        const text = next.done ? '' : stringify(next.value.map((row) => csvRow(row, baseURL)))
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
