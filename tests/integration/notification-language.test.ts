import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadCatalog } from '@/lib/i18n/catalog'
import { speakIn } from '@/lib/i18n/said'
import { applicationEvent, notification } from '@/server/db/schema'
import { currentLocale, runWithRequestId } from '@/server/http/request-context'

import { createApplication, createChannel, createStartup } from '../factories/db'
import { signUp } from '../support/accounts'
import { setupTestApp } from '../support/app'
import { investorOf, teammateOf } from '../support/roles'

// The bell speaks each reader's language (decision 0050): the notification job says every line
// once per language its readers chose, and English to those who never chose.

const app = setupTestApp()

// As the server entry does (src/server-entry.ts).
beforeAll(async () => {
  await loadCatalog('hi')
  speakIn(currentLocale)
})
afterAll(() => speakIn(() => 'en'))

/** A fund (owner and two teammates) with an open call, and a startup that applied to it. */
async function world() {
  const fund = await investorOf(app(), 'Kaveri Capital')
  const hindiTeammate = await teammateOf(app(), fund.organisationId, { name: 'Hindi Teammate' })
  const teammate = await teammateOf(app(), fund.organisationId, { name: 'Teammate' })
  const call = await createChannel(app().services.db, {
    organisationId: fund.organisationId,
    title: 'Agritech Seed Call',
    status: 'open',
  })
  const owner = await signUp(app(), { name: 'Krishi Setu Owner' })
  const startup = await createStartup(app().services.db, {
    ownerUserId: owner.userId,
    name: 'Krishi Setu',
    founderCount: 1,
  })
  const applied = await createApplication(app().services.db, {
    channelId: call.id,
    startupOrgId: startup.organisation.id,
    status: 'submitted',
  })
  return {
    fund,
    hindiTeammate,
    teammate,
    owner,
    startupOrgId: startup.organisation.id,
    applicationId: applied.application.id,
    submittedEventId: applied.events[0]!.id,
  }
}

async function chooseLanguage(person: { headers: Headers }, language: 'en' | 'hi') {
  const caller = await app().caller(person.headers)
  await caller.account.setPreferences({ language })
}

async function bellOf(userId: string) {
  return app()
    .services.db.select({
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
    })
    .from(notification)
    .where(eq(notification.userId, userId))
}

const fanOut = (eventIds: string[]) => app().services.notifier.fanOut({ eventIds })

describe('bell lines in each reader’s language', () => {
  it('tells a new application in Hindi to the teammate who chose Hindi, in English to the others', async () => {
    const w = await world()
    await chooseLanguage(w.hindiTeammate, 'hi')
    await chooseLanguage(w.fund, 'en')

    await fanOut([w.submittedEventId])

    const [hindi] = await bellOf(w.hindiTeammate.userId)
    expect(hindi).toMatchObject({
      kind: 'application_submitted',
      title: 'नया आवेदन: Agritech Seed Call में Krishi Setu',
      link: `/investors/applications/${w.startupOrgId}`,
    })
    for (const person of [w.teammate, w.fund]) {
      const [english] = await bellOf(person.userId)
      expect(english).toMatchObject({
        kind: 'application_submitted',
        title: 'New application: Krishi Setu to Agritech Seed Call',
        link: `/investors/applications/${w.startupOrgId}`,
      })
      // The one-liner is the startup's own words, the same in every bell.
      expect(english!.body).toBe(hindi!.body)
    }
  })

  it('says a decision and its reason in the founder’s language, whatever the language of the request that runs the job', async () => {
    const w = await world()
    const cofounder = await teammateOf(app(), w.startupOrgId, { name: 'Cofounder' })
    await chooseLanguage(w.owner, 'hi')
    const investor = await app().caller(w.fund.headers)
    await investor.investors.applications.setStatus({
      applicationIds: [w.applicationId],
      status: 'rejected',
      message: 'Thank you for applying; we are not investing at this stage yet.',
      reason: 'too_early',
    })
    const decisions = await app()
      .services.db.select({ id: applicationEvent.id })
      .from(applicationEvent)
      .where(
        and(
          eq(applicationEvent.applicationId, w.applicationId),
          eq(applicationEvent.toStatus, 'rejected'),
        ),
      )

    // Run inside a request made in Hindi: the reader's language decides, not the request's.
    await runWithRequestId(
      'notification-language-test',
      () => fanOut(decisions.map((event) => event.id)),
      'hi',
    )

    expect(await bellOf(w.owner.userId)).toEqual([
      {
        kind: 'application_decision',
        title: 'Agritech Seed Call: आपके आवेदन पर फ़ैसला',
        body: 'Kaveri Capital ने इस बार आगे न बढ़ने का फ़ैसला किया है। वजह: अभी बहुत जल्दी है। उनका संदेश: “Thank you for applying; we are not investing at this stage yet.”',
        link: '/startups',
      },
    ])
    expect(await bellOf(cofounder.userId)).toEqual([
      {
        kind: 'application_decision',
        title: 'Agritech Seed Call: a decision on your application',
        body: 'Kaveri Capital decided not to go ahead. Reason: Too early. “Thank you for applying; we are not investing at this stage yet.”',
        link: '/startups',
      },
    ])
  })
})
