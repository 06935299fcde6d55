// `npm run admin:create -- <email>`: makes the account with this email a platform admin, creating
// it (with a one-time password printed here) when it does not exist yet. With the embedded
// database, stop the server first: only one process may open its folder.
import { randomBytes } from 'node:crypto'

import { eq } from 'drizzle-orm'
import { z } from 'zod'

import { parseEnv } from '../src/env'
import { user } from '../src/server/db/schema'
import { createServices } from '../src/server/services'
import { connectConfigured } from './lib/database'

const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase())
if (!email.success) {
  console.error('Usage: npm run admin:create -- <email>')
  process.exit(2)
}

const config = parseEnv(process.env)
const connection = connectConfigured()
try {
  await connection.migrate()
  const services = createServices(connection, config)
  const [existing] = await connection.db.select().from(user).where(eq(user.email, email.data))
  if (existing) {
    await connection.db.update(user).set({ isAdmin: true }).where(eq(user.id, existing.id))
    console.log(`${email.data} is now a platform admin.`)
  } else {
    const password = randomBytes(12).toString('base64url')
    const created = await services.auth.api.signUpEmail({
      body: { email: email.data, password, name: email.data.split('@')[0]! },
    })
    await connection.db
      .update(user)
      .set({ isAdmin: true, emailVerified: true })
      .where(eq(user.id, created.user.id))
    console.log(`Created platform admin ${email.data} with the password: ${password}`)
    console.log('Sign in and change it under Settings, or use “Forgot your password?”.')
  }
  await services.jobs.stop()
} finally {
  await connection.close()
}
