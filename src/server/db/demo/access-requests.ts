// Access requests for the demo admin to review.
import { buildAccessRequest, type BuiltUser } from '../../../../tests/factories'

import { ago, day, DemoDataSet } from './data-set'

export function addAccessRequests(data: DemoDataSet, admin: BuiltUser) {
  const { faker, now } = data
  for (let i = 0; i < 6; i++) {
    data.accessRequests.push(
      buildAccessRequest(
        {
          kind: i < 4 ? 'investor' : 'startup',
          createdAt: ago(now, 6 - i),
          updatedAt: ago(now, 6 - i),
        },
        data.build,
      ),
    )
  }
  for (const status of ['approved', 'approved', 'rejected'] as const) {
    const createdAt = ago(now, faker.number.int({ min: 20, max: 90 }))
    const reviewedAt = new Date(createdAt.getTime() + 2 * day)
    data.accessRequests.push(
      buildAccessRequest(
        {
          kind: 'investor',
          status,
          reviewedBy: admin.id,
          reviewedAt,
          createdAt,
          updatedAt: reviewedAt,
        },
        data.build,
      ),
    )
  }
}
// Entry point

/**
 * Seeds the demo data set unless the demo founder already exists (then it changes nothing).
 * Returns whether it seeded and the resulting counts.
 */
