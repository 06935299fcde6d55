import { and, desc, eq } from 'drizzle-orm'

import { emailMessage } from '@/server/db/schema'

import type { TestApp } from './app'

/**
 * The newest email to `to` (optionally of one template), as the outbox holds it. Account emails
 * are stored just after the answer that caused them, so this waits for one a little while.
 */
export async function lastEmailTo(app: TestApp, to: string, template?: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [message] = await app.services.db
      .select()
      .from(emailMessage)
      .where(
        template
          ? and(eq(emailMessage.to, to), eq(emailMessage.template, template))
          : eq(emailMessage.to, to),
      )
      .orderBy(desc(emailMessage.createdAt))
      .limit(1)
    if (message) return message
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no email to ${to}${template ? ` (${template})` : ''}`)
}

/** The first link in an email's plain text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const match = text.match(
    new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s\\])>]+`),
  )
  if (!match) throw new Error(`no link starting ${prefix} in:\n${text}`)
  return new URL(match[0])
}
