import { calibrationExplanation, calibrationMinimum } from '@/domain/applications/calibration'
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
      Calibrated <strong className="text-base">{formatScore(calibration.score!)}</strong>
      <span className="text-muted"> / 5 · {calibrationExplanation}</span>
      {calibration.countedRaw.length > 0 && (
        <span className="block text-xs text-muted">
          {calibration.countedRaw.join(', ')}{' '}
          {calibration.countedRaw.length === 1 ? 'counts' : 'count'} raw: fewer than{' '}
          {calibrationMinimum} ratings shared with teammates in the last 12 months.
        </span>
      )}
    </p>
  )
}
