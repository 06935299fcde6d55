// Applies the committed migrations to the configured database (PGlite folder or DATABASE_URL).
import { connect } from '../src/server/db/client'

const url = process.env.DATABASE_URL
const connection = connect(
  url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: process.env.DATA_DIR ?? '.data/app' },
)
try {
  await connection.migrate()
  console.log(`Database is up to date (${connection.kind}).`)
} finally {
  await connection.close()
}
