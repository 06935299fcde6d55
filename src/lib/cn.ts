/**
 * Class-name helper: clsx for conditional classes, tailwind-merge to resolve Tailwind conflicts
 * (`cn('px-2', 'px-4') === 'px-4'`).
 *
 * docs/contract.md, "Client defaults": the style-class merge cache holds at most 500 entries. The size is set explicitly in
 * `classMergeConfig` rather than relying on tailwind-merge's default.
 */
import { clsx, type ClassValue } from 'clsx'
import {
  extendTailwindMerge,
  type Config,
  type ConfigExtension,
  type DefaultClassGroupIds,
  type DefaultThemeGroupIds,
} from 'tailwind-merge'

export type { ClassValue }

/** Maximum number of entries of the class-merge LRU cache (docs/contract.md, "Client defaults"). */
export const CLASS_MERGE_CACHE_SIZE = 500

/** The extension passed to `extendTailwindMerge`. */
export const classMergeConfig = {
  cacheSize: CLASS_MERGE_CACHE_SIZE,
} as const satisfies ConfigExtension<DefaultClassGroupIds, DefaultThemeGroupIds>

/** A step that receives the resolved tailwind-merge config and returns it (possibly changed). */
export type ClassMergeConfigStep = (config: Config<string, string>) => Config<string, string>

/**
 * Builds a merge function from `classMergeConfig`, followed by optional extra config steps.
 * The app uses `twMerge` below; the factory exists so the configuration can be observed in tests.
 */
export function createClassMerge(...steps: ClassMergeConfigStep[]) {
  return extendTailwindMerge(classMergeConfig, ...steps)
}

/** The app's configured tailwind-merge instance. */
export const twMerge = createClassMerge()

/** Joins conditional class names and resolves Tailwind conflicts (later classes win). */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}
