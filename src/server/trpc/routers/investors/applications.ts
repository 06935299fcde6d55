// investors.applications.*: the list screen's search, and the review screen of one startup:
// its profile, applications, status moves, ratings, assignee and notes.
import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import { noteSchema } from '@/domain/applications/notes'
import { ratingSchema, startupRatingSchema } from '@/domain/applications/ratings'
import { parseApplicationSearch } from '@/domain/applications/search-params'
import { statusChangeSchema } from '@/domain/applications/status'
import { listFitOf, waitingOf } from '@/domain/applications/triage'

import { changeStatus } from '@/server/applications/status'
import { auditOrigin } from '@/server/audit-origin'
import type { Database } from '@/server/db/client'
import type { Tendencies } from '@/server/db/queries/calibration'
import {
  addNote,
  findApplicationsForStartup,
  findOwnApplication,
  isMemberOf,
  listNotes,
  listTeammates,
  removeNote,
  setAssignee,
  upsertRating,
  findStartupRatings,
  upsertStartupRating,
} from '@/server/db/queries/application-review'
import type { ApplicationListRow } from '@/server/db/queries/application-search'
import { searchContextOf } from '@/server/db/queries/search-context'
import { triageFactsOf, type TriageFacts } from '@/server/db/queries/application-triage'
import { findFullProfileForInvestor, isStartupVisibleTo } from '@/server/db/queries/investors'
import { log } from '@/server/log'
import { findApplicationsByCalibrated } from '@/server/search/calibrated-order'
import { findApplications, type Beside } from '@/server/search/search'
import { fieldError } from '@/server/trpc/field-error'
import { investorProcedure, router, searchTimeoutMessage, unlessFull } from '@/server/trpc/init'
import { ownedLimits } from '@/lib/limits'
import { said, saying } from '@/lib/i18n/said'
import { noInput, strictInput } from '@/server/trpc/strict-input'

/**
 * The page's search params exactly as the URL holds them (`{ sectors: 'Fintech,Energy' }`), read
 * by the same parser as the route; see src/domain/applications/search-params.ts.
 */
export const applicationSearchInput = z
  .record(z.string().max(64, { error: saying('rule.server.searchParameter') }), z.unknown())
  .optional()
  .transform((raw) => parseApplicationSearch(raw))

/** Above this a list call is logged; the performance budget of the screen (see scripts/bench). */
const slowMs = 100

const startupInput = z.object({ startupOrgId: z.uuid({ error: saying('rule.id.startup') }) })

const noSuchStartup = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.startup') })
const noSuchApplication = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.application') })

/** Refuses a startup the organisation may not see, exactly as the full profile does. */
async function requireVisibleStartup(
  ctx: { db: Database; membership: { organisationId: string } },
  startupOrgId: string,
) {
  if (!(await isStartupVisibleTo(ctx.db, ctx.membership.organisationId, startupOrgId))) {
    throw noSuchStartup()
  }
}

/**
 * The page's rows with what triage needs beside them (src/domain/applications/triage.ts): days
 * waiting against the promise, fit with the channel, the ratings the viewer may see, last activity.
 * The facts are read beside the rows, from the page's ids (`triageFacts` in `list` below).
 */
function withTriage(rows: ApplicationListRow[], facts: Map<string, TriageFacts>) {
  const now = Date.now()
  return rows.flatMap((row) => {
    const fact = facts.get(row.id)
    // Deleted between the search and this read: the page shows one row fewer.
    if (!fact) return []
    return [
      {
        ...row,
        waiting: waitingOf(row.status, row.submittedAt, fact.responseDays, now),
        fit: listFitOf(fact.criteria, row),
        ratings: fact.ratings,
        lastActivityAt: fact.lastActivityAt,
      },
    ]
  })
}

