import { FormattedMessage } from 'react-intl'

import { calibrationMinimum } from '@/domain/applications/calibration'
import { formatScore } from '@/domain/applications/ratings'

/**
 * The team's score adjusted for each reviewer's usual scoring (docs/decisions/0049), in one
 * sentence, naming the teammates whose ratings count raw.
 */
export function CalibratedScore({
  calibration,
}: {
  calibration: { score: number | null; countedRaw: string[] }
}) {
  return (
    <p className="mt-1 text-sm text-ink">
      <FormattedMessage
        id="review.calibrated.score"
        values={{
          score: formatScore(calibration.score!),
          strong: (chunks) => <strong className="text-base">{chunks}</strong>,
          muted: (chunks) => <span className="text-muted">{chunks}</span>,
        }}
      />
      {calibration.countedRaw.length > 0 && (
        <span className="block text-xs text-muted">
          <FormattedMessage
            id="review.calibrated.raw"
            values={{
              names: calibration.countedRaw.join(', '),
              count: calibration.countedRaw.length,
              minimum: calibrationMinimum,
            }}
          />
        </span>
      )}
    </p>
  )
}
