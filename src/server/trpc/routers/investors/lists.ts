import { TRPCError } from '@trpc/server'
import { z } from 'zod'

import {
  listEntriesSchema,
  listEntrySchema,
  listFullMessage,
  listNoteSchema,
  listSchema,
} from '@/domain/investors/lists'

import { isStartupVisibleTo, startupsVisibleTo } from '@/server/db/queries/investors'
import { investorPreferencesOf } from '@/server/db/queries/investor-profile'
import { listIntakeOnList } from '@/server/db/queries/intake-inbox'
import {
  addListEntries,
  addListEntry,
  createList,
  deleteList,
  findListWithEntries,
  findOwnList,
  listEntrySorts,
  listLists,
  removeListEntry,
  setListEntryNote,
  updateList,
} from '@/server/db/queries/lists'
import { latestRatedScores } from '@/server/db/queries/calibration'
import { fieldError } from '@/server/trpc/field-error'
import { investorProcedure, router, unlessFull } from '@/server/trpc/init'
import { ownedLimits } from '@/lib/limits'
import { strictInput } from '@/server/trpc/strict-input'
import { said, saying } from '@/lib/i18n/said'

const noSuchList = () =>
  new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.list') })
const listFull = () => new TRPCError({ code: 'CONFLICT', message: listFullMessage() })

/** The organisation's lists of startups, shared by its members. */
export const listsRouter = router({
  /** Every list with its size; with `startupOrgId`, whether that startup is on each. */
  list: investorProcedure
    .input(
      strictInput(
        z
          .object({ startupOrgId: z.uuid({ error: saying('rule.id.startup') }).optional() })
          .optional(),
      ),
    )
    .query(({ ctx, input }) =>
      listLists(ctx.db, ctx.membership.organisationId, input?.startupOrgId),
    ),

  create: investorProcedure.input(strictInput(listSchema)).mutation(async ({ ctx, input }) => {
    const created = await createList(ctx.db, {
      organisationId: ctx.membership.organisationId,
      createdBy: ctx.user.id,
      name: input.name,
      description: input.description ?? null,
    })
    if (created === 'name-taken') {
      throw fieldError(
        'CONFLICT',
        'name',
        said('rule.server.lists.nameTaken', { name: input.name }),
      )
    }
    return unlessFull(
      created,
      said('rule.server.lists.full', { max: ownedLimits.listsPerOrganisation }),
    )
  }),

  /** Adds a startup the organisation may see; adding it again replaces its note. */
  addEntry: investorProcedure
    .input(strictInput(listEntrySchema))
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      if (!(await findOwnList(ctx.db, organisationId, input.listId))) throw noSuchList()
      if (!(await isStartupVisibleTo(ctx.db, organisationId, input.startupOrgId))) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.startup') })
      }
      const outcome = await addListEntry(ctx.db, {
        listId: input.listId,
        startupOrgId: input.startupOrgId,
        note: input.note,
        addedBy: ctx.user.id,
      })
      if (outcome === 'full') throw listFull()
      return { listId: input.listId, startupOrgId: input.startupOrgId }
    }),

  /** Adds several startups the organisation may see (a selection of applications); all or none. */
  addEntries: investorProcedure
    .input(strictInput(listEntriesSchema))
    .mutation(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      if (!(await findOwnList(ctx.db, organisationId, input.listId))) throw noSuchList()
      const startupOrgIds = [...new Set(input.startupOrgIds)]
      // One query for the whole selection; any startup the organisation may not see refuses all.
      const visible = await startupsVisibleTo(ctx.db, organisationId, startupOrgIds)
      if (visible.size !== startupOrgIds.length) {
        throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.noSuch.startup') })
      }
      const added = await addListEntries(ctx.db, {
        listId: input.listId,
        startupOrgIds,
        addedBy: ctx.user.id,
      })
      if (added === 'full') throw listFull()
      return { added, alreadyThere: startupOrgIds.length - added }
    }),

  removeEntry: investorProcedure
    .input(
      strictInput(
        z.object({
          listId: z.uuid({ error: saying('rule.id.list') }),
          startupOrgId: z.uuid({ error: saying('rule.id.startup') }),
        }),
      ),
    )
    .mutation(async ({ ctx, input }) => {
      if (!(await findOwnList(ctx.db, ctx.membership.organisationId, input.listId)))
        throw noSuchList()
      return { removed: await removeListEntry(ctx.db, input.listId, input.startupOrgId) }
    }),

  /** One list with its entries, in the order asked for (latest added first by default). */
  get: investorProcedure
    .input(
      strictInput(
        z.object({
          id: z.uuid({ error: saying('rule.id.list') }),
          sort: z.enum(listEntrySorts).catch('added').default('added'),
        }),
      ),
    )
    .query(async ({ ctx, input }) => {
      const organisationId = ctx.membership.organisationId
      const { complete: _complete, ...preferences } = await investorPreferencesOf(
        ctx.db,
        organisationId,
      )
      const list = await findListWithEntries(
        ctx.db,
        organisationId,
        input.id,
        preferences,
        input.sort,
      )
      if (!list) throw noSuchList()
      const [inboxEntries, scores] = await Promise.all([
        // Deals received by email that are on the list until their founders claim them.
        listIntakeOnList(ctx.db, list.id),
        latestRatedScores(ctx.db, {
          organisationId,
          viewerId: ctx.user.id,
          startupOrgIds: list.entries.map((e) => e.startupOrgId),
        }),
      ])
      return {
        ...list,
        entries: list.entries.map((entry) => ({
          ...entry,
          // The team's scores of its latest application the viewer rated (docs/decisions/0049).
          scores: scores.get(entry.startupOrgId) ?? null,
        })),
        inboxEntries,
      }
    }),

  update: investorProcedure
    .input(strictInput(listSchema.extend({ id: z.uuid({ error: saying('rule.id.list') }) })))
    .mutation(async ({ ctx, input }) => {
      const outcome = await updateList(ctx.db, ctx.membership.organisationId, input.id, {
        name: input.name,
        description: input.description ?? null,
      })
      if (outcome === 'not-found') throw noSuchList()
      if (outcome === 'name-taken') {
        throw fieldError(
          'CONFLICT',
          'name',
          said('rule.server.lists.nameTaken', { name: input.name }),
        )
      }
      return { id: input.id }
    }),

  /** Deletes the list and its entries (the startups and their notes elsewhere stay). */
  delete: investorProcedure
    .input(strictInput(z.object({ id: z.uuid({ error: saying('rule.id.list') }) })))
    .mutation(async ({ ctx, input }) => {
      if (!(await deleteList(ctx.db, ctx.membership.organisationId, input.id))) throw noSuchList()
      return { deleted: true }
    }),

  setNote: investorProcedure.input(strictInput(listNoteSchema)).mutation(async ({ ctx, input }) => {
    if (!(await findOwnList(ctx.db, ctx.membership.organisationId, input.listId))) {
      throw noSuchList()
    }
    const updated = await setListEntryNote(ctx.db, input.listId, input.startupOrgId, input.note)
    if (!updated)
      throw new TRPCError({ code: 'NOT_FOUND', message: said('rule.server.lists.notOnList') })
    return { note: input.note }
  }),
})
