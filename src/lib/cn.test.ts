import { describe, expect, it } from 'vitest'
import { getDefaultConfig, mergeConfigs } from 'tailwind-merge'
import { CLASS_MERGE_CACHE_SIZE, classMergeConfig, cn, createClassMerge, twMerge } from './cn'

describe('cn', () => {
  it('later Tailwind classes win conflicts', () => {
    expect(cn('px-2', 'px-4')).toBe('px-4')
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2')
    expect(cn('text-sm text-muted-foreground', 'text-lg')).toBe('text-muted-foreground text-lg')
    expect(cn('bg-red-500', 'hover:bg-red-600', 'bg-blue-500')).toBe('hover:bg-red-600 bg-blue-500')
  })

  it('accepts clsx inputs: conditionals, arrays, objects, falsy values', () => {
    const active = true
    const disabled = false
    expect(
      cn('btn', active && 'btn-active', disabled && 'btn-disabled', null, undefined, 0, [
        'rounded',
        { 'opacity-50': disabled, 'font-bold': active },
      ]),
    ).toBe('btn btn-active rounded font-bold')
    expect(cn()).toBe('')
  })

  it('twMerge is the configured instance', () => {
    expect(twMerge('mt-1 mt-2')).toBe('mt-2')
  })
})

describe('class-merge cache (at most 500 entries)', () => {
  it('is configured with 500 entries', () => {
    expect(CLASS_MERGE_CACHE_SIZE).toBe(500)
    expect(classMergeConfig.cacheSize).toBe(CLASS_MERGE_CACHE_SIZE)
    expect(mergeConfigs(getDefaultConfig(), classMergeConfig).cacheSize).toBe(500)
  })

  it('the merge function is built with that cache size', () => {
    let seenCacheSize: number | undefined
    const merge = createClassMerge((config) => {
      seenCacheSize = config.cacheSize
      return config
    })
    expect(merge('px-2 px-4')).toBe('px-4') // the config is resolved on first use
    expect(seenCacheSize).toBe(CLASS_MERGE_CACHE_SIZE)
  })

  it('caches results and evicts old ones after the configured number of entries', () => {
    let parses = 0
    const merge = createClassMerge((config) => ({
      ...config,
      experimentalParseClassName: ({ className, parseClassName }) => {
        parses++
        return parseClassName(className)
      },
    }))
    const first = 'px-2 px-4'
    expect(merge(first)).toBe('px-4')
    const parsesForFirst = parses
    expect(parsesForFirst).toBeGreaterThan(0)

    // Same input again: served from the cache, nothing is parsed.
    expect(merge(first)).toBe('px-4')
    expect(parses).toBe(parsesForFirst)

    // tailwind-merge keeps two generations of `cacheSize` entries; after two full generations of
    // other inputs the first result has been evicted and must be parsed again.
    for (let i = 0; i < 2 * CLASS_MERGE_CACHE_SIZE + 2; i++) merge(`m-${i} m-${i + 1}`)
    const before = parses
    expect(merge(first)).toBe('px-4')
    expect(parses).toBeGreaterThan(before)
  })
})
