import { randomUUID } from 'node:crypto'

import { z } from 'zod'

import { fileUrl, type UploadedFile } from '@/domain/startups/file-rules'

import {
  findOwnFounderId,
  findStoredFile,
  storeFileInSlot,
  type FileSlot,
  type FileSlotOutcome,
} from '@/server/db/queries/files'
import { publicPages } from '@/server/http/public-pages'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { Services } from '@/server/services'
import { readRequestSession } from '@/server/auth/request-session'
import { fileAccess, type FileViewer } from './access'
import { deleteQuietly } from './storage'
import { checkFile, receiveUpload, UploadError, type PreparedFile } from './uploads'
import { log } from '@/server/log'
import { said } from '@/lib/i18n/said'

export const uploadRateLimit = { window: 3600, max: 60 }
const storageRetryAfterSeconds = 60

const uuid = z.uuid()

/** POST /api/files: stores a logo, deck or founder photo of the caller's startup, or the caller's investor logo. */
export async function handleUploadRequest(request: Request, services: Services): Promise<Response> {
  try {
    return Response.json(await upload(request, services), { status: 201 })
  } catch (error) {
    // A refusal may leave much of the body unread: closing the connection drops it, where
    // keeping it alive would have the server read it all.
    const headers = { Connection: 'close' }
    if (error instanceof UploadError) {
      return Response.json(
        { error: error.message },
        { status: error.status, headers: { ...headers, ...error.headers } },
      )
    }
    log.error({ err: error }, 'file upload failed')
    return Response.json({ error: said('rule.server.upload.failed') }, { status: 500, headers })
  }
}

async function upload(request: Request, services: Services): Promise<UploadedFile> {
  if (isForeignOriginMutation(request, services.origins)) {
    throw new UploadError(403, foreignOriginMessage(services.origins))
  }
  const session = await readRequestSession(services, request.headers)
  if (!session) throw new UploadError(401, said('rule.server.signIn'))
  const { membership } = session
  if (!membership) {
    throw new UploadError(403, said('rule.server.upload.membersOnly'))
  }
  if (!session.user.emailVerified) {
    throw new UploadError(403, said('rule.server.confirmEmail'))
  }
  const decision = await services.rateLimits.consume(`uploads:${session.user.id}`, uploadRateLimit)
  if (!decision.allowed) {
    throw new UploadError(
      429,
      said('rule.server.upload.tooMany', { seconds: String(decision.retryAfter) }),
      { 'Retry-After': String(decision.retryAfter) },
    )
  }

  const received = await receiveUpload(request)
  const organisationId = membership.organisationId
  // Investors keep one file here: their logo.
  if (membership.kind === 'investor' && received.kind !== 'logo') {
    throw new UploadError(403, said('rule.server.upload.investorLogo'))
  }
  const slot: FileSlot =
    membership.kind === 'investor'
      ? { owner: 'investor' }
      : received.kind === 'photo'
        ? {
            owner: 'founder',
            founderId: await ownFounderId(services, organisationId, received.founderId),
          }
        : { owner: 'startup' }
  const prepared = await checkFile(received)

  const storageKey = `${organisationId}/${randomUUID()}.${prepared.extension}`
  await putObject(services, storageKey, prepared)
  let stored: FileSlotOutcome
  try {
    stored = await storeFileInSlot(
      services.db,
      {
        organisationId,
        kind: received.kind,
        storageKey,
        contentType: prepared.contentType,
        byteSize: prepared.body.byteLength,
        originalName: received.originalName,
        width: prepared.width,
        height: prepared.height,
        pageCount: prepared.pageCount,
        uploadedBy: session.user.id,
      },
      slot,
    )
  } catch (error) {
    await removeObject(services, storageKey)
    throw error
  }
  if (stored.kind !== 'stored') {
    await removeObject(services, storageKey)
    throw stored.kind === 'no-founder'
      ? new UploadError(404, said('rule.server.upload.noFounder'))
      : new UploadError(
          404,
          membership.kind === 'investor'
            ? said('rule.server.upload.investorFirst')
            : said('rule.server.upload.startupFirst'),
        )
  }
  // Only once the new file is committed may the old bytes go.
  if (stored.replacedKey) await removeObject(services, stored.replacedKey)
  // A startup's logo and its founders' photos show on its public page, an investor's logo on
  // theirs.
  publicPages.forget()

  return {
    id: stored.id,
    kind: received.kind,
    url: fileUrl(stored.id),
    originalName: received.originalName,
    byteSize: prepared.body.byteLength,
    contentType: prepared.contentType,
  }
}

