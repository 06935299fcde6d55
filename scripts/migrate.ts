// Applies the committed migrations to the configured database (PGlite folder or DATABASE_URL),
// and says what it did: created the database's tables, applied new migrations, or nothing to do.
import { connectConfigured } from './lib/database'
import { plural } from '../src/lib/format'

const connection = connectConfigured()
/** Migrations applied so far (drizzle's own record; none before the first run). */
async function applied(): Promise<number> {
  const table = 'drizzle.__drizzle_migrations'
  const found = await connection.executeSql(`select to_regclass('${table}') is not null as found`)
  if (!(found.rows[0] as { found: boolean }).found) return 0
  const { rows } = await connection.executeSql(`select count(*)::int as n from ${table}`)
  return (rows[0] as { n: number }).n
}
try {
  const before = await applied()
  await connection.migrate()
  const added = (await applied()) - before
  const where = connection.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'
  console.log(
    before === 0
      ? `Set up the ${where} from scratch: applied ${plural(added, 'migration')}.`
      : added > 0
        ? `Updated the ${where}: applied ${plural(added, 'migration')} (${before} before).`
        : `The ${where} is up to date: no new migration (${before} applied).`,
  )
} finally {
  await connection.close()
}
