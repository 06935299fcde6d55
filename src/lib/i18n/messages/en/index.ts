import { app } from './app'
import { settings } from './settings'
import { site } from './site'

/** The English catalog: the source every other language translates (docs/decisions/0050). */
export const en = { ...site, ...app, ...settings }