/** A photo belongs to a founder of the caller's own startup; any other id is not found. */
async function ownFounderId(
  services: Services,
  organisationId: string,
  founderId: string | undefined,
) {
  if (!founderId) throw new UploadError(400, said('rule.server.upload.chooseFounder'))
  if (!uuid.safeParse(founderId).success) {
    throw new UploadError(404, said('rule.server.upload.noFounder'))
  }
  const id = await findOwnFounderId(services.db, organisationId, founderId)
  if (!id) throw new UploadError(404, said('rule.server.upload.noFounder'))
  return id
}

/**
 * Stores the bytes. When the storage fails (a full disk, S3 down) the person's file was fine: 503,
 * try again later. Nothing points at the key yet, so whatever the failed put may have left goes.
 */
async function putObject(services: Services, key: string, prepared: PreparedFile) {
  try {
    await services.files.put(key, prepared.body, prepared.contentType)
  } catch (error) {
    log.error({ err: error, key }, 'could not store an uploaded file')
    await removeObject(services, key)
    throw new UploadError(503, said('rule.server.upload.storage'), {
      'Retry-After': String(storageRetryAfterSeconds),
    })
  }
}

function removeObject(services: Services, key: string) {
  return deleteQuietly(services.files, key)
}

const notFound = () =>
  Response.json({ error: said('rule.server.upload.notFound') }, { status: 404 })

/** GET /api/files/:id — the file's bytes, for whoever may see them; everyone else gets 404. */
export async function handleFileRequest(
  request: Request,
  services: Services,
  id: string,
): Promise<Response> {
  if (!uuid.safeParse(id).success) return notFound()
  const file = await findStoredFile(services.db, id)
  if (!file) return notFound()

  const access = await fileAccess(services.db, file, await viewerOf(request, services))
  if (access === 'none') return notFound()
  // A file's bytes never change under its id. A private file is asked for again on every use
  // (no-cache), so an access that ends (a withdrawn share, a person who left) ends at once in the
  // browser too; a copy it still holds is confirmed with a 304, without sending the bytes again.
  const cacheControl = access === 'public' ? 'public, max-age=3600' : 'private, no-cache'
  const etag = `"${file.id}"`
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, 'Cache-Control': cacheControl },
    })
  }

  const object = await services.files.get(file.storageKey)
  if (!object) {
    log.error({ fileId: file.id, storageKey: file.storageKey }, 'stored file has no object')
    return notFound()
  }
  const download = new URL(request.url).searchParams.get('download') === '1'
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Content-Disposition':
      file.kind === 'deck'
        ? contentDisposition(download ? 'attachment' : 'inline', file.originalName)
        : 'inline',
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': cacheControl,
    ETag: etag,
  })
  // The application screen shows decks in a frame; withSecurityHeaders keeps this for the app's
  // own pages only, and every other response stays unframeable.
  if (file.contentType === 'application/pdf') headers.set('X-Frame-Options', 'SAMEORIGIN')
  const size = object.size ?? (Buffer.isBuffer(object.body) ? object.body.byteLength : undefined)
  if (size !== undefined) headers.set('Content-Length', String(size))
  const body = Buffer.isBuffer(object.body) ? new Uint8Array(object.body) : object.body
  return new Response(body, { status: 200, headers })
}

async function viewerOf(request: Request, services: Services): Promise<FileViewer> {
  const session = await readRequestSession(services, request.headers)
  if (!session) return null
  return {
    emailVerified: session.user.emailVerified,
    membership: session.membership,
  }
}

/** `attachment; filename="deck.pdf"; filename*=UTF-8''…`, safe for any name. */
export function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}
