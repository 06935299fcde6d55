/** True when the error, or one of its causes, carries this SQLSTATE, whichever driver ran it. */
function hasSqlState(error: unknown, state: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === state) return true
  }
  return false
}

/** True when a query failed on a unique constraint (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505')
}

/** True when PostgreSQL cancelled a statement, as the statement timeout does (SQLSTATE 57014). */
export function isStatementTimeout(error: unknown): boolean {
  return hasSqlState(error, '57014')
}

/**
 * True when PostgreSQL refused a value itself (SQLSTATE class 22, "data exception": a date out of
 * its range, a NUL byte in text, a number too large): the input's fault, never the server's.
 */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
  }
  return false
}

// What a connection that cannot be made or was cut says: the network's codes, PostgreSQL's
// "shutting down" / "starting up" (57P01–57P03) and its class 08 (connection exception).
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
])
// node-postgres's own words for a connection lost or never made, which carry no code.
const unreachableMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/

/**
 * True when the database could not be reached or dropped the connection (down, restarting,
 * refusing connections): the request may succeed in a few seconds, so it answers 503, not 500.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && (unreachableCodes.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
      return true
    }
    if (typeof message === 'string' && unreachableMessages.test(message)) return true
  }
  return false
}
