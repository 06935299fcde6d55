/**
 * Seeds the demo data set (PRODUCT.md §5) into the configured database: PostgreSQL when
 * DATABASE_URL is set, else PGlite in DATA_DIR (default .data/app). Safe to run twice.
 *
 *   npm run seed              SEED=7 npm run seed
 */
import { attachDemoFiles } from '@/server/db/demo-files'
import { demoStartupSlug, seedDemoData } from '@/server/db/seed-demo'
import { createStorage } from '@/server/files/storage'

import { connectConfigured } from './lib/database'

const started = performance.now()
const connection = connectConfigured()

try {
  await connection.migrate()
  const storage = createStorage({
    FILES_DIR: process.env.FILES_DIR || '.data/files',
    S3_BUCKET: process.env.S3_BUCKET || undefined,
    S3_REGION: process.env.S3_REGION || 'us-east-1',
    S3_ENDPOINT: process.env.S3_ENDPOINT || undefined,
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID || undefined,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY || undefined,
  })
  // Servers starting together on one database seed once: the others wait, then find it done.
  const { seeded, counts, filesAdded } = await connection.exclusively(async () => {
    const result = await seedDemoData(connection.db, {
      seed: process.env.SEED ? Number(process.env.SEED) : undefined,
    })
    return { ...result, filesAdded: await attachDemoFiles(connection.db, storage, demoStartupSlug) }
  })
  if (!seeded) console.log('Demo data already present')
  if (filesAdded) console.log('Added the demo startup’s logo and pitch deck')
  console.table(counts)
  console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await connection.close()
}
