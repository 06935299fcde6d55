/**
 * Discover: the startups an investor organisation may see (discoverable, or applied to one of its
 * channels), with their fit against its investor profile computed in SQL, the applications list's
 * filters and facet counts, and the organisation's hidden startups set aside.
 */
import { and, asc, desc, eq, not, sql, type SQL } from 'drizzle-orm'

import {
  raiseBound,
  type ApplicationSearch,
  type FacetKey,
} from '@/domain/applications/search-params'
import {
  investorFitWeights,
  type InvestorFitCriterion,
  type InvestorPreferences,
} from '@/domain/investors/fit'
import { sectorsNamedBy } from '@/domain/startups/sector-words'

import type { Database } from '@/server/db/client'
import { application, hiddenStartup, startupProfile } from '@/server/db/schema'
import { countFacets, type FacetColumn } from './facet-counts'
import { containing, textArray } from './sql-helpers'
import { visibleToInvestor } from './investors'
import { dpiitValue, startupIndiaValue, valueIn } from './startup-india'

export const discoverPageSize = 25
export const discoverSorts = ['fit', 'newest', 'raise_desc', 'raise_asc', 'name'] as const
export type DiscoverSort = (typeof discoverSorts)[number]

export type DiscoverSearch = ApplicationSearch & { discoverSort: DiscoverSort; hidden: boolean }

/** Whether each criterion is met, as SQL over startup_profile (see domain/investors/fit.ts). */
export function fitConditions(p: InvestorPreferences): Record<InvestorFitCriterion, SQL> {
  const open = sql`true`
  return {
    sector: p.sectors.length ? sql`(${startupProfile.sectors} && ${textArray(p.sectors)})` : open,
    stage: p.stages.length
      ? sql`coalesce(${startupProfile.developmentStage} = any(${textArray(p.stages)}), false)`
      : open,
    raise:
      p.chequeMin !== null && p.chequeMax !== null
        ? sql`coalesce(${startupProfile.plannedRaise} between ${p.chequeMin} and ${p.chequeMax}, false)`
        : open,
    place: p.headquarters.length
      ? sql`coalesce(${startupProfile.headquarters} = any(${textArray(p.headquarters)}), false)`
      : open,
    businessType: p.businessTypes.length
      ? sql`(${startupProfile.businessTypes} && ${textArray(p.businessTypes)})`
      : open,
  }
}

export function fitScoreSql(conditions: Record<InvestorFitCriterion, SQL>): SQL<number> {
  const parts = (Object.keys(investorFitWeights) as InvestorFitCriterion[]).map(
    (c) =>
      sql`(case when ${conditions[c]} then ${sql.raw(String(investorFitWeights[c]))} else 0 end)`,
  )
  return sql<number>`(${sql.join(parts, sql` + `)})`
}

type DiscoverFacetKey = Exclude<FacetKey, 'channelId' | 'status'>

/** The India passport's filters on a startup, as their values (today's, for Startup India). */
const dpiitOfStartup = () => dpiitValue(sql`${startupProfile.dpiitNumber} is not null`)
const startupIndiaOfStartup = () =>
  startupIndiaValue(startupProfile.startupIndia, startupProfile.startupIndiaUntil)

function facetConditions(search: ApplicationSearch): Partial<Record<DiscoverFacetKey, SQL>> {
  const c: Partial<Record<DiscoverFacetKey, SQL>> = {}
  if (search.sectors.length)
    c.sectors = sql`${startupProfile.sectors} && ${textArray(search.sectors)}`
  if (search.businessType.length) {
    c.businessType = sql`${startupProfile.businessTypes} && ${textArray(search.businessType)}`
  }
  if (search.customerInteraction.length) {
    c.customerInteraction = sql`${startupProfile.customerInteractions} && ${textArray(search.customerInteraction)}`
  }
  if (search.developmentStage.length) {
    c.developmentStage = sql`${startupProfile.developmentStage} = any(${textArray(search.developmentStage)})`
  }
  if (search.headquarters.length) {
    c.headquarters = sql`${startupProfile.headquarters} = any(${textArray(search.headquarters)})`
  }
  if (search.dpiit.length) c.dpiit = valueIn(dpiitOfStartup(), search.dpiit)
  if (search.startupIndia.length) {
    c.startupIndia = valueIn(startupIndiaOfStartup(), search.startupIndia)
  }
  return c
}

function isHidden(investorOrgId: string): SQL {
  return sql`exists (select 1 from ${hiddenStartup} where ${hiddenStartup.investorOrgId} = ${investorOrgId} and ${hiddenStartup.startupOrgId} = ${startupProfile.organisationId})`
}

function scopeConditions(db: Database, investorOrgId: string, search: DiscoverSearch): SQL[] {
  const conditions: SQL[] = [visibleToInvestor(db, investorOrgId)]
  conditions.push(search.hidden ? isHidden(investorOrgId) : not(isHidden(investorOrgId)))
  if (search.q) {
    const pattern = containing(search.q)
    // A search that names sectors ("Fintech") also finds the startups in them. Discover only:
    // the applications search keeps to its text so its index and its SQL agree.
    const named = sectorsNamedBy(search.q)
    const inSectors = named.length
      ? sql` or ${startupProfile.sectors} && ${textArray(named)}`
      : sql``
    conditions.push(
      sql`(${startupProfile.name} ilike ${pattern} or ${startupProfile.oneLiner} ilike ${pattern} or ${startupProfile.description} ilike ${pattern}${inSectors})`,
    )
  }
  const min = raiseBound(search.plannedRaiseMin)
  const max = raiseBound(search.plannedRaiseMax)
  if (min !== null) conditions.push(sql`${startupProfile.plannedRaise} >= ${min}`)
  if (max !== null) conditions.push(sql`${startupProfile.plannedRaise} <= ${max}`)
  return conditions
}

