/**
 * The India passport's filters in SQL: "DPIIT recognised" and "Startup India eligible" as the
 * values of docs/contract.md, over the columns that keep a startup's standing
 * (src/domain/startups/startup-india.ts). The standing is worked out in TypeScript, where the
 * rules live, and stored with the profile and with each application; only the day is read here.
 */
import { eq, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

import { startupIndiaStanding, type StartupIndiaStanding } from '@/domain/startups/startup-india'
import { indiaDate } from '@/lib/calendar'

import type { Database } from '@/server/db/client'
import { startupProfile } from '@/server/db/schema'
import { textArray } from './sql-helpers'

export type PassportFacts = {
  dpiitNumber?: string | null
  foundedOn?: string | null
  companyType?: string | null
  deepTech?: boolean | null
  businessTeam?: { annualTurnover?: number | null } | null
}

/** The columns that keep a profile's standing (the turnover is in Business & Team). */
export function profileStandingColumnsOf(profile: PassportFacts): {
  startupIndia: StartupIndiaStanding['withinAge']
  startupIndiaUntil: string | null
} {
  const standing = startupIndiaStanding({
    foundedOn: profile.foundedOn,
    companyType: profile.companyType,
    deepTech: profile.deepTech,
    annualTurnover: profile.businessTeam?.annualTurnover,
  })
  return { startupIndia: standing.withinAge, startupIndiaUntil: standing.lastDay }
}

/** What an application keeps of the India passport, from the profile it is sent with. */
export function passportColumnsOf(profile: PassportFacts) {
  return { dpiitRecognised: Boolean(profile.dpiitNumber), ...profileStandingColumnsOf(profile) }
}

/** `Eligible`, `Not eligible` or `Unknown` on `today` (India), from the stored standing. */
export function startupIndiaValue(
  status: AnyPgColumn,
  until: AnyPgColumn,
  today = indiaDate(new Date()),
): SQL<string> {
  return sql<string>`(case when ${until} < ${today}::date then 'Not eligible' when ${status} = 'eligible' then 'Eligible' when ${status} = 'not_eligible' then 'Not eligible' else 'Unknown' end)`
}

/** `Recognised` or `Not recognised`, from a boolean expression. */
export function dpiitValue(recognised: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`(case when ${recognised} then 'Recognised' else 'Not recognised' end)`
}

/** The filter's condition: the value is one of those asked (unknown values match nothing). */
export function valueIn(value: SQL<string>, values: readonly string[]): SQL {
  return sql`${value} = any(${textArray(values)})`
}

/**
 * Works the profile's standing out again from what it holds now (after an edit of the startup
 * profile or of Business & Team, where the turnover is).
 */
export async function refreshStartupIndia(db: Database, organisationId: string): Promise<void> {
  const [row] = await db
    .select({
      foundedOn: startupProfile.foundedOn,
      companyType: startupProfile.companyType,
      deepTech: startupProfile.deepTech,
      businessTeam: startupProfile.businessTeam,
    })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
  if (!row) return
  await db
    .update(startupProfile)
    .set(profileStandingColumnsOf(row))
    .where(eq(startupProfile.organisationId, organisationId))
}
