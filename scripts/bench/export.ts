// The CSV export's part of `npm run bench`: every application of the organisation streamed
// through HTTP, its rows per second, and how far the server's resident memory grew meanwhile.
import { readFileSync } from 'node:fs'

export type ExportPerformance = {
  rows: number
  seconds: number
  rowsPerSecond: number
  megabytes: number
  serverMemoryBeforeMb: number
  serverMemoryPeakMb: number
}

/** The resident memory of a process, in MB (Linux). */
export function residentMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

export async function measureExport(
  base: string,
  cookie: string,
  serverPid: number,
): Promise<ExportPerformance> {
  const before = residentMegabytes(serverPid)
  let peak = before
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(serverPid))
  }, 50)
  const started = performance.now()
  let rows = 0
  let bytes = 0
  try {
    const response = await fetch(`${base}/api/applications/export`, { headers: { cookie } })
    if (!response.ok || !response.body) throw new Error(`The export answered ${response.status}`)
    const reader = response.body.getReader()
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.length
      for (const byte of read.value) if (byte === 10) rows++
    }
  } finally {
    clearInterval(sampler)
  }
  const seconds = (performance.now() - started) / 1000
  peak = Math.max(peak, residentMegabytes(serverPid))
  // The first line is the header.
  rows -= 1
  return {
    rows,
    seconds: Math.round(seconds * 100) / 100,
    rowsPerSecond: Math.round(rows / seconds),
    megabytes: Math.round(bytes / 1024 / 1024),
    serverMemoryBeforeMb: before,
    serverMemoryPeakMb: peak,
  }
}
