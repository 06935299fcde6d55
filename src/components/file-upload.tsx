import { Download, ExternalLink, FileText, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'

import { Button, buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'

import {
  fileRules,
  formatFileSize,
  precheckFile,
  type FileKind,
  type UploadedFile,
} from '@/domain/startups/file-rules'

export type CurrentFile = { url: string; originalName: string; byteSize: number }

type FileUploadProps = {
  kind: FileKind
  /** Whose photo it is; required for `kind="photo"`. */
  founderId?: string
  current?: CurrentFile | null
  onUploaded: (file: UploadedFile) => void
  className?: string
}

const thumbnailAlt: Record<FileKind, string> = {
  logo: 'Current logo',
  photo: 'Current photo',
  deck: '',
}

/**
 * Picks and uploads one file to POST /api/files, with a progress bar (XMLHttpRequest reports
 * upload progress, fetch does not), the same early checks as the server and its error message.
 */
export function FileUpload({ kind, founderId, current, onUploaded, className }: FileUploadProps) {
  const rule = fileRules[kind]
  const inputId = useId()
  const statusId = `${inputId}-status`
  const request = useRef<XMLHttpRequest | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)

  // Leaving the page ends an upload still running.
  useEffect(() => () => request.current?.abort(), [])

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Picking the same file again after a failure must fire onChange again.
    input.value = ''
    if (!file) return
    const refusal = precheckFile(kind, file)
    if (refusal) {
      setError(refusal)
      return
    }
    send(file)
  }

  function send(file: File) {
    const body = new FormData()
    // The server reads the kind before the file: it decides the size limit.
    body.append('kind', kind)
    if (founderId) body.append('founderId', founderId)
    body.append('file', file, file.name)

    const xhr = new XMLHttpRequest()
    request.current = xhr
    setError(null)
    setProgress(0)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onload = () => {
      request.current = null
      setProgress(null)
      const answer = xhr.response as (Partial<UploadedFile> & { error?: string }) | null
      if (xhr.status >= 200 && xhr.status < 300 && answer?.id) {
        onUploaded(answer as UploadedFile)
        return
      }
      setError(answer?.error ?? failureMessage(xhr.status, rule.tooLarge))
    }
    xhr.onerror = () => {
      request.current = null
      setProgress(null)
      setError('The upload failed. Check your connection and try again.')
    }
    xhr.onabort = () => {
      request.current = null
      setProgress(null)
    }
    xhr.open('POST', '/api/files')
    xhr.responseType = 'json'
    xhr.send(body)
  }

  const uploading = progress !== null

  return (
    <div className={cn('space-y-3', className)}>
      {current && <CurrentFilePreview kind={kind} file={current} />}

      <div className="flex flex-wrap items-center gap-3">
        <input
          id={inputId}
          type="file"
          accept={rule.acceptAttribute}
          className="peer sr-only"
          disabled={uploading}
          aria-describedby={statusId}
          onChange={onChange}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonVariants({ variant: 'secondary', size: 'md' }),
            // Its label may be long ('Upload pitch deck (PDF, up to 25 MB)'): on a narrow
            // screen it wraps inside the card rather than running past it.
            'h-auto min-h-10 max-w-full py-2 text-left whitespace-normal',
            'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600 peer-focus-visible:ring-offset-2',
            uploading && 'pointer-events-none opacity-60',
          )}
        >
          <Upload aria-hidden />
          {rule.label}
        </label>
        {uploading && (
          <Button type="button" variant="ghost" size="sm" onClick={() => request.current?.abort()}>
            Cancel
          </Button>
        )}
      </div>

      <div id={statusId} aria-live="polite">
        {uploading && (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={`Uploading ${kind === 'deck' ? 'pitch deck' : kind}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              data-testid="upload-progress"
              className="h-2 w-full max-w-xs overflow-hidden rounded-full bg-brand-50"
            >
              <div
                className="h-full rounded-full bg-brand-600 transition-[width]"
                style={{ width: `${progress}%` }}
              />
            </div>
            <span className="text-sm text-muted tabular-nums">{progress}%</span>
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
      </div>
    </div>
  )
}

function CurrentFilePreview({ kind, file }: { kind: FileKind; file: CurrentFile }) {
  if (kind !== 'deck') {
    return (
      <img
        src={file.url}
        alt={thumbnailAlt[kind]}
        className={cn(
          'size-20 border border-line bg-white object-cover',
          kind === 'photo' ? 'rounded-full' : 'rounded-lg object-contain',
        )}
      />
    )
  }
  const downloadUrl = `${file.url}${file.url.includes('?') ? '&' : '?'}download=1`
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-white p-3">
      <FileText className="size-5 shrink-0 text-brand-600" aria-hidden />
      {/* A long name wraps rather than hiding the size on a phone. */}
      <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
        <span className="font-medium text-ink">{file.originalName}</span>{' '}
        <span className="whitespace-nowrap text-muted">({formatFileSize(file.byteSize)})</span>
      </span>
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        <ExternalLink aria-hidden />
        View deck
      </a>
      <a
        href={downloadUrl}
        download={file.originalName}
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        <Download aria-hidden />
        Download
      </a>
    </div>
  )
}

function failureMessage(status: number, tooLarge: string): string {
  if (status === 413) return tooLarge
  if (status === 401) return 'Please sign in again to upload.'
  if (status === 429) return 'Too many uploads. Please wait a while and try again.'
  return 'The upload failed. Please try again.'
}
