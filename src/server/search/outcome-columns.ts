/**
 * What the dashboard reads of each application in the index, by position: its response times and
 * small codes made when the row is written, so that the dashboard's walk over a million rows only
 * counts. `tally` packs whether it was decided within the channel's promise, whether it had a
 * first response and whether it is decided; each response time also has its bucket
 * (bucket-median.ts), the medians' first step. The funnel depends on the fund's order of stages
 * of the day, so it is not packed here but read from the stages each row entered (stage-reach.ts).
 */
import { bucketOf } from './bucket-median'
import type { IndexedApplication } from './indexed-application'
import { grown } from './row-keys'

/** The bits of a tally. */
export const tallyBits = { decided: 1, responded: 2, onTime: 4 } as const
/** How many distinct tallies there are. */
export const tallies = 8

export class OutcomeColumns {
  decidedAt = new Float64Array(0)
  /** Days from submission to the first status move, and to the decision (NaN: none yet). */
  firstResponseDays = new Float64Array(0)
  decisionDays = new Float64Array(0)
  tally = new Uint8Array(0)
  firstResponseBucket = new Uint16Array(0)
  decisionBucket = new Uint16Array(0)

  /** Makes room for `capacity` rows. */
  grow(capacity: number): void {
    this.decidedAt = grown(this.decidedAt, capacity)
    this.firstResponseDays = grown(this.firstResponseDays, capacity)
    this.decisionDays = grown(this.decisionDays, capacity)
    this.tally = grown(this.tally, capacity)
    this.firstResponseBucket = grown(this.firstResponseBucket, capacity)
    this.decisionBucket = grown(this.decisionBucket, capacity)
  }

  /** Writes a row; `promisedBy` is when its channel promised an answer (microseconds). */
  set(position: number, row: IndexedApplication, promisedBy: number): void {
    const first = row.firstResponseDays ?? Number.NaN
    const decision = row.decisionDays ?? Number.NaN
    this.decidedAt[position] = row.decidedAt ?? Number.NaN
    this.firstResponseDays[position] = first
    this.decisionDays[position] = decision
    this.firstResponseBucket[position] = bucketOf(first)
    this.decisionBucket[position] = bucketOf(decision)
    let tally = 0
    if (row.decidedAt !== null) tally |= tallyBits.decided
    if (row.firstResponseDays !== null) tally |= tallyBits.responded
    this.tally[position] = tally
    this.setPromisedBy(position, promisedBy)
  }

  /** Whether the row was decided within its promise, after the promise changed. */
  setPromisedBy(position: number, promisedBy: number): void {
    // A row not decided is not on time (NaN compares false).
    const onTime = this.decidedAt[position]! <= promisedBy
    const tally = this.tally[position]! & ~tallyBits.onTime
    this.tally[position] = onTime ? tally | tallyBits.onTime : tally
  }
}
