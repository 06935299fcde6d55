/**
 * What may be uploaded, shared by the upload form (early feedback) and the server (the rule).
 * The server decides by the file's bytes; the browser can only look at its size and declared type.
 */

export const fileKinds = ['logo', 'photo', 'deck'] as const
export type FileKind = (typeof fileKinds)[number]

const MB = 1024 * 1024

export const imageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const

type FileRule = {
  maxBytes: number
  /** Content types accepted as uploaded (checked against the detected type on the server). */
  accept: readonly string[]
  /** For the file picker's `accept` attribute. */
  acceptAttribute: string
  /** Accessible label of the upload control. */
  label: string
  tooLarge: string
  wrongType: string
  /** Images are scaled to fit this box and re-encoded as WebP; decks are kept as uploaded. */
  fitWithin?: { width: number; height: number }
}

const imageAccept = imageTypes.join(',')
const wrongImage = 'Upload a PNG, JPEG or WebP image.'

export const fileRules: Record<FileKind, FileRule> = {
  logo: {
    maxBytes: 5 * MB,
    accept: imageTypes,
    acceptAttribute: imageAccept,
    label: 'Upload logo (PNG, JPEG or WebP, up to 5 MB)',
    tooLarge: 'The logo can be at most 5 MB.',
    wrongType: wrongImage,
    fitWithin: { width: 512, height: 512 },
  },
  photo: {
    maxBytes: 5 * MB,
    accept: imageTypes,
    acceptAttribute: imageAccept,
    label: 'Upload photo (PNG, JPEG or WebP, up to 5 MB)',
    tooLarge: 'The photo can be at most 5 MB.',
    wrongType: wrongImage,
    fitWithin: { width: 400, height: 400 },
  },
  deck: {
    maxBytes: 25 * MB,
    accept: ['application/pdf'],
    acceptAttribute: 'application/pdf,.pdf',
    label: 'Upload pitch deck (PDF, up to 25 MB)',
    tooLarge: 'The deck can be at most 25 MB.',
    wrongType: 'This file is not a real PDF.',
  },
}

export const largestUpload = Math.max(...Object.values(fileRules).map((r) => r.maxBytes))

export function isFileKind(value: unknown): value is FileKind {
  return typeof value === 'string' && (fileKinds as readonly string[]).includes(value)
}

/** The browser's early check of a picked file; null when it may be sent. */
export function precheckFile(kind: FileKind, file: { size: number; type: string }): string | null {
  const rule = fileRules[kind]
  if (file.size > rule.maxBytes) return rule.tooLarge
  if (file.size === 0) return 'This file is empty.'
  // Some systems report no type at all; the server's content check decides then.
  if (file.type && !rule.accept.includes(file.type)) return rule.wrongType
  return null
}

/** What POST /api/files answers for a stored file. */
export type UploadedFile = {
  id: string
  kind: FileKind
  url: string
  originalName: string
  byteSize: number
  contentType: string
}

/** Where a stored file is served. */
export function fileUrl(id: string, options: { download?: boolean } = {}): string {
  return `/api/files/${id}${options.download ? '?download=1' : ''}`
}

/** "2.4 MB", "830 KB" */
export function formatFileSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} bytes`
}
