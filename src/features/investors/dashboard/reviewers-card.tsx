import { useIntl } from 'react-intl'

import { ChartCard, FigureTable } from './chart-card'
import { ActivityBars } from './charts'
import { barHeight, Own, type Dashboard } from './figures'

/** Who on the team did what in the period: status moves, notes and ratings per teammate. */
export function ReviewersCard({ data }: { data: Dashboard }) {
  const intl = useIntl()
  const rows = data.reviewers.map((r) => ({ key: r.userId, label: r.name, ...r }))
  return (
    <ChartCard
      title={intl.formatMessage({ id: 'pipeline.figures.reviewers' })}
      description={intl.formatMessage({ id: 'pipeline.figures.reviewersDescription' })}
      height={barHeight(rows.length, 36) + 32}
      chart={<ActivityBars rows={rows} />}
      table={
        <FigureTable
          caption={intl.formatMessage({ id: 'pipeline.figures.reviewers' })}
          rows={rows}
          rowKey={(row) => row.key}
          columns={[
            {
              header: intl.formatMessage({ id: 'pipeline.figures.teammate' }),
              cell: (row) => <Own>{row.label}</Own>,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.statusMoves' }),
              cell: (row) => intl.formatNumber(row.moves),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.notes' }),
              cell: (row) => intl.formatNumber(row.notes),
              numeric: true,
            },
            {
              header: intl.formatMessage({ id: 'pipeline.figures.ratings' }),
              cell: (row) => intl.formatNumber(row.ratings),
              numeric: true,
            },
          ]}
        />
      }
    />
  )
}
