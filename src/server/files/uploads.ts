import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'
import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'

import { fileRules, isFileKind, largestUpload, type FileKind } from '@/domain/startups/file-rules'

import { countPdfPages } from './pdf-pages'
import { said } from '@/lib/i18n/said'

export type UploadStatus = 400 | 401 | 403 | 404 | 413 | 415 | 429 | 503

/** A refusal with the status and the message the uploader sees. */
export class UploadError extends Error {
  constructor(
    readonly status: UploadStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'UploadError'
  }
}

export type ReceivedUpload = {
  kind: FileKind
  /** Sent with photos: whose photo it is. */
  founderId: string | undefined
  originalName: string
  bytes: Buffer
}

export type PreparedFile = {
  body: Buffer
  contentType: string
  extension: string
  width: number | null
  height: number | null
}

// Room for the multipart boundaries and the small text fields around the file.
const multipartOverhead = 64 * 1024
// A 5 MB PNG can hold a gigapixel of one colour; decoding stops at this size instead.
const maxInputPixels = 40_000_000

const chooseKind = () => said('rule.server.upload.chooseKind')

/** What a file too large or of the wrong type for its kind says (as the upload control says it). */
const tooLarge = (kind: FileKind) => said(`shared.upload.tooLarge.${kind}`)
const wrongType = (kind: FileKind) =>
  said(kind === 'deck' ? 'shared.upload.wrongPdf' : 'shared.upload.wrongImage')

/**
 * Reads a multipart upload (`kind`, optional `founderId`, then `file`) from the request body as it
 * arrives. The file is kept in memory only up to its kind's limit: one byte more and reading
 * stops, the rest of the body is never pulled, and the upload is refused with 413.
 */
export async function receiveUpload(request: Request): Promise<ReceivedUpload> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) {
    throw new UploadError(400, said('rule.server.upload.multipart'))
  }
  const declaredLength = Number(request.headers.get('content-length') ?? 0)
  if (declaredLength > largestUpload + multipartOverhead) {
    throw new UploadError(
      413,
      said('rule.server.upload.tooLarge', { mb: largestUpload / 1024 / 1024 }),
    )
  }
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Browsers send file names as raw UTF-8.
      defParamCharset: 'utf8',
      limits: { files: 1, fields: 4, parts: 5, fieldNameSize: 32, fieldSize: 256 },
    })
  } catch {
    throw new UploadError(400, said('rule.server.upload.multipart'))
  }
  const source = Readable.fromWeb(request.body as WebReadableStream<Uint8Array>)

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields = new Map<string, string>()
    let received:
      | (Omit<ReceivedUpload, 'bytes'> & { chunks: Buffer[]; size: number; ended: boolean })
      | undefined
    let parserClosed = false
    let settled = false

    function fail(error: UploadError) {
      if (settled) return
      settled = true
      // Stop pulling the body: what was not read yet is never read. (Not cancelled: Node's
      // web-stream adapter of the request can throw on data that arrives after a cancel. The
      // refusal closes the connection instead.)
      source.unpipe(parser)
      source.pause()
      reject(error)
    }

    function finishIfDone() {
      if (settled || !parserClosed) return
      if (!received) return fail(new UploadError(400, said('rule.server.upload.noFile')))
      if (!received.ended) return
      if (received.size === 0) return fail(new UploadError(400, said('shared.upload.empty')))
      settled = true
      const { chunks, size, ended: _ended, ...rest } = received
      resolve({ ...rest, bytes: Buffer.concat(chunks, size) })
    }

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        return fail(
          new UploadError(
            400,
            said('rule.server.upload.fieldTooLong', { name: name.slice(0, 32) }),
          ),
        )
      }
      fields.set(name, value)
    })

    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        stream.resume()
        return fail(new UploadError(400, said('rule.server.upload.fileField')))
      }
      // The kind decides the limit, so it has to arrive before the file's bytes.
      const kind = fields.get('kind')
      if (!isFileKind(kind)) {
        stream.resume()
        return fail(new UploadError(400, chooseKind()))
      }
      const rule = fileRules[kind]
      const current = {
        kind,
        founderId: fields.get('founderId') || undefined,
        originalName: cleanFileName(info.filename),
        chunks: [] as Buffer[],
        size: 0,
        ended: false,
      }
      received = current
      stream.on('data', (chunk: Buffer) => {
        if (settled) return
        current.size += chunk.length
        if (current.size > rule.maxBytes) {
          current.chunks = []
          return fail(new UploadError(413, tooLarge(kind)))
        }
        current.chunks.push(chunk)
      })
      stream.on('end', () => {
        current.ended = true
        finishIfDone()
      })
    })

    const tooManyParts = () => fail(new UploadError(400, said('rule.server.upload.oneFile')))
    parser.on('filesLimit', tooManyParts)
    parser.on('fieldsLimit', tooManyParts)
    parser.on('partsLimit', tooManyParts)
    parser.on('error', () => fail(new UploadError(400, said('rule.server.upload.unreadable'))))
    parser.on('close', () => {
      parserClosed = true
      if (!received && !settled && !isFileKind(fields.get('kind'))) {
        return fail(new UploadError(400, chooseKind()))
      }
      finishIfDone()
    })
    source.on('error', () => fail(new UploadError(400, said('rule.server.upload.interrupted'))))
    source.pipe(parser)
  })
}

