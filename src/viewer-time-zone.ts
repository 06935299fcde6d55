import { createIsomorphicFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'

import { timeZoneFromCookies } from '@/lib/time-zone'

/**
 * The zone the first render of a page uses: the server reads the request's `tz` cookie, the
 * browser (hydrating that page) the same cookie, so both render times alike.
 */
export const initialTimeZone = createIsomorphicFn()
  .server(() => timeZoneFromCookies(getRequest().headers.get('cookie')))
  .client(() => timeZoneFromCookies(document.cookie))
