import { readFile } from 'node:fs/promises'

import { describe, expect, it } from 'vitest'

import { parseCsv } from '../support/csv'

import { demo, hydrated, linkFromOutbox, signIn, setupBrowser, visit } from './support/browser'
import { problemsInOtherLanguages } from './support/pseudo'

const browser = setupBrowser()

async function adminPage() {
  const admin = await browser.open()
  await signIn(admin, demo.admin)
  await admin.waitForURL('**/admin')
  return admin
}

describe('getting in', () => {
  it('takes an investor from a request for access, through approval and onboarding, into their area', async () => {
    const stamp = Date.now()
    const email = `nandini.${stamp}@example.com`
    const name = `Nandini Menon ${stamp}`

    const visitor = await browser.open()
    await visit(visitor, '/request-access')
    await visitor.getByText('An investor', { exact: true }).click()
    await visitor.getByLabel('Full name').fill(name)
    await visitor.getByLabel('Work email').fill(email)
    await visitor.getByLabel('Fund or startup name').fill(`Periyar Partners ${stamp}`)
    await visitor.getByRole('button', { name: 'Request access' }).click()
    await expect.poll(() => visitor.getByTestId('request-access-success').count()).toBe(1)

    const admin = await adminPage()
    await visit(admin, `/admin?q=${encodeURIComponent(email)}`)
    await admin.getByRole('button', { name: `Approve ${name}` }).click()
    await admin.getByRole('button', { name: 'Approve and invite' }).click()
    // The dialog stays open until the server has approved; then a toast confirms it.
    await expect.poll(() => admin.getByText(`${name} approved`).count()).toBeGreaterThan(0)
    await expect.poll(() => admin.getByRole('button', { name: `Approve ${name}` }).count()).toBe(0)

    const invite = await linkFromOutbox(admin, email, '/invite/')
    await visit(visitor, new URL(invite).pathname)
    await expect
      .poll(() => visitor.getByText(`Periyar Partners ${stamp}`).count())
      .toBeGreaterThan(0)
    expect(await problemsInOtherLanguages(browser, new URL(invite).pathname)).toEqual([])
    await visitor.getByLabel('Your full name').fill(name)
    await visitor.getByLabel('Password', { exact: true }).fill('backwater-ledger-77')
    await visitor.getByRole('button', { name: 'Create account and join' }).click()
    // A new investor organisation starts with its investor profile.
    await visitor.waitForURL('**/investors/onboarding')
    await expect
      .poll(() => visitor.getByText(`Periyar Partners ${stamp}`).count())
      .toBeGreaterThan(0)

    // Onboarding, step by step: each step saves and opens the next. The click goes to the named
    // step's own form, so it waits for that step to be on the page (not the one it replaces).
    const next = (step: string) =>
      visitor
        .getByRole('form', { name: step })
        .getByRole('button', { name: 'Save and continue' })
        .click()
    await hydrated(visitor)
    await visitor.getByLabel('Investor type').selectOption('Micro VC')
    await expect
      .poll(() => visitor.getByLabel('Display name').inputValue())
      .toBe(`Periyar Partners ${stamp}`)
    await next('Who you are')
    await visitor.waitForURL('**/investors/onboarding?step=thesis')
    await visitor
      .getByLabel('Your thesis')
      .fill('We write first cheques for Kerala founders building software for small businesses.')
    await next('Thesis')
    await visitor.waitForURL('**/investors/onboarding?step=focus')
    await visitor.getByText('Prototype', { exact: true }).click()
    await next('Focus')
    await visitor.waitForURL('**/investors/onboarding?step=cheque')
    // A cheque range the wrong way round is refused at the field.
    await visitor.getByLabel('Smallest cheque').fill('2 Cr')
    await visitor.getByLabel('Largest cheque').fill('25 L')
    await next('Cheques')
    await expect
      .poll(() =>
        visitor.getByText('The largest cheque cannot be smaller than the smallest.').count(),
      )
      .toBe(1)
    await visitor.getByLabel('Smallest cheque').fill('25 L')
    await visitor.getByLabel('Largest cheque').fill('2 Cr')
    await next('Cheques')
    await visitor.waitForURL('**/investors/onboarding?step=portfolio')
    await next('Portfolio')
    await visitor.waitForURL('**/investors/onboarding?step=review')
    await expect
      .poll(() => visitor.getByTestId('onboarding-answered').textContent())
      .toBe('5 of 5 answered')
    await visitor.getByRole('button', { name: 'Finish and start discovering' }).click()
    await visitor.waitForURL((url) => url.pathname === '/investors')
    // Discover, ranked by fit with the thesis just written: best first.
    await expect.poll(() => visitor.getByTestId('fit-score').count()).toBeGreaterThan(1)
    const fits = (await visitor.getByTestId('fit-score').allTextContents()).map((t) => parseInt(t))
    expect(fits).toEqual([...fits].sort((a, b) => b - a))
    // A discoverable startup that never applied here opens in full and goes onto a new list.
    const card = visitor.getByRole('article').first()
    const startup = (await card.getByRole('heading', { level: 2 }).textContent())!.trim()
    await card.getByRole('link', { name: `Open profile of ${startup}` }).click()
    await visitor.waitForURL('**/investors/applications/*')
    await expect.poll(() => visitor.getByRole('heading', { level: 1 }).textContent()).toBe(startup)
    await expect.poll(() => visitor.getByText('No applications to your channels').count()).toBe(1)
    await hydrated(visitor)
    const listName = `Kerala watch ${stamp}`
    await visitor.getByRole('button', { name: 'Add to list' }).click()
    await visitor.getByLabel('New list').fill(listName)
    await visitor.getByRole('button', { name: 'Create', exact: true }).click()
    await expect
      .poll(() => visitor.getByText(`Created ${listName} with ${startup} on it`).count())
      .toBeGreaterThan(0)

    // Finished: the investor area no longer sends the member back to onboarding.
    await visit(visitor, '/investors/lists')
    expect(new URL(visitor.url()).pathname).toBe('/investors/lists')
    await visitor.getByRole('link', { name: listName }).click()
    await visitor.waitForURL('**/investors/lists/*')
    await hydrated(visitor)
    await visitor.getByLabel('Note').fill('Meet them at the Kochi demo day.')
    await visitor.getByRole('button', { name: 'Save note' }).click()
    await expect
      .poll(() => visitor.getByText(`Note on ${startup} saved`).count())
      .toBeGreaterThan(0)
    const [download] = await Promise.all([
      visitor.waitForEvent('download'),
      visitor.getByRole('link', { name: 'Export CSV' }).click(),
    ])
    const [header, ...rows] = parseCsv(
      (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
    )
    expect(header?.slice(0, 2)).toEqual(['Startup', 'One-liner'])
    expect(rows).toHaveLength(1)
    const column = (name: string) => rows[0]![header!.indexOf(name)]
    expect(column('Startup')).toBe(startup)
    expect(column('Note')).toBe('Meet them at the Kochi demo day.')
    expect(column('Added by')).toBe(name)
  })

  it('opens the startups area to a founder only after the emailed confirmation', async () => {
    const stamp = Date.now()
    const email = `farah.${stamp}@example.com`
    const founder = await browser.open()
    await visit(founder, '/sign-up')
    await founder.getByLabel('Your full name').fill('Farah Qureshi')
    await founder.getByLabel('Work email').fill(email)
    await founder.getByLabel('Password').fill('chai-and-code-2026')
    await founder.getByLabel('Startup name').fill(`Zaffran Foods ${stamp}`)
    await founder.getByRole('button', { name: 'Create account' }).click()
    await expect.poll(() => founder.getByTestId('sign-up-sent-to').textContent()).toBe(email)
    // No session until the address is confirmed.
    await visit(founder, '/startups')
    expect(new URL(founder.url()).pathname).toBe('/sign-in')

    const admin = await adminPage()
    const confirm = await linkFromOutbox(admin, email, '/api/auth/verify-email')
    await founder.goto(confirm)
    await founder.waitForURL('**/welcome?**')
    await hydrated(founder)
    // The name typed at sign-up is there; one click creates the startup.
    await expect
      .poll(() => founder.getByLabel('Startup name').inputValue())
      .toBe(`Zaffran Foods ${stamp}`)
    await founder.getByRole('button', { name: 'Create startup' }).click()
    await founder.waitForURL('**/startups')
    await expect.poll(() => founder.getByText(`Zaffran Foods ${stamp}`).count()).toBeGreaterThan(0)
  })

  it('lets an owner invite a teammate who then works in the same organisation', async () => {
    const stamp = Date.now()
    const email = `kiran.${stamp}@example.com`
    const owner = await browser.open()
    await signIn(owner, demo.founder)
    await owner.waitForURL('**/startups')
    await visit(owner, '/startups/settings')
    await owner.getByLabel('Teammate’s email').fill(email)
    await owner.getByRole('button', { name: 'Send invitation' }).click()
    await expect.poll(() => owner.getByText(email).count()).toBeGreaterThan(0)

    const admin = await adminPage()
    const invite = await linkFromOutbox(admin, email, '/invite/')
    const teammate = await browser.open()
    await visit(teammate, new URL(invite).pathname)
    await teammate.getByLabel('Your full name').fill('Kiran Desai')
    await teammate.getByLabel('Password', { exact: true }).fill('filter-coffee-99')
    await teammate.getByRole('button', { name: 'Create account and join' }).click()
    await teammate.waitForURL('**/startups')
    await expect.poll(() => teammate.getByText('Krishi Setu').count()).toBeGreaterThan(0)

    await visit(owner, '/startups/settings')
    await expect.poll(() => owner.getByText('Kiran Desai').count()).toBeGreaterThan(0)
  })
})
