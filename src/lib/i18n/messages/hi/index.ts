import type { Catalog } from '@/lib/i18n/catalog'
import { app } from './app'
import { settings } from './settings'
import { site } from './site'

/** The Hindi catalog; the words follow docs/hindi-glossary.md. */
export const hi: Catalog = { ...site, ...app, ...settings }
