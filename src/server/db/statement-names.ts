/**
 * Server-side prepared statements for the statements the app repeats, as PostgreSQL's JDBC driver
 * does (`prepareThreshold`): a statement text sent with parameters for the `preparedAfter`-th time
 * gets a name, and from then on each pooled connection parses it once, and PostgreSQL keeps its
 * parse tree instead of parsing and analysing the text at every call (decision 0043, "Named
 * statements"). Most of the app's statements are the same text at each call: the parameters
 * change, not the SQL. The connections plan each call for its parameters
 * (`plan_cache_mode=force_custom_plan`, `client.ts`): a generic plan, made for an average
 * organisation, was 35 times slower on the review screen for the fund of 100k applications.
 *
 * Only the statements Drizzle sends (a query config) are named; texts sent without parameters
 * keep node-postgres's simple protocol (they may hold several statements: migrations), and plain
 * texts are the job queue's, left as they are. At most `most` texts are named in a process,
 * so that texts made of varying lists (`in ($1, $2, …)`) cannot grow each connection's prepared
 * statements without end; a text past that is sent unnamed, as before.
 */
import type pg from 'pg'

export type StatementNameOptions = {
  /** The sending of a text that names it (the earlier ones go unnamed). */
  preparedAfter: number
  /** Texts named in the process at most. */
  most: number
  /** Unnamed texts counted at most; the counts start again past it. */
  counted: number
}

const defaults: StatementNameOptions = { preparedAfter: 3, most: 300, counted: 5000 }

export class StatementNames {
  private readonly names = new Map<string, string>()
  private readonly seen = new Map<string, number>()
  private readonly options: StatementNameOptions

  constructor(options: Partial<StatementNameOptions> = {}) {
    this.options = { ...defaults, ...options }
  }

  /** The name `text` is prepared under, or undefined while it is sent unnamed. */
  nameFor(text: string): string | undefined {
    const named = this.names.get(text)
    if (named !== undefined || this.names.size >= this.options.most) return named
    const times = (this.seen.get(text) ?? 0) + 1
    if (times < this.options.preparedAfter) {
      if (this.seen.size >= this.options.counted) this.seen.clear()
      this.seen.set(text, times)
      return undefined
    }
    this.seen.delete(text)
    const name = `sangam_${this.names.size + 1}`
    this.names.set(text, name)
    return name
  }

  /** Texts named so far. */
  get size(): number {
    return this.names.size
  }
}

type QueryConfig = { text: string; name?: string; values?: unknown[] }

/** Names the repeated statements of every connection `pool` opens. */
export function nameRepeatedStatements(pool: pg.Pool, names = new StatementNames()): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown
    // node-postgres's query takes (text | config, values?, callback?); only the first changes.
    ;(client as unknown as { query: (...args: unknown[]) => unknown }).query = (
      config: unknown,
      ...rest: unknown[]
    ) => query(named(config, rest[0], names), ...rest)
  })
}

function named(config: unknown, values: unknown, names: StatementNames): unknown {
  // Plain texts are the job queue's (`executeSql`): its statements return `*` of its own tables,
  // which its upgrades change, and a prepared statement must not change its result's columns.
  if (typeof config !== 'object' || config === null) return config
  // A Query, cursor or stream of its own: sent as it is.
  if (typeof (config as { submit?: unknown }).submit === 'function') return config
  const query = config as QueryConfig
  // Already named (a statement the code prepares itself).
  if (query.name !== undefined || typeof query.text !== 'string') return config
  const sent = Array.isArray(values) ? values : query.values
  if (!Array.isArray(sent) || sent.length === 0) return config
  const name = names.nameFor(query.text)
  return name ? { ...query, name } : config
}
