/**
 * The demo investor's fund and its deal-intake token (docs/decisions/0048), read from the
 * configured database for `npm start` to print in demo mode (scripts/lib/demo-intake.mjs): one
 * line of JSON, `{"fund":"Kaveri Capital","token":"…"}`, or nothing when there is no such fund.
 * Reads only; run it while no server holds the embedded folder.
 */
import { eq } from 'drizzle-orm'

import { intakeAddress, member, organisation, user } from '@/server/db/schema'
import { demoAccounts } from '@/server/demo-accounts'

import { connectConfigured } from './lib/database'

const investorEmail = demoAccounts.find((account) => account.role === 'Investor')!.email
const connection = connectConfigured()

try {
  const [row] = await connection.db
    .select({ fund: organisation.name, token: intakeAddress.token })
    .from(user)
    .innerJoin(member, eq(member.userId, user.id))
    .innerJoin(organisation, eq(organisation.id, member.organisationId))
    .innerJoin(intakeAddress, eq(intakeAddress.organisationId, member.organisationId))
    .where(eq(user.email, investorEmail))
    .limit(1)
  if (row) console.log(JSON.stringify(row))
} finally {
  await connection.close()
}
