// The database a command-line script works on: DATABASE_URL's server, or the embedded folder
// DATA_DIR (.data/app by default, the one `npm start` serves).
import { connect, type DatabaseConnection } from '../../src/server/db/client'
import { FolderInUseError } from '../../src/server/db/folder-lock'

export function connectConfigured(): DatabaseConnection {
  const url = process.env.DATABASE_URL || undefined
  try {
    return connect(
      url
        ? { kind: 'postgres', url }
        : { kind: 'pglite', dataDir: process.env.DATA_DIR || '.data/app' },
    )
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
