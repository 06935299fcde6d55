/** Builds the app when a source is newer than the built server. */
export function buildIfStale(env: NodeJS.ProcessEnv): void
/** Runs a command, ending this process with its status when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv): void
/** The built server's entry file. */
export const serverEntry: string
