// Applies the committed migrations to the configured database (PGlite folder or DATABASE_URL).
import { connectConfigured } from './lib/database'

const connection = connectConfigured()
try {
  await connection.migrate()
  console.log(`Database is up to date (${connection.kind}).`)
} finally {
  await connection.close()
}
