import type { inferRouterOutputs } from '@trpc/server'
import { describe, expect, it } from 'vitest'

import { renderScreen, textOf } from '@/lib/testing/render'
import type { AppRouter } from '@/server/trpc/root'

import { SettingsPage } from './settings-page'

async function render(role: 'owner' | 'member', kind: 'startup' | 'investor' = 'startup') {
  const session: inferRouterOutputs<AppRouter>['account']['session'] = {
    user: {
      id: 'u1',
      name: 'Asha Rao',
      email: 'asha@example.in',
      emailVerified: true,
      isAdmin: false,
    },
    membership: {
      organisationId: 'o1',
      kind,
      role,
      organisationName: 'Krishi Setu',
      organisationSlug: 'krishi-setu',
    },
  }
  return renderScreen(SettingsPage, {
    seed: (qc, trpc) => {
      qc.setQueryData(trpc.account.session.queryKey(), session)
      qc.setQueryData(trpc.organisation.get.queryKey(), {
        id: 'o1',
        name: 'Krishi Setu',
        slug: 'krishi-setu',
        kind,
        myRole: role,
      })
      if (kind === 'investor') {
        qc.setQueryData(trpc.investors.pipeline.stages.queryKey(), {
          stages: [
            {
              id: 's1',
              key: 'in_review',
              name: 'In review',
              mapsTo: 'in_review',
              position: 0,
              archived: false,
              applications: 3,
            },
          ],
          canEdit: role === 'owner',
        })
      }
      qc.setQueryData(
        trpc.account.erasurePlan.queryKey(),
        role === 'owner'
          ? {
              outcome: 'transfer-first',
              organisationName: 'Krishi Setu',
              organisationKind: 'startup',
            }
          : { outcome: 'account', organisationName: 'Krishi Setu', organisationKind: null },
      )
      qc.setQueryData(trpc.organisation.members.list.queryKey(), [
        {
          userId: 'u1',
          role,
          joinedAt: new Date('2025-01-05'),
          name: 'Asha Rao',
          email: 'asha@example.in',
        },
        {
          userId: 'u2',
          role: 'member',
          joinedAt: new Date('2025-02-05'),
          name: 'Vikram Iyer',
          email: 'vikram@example.in',
        },
      ])
      qc.setQueryData(trpc.organisation.invitations.list.queryKey(), [
        {
          id: 'i1',
          email: 'new@example.in',
          role: 'member',
          state: 'open',
          expiresAt: new Date('2030-01-01'),
          acceptedAt: null,
          revokedAt: null,
          sentCount: 2,
          lastSentAt: new Date('2025-03-01'),
          invitedByName: 'Asha Rao',
        },
        {
          id: 'i2',
          email: 'old@example.in',
          role: 'owner',
          state: 'expired',
          expiresAt: new Date('2024-01-01'),
          acceptedAt: null,
          revokedAt: null,
          sentCount: 1,
          lastSentAt: new Date('2023-12-25'),
          invitedByName: null,
        },
      ])
    },
  })
}

// Server-rendered as the settings routes are: the loader has filled the cache, the client takes over.
describe('SettingsPage', () => {
  it('lets an owner edit the organisation, manage members and invitations', async () => {
    const html = await render('owner')
    const page = textOf(html)
    for (const label of [
      'Save name',
      'Change email',
      'Change password',
      'Sign out other devices',
      'Sign out everywhere',
      'Save organisation',
      'Send invitation',
      'Leave organisation',
    ]) {
      expect(page).toContain(label)
    }
    expect(html).toContain('aria-label="Role of Vikram Iyer"')
    expect(html).not.toContain('aria-label="Role of Asha Rao"')
    expect(html).toContain('aria-label="Remove Vikram Iyer"')
    expect(html).not.toContain('aria-label="Remove Asha Rao"')
    expect(html).toContain('aria-label="Resend invitation to new@example.in"')
    expect(html).toContain('aria-label="Resend invitation to old@example.in"')
    expect(html).toContain('aria-label="Revoke invitation to new@example.in"')
    expect(html).not.toContain('aria-label="Revoke invitation to old@example.in"')
    expect(page).toContain('Expires Jan 1, 2030')
    expect(page).toContain('You are the only owner.')
    // The only owner's button is disabled, and says why.
    const leave = html.match(/<button[^>]*>Leave organisation<\/button>/)![0]
    expect(leave).toMatch(/\bdisabled=""/)
    const reason = html.match(/<p id="([^"]+)"[^>]*>You are the only owner\./)![1]
    expect(leave).toContain(`aria-describedby="${reason}"`)
  })

  it('offers everyone their data, and an owner the erasure of the startup', async () => {
    const html = await render('owner')
    const page = textOf(html)
    expect(html).toMatch(
      /<a[^>]*href="\/api\/account\/data"[^>]*download=""[^>]*>.*Download my data<\/a>/s,
    )
    expect(page).toContain('Erase Krishi Setu')
    // The only owner, with a teammate, hands over ownership first: the button says why it waits.
    const erase = html.match(/<button[^>]*>Erase my account<\/button>/)![0]
    expect(erase).toMatch(/\bdisabled=""/)
    const reason = html.match(/<p id="([^"]+)"[^>]*>You are the only owner of Krishi Setu/)![1]
    expect(erase).toContain(`aria-describedby="${reason}"`)
  })

  it('shows a member the organisation read-only, without member controls or invitations', async () => {
    const html = await render('member')
    const page = textOf(html)
    expect(page).toContain('Only an owner can rename the organisation.')
    expect(page).not.toContain('Save organisation')
    expect(page).not.toContain('Send invitation')
    expect(html).not.toContain('aria-label="Role of')
    expect(html).not.toContain('aria-label="Remove')
    expect(page).toContain('Leave organisation')
    const leave = html.match(/<button[^>]*>Leave organisation<\/button>/)![0]
    expect(leave).not.toMatch(/\bdisabled=""/)
    expect(page).not.toContain('Erase Krishi Setu')
    const erase = html.match(/<button[^>]*>Erase my account<\/button>/)![0]
    expect(erase).not.toMatch(/\bdisabled=""/)
  })

  it('shows an investor’s pipeline among the organisation’s settings, before its message templates', async () => {
    const owner = textOf(await render('owner', 'investor'))
    expect(owner).toMatch(/Pipeline The stages your team moves applications through/)
    expect(owner.indexOf('Pipeline The stages')).toBeLessThan(owner.indexOf('Message templates'))
    expect(owner).toContain('In review Founders see: In review · 3 applications')
    expect(owner).toContain('Add a stage')
    const member = textOf(await render('member', 'investor'))
    expect(member).toContain('Only an owner can change the pipeline.')
    expect(member).not.toContain('Add a stage')
  })
})
