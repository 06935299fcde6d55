/**
 * Who wrote a forwarded message, read from the headers the forwarding client quotes in the body
 * (decision 0048): Gmail's "---------- Forwarded message ---------", Apple Mail's "Begin
 * forwarded message:", and Outlook's "From: … Sent: … To: … Subject: …" block.
 */

export type Person = { name: string | null; email: string | null }

export type Forward = { from: Person; subject: string | null }

const gmailMarker = /^-{5,}\s*Forwarded message\s*-{5,}\s*$/im
const appleMarker = /^\s*Begin forwarded message:\s*$/im
// Outlook: "From:" then "Sent:" (or "Date:") on the next lines; also after a rule of underscores.
const outlookBlock = /^[ \t>*]*From:[ \t]*(.+)\r?\n[ \t>*]*(?:Sent|Date):[ \t]*.+\r?\n/im

/** The quoted header lines right after `start`, up to the first blank line. */
function quotedHeaders(text: string, start: number): Map<string, string> {
  const headers = new Map<string, string>()
  const lines = text.slice(start).split(/\r?\n/).slice(0, 12)
  for (const raw of lines) {
    const line = raw.replace(/^[ \t>*]+/, '').replace(/\*+/g, '')
    if (!line.trim()) {
      if (headers.size > 0) break
      continue
    }
    const match = /^([A-Za-z-]{2,20}):\s*(.*)$/.exec(line)
    if (!match) {
      if (headers.size > 0) break
      continue
    }
    const key = match[1]!.toLowerCase()
    if (!headers.has(key)) headers.set(key, match[2]!.trim())
  }
  return headers
}

/** The forward's headers in `text`, or null when it quotes none we know. */
export function findForward(text: string): Forward | null {
  for (const marker of [gmailMarker, appleMarker]) {
    const found = marker.exec(text)
    if (!found) continue
    const headers = quotedHeaders(text, found.index + found[0].length)
    const from = headers.get('from')
    if (from) return { from: parsePerson(from), subject: headers.get('subject') ?? null }
  }
  const outlook = outlookBlock.exec(text)
  if (outlook) {
    const headers = quotedHeaders(text, outlook.index)
    const from = headers.get('from')
    if (from && headers.has('subject')) {
      return { from: parsePerson(from), subject: headers.get('subject') ?? null }
    }
  }
  return null
}

const emailPattern = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,63}/

/**
 * "Asha Rao <asha@krishisetu.in>", "Asha Rao [mailto:asha@krishisetu.in]",
 * "asha@krishisetu.in" or a bare name.
 */
export function parsePerson(value: string): Person {
  const email = emailPattern.exec(value)?.[0]?.toLowerCase() ?? null
  const name = value
    .replace(/<[^>]*>|\[mailto:[^\]]*\]|\(mailto:[^)]*\)/gi, '')
    .replace(email ? new RegExp(escapeRegExp(email), 'i') : /$^/, '')
    .replace(/^["'\s]+|["'\s]+$/g, '')
    .trim()
  return { name: name ? name.slice(0, 200) : null, email }
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
