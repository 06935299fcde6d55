// The database a command-line script works on: DATABASE_URL's server, or the embedded folder
// DATA_DIR (.data/app by default, the one `npm start` serves).
import { parseScriptEnv } from '../../src/env'
import { connect, type DatabaseConnection } from '../../src/server/db/client'
import { FolderInUseError } from '../../src/server/db/folder-lock'

export function connectConfigured(): DatabaseConnection {
  const config = parseScriptEnv(process.env)
  try {
    return connect(
      config.DATABASE_URL
        ? { kind: 'postgres', url: config.DATABASE_URL }
        : { kind: 'pglite', dataDir: config.DATA_DIR },
    )
  } catch (error) {
    if (!(error instanceof FolderInUseError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}
