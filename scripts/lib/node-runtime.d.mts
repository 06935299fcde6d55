/** The Node release the scripts fetch when the machine's is older than the lowest supported one. */
export const PINNED_NODE: string
/** Whether a Node version (default: this process's) is one Sangam supports (22.12 and later). */
export function isSupported(version?: string): boolean
/** The pinned Node's folder (bin/, include/), fetched from the npm registry when absent. */
export function pinnedNodeHome(): string
/** The environment to run project commands in: the pinned Node first on PATH when needed. */
export function supportedNodeEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv
/** Builds the roaring addon for the environment's Node when it does not load. */
export function ensureNativeAddons(env: NodeJS.ProcessEnv): void