export const applicationsRouter = router({
  /**
   * One page of the organisation's applications under the search, the total, facet counts per
   * filter value (under the other filters) and the organisation's channels for the filter labels.
   */
  list: investorProcedure
    .meta({ timeoutMessage: searchTimeoutMessage })
    .input(strictInput(applicationSearchInput))
    .query(async ({ ctx, input }) => {
      const started = performance.now()
      const organisationId = ctx.membership.organisationId
      // The fund's stages come with the answer, as the channels do: the status tabs name the
      // counts of this very answer (by stage key) in the order of the same moment, a chip names an
      // archived stage's key, and no second query (the pipeline's, which also counts every stage's
      // applications) runs at each search.
      const context = searchContextOf(ctx.db, organisationId)
      // Awaited below; a failed search must not leave it unhandled.
      context.catch(() => undefined)
      // The page's triage facts, read beside its rows: with the tendencies the page was ranked
      // by (sorted by calibrated score, the cells show those), else the team's of this search.
      const triageFacts: Beside<Map<string, TriageFacts>> = (ids, tendencies) =>
        triageFactsOf(ctx.db, {
          organisationId,
          viewerId: ctx.user.id,
          ids,
          tendencies: tendencies ?? context.then((found) => found.tendencies),
        })
      const [result, { channels, stages }] = await Promise.all([
        input.sort === 'calibrated'
          ? findApplicationsByCalibrated(
              ctx.db,
              organisationId,
              ctx.user.id,
              input,
              {},
              triageFacts,
            )
          : findApplications(ctx.db, organisationId, input, {}, triageFacts),
        context,
      ])
      const ms = performance.now() - started
      // Every call while developing; elsewhere only the slow ones, so tests and logs stay quiet.
      if (ms > slowMs || process.env.NODE_ENV === 'development') {
        log.info(
          {
            procedure: 'investors.applications.list',
            ms: Math.round(ms * 10) / 10,
            matches: result.total,
          },
          'search timing',
        )
      }
      // The tendencies of a calibrated order stay here: the cells already show its scores.
      const {
        beside: facts,
        tendencies: _ranked,
        ...answer
      }: typeof result & { tendencies?: Tendencies } = result
      return { ...answer, rows: withTriage(answer.rows, facts), channels, stages }
    }),

  fullProfile: investorProcedure.input(strictInput(startupInput)).query(async ({ ctx, input }) => {
    const found = await findFullProfileForInvestor(
      ctx.db,
      ctx.membership.organisationId,
      input.startupOrgId,
    )
    // Not visible and not existing look the same to the caller.
    if (!found) throw noSuchStartup()
    return found
  }),

  /**
   * Moves one application or many through the pipeline. With one application a move it cannot
   * make is a CONFLICT; with many, those that cannot move are skipped and counted.
   */
  setStatus: investorProcedure
    .input(strictInput(statusChangeSchema))
    .mutation(async ({ ctx, input }) => {
      const outcome = await changeStatus(ctx.db, ctx.notifier, {
        investorOrgId: ctx.membership.organisationId,
        actorId: ctx.user.id,
        change: input,
        origin: auditOrigin(ctx.headers, ctx.user),
      })
      if (outcome.kind === 'not-found') {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.application') })
      }
      if (outcome.kind === 'no-such-stage') {
        throw fieldError('BAD_REQUEST', 'status', said('rule.server.applications.stageGone'))
      }
      if (input.applicationIds.length === 1 && outcome.skipped.length === 1) {
        const { status, already } = outcome.skipped[0]!
        throw new TRPCError({
          code: 'CONFLICT',
          message: !already
            ? said('rule.server.applications.cannotMove', { status })
            : outcome.target.stage
              ? said('rule.server.applications.alreadyAt', { stage: outcome.target.stage.name })
              : said('rule.server.applications.alreadyStatus', { status }),
        })
      }
      return { moved: outcome.moved.length, skipped: outcome.skipped.length }
    }),

  /**
   * The startup's applications to the organisation's channels. A discoverable startup that never
   * applied has none; a startup the organisation may not see is not found.
   */
  forStartup: investorProcedure.input(strictInput(startupInput)).query(async ({ ctx, input }) => {
    const applications = await findApplicationsForStartup(ctx.db, {
      investorOrgId: ctx.membership.organisationId,
      startupOrgId: input.startupOrgId,
      viewerId: ctx.user.id,
    })
    if (applications.length === 0) await requireVisibleStartup(ctx, input.startupOrgId)
    return applications
  }),

  /** Saves the caller's own 1–5 scores for an application (replacing earlier ones). */
  rate: investorProcedure.input(strictInput(ratingSchema)).mutation(async ({ ctx, input }) => {
    const found = await findOwnApplication(
      ctx.db,
      ctx.membership.organisationId,
      input.applicationId,
    )
    if (!found) throw noSuchApplication()
    return upsertRating(ctx.db, {
      applicationId: found.id,
      userId: ctx.user.id,
      scores: input.scores,
      comment: input.comment ?? null,
    })
  }),

  /** The team's ratings of a startup it may see that has not applied (blind until rated). */
  startupRatings: investorProcedure
    .input(strictInput(z.object({ startupOrgId: z.uuid({ error: saying('rule.id.startup') }) })))
    .query(async ({ ctx, input }) => {
      await requireVisibleStartup(ctx, input.startupOrgId)
      return findStartupRatings(ctx.db, {
        investorOrgId: ctx.membership.organisationId,
        startupOrgId: input.startupOrgId,
        viewerId: ctx.user.id,
      })
    }),

  /** Saves the caller's own 1–5 scores for a startup the organisation may see. */
  rateStartup: investorProcedure
    .input(strictInput(startupRatingSchema))
    .mutation(async ({ ctx, input }) => {
      await requireVisibleStartup(ctx, input.startupOrgId)
      return upsertStartupRating(ctx.db, {
        investorOrgId: ctx.membership.organisationId,
        startupOrgId: input.startupOrgId,
        userId: ctx.user.id,
        scores: input.scores,
        comment: input.comment ?? null,
      })
    }),

  /** Gives the application to a teammate to look after, or to nobody. */
  assign: investorProcedure
    .input(
      strictInput(
        z.object({
          applicationId: z.uuid({ error: saying('rule.rating.notValidApplicationId') }),
          assigneeId: z
            .string()
            .min(1, { error: saying('rule.server.applications.chooseTeammate') })
            .max(100)
            .nullable(),
        }),
      ),
    )
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      const found = await findOwnApplication(ctx.db, organisationId, input.applicationId)
      if (!found) throw noSuchApplication()
      if (input.assigneeId && !(await isMemberOf(ctx.db, organisationId, input.assigneeId))) {
        throw fieldError(
          'BAD_REQUEST',
          'assigneeId',
          said('rule.server.applications.chooseFromTeam'),
        )
      }
      await setAssignee(ctx.db, {
        investorOrgId: organisationId,
        applicationId: found.id,
        assigneeId: input.assigneeId,
      })
      return { assigneeId: input.assigneeId }
    }),

  /** Members of the caller's organisation, for the assignee picker. */
  teammates: investorProcedure
    .input(noInput)
    .query(({ ctx }) => listTeammates(ctx.db, ctx.membership.organisationId)),

  /** The team's private notes about a startup. Startups never see them. */
  notes: router({
    list: investorProcedure.input(strictInput(startupInput)).query(async ({ ctx, input }) => {
      await requireVisibleStartup(ctx, input.startupOrgId)
      const notes = await listNotes(ctx.db, ctx.membership.organisationId, input.startupOrgId)
      return notes.map((note) => ({ ...note, mine: note.authorId === ctx.user.id }))
    }),

    add: investorProcedure.input(strictInput(noteSchema)).mutation(async ({ ctx, input }) => {
      await requireVisibleStartup(ctx, input.startupOrgId)
      const added = await addNote(ctx.db, {
        investorOrgId: ctx.membership.organisationId,
        startupOrgId: input.startupOrgId,
        authorId: ctx.user.id,
        body: input.body,
      })
      return unlessFull(
        added,
        said('rule.server.applications.notesFull', { max: ownedLimits.notesPerStartup }),
      )
    }),

    /** Only the author deletes a note; teammates see it but may not remove it. */
    remove: investorProcedure
      .input(strictInput(z.object({ id: z.uuid({ error: saying('rule.id.note') }) })))
      .mutation(async ({ ctx, input }) => {
        const outcome = await removeNote(ctx.db, {
          investorOrgId: ctx.membership.organisationId,
          userId: ctx.user.id,
          id: input.id,
        })
        if (outcome === 'not-found')
          throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.note') })
        if (outcome === 'not-author') {
          throw new TRPCError({
            code: 'FORBIDDEN',
            message: said('rule.server.onlyAuthorDeletesNote'),
          })
        }
        return { id: input.id }
      }),
  }),
})
