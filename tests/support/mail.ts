import { and, desc, eq } from 'drizzle-orm'

import { emailMessage } from '@/server/db/schema'

import type { TestApp } from './app'

/** The newest email to `to` (optionally of one template), as the outbox holds it. */
export async function lastEmailTo(app: TestApp, to: string, template?: string) {
  const [message] = await app.services.db
    .select()
    .from(emailMessage)
    .where(template ? and(eq(emailMessage.to, to), eq(emailMessage.template, template)) : eq(emailMessage.to, to))
    .orderBy(desc(emailMessage.createdAt))
    .limit(1)
  if (!message) throw new Error(`no email to ${to}${template ? ` (${template})` : ''}`)
  return message
}

/** The first link in an email's plain text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s\\])>]+`))
  if (!match) throw new Error(`no link starting ${prefix} in:\n${text}`)
  return new URL(match[0])
}
