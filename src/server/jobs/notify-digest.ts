import type { Database } from '@/server/db/client'
import {
  claimDigestWindow,
  findUserContact,
  newApplicationsNotified,
} from '@/server/db/queries/notifications'
import type { Mailer } from '@/server/email/mailer'
import { day } from '@/server/notifications/messages'

export type NotifyDigestJob = { userId: string }

/**
 * One person's daily summary: every new application they were told about in the bell since the
 * last summary. With nothing new, no email goes out; two runs never mail the same applications.
 */
export function notifyDigestHandler({
  db,
  mailer,
  url,
}: {
  db: Database
  mailer: Mailer
  url: (path: string) => string
}) {
  return async function notifyDigest({ userId }: NotifyDigestJob): Promise<void> {
    const window = await claimDigestWindow(db, userId, day)
    if (!window) return
    const items = await newApplicationsNotified(db, userId, window)
    if (items.length === 0) return
    const person = await findUserContact(db, userId)
    if (!person) return
    await mailer.send(
      person.email,
      {
        template: 'application-digest',
        props: {
          name: person.name,
          applications: items.map((item) => ({
            startupName: item.startupName,
            channelName: item.channelName,
            url: url(`/investors/applications/${item.startupOrgId}`),
          })),
          url: url('/investors/applications'),
        },
      },
      { about: items.map((item) => item.startupOrgId) },
    )
  }
}
