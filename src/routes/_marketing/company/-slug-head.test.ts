import { describe, expect, it } from 'vitest'

import { Route } from './$slug'

type HeadContext = Parameters<NonNullable<typeof Route.options.head>>[0]

async function titleFor(status: 'notFound' | 'error') {
  const head = await Route.options.head!({
    params: { slug: 'krishi-setu' },
    loaderData: undefined,
    match: { status },
    matches: [],
  } as unknown as HeadContext)
  return head.meta?.find((m) => m && 'title' in m)?.title
}

describe('the company page title without data', () => {
  it('says "not found" only when the page is unknown or private', async () => {
    expect(await titleFor('notFound')).toBe('Company not found · Sangam')
  })

  it('claims nothing about the company when loading failed (a database outage)', async () => {
    expect(await titleFor('error')).toBe('Sangam')
  })
})
