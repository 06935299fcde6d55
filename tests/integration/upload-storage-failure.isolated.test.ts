import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { PutObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3'
import { eq } from 'drizzle-orm'
import {
  afterAll,
  afterEach,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from 'vitest'

import { startupProfile, storedFile } from '@/server/db/schema'
import { handleFileRequest, handleUploadRequest } from '@/server/files/handler'
import { createS3Storage, type FileStorage } from '@/server/files/storage'
import { log } from '@/server/log'

import { setupTestApp, testOrigin } from '../support/app'
import { founderOf } from '../support/roles'

// A disk that fills up part-way through a write: the storage writes each file aside (`.partial`)
// before renaming it, and while `disk.fullAfter` is set that write takes only so many bytes and
// then fails as Linux does (ENOSPC). Everything else writes normally.
const disk = vi.hoisted(() => ({ fullAfter: null as number | null }))
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>()
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (disk.fullAfter === null || !String(file).endsWith('.partial')) {
      return actual.writeFile(file, data, options)
    }
    await actual.writeFile(file, (data as Buffer).subarray(0, disk.fullAfter))
    throw Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      errno: -28,
      syscall: 'write',
    })
  }
  return { ...actual, writeFile, default: { ...actual, writeFile } }
})

const filesDir = mkdtempSync(path.join(tmpdir(), 'sangam-failing-files-'))
const app = setupTestApp({ FILES_DIR: filesDir })
let logged: MockInstance<(...args: unknown[]) => void>
beforeEach(() => {
  disk.fullAfter = null
  logged = vi.spyOn(log, 'error').mockImplementation(() => {}) as typeof logged
  for (const entry of readdirSync(filesDir))
    rmSync(path.join(filesDir, entry), { recursive: true, force: true })
})
afterEach(() => vi.restoreAllMocks())
afterAll(() => rmSync(filesDir, { recursive: true, force: true }))

const pdf = (note: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n% ${note}\n%%EOF\n`,
  )

async function uploadDeck(headers: Headers, bytes: Buffer, files?: FileStorage) {
  const form = new FormData()
  form.append('kind', 'deck')
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'deck.pdf')
  const sent = new Headers(headers)
  sent.set('origin', testOrigin)
  const services = files ? { ...app().services, files } : app().services
  const response = await handleUploadRequest(
    new Request(`${testOrigin}/api/files`, { method: 'POST', headers: sent, body: form }),
    services,
  )
  return { response, body: (await response.json()) as { id?: string; error?: string } }
}

/** Every file in the storage folder, `.partial` leftovers included. */
function filesOnDisk(): string[] {
  return readdirSync(filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
}

async function deckOf(organisationId: string) {
  const [row] = await app()
    .services.db.select({ deckFileId: startupProfile.deckFileId })
    .from(startupProfile)
    .where(eq(startupProfile.organisationId, organisationId))
  return row!.deckFileId
}

const fileRows = () => app().services.db.select().from(storedFile)

/**
 * What a person sees when the storage fails: try again later, nothing was changed; and what the
 * operator sees: the storage's own error in the log.
 */
function expectStorageRefusal(
  { response, body }: Awaited<ReturnType<typeof uploadDeck>>,
  cause: Record<string, unknown>,
) {
  expect(logged).toHaveBeenCalledWith(
    { err: expect.objectContaining(cause), key: expect.stringMatching(/\.pdf$/) },
    'could not store an uploaded file',
  )
  expect(response.status).toBe(503)
  expect(response.headers.get('retry-after')).toMatch(/^\d+$/)
  expect(body).toEqual({
    error:
      'Your file could not be saved just now, and nothing was changed. Please try again in a few minutes.',
  })
}

describe('an upload whose storage fails while writing', () => {
  it('answers 503 when the disk fills up part-way, and leaves no row, no reference and no partial file', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    disk.fullAfter = 64
    expectStorageRefusal(await uploadDeck(founder.headers, pdf('first')), { code: 'ENOSPC' })
    expect(await fileRows()).toEqual([])
    expect(await deckOf(founder.organisationId)).toBeNull()
    expect(filesOnDisk()).toEqual([])

    // Once there is room again the same upload goes through: nothing was left in its way.
    disk.fullAfter = null
    const again = await uploadDeck(founder.headers, pdf('first'))
    expect(again.response.status).toBe(201)
    expect(await deckOf(founder.organisationId)).toBe(again.body.id)
    expect(filesOnDisk()).toHaveLength(1)
  })

  it('keeps the current deck, its row and its bytes when the replacement cannot be written', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    const current = await uploadDeck(founder.headers, pdf('current'))
    expect(current.response.status).toBe(201)
    const [before] = filesOnDisk()

    disk.fullAfter = 64
    expectStorageRefusal(await uploadDeck(founder.headers, pdf('replacement')), { code: 'ENOSPC' })
    expect(await deckOf(founder.organisationId)).toBe(current.body.id)
    expect((await fileRows()).map((row) => row.id)).toEqual([current.body.id])
    expect(filesOnDisk()).toEqual([before])
    const served = await handleFileRequest(
      new Request(`${testOrigin}/api/files/${current.body.id}`, { headers: founder.headers }),
      app().services,
      current.body.id!,
    )
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf('current'))
  })

  it('answers 503 when the startup’s folder cannot be written at all', async () => {
    const founder = await founderOf(app(), 'Krishi Setu')
    // A file where the startup's folder should be: creating the folder fails before any byte.
    writeFileSync(path.join(filesDir, founder.organisationId), 'in the way')
    expectStorageRefusal(await uploadDeck(founder.headers, pdf('first')), { code: 'EEXIST' })
    expect(await fileRows()).toEqual([])
    expect(await deckOf(founder.organisationId)).toBeNull()
    expect(filesOnDisk()).toEqual([founder.organisationId])
  })
})

describe('an upload whose S3 put fails', () => {
  /**
   * S3 is outside the project: a stand-in bucket whose puts fail. `landsFirst` stores the object
   * before failing, as when S3 kept it but its answer was lost on the way back.
   */
  function failingBucket(landsFirst: boolean) {
    const objects = new Map<string, Buffer>()
    const client = {
      send: async (command: { input: { Key?: string; Body?: unknown } }) => {
        const key = command.input.Key!
        if (!(command instanceof PutObjectCommand)) {
          objects.delete(key)
          return {}
        }
        if (landsFirst) objects.set(key, command.input.Body as Buffer)
        throw new S3ServiceException({
          name: landsFirst ? 'RequestTimeout' : 'InternalError',
          $fault: 'server',
          $metadata: { httpStatusCode: landsFirst ? 400 : 500 },
          message: landsFirst
            ? 'Your socket connection to the server was not read from or written to within the timeout period.'
            : 'We encountered an internal error. Please try again.',
        })
      },
    }
    const storage = createS3Storage(
      { bucket: 'sangam-files', region: 'ap-south-1' },
      client as unknown as S3Client,
    )
    return { storage, objects }
  }

  for (const landsFirst of [false, true]) {
    it(`answers 503 and leaves no row and no object when the put ${landsFirst ? 'stored the object but its answer was lost' : 'is refused'}`, async () => {
      const founder = await founderOf(app(), 'Krishi Setu')
      const bucket = failingBucket(landsFirst)
      expectStorageRefusal(await uploadDeck(founder.headers, pdf('first'), bucket.storage), {
        name: landsFirst ? 'RequestTimeout' : 'InternalError',
      })
      expect(await fileRows()).toEqual([])
      expect(await deckOf(founder.organisationId)).toBeNull()
      expect([...bucket.objects.keys()]).toEqual([])
    })
  }
})
