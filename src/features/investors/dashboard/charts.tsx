/**
 * The dashboard's charts (Recharts). Each bar that stands for a set of applications opens the
 * applications list filtered to exactly that set; its table view carries the same links for the
 * keyboard. Labels are cut to fit a phone; tooltips and tables give them whole.
 */
import { useNavigate } from '@tanstack/react-router'
import type { ReactNode, SVGProps } from 'react'
import { useIntl, type IntlShape } from 'react-intl'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts'

import type { ApplicationSearchRecord } from '@/domain/applications/search-params'

import { axis, brand, grid, saffron, brandLight } from './palette'

const fill = { width: '100%', height: '100%' } as const
const tick = { fontSize: 12, fill: axis }

/** A legend's words in the axis colour (readable on white); only its swatch takes the series' colour. */
const legendText = (value: string) => <span style={{ color: axis }}>{value}</span>

function cut(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1)}…` : text
}

/** React's types give SVG no `translate`, but it is a global attribute browsers honour there too. */
const untranslated = { translate: 'no' } as SVGProps<SVGGElement>

/**
 * A category's tick drawn as Recharts draws its own (cut by the axis's formatter, wrapped to its
 * width), marked translate="no" when its words are people's own data: a channel's title, a
 * teammate's name, a stage the fund named. Those are never translated.
 */
function CategoryTick({ own, ...props }: YAxisTickContentProps & { own: boolean }) {
  const { payload, tickFormatter, index } = props
  const value: unknown = payload.value
  const label = (
    <Text {...props} fontSize={tick.fontSize} fill={tick.fill}>
      {tickFormatter ? tickFormatter(value, index) : String(value)}
    </Text>
  )
  return own ? <g {...untranslated}>{label}</g> : label
}

/** Ticks of a category axis whose labels in `own` are people's data (all of them with `true`). */
const categoryTicks =
  (own: ReadonlySet<string> | true) =>
  (props: YAxisTickContentProps): ReactNode => (
    <CategoryTick {...props} own={own === true || own.has(String(props.payload.value))} />
  )

/** A tooltip's heading (a bar's label), marked as data the same way as its tick. */
const tooltipLabel =
  (own: ReadonlySet<string> | true) =>
  (label: unknown): ReactNode => {
    const text = String(label ?? '')
    return own === true || own.has(text) ? <span translate="no">{text}</span> : text
  }

export type BarRow = {
  key: string
  label: string
  count: number
  colour?: string
  link?: ApplicationSearchRecord
  /** The label is people's own words (a stage the fund named), not the product's: never translated. */
  own?: boolean
}

/** Opens the applications list with a slice's search. */
function useOpenSlice() {
  const navigate = useNavigate()
  return (link: ApplicationSearchRecord | undefined) => {
    if (link) void navigate({ to: '/investors/applications', search: link })
  }
}

/** A count as the page's language writes numbers (Indian grouping). */
const counted = (intl: IntlShape) => (value: unknown) =>
  typeof value === 'number' ? intl.formatNumber(value) : String(value ?? '')

/** Horizontal bars, one per row, longest label cut at `labelWidth`. */
export function HorizontalBars({
  rows,
  name,
  labelWidth = 120,
}: {
  rows: BarRow[]
  /** What the bars count, in the tooltip; "Applications" by default. */
  name?: string
  labelWidth?: number
}) {
  const intl = useIntl()
  const open = useOpenSlice()
  const own = new Set(rows.filter((row) => row.own).map((row) => row.label))
  return (
    <BarChart
      responsive
      style={fill}
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 36, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} stroke={grid} />
      <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={counted(intl)} />
      <YAxis
        type="category"
        dataKey="label"
        width={labelWidth}
        tick={own.size > 0 ? categoryTicks(own) : tick}
        interval={0}
        tickFormatter={(label: string) => cut(label, Math.floor(labelWidth / 7))}
      />
      <Tooltip
        cursor={{ fill: '#eef2ff' }}
        formatter={counted(intl)}
        labelFormatter={tooltipLabel(own)}
      />
      <Bar
        dataKey="count"
        name={name ?? intl.formatMessage({ id: 'pipeline.chart.applications' })}
        fill={brand}
        radius={[0, 4, 4, 0]}
        cursor="pointer"
        onClick={(_, index) => open(rows[index]?.link)}
        isAnimationActive={false}
      >
        {rows.map((row) => (
          <Cell key={row.key} fill={row.colour ?? brand} />
        ))}
        <LabelList
          dataKey="count"
          position="right"
          style={{ fontSize: 12, fill: axis }}
          formatter={counted(intl)}
        />
      </Bar>
    </BarChart>
  )
}

const weekLabel = { month: 'short', day: 'numeric', timeZone: 'UTC' } as const
const weekTitle = { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' } as const
const englishWeekLabel = new Intl.DateTimeFormat('en-US', weekLabel)
const englishWeekTitle = new Intl.DateTimeFormat('en-US', weekTitle)

/** A week's Monday as a bar's tick: 'Jan 5' in English, '5 जन॰' in Hindi. */
function weekTick(intl: IntlShape, week: string): string {
  const day = new Date(`${week}T00:00:00Z`)
  return intl.locale.startsWith('hi')
    ? intl.formatDate(day, weekLabel)
    : englishWeekLabel.format(day)
}

/** A week's Monday in full: 'Jan 5, 2026' in English, '5 जन॰ 2026' in Hindi. */
export function weekOf(intl: IntlShape, week: string): string {
  const day = new Date(`${week}T00:00:00Z`)
  return intl.locale.startsWith('hi')
    ? intl.formatDate(day, weekTitle)
    : englishWeekTitle.format(day)
}

/** Applications per week, each bar opening that week's applications. */
export function WeeklyBars({ rows }: { rows: (BarRow & { week: string })[] }) {
  const intl = useIntl()
  const open = useOpenSlice()
  return (
    <BarChart responsive style={fill} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={grid} />
      <XAxis
        dataKey="week"
        tick={tick}
        minTickGap={24}
        tickFormatter={(week: string) => weekTick(intl, week)}
      />
      <YAxis allowDecimals={false} tick={tick} width={36} tickFormatter={counted(intl)} />
      <Tooltip
        cursor={{ fill: '#eef2ff' }}
        formatter={counted(intl)}
        labelFormatter={(week) =>
          intl.formatMessage({ id: 'pipeline.chart.weekOf' }, { week: weekOf(intl, String(week)) })
        }
      />
      <Bar
        dataKey="count"
        name={intl.formatMessage({ id: 'pipeline.chart.applications' })}
        fill={brand}
        radius={[3, 3, 0, 0]}
        cursor="pointer"
        onClick={(_, index) => open(rows[index]?.link)}
        isAnimationActive={false}
      />
    </BarChart>
  )
}

export type TimingRow = {
  key: string
  label: string
  firstResponse: number | null
  decision: number | null
  promise: number
}

/** Median days to first response and to decision beside each channel's promise. */
export function TimingBars({ rows }: { rows: TimingRow[] }) {
  const intl = useIntl()
  return (
    <BarChart
      responsive
      style={fill}
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 36, bottom: 0, left: 0 }}
      barGap={2}
    >
      <CartesianGrid horizontal={false} stroke={grid} />
      <XAxis
        type="number"
        tick={tick}
        tickFormatter={(days: number) =>
          intl.formatMessage({ id: 'pipeline.chart.daysTick' }, { days: intl.formatNumber(days) })
        }
      />
      {/* Channels' titles: data. */}
      <YAxis
        type="category"
        dataKey="label"
        width={120}
        tick={categoryTicks(true)}
        interval={0}
        tickFormatter={(label: string) => cut(label, 17)}
      />
      <Tooltip
        labelFormatter={tooltipLabel(true)}
        formatter={(value) =>
          value === null || value === undefined
            ? '—'
            : intl.formatMessage(
                { id: 'pipeline.chart.days' },
                { days: typeof value === 'number' ? intl.formatNumber(value) : String(value) },
              )
        }
      />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
      <Bar
        dataKey="firstResponse"
        name={intl.formatMessage({ id: 'pipeline.chart.firstAnswer' })}
        fill={brandLight}
        isAnimationActive={false}
      />
      <Bar
        dataKey="decision"
        name={intl.formatMessage({ id: 'pipeline.chart.decision' })}
        fill={brand}
        isAnimationActive={false}
      />
      <Bar
        dataKey="promise"
        name={intl.formatMessage({ id: 'pipeline.chart.promised' })}
        fill={saffron}
        isAnimationActive={false}
      />
    </BarChart>
  )
}

export type ActivityRow = {
  key: string
  label: string
  moves: number
  notes: number
  ratings: number
}

/** What a teammate did, stacked in one bar each. */
const activityKinds = [
  { key: 'moves', name: 'pipeline.chart.statusMoves', fill: brand },
  { key: 'notes', name: 'pipeline.chart.notes', fill: saffron },
  { key: 'ratings', name: 'pipeline.chart.ratings', fill: '#059669' },
] as const

/** Each teammate's status moves, notes and ratings, stacked. */
export function ActivityBars({ rows }: { rows: ActivityRow[] }) {
  const intl = useIntl()
  return (
    <BarChart
      responsive
      style={fill}
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} stroke={grid} />
      <XAxis type="number" allowDecimals={false} tick={tick} tickFormatter={counted(intl)} />
      {/* Teammates' names: data. */}
      <YAxis
        type="category"
        dataKey="label"
        width={110}
        tick={categoryTicks(true)}
        interval={0}
        tickFormatter={(label: string) => cut(label, 15)}
      />
      <Tooltip
        cursor={{ fill: '#eef2ff' }}
        formatter={counted(intl)}
        labelFormatter={tooltipLabel(true)}
      />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
      {activityKinds.map(({ key, name, fill }) => (
        <Bar
          key={key}
          dataKey={key}
          name={intl.formatMessage({ id: name })}
          stackId="a"
          fill={fill}
          isAnimationActive={false}
        />
      ))}
    </BarChart>
  )
}
