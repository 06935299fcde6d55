import { randomUUID } from 'node:crypto'

import type { Database } from '@/server/db/client'
import {
  releaseExportSlot,
  renewExportSlot,
  takeExportSlot,
  type ExportSlotKey,
} from '@/server/db/queries/export-slots'
import { log } from '@/server/log'
import { said } from '@/lib/i18n/said'

/** CSV exports one organisation may run at once, over every app server (decision 0030). */
export const exportsPerOrganisation = 2

/**
 * How long a slot stays taken without a read of its export: long enough for any pause of a
 * download that is still going, short enough that a server which died mid-export frees it soon.
 */
export const exportLeaseSeconds = 120

/** What a refused export is asked to wait; an export of a large organisation takes about this. */
export const exportRetryAfterSeconds = 30

export function tooManyExportsMessage(): string {
  return said('rule.server.exports.busy', {
    count: exportsPerOrganisation,
    seconds: exportRetryAfterSeconds,
  })
}

/**
 * Runs `start`, which answers an export of the organisation's, in one of the organisation's export
 * slots; with every slot taken it answers 429 with Retry-After instead, and `start` does not run.
 * The slot is held until the answer's body has been read to its end, has failed or has been
 * cancelled (the client went away); an answer that is not a success frees it at once.
 */
export async function inExportSlot(
  db: Database,
  organisationId: string,
  start: () => Promise<Response>,
): Promise<Response> {
  const key = await takeExportSlot(
    db,
    { organisationId, holder: randomUUID() },
    { slots: exportsPerOrganisation, leaseSeconds: exportLeaseSeconds },
  )
  if (!key) {
    return Response.json(
      { error: tooManyExportsMessage() },
      { status: 429, headers: { 'Retry-After': String(exportRetryAfterSeconds) } },
    )
  }
  const slot = heldSlot(db, key)
  let response: Response
  try {
    response = await start()
  } catch (error) {
    await slot.release()
    throw error
  }
  if (!response.ok || !response.body) {
    await slot.release()
    return response
  }
  return new Response(releasedWhenDone(response.body, slot), {
    status: response.status,
    headers: response.headers,
  })
}

type HeldSlot = { keepAlive: () => Promise<void>; release: () => Promise<void> }

function heldSlot(db: Database, key: ExportSlotKey): HeldSlot {
  let renewedAt = performance.now()
  let released = false
  return {
    // One write per third of the lease, however many chunks are read in between.
    async keepAlive() {
      if (released || performance.now() - renewedAt < (exportLeaseSeconds * 1000) / 3) return
      renewedAt = performance.now()
      // A download paused past its lease has lost the slot; it finishes all the same.
      await renewExportSlot(db, key, exportLeaseSeconds)
    },
    async release() {
      if (released) return
      released = true
      // Should the database not answer, the lease runs out instead.
      await releaseExportSlot(db, key).catch((error: unknown) =>
        log.warn({ err: error }, 'export slot not released'),
      )
    },
  }
}

function releasedWhenDone(
  body: ReadableStream<Uint8Array>,
  slot: HeldSlot,
): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        await slot.keepAlive()
        const next = await reader.read()
        if (next.done) {
          await slot.release()
          controller.close()
        } else {
          controller.enqueue(next.value)
        }
      } catch (error) {
        await slot.release()
        controller.error(error)
      }
    },
    async cancel(reason) {
      try {
        await reader.cancel(reason)
      } finally {
        await slot.release()
      }
    },
  })
}
