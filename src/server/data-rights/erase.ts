import { TRPCError } from '@trpc/server'
import { isAPIError } from 'better-auth/api'

import { transferFirstMessage, wrongPasswordMessage } from '@/domain/accounts/data-rights'

import type { Auth } from '@/server/auth/auth'
import { revokeAllSessions } from '@/server/auth/sessions'
import { eraseAccount, eraseStartup } from '@/server/db/queries/erasure'
import type { ErasedOrganisation } from '@/server/db/queries/erasure-organisations'
import { log } from '@/server/log'
import type { Services } from '@/server/services'
import { fieldError } from '@/server/trpc/field-error'
import { said } from '@/lib/i18n/said'

/**
 * Checks the password the person typed again, through better-auth (its `verifyPassword`, which
 * reads the session from the request's cookie). A wrong one is a field error; nothing is written.
 */
export async function requirePassword(auth: Auth, headers: Headers, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers })
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400) {
      throw fieldError('BAD_REQUEST', 'password', wrongPasswordMessage())
    }
    if (isAPIError(error) && error.statusCode === 401) {
      throw new TRPCError({ code: 'UNAUTHORIZED', message: said('rule.server.signIn') })
    }
    throw error
  }
}

/**
 * After the transaction: the stored bytes of deleted files go (a failure is logged, never undoes
 * the erasure: the rows that named the files are gone, so the bytes can no longer be reached).
 * Every server's search indexes learn of the rows renamed and deleted from the database's own
 * triggers, at their next search.
 */
async function afterErasure(services: Services, erased: ErasedOrganisation) {
  for (const key of erased.fileKeys) {
    try {
      await services.files.delete(key)
    } catch (error) {
      log.error({ err: error, key }, 'erased file not deleted from storage')
    }
  }
}

/** Erases the signed-in person's account (decision 0033) once their password is confirmed. */
export async function eraseOwnAccount(
  services: Services,
  headers: Headers,
  userId: string,
  password: string,
) {
  await requirePassword(services.auth, headers, password)
  const outcome = await eraseAccount(services.db, userId)
  if (outcome.outcome === 'transfer-first') {
    throw new TRPCError({
      code: 'CONFLICT',
      message: transferFirstMessage(outcome.organisationName),
    })
  }
  if (outcome.outcome === 'not-found') {
    throw new TRPCError({ code: 'UNAUTHORIZED', message: said('rule.server.signIn') })
  }
  // The user row took its sessions with it; this also clears any session cache better-auth keeps.
  await revokeAllSessions(services.auth, userId)
  await afterErasure(services, outcome)
  // Ids only: the person's name and address are what was just erased.
  log.info(
    {
      userId,
      organisationErased: outcome.organisationName !== null,
      files: outcome.fileKeys.length,
    },
    'account erased (decision 0033)',
  )
  return { erased: true as const, organisationName: outcome.organisationName }
}

/** Erases the owner's startup organisation (decision 0033) once their password is confirmed. */
export async function eraseOwnStartup(
  services: Services,
  headers: Headers,
  { organisationId, userId }: { organisationId: string; userId: string },
  password: string,
) {
  await requirePassword(services.auth, headers, password)
  const erased = await eraseStartup(services.db, organisationId, userId)
  if (erased === 'not-owner') {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: said('rule.server.ownersOnly'),
    })
  }
  await afterErasure(services, erased)
  log.info({ organisationId, files: erased.fileKeys.length }, 'startup erased (decision 0033)')
  return { erased: true as const }
}
