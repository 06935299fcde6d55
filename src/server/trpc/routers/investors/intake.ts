import { intakeAddress } from '@/domain/intake/intake'

import {
  findIntakeAddress,
  regenerateIntakeAddress,
  type IntakeAddressRow,
} from '@/server/db/queries/intake'
import type { Context } from '@/server/trpc/init'
import { investorOwnerProcedure, investorProcedure, router } from '@/server/trpc/init'
import { noInput } from '@/server/trpc/strict-input'

/** What settings show: the address (null while the server has no INBOUND_DOMAIN) and its state. */
function answer(ctx: Context, row: IntakeAddressRow | null, role: 'owner' | 'member') {
  const { domain, receiving } = ctx.intake
  return {
    address: domain && row ? intakeAddress(row.token, domain) : null,
    receiving: receiving && domain !== null,
    regeneratedAt: row?.regeneratedAt ?? null,
    regeneratedBy: row?.regeneratedBy ?? null,
    canRegenerate: role === 'owner',
  }
}

/**
 * The fund's intake address (docs/decisions/0048): every teammate reads it, to forward decks to
 * it; owners regenerate it, after which mail to the old one is refused.
 */
export const intakeRouter = router({
  address: investorProcedure
    .input(noInput)
    .query(async ({ ctx }) =>
      answer(
        ctx,
        await findIntakeAddress(ctx.db, ctx.membership.organisationId),
        ctx.membership.role,
      ),
    ),

  regenerate: investorOwnerProcedure
    .input(noInput)
    .mutation(async ({ ctx }) =>
      answer(
        ctx,
        await regenerateIntakeAddress(ctx.db, ctx.membership.organisationId, ctx.user.id),
        ctx.membership.role,
      ),
    ),
})
