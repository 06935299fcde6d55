/**
 * Seeds the demo data set (docs/contract.md, "Demo data") into the configured database: PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR (default .data/app); files in FILES_DIR (default
 * beside the database folder, .data/app-files) or S3. Safe to run twice.
 *
 *   npm run seed              SEED=7 npm run seed
 */
import { parseScriptEnv } from '@/env'
import { attachDemoFiles } from '@/server/db/demo-files'
import { attachDemoIntakeDecks } from '@/server/db/demo/intake-decks'
import { demoInvestorName, demoStartupSlug, seedDemoData } from '@/server/db/demo/seed'
import { createStorage } from '@/server/files/storage'

import { connectConfigured } from './lib/database'

const started = performance.now()
const connection = connectConfigured()

try {
  await connection.migrate()
  // The same configuration rules as the server, so the demo files land where it looks.
  const storage = createStorage(parseScriptEnv(process.env))
  // Servers starting together on one database seed once: the others wait, then find it done.
  const { seeded, counts, filesAdded } = await connection.exclusively(async () => {
    const result = await seedDemoData(connection.db, {
      seed: process.env.SEED ? Number(process.env.SEED) : undefined,
    })
    return {
      ...result,
      filesAdded: await attachDemoFiles(connection.db, storage, demoStartupSlug, demoInvestorName),
      // The decks of the demo fund's intake entries (src/server/db/demo/intake.ts).
      intakeDecks: await attachDemoIntakeDecks(connection.db, storage),
    }
  })
  if (!seeded) console.log('Demo data already present')
  if (filesAdded)
    console.log('Added the demo startup’s logo and pitch deck, and the demo investor’s logo')
  console.table(counts)
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await connection.close()
}
