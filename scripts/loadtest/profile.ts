// Where a CPU profile's time went (a `.cpuprofile` written by `node --cpu-prof`): self time by
// function and by where its code lives (a package under node_modules, the app's bundle, Node
// itself), in per cent of the profile's samples. `npx tsx scripts/loadtest/profile.ts <file>`
// prints it for any profile; the load test prints it for its server's.
import { readFileSync } from 'node:fs'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
type Profile = {
  nodes: ProfileNode[]
  samples: number[]
  /** Microseconds on the profiled process's clock; each delta is the time since the sample before. */
  startTime: number
  endTime: number
  timeDeltas: number[]
}

/** A stretch of the profile, in milliseconds before its end (when the profiled process stopped). */
export type ProfileWindow = { fromMsBeforeEnd: number; toMsBeforeEnd: number }

export type ProfileShare = { name: string; percent: number }

/** Where a script lives: a package's name, a file of the app's build, Node's internals, or V8. */
function placeOf(url: string): string {
  if (!url) return '(V8: idle, GC, native)'
  if (url.startsWith('node:')) return 'node'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  const bundle = /\/\.output\/(.*)$/.exec(url)
  if (bundle) return `app: ${bundle[1]}`
  return url.replace(/^file:\/\//, '')
}

const top = (totals: Map<string, number>, all: number, count: number): ProfileShare[] =>
  [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, percent: Math.round((1000 * hits) / all) / 10 }))

export function summariseProfile(file: string, count = 20, window?: ProfileWindow) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const hits = new Map<number, number>()
  const from = window ? profile.endTime - window.fromMsBeforeEnd * 1000 : -Infinity
  const to = window ? profile.endTime - window.toMsBeforeEnd * 1000 : Infinity
  let at = profile.startTime
  let all = 0
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0
    if (at < from || at > to) return
    all++
    hits.set(id, (hits.get(id) ?? 0) + 1)
  })
  const byFunction = new Map<string, number>()
  const byPlace = new Map<string, number>()
  for (const [id, n] of hits) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    const place = placeOf(url)
    const name = `${functionName || '(anonymous)'} · ${place}${url ? `:${lineNumber + 1}` : ''}`
    byFunction.set(name, (byFunction.get(name) ?? 0) + n)
    byPlace.set(place, (byPlace.get(place) ?? 0) + n)
  }
  return { samples: all, functions: top(byFunction, all, count), places: top(byPlace, all, count) }
}

export function printProfile(file: string, window?: ProfileWindow & { label: string }) {
  const summary = summariseProfile(file, 20, window)
  console.log(
    `CPU profile ${file} (${summary.samples} samples${window ? `, ${window.label}` : ''}): self time`,
  )
  console.log('  by where the code lives:')
  for (const share of summary.places)
    console.log(`    ${share.percent.toFixed(1).padStart(5)} %  ${share.name}`)
  console.log('  by function:')
  for (const share of summary.functions) {
    console.log(`    ${share.percent.toFixed(1).padStart(5)} %  ${share.name}`)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of process.argv.slice(2)) printProfile(file)
}
