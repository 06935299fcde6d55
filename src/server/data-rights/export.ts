import { dataExportFileName } from '@/domain/accounts/data-rights'
import { indiaDate } from '@/lib/calendar'

import { personalDataOf } from '@/server/db/queries/data-export'
import type { Services } from '@/server/services'
import { said } from '@/lib/i18n/said'

const refuse = (status: number, error: string) => Response.json({ error }, { status })

/**
 * GET /api/account/data: the signed-in person's personal data (DPDP Act s. 11, decision 0033) as
 * a JSON file, `sangam-my-data-YYYY-MM-DD.json` by India's calendar day. Any signed-in person,
 * whatever their role; a visitor gets 401. Reads only: nothing is written.
 */
export async function handleDataExport(request: Request, services: Services): Promise<Response> {
  const session = await services.auth.api.getSession({ headers: request.headers })
  if (!session) return refuse(401, said('rule.server.signIn'))
  const data = await personalDataOf(services.db, session.user.id)
  if (!data) return refuse(401, said('rule.server.signIn'))
  const now = new Date()
  const body = JSON.stringify(
    {
      about:
        'Your personal data on Sangam, as of the time below (Digital Personal Data Protection Act, 2023, section 11). Times are UTC.',
      exportedAt: now.toISOString(),
      ...data,
    },
    null,
    2,
  )
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${dataExportFileName(indiaDate(now))}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
