/** Builds the app when a source is newer than the built server. */
export function buildIfStale(env: NodeJS.ProcessEnv): void
/** Runs a command, ending this process with its status when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): void
/** What node runs to serve the build: V8's flags, then the entry. */
export const serverCommand: string[]
