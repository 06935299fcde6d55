/**
 * Seeds the demo data set (PRODUCT.md §5) into the configured database: PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR (default .data/app). Safe to run twice.
 *
 *   npm run seed              SEED=7 npm run seed
 */
import { connect } from '@/server/db/client'
import { seedDemoData } from '@/server/db/seed-demo'

const started = performance.now()
const url = process.env.DATABASE_URL || undefined
const connection = connect(
  url
    ? { kind: 'postgres', url }
    : { kind: 'pglite', dataDir: process.env.DATA_DIR || '.data/app' },
)

try {
  await connection.migrate()
  const { seeded, counts } = await seedDemoData(connection.db, {
    seed: process.env.SEED ? Number(process.env.SEED) : undefined,
  })
  if (!seeded) console.log('Demo data already present')
  console.table(counts)
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await connection.close()
}