/**
 * Checks the bytes against the kind's rule and turns them into what is stored: decks as
 * uploaded, images scaled down and re-encoded as WebP (which drops their metadata, GPS included).
 */
export async function prepareUpload(upload: ReceivedUpload): Promise<PreparedFile> {
  const rule = fileRules[upload.kind]
  const detected = await fileTypeFromBuffer(upload.bytes)
  if (!detected || !rule.accept.includes(detected.mime)) {
    throw new UploadError(415, wrongType(upload.kind))
  }
  if (!rule.fitWithin) {
    return {
      body: upload.bytes,
      contentType: detected.mime,
      extension: detected.ext,
      width: null,
      height: null,
    }
  }
  try {
    const { data, info } = await sharp(upload.bytes, { limitInputPixels: maxInputPixels })
      // Turn photos upright by their EXIF orientation before that metadata is dropped.
      .rotate()
      .resize({ ...rule.fitWithin, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer({ resolveWithObject: true })
    return {
      body: data,
      contentType: 'image/webp',
      extension: 'webp',
      width: info.width,
      height: info.height,
    }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new UploadError(413, said('rule.server.upload.tooManyPixels'))
    }
    throw new UploadError(415, said('rule.server.upload.badImage'))
  }
}

/**
 * Every check a file passes before it is kept, wherever it came from (an upload, an email to a
 * fund's intake address): not empty, within its kind's size, of an accepted type by its bytes;
 * then what is stored, with a deck's pages counted as the deck viewer counts them.
 */
export async function checkFile(
  received: ReceivedUpload,
): Promise<PreparedFile & { pageCount: number | null }> {
  const rule = fileRules[received.kind]
  if (received.bytes.byteLength === 0) throw new UploadError(400, said('shared.upload.empty'))
  if (received.bytes.byteLength > rule.maxBytes) {
    throw new UploadError(413, tooLarge(received.kind))
  }
  const prepared = await prepareUpload(received)
  const pageCount = received.kind === 'deck' ? await countPdfPages(prepared.body) : null
  return { ...prepared, pageCount }
}

/** The name as shown to people: no folders, no control characters, a sensible length. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? ''
  // Control characters, and invisible format characters (\p{Cf}: bidirectional overrides such as
  // U+202E that make "invoice\u202Efdp.exe" read as "invoiceexe.pdf", zero-width spaces, BOMs).
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  if (!clean) return 'file'
  if (clean.length <= 200) return clean
  const dot = clean.lastIndexOf('.')
  const extension = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : ''
  return clean.slice(0, 200 - extension.length) + extension
}
