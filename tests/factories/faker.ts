import { en, en_IN, Faker } from '@faker-js/faker'

export type { Faker }

/** Indian names and places first, English for everything en_IN does not define. */
export function createFaker(seed?: number): Faker {
  const faker = new Faker({ locale: [en_IN, en] })
  if (seed !== undefined) faker.seed(seed)
  return faker
}

/** Shared unseeded instance: tests that do not care about determinism get fresh values. */
export const defaultFaker = createFaker()

/**
 * Every builder takes these. `seed` makes one call reproducible on its own; `faker` lets a caller
 * (the demo seed) thread one seeded instance through thousands of calls.
 */
export type BuildOptions = {
  seed?: number
  faker?: Faker
  /** Dates are generated relative to this (default: the current time); pin it for stable output. */
  now?: Date
}

/**
 * A faker of a record's own, seeded from a key of it (its id): values added to a builder later draw
 * from it, so the values the shared faker draws after them stay what they were.
 */
export function fakerFrom(key: string): Faker {
  // FNV-1a, 32 bits.
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return createFaker(hash)
}

export function fakerFor(options: BuildOptions = {}): Faker {
  if (options.seed !== undefined) return createFaker(options.seed)
  return options.faker ?? defaultFaker
}

/** `overrides` without its undefined keys, so `{ city: undefined }` keeps the generated city. */
export function defined<T extends object>(overrides: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(overrides).filter(([, v]) => v !== undefined),
  ) as Partial<T>
}

export { slugify } from '@/lib/slug'

/** A value picked by weight: `weighted(f, { a: 3, b: 1 })` returns 'a' three times as often. */
export function weighted<K extends string>(faker: Faker, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][]
  return faker.helpers.weightedArrayElement(entries.map(([value, weight]) => ({ value, weight })))
}

/** Rounds a rupee amount to a number a founder would actually write (₹5 L steps, ₹25 L above ₹1 Cr). */
export function roundRupees(amount: number): number {
  const step = amount >= 1_00_00_000 ? 25_00_000 : amount >= 10_00_000 ? 5_00_000 : 1_00_000
  return Math.max(step, Math.round(amount / step) * step)
}

export const day = 24 * 60 * 60 * 1000

export function daysBefore(date: Date, days: number): Date {
  return new Date(date.getTime() - days * day)
}