function orderOf(sort: DiscoverSort, score: SQL<number>): SQL[] {
  const tie = asc(startupProfile.organisationId)
  switch (sort) {
    case 'fit':
      return [desc(score), asc(sql`lower(${startupProfile.name})`), tie]
    case 'newest':
      return [desc(startupProfile.createdAt), tie]
    case 'raise_desc':
      return [desc(sql`coalesce(${startupProfile.plannedRaise}, -1)`), tie]
    case 'raise_asc':
      return [asc(sql`coalesce(${startupProfile.plannedRaise}, 9223372036854775807)`), tie]
    case 'name':
      return [asc(sql`lower(${startupProfile.name})`), tie]
  }
}

const facetColumns: Record<DiscoverFacetKey, FacetColumn> = {
  sectors: { column: sql`sectors`, array: true },
  developmentStage: { column: sql`development_stage`, array: false },
  headquarters: { column: sql`headquarters`, array: false },
  businessType: { column: sql`business_types`, array: true },
  customerInteraction: { column: sql`customer_interactions`, array: true },
  dpiit: { column: sql`dpiit`, array: false },
  startupIndia: { column: sql`startup_india`, array: false },
}

export type DiscoverFacets = Record<FacetKey, Record<string, number>>

/** The facet counts of the search's startups, and the total; Discover has no channel or status. */
async function countStartupFacets(db: Database, investorOrgId: string, search: DiscoverSearch) {
  const counted = await countFacets(db, {
    columns: sql`${startupProfile.sectors} as sectors, ${startupProfile.developmentStage} as development_stage,
        ${startupProfile.headquarters} as headquarters, ${startupProfile.businessTypes} as business_types,
        ${startupProfile.customerInteractions} as customer_interactions,
        ${dpiitOfStartup()} as dpiit, ${startupIndiaOfStartup()} as startup_india`,
    from: sql`from ${startupProfile}
      where ${and(...scopeConditions(db, investorOrgId, search))}`,
    facets: facetColumns,
    filters: facetConditions(search),
  })
  const facets: DiscoverFacets = { channelId: {}, status: {}, ...counted.facets }
  return { facets, total: counted.total }
}

/** One page of startups for the organisation, each with its fit, plus total and facet counts. */
export async function discoverStartups(
  db: Database,
  investorOrgId: string,
  preferences: InvestorPreferences,
  search: DiscoverSearch,
  { pageSize = discoverPageSize }: { pageSize?: number } = {},
) {
  const met = fitConditions(preferences)
  const score = fitScoreSql(met)
  const facetWhere = Object.values(facetConditions(search))
  const applied = sql<
    string | null
  >`(select ${application.status}::text from ${application} where ${application.startupOrgId} = ${startupProfile.organisationId} and ${application.investorOrgId} = ${investorOrgId} and ${application.status} <> 'withdrawn' order by ${application.submittedAt} desc limit 1)`
  const [rows, counted] = await Promise.all([
    db
      .select({
        startupOrgId: startupProfile.organisationId,
        name: startupProfile.name,
        oneLiner: startupProfile.oneLiner,
        sectors: startupProfile.sectors,
        developmentStage: startupProfile.developmentStage,
        headquarters: startupProfile.headquarters,
        city: startupProfile.city,
        businessTypes: startupProfile.businessTypes,
        plannedRaise: startupProfile.plannedRaise,
        logoFileId: startupProfile.logoFileId,
        deckFileId: startupProfile.deckFileId,
        createdAt: startupProfile.createdAt,
        applicationStatus: applied,
        dpiitRecognised: sql<boolean>`${startupProfile.dpiitNumber} is not null`.mapWith(Boolean),
        startupIndia: startupIndiaOfStartup(),
        fit: score.mapWith(Number),
        sectorMet: met.sector.mapWith(Boolean),
        stageMet: met.stage.mapWith(Boolean),
        raiseMet: met.raise.mapWith(Boolean),
        placeMet: met.place.mapWith(Boolean),
        businessTypeMet: met.businessType.mapWith(Boolean),
      })
      .from(startupProfile)
      .where(and(...scopeConditions(db, investorOrgId, search), ...facetWhere))
      .orderBy(...orderOf(search.discoverSort, score))
      .limit(pageSize)
      .offset((search.page - 1) * pageSize),
    countStartupFacets(db, investorOrgId, search),
  ])
  return {
    rows: rows.map(({ sectorMet, stageMet, raiseMet, placeMet, businessTypeMet, ...row }) => ({
      ...row,
      met: {
        sector: sectorMet,
        stage: stageMet,
        raise: raiseMet,
        place: placeMet,
        businessType: businessTypeMet,
      } satisfies Record<InvestorFitCriterion, boolean>,
    })),
    total: counted.total,
    page: search.page,
    pageSize,
    pageCount: Math.max(1, Math.ceil(counted.total / pageSize)),
    facets: counted.facets,
  }
}

export async function hideStartup(
  db: Database,
  investorOrgId: string,
  startupOrgId: string,
  userId: string,
) {
  await db
    .insert(hiddenStartup)
    .values({ investorOrgId, startupOrgId, hiddenBy: userId })
    .onConflictDoNothing()
}

export async function unhideStartup(db: Database, investorOrgId: string, startupOrgId: string) {
  await db
    .delete(hiddenStartup)
    .where(
      and(
        eq(hiddenStartup.investorOrgId, investorOrgId),
        eq(hiddenStartup.startupOrgId, startupOrgId),
      ),
    )
}

/** How many startups the organisation has hidden. */
export async function countHidden(db: Database, investorOrgId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(hiddenStartup)
    .where(eq(hiddenStartup.investorOrgId, investorOrgId))
  return row?.n ?? 0
}
