import { log } from '@/server/log'

/** Longest the server spends counting one deck's pages before it gives up. */
const countTimeoutMs = 10_000

/**
 * How many pages a PDF has, read by pdf.js as the deck viewer reads it (so founders see "pages seen
 * of N" with the N investors page through); null when pdf.js cannot open it in time. pdf.js is
 * loaded on the first deck, not when the server starts.
 */
export async function countPdfPages(bytes: Uint8Array): Promise<number | null> {
  const [{ getDocument }, worker] = await Promise.all([
    import('pdfjs-dist/legacy/build/pdf.mjs'),
    // Its worker runs in this thread. Named here, so the server build ships the file, which
    // pdf.js would otherwise look for beside itself.
    import('pdfjs-dist/legacy/build/pdf.worker.mjs'),
  ])
  const global = globalThis as { pdfjsWorker?: unknown }
  global.pdfjsWorker ??= worker
  // pdf.js takes over the buffer it is given: give it a copy.
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    verbosity: 0,
  })
  let timer: NodeJS.Timeout | undefined
  try {
    const document = await Promise.race([
      task.promise,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timed out')), countTimeoutMs)
      }),
    ])
    return document.numPages > 0 ? document.numPages : null
  } catch (error) {
    log.warn(
      { reason: error instanceof Error ? error.message : String(error) },
      'could not count the pages of a deck',
    )
    return null
  } finally {
    clearTimeout(timer)
    await task.destroy().catch(() => undefined)
  }
}
