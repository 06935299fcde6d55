import { Download, ExternalLink, FileText, Upload } from 'lucide-react'
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl'

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

/**
 * The words of each kind's rule (src/domain/startups/file-rules.ts) in the page's language: its
 * English messages are the rule's own words (file-upload.test.ts holds them to each other).
 */
export const fileRuleMessages = {
  logo: {
    label: 'shared.upload.label.logo',
    tooLarge: 'shared.upload.tooLarge.logo',
    wrongType: 'shared.upload.wrongImage',
    uploading: 'shared.upload.uploading.logo',
  },
  photo: {
    label: 'shared.upload.label.photo',
    tooLarge: 'shared.upload.tooLarge.photo',
    wrongType: 'shared.upload.wrongImage',
    uploading: 'shared.upload.uploading.photo',
  },
  deck: {
    label: 'shared.upload.label.deck',
    tooLarge: 'shared.upload.tooLarge.deck',
    wrongType: 'shared.upload.wrongPdf',
    uploading: 'shared.upload.uploading.deck',
  },
} as const satisfies Record<FileKind, Record<string, string>>

/** The early check's refusal (an English sentence of the rule) in the page's language. */
function refusalText(intl: IntlShape, kind: FileKind, refusal: string): string {
  const rule = fileRules[kind]
  const messages = fileRuleMessages[kind]
  if (refusal === rule.tooLarge) return intl.formatMessage({ id: messages.tooLarge })
  if (refusal === rule.wrongType) return intl.formatMessage({ id: messages.wrongType })
  return intl.formatMessage({ id: 'shared.upload.empty' })
}

/** '2.4 MB', '830 KB' (the same in every language), or a few bytes in the page's language. */
function shownFileSize(intl: IntlShape, bytes: number): string {
  if (bytes >= 1024) return formatFileSize(bytes)
  return intl.formatMessage({ id: 'shared.upload.bytes' }, { count: bytes })
}

/**
 * Picks and uploads one file to POST /api/files, with a progress bar (XMLHttpRequest reports
 * upload progress, fetch does not), the same early checks as the server and its error message.
 */
export function FileUpload({ kind, founderId, current, onUploaded, className }: FileUploadProps) {
  const intl = useIntl()
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
      setError(refusalText(intl, kind, refusal))
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
      // The server's own refusal is shown as it says it.
      setError(answer?.error ?? failureMessage(intl, kind, xhr.status))
    }
    xhr.onerror = () => {
      request.current = null
      setProgress(null)
      setError(intl.formatMessage({ id: 'shared.upload.connectionFailed' }))
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
          <FormattedMessage id={fileRuleMessages[kind].label} />
        </label>
        {uploading && (
          <Button type="button" variant="ghost" size="sm" onClick={() => request.current?.abort()}>
            <FormattedMessage id="shared.upload.cancel" />
          </Button>
        )}
      </div>

      <div id={statusId} aria-live="polite">
        {uploading && (
          <div className="flex items-center gap-3">
            <div
              role="progressbar"
              aria-label={intl.formatMessage({ id: fileRuleMessages[kind].uploading })}
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
            <span className="text-sm text-muted tabular-nums">
              {intl.formatNumber(progress / 100, { style: 'percent' })}
            </span>
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
  const intl = useIntl()
  if (kind !== 'deck') {
    return (
      <img
        src={file.url}
        alt={intl.formatMessage({
          id: kind === 'logo' ? 'shared.upload.currentLogo' : 'shared.upload.currentPhoto',
        })}
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
        <FormattedMessage
          id="shared.upload.currentFile"
          values={{
            name: file.originalName,
            size: shownFileSize(intl, file.byteSize),
            file: (chunks) => (
              <span className="font-medium text-ink" translate="no">
                {chunks}
              </span>
            ),
            muted: (chunks) => <span className="whitespace-nowrap text-muted">{chunks}</span>,
          }}
        />
      </span>
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        <ExternalLink aria-hidden />
        <FormattedMessage id="shared.upload.viewDeck" />
      </a>
      <a
        href={downloadUrl}
        download={file.originalName}
        className={buttonVariants({ variant: 'link', size: 'sm' })}
      >
        <Download aria-hidden />
        <FormattedMessage id="shared.upload.download" />
      </a>
    </div>
  )
}

function failureMessage(intl: IntlShape, kind: FileKind, status: number): string {
  if (status === 413) return intl.formatMessage({ id: fileRuleMessages[kind].tooLarge })
  if (status === 401) return intl.formatMessage({ id: 'shared.upload.signInAgain' })
  if (status === 429) return intl.formatMessage({ id: 'shared.upload.tooMany' })
  return intl.formatMessage({ id: 'shared.upload.failed' })
}
