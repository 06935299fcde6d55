import { isLocale, localeCookie } from '@/lib/i18n/locales'
import { readRequestSession } from '@/server/auth/request-session'
import { savePreferences } from '@/server/db/queries/preferences'
import { readLimitedBody, unreadBodyHeaders } from '@/server/security/body-limit'
import { foreignOriginMessage, isForeignOriginMutation } from '@/server/security/origin'
import type { Services } from '@/server/services'
import { said } from '@/lib/i18n/said'

/** A language choice is two short fields. */
const formBodyBytes = 4 * 1024

/**
 * Where to go back to: a path of this site, never another site (`//host`, `/\host`) or a
 * scheme; anything else goes home.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/'
  if (!value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return '/'
  return value
}

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(message, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', ...headers },
  })
}

/**
 * `POST /api/language` (the language switch, a plain form that works without scripts): keeps the
 * chosen language in the `lang` cookie and, for a signed-in person, in their preferences, then
 * sends the browser back to the page it came from, now in that language (decision 0050).
 */
export async function answerLanguageChoice(
  request: Request,
  services: Services,
): Promise<Response> {
  if (isForeignOriginMutation(request, services.origins)) {
    return plain(403, foreignOriginMessage(services.origins))
  }
  const read = await readLimitedBody(request, formBodyBytes)
  if (read === 'too-large')
    return plain(413, said('rule.server.requestTooLarge'), unreadBodyHeaders)
  let form: FormData
  try {
    form = await read.formData()
  } catch {
    return plain(400, said('rule.account.chooseLanguageEnglishHindi'))
  }
  const language = form.get('language')
  if (!isLocale(language)) return plain(400, said('rule.account.chooseLanguageEnglishHindi'))
  const signedIn = await readRequestSession(services, request.headers)
  if (signedIn) await savePreferences(services.db, signedIn.user.id, { language })
  return new Response(null, {
    status: 303,
    headers: {
      location: safeReturnPath(form.get('back')),
      'set-cookie': localeCookie(language, services.production),
      'cache-control': 'no-store',
    },
  })
}
