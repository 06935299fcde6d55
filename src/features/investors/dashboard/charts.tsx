/**
 * The dashboard's charts (Recharts). Each bar that stands for a set of applications opens the
 * applications list filtered to exactly that set; its table view carries the same links for the
 * keyboard. Labels are cut to fit a phone; tooltips and tables give them whole.
 */
import { useNavigate } from '@tanstack/react-router'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Tooltip,
  XAxis,
  YAxis,
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

export type BarRow = {
  key: string
  label: string
  count: number
  colour?: string
  link?: ApplicationSearchRecord
}

/** Opens the applications list with a slice's search. */
function useOpenSlice() {
  const navigate = useNavigate()
  return (link: ApplicationSearchRecord | undefined) => {
    if (link) void navigate({ to: '/investors/applications', search: link })
  }
}

/** Horizontal bars, one per row, longest label cut at `labelWidth`. */
export function HorizontalBars({
  rows,
  name = 'Applications',
  labelWidth = 120,
}: {
  rows: BarRow[]
  name?: string
  labelWidth?: number
}) {
  const open = useOpenSlice()
  return (
    <BarChart
      responsive
      style={fill}
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 36, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} stroke={grid} />
      <XAxis type="number" allowDecimals={false} tick={tick} />
      <YAxis
        type="category"
        dataKey="label"
        width={labelWidth}
        tick={tick}
        interval={0}
        tickFormatter={(label: string) => cut(label, Math.floor(labelWidth / 7))}
      />
      <Tooltip cursor={{ fill: '#eef2ff' }} />
      <Bar
        dataKey="count"
        name={name}
        fill={brand}
        radius={[0, 4, 4, 0]}
        cursor="pointer"
        onClick={(_, index) => open(rows[index]?.link)}
        isAnimationActive={false}
      >
        {rows.map((row) => (
          <Cell key={row.key} fill={row.colour ?? brand} />
        ))}
        <LabelList dataKey="count" position="right" style={{ fontSize: 12, fill: axis }} />
      </Bar>
    </BarChart>
  )
}

const weekLabel = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
})
const weekTitle = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
})
export const weekOf = (week: string) => weekTitle.format(new Date(`${week}T00:00:00Z`))

/** Applications per week, each bar opening that week's applications. */
export function WeeklyBars({ rows }: { rows: (BarRow & { week: string })[] }) {
  const open = useOpenSlice()
  return (
    <BarChart responsive style={fill} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid vertical={false} stroke={grid} />
      <XAxis
        dataKey="week"
        tick={tick}
        minTickGap={24}
        tickFormatter={(week: string) => weekLabel.format(new Date(`${week}T00:00:00Z`))}
      />
      <YAxis allowDecimals={false} tick={tick} width={36} />
      <Tooltip
        cursor={{ fill: '#eef2ff' }}
        labelFormatter={(week) => `Week of ${weekOf(String(week))}`}
      />
      <Bar
        dataKey="count"
        name="Applications"
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
      <XAxis type="number" tick={tick} unit=" d" />
      <YAxis
        type="category"
        dataKey="label"
        width={120}
        tick={tick}
        interval={0}
        tickFormatter={(label: string) => cut(label, 17)}
      />
      <Tooltip formatter={(value) => (value === null ? '—' : `${String(value)} days`)} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
      <Bar
        dataKey="firstResponse"
        name="First answer (median)"
        fill={brandLight}
        isAnimationActive={false}
      />
      <Bar dataKey="decision" name="Decision (median)" fill={brand} isAnimationActive={false} />
      <Bar dataKey="promise" name="Promised" fill={saffron} isAnimationActive={false} />
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

/** Each teammate's status moves, notes and ratings, stacked. */
export function ActivityBars({ rows }: { rows: ActivityRow[] }) {
  return (
    <BarChart
      responsive
      style={fill}
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={false} stroke={grid} />
      <XAxis type="number" allowDecimals={false} tick={tick} />
      <YAxis
        type="category"
        dataKey="label"
        width={110}
        tick={tick}
        interval={0}
        tickFormatter={(label: string) => cut(label, 15)}
      />
      <Tooltip cursor={{ fill: '#eef2ff' }} />
      <Legend wrapperStyle={{ fontSize: 12 }} formatter={legendText} />
      <Bar dataKey="moves" name="Status moves" stackId="a" fill={brand} isAnimationActive={false} />
      <Bar dataKey="notes" name="Notes" stackId="a" fill={saffron} isAnimationActive={false} />
      <Bar dataKey="ratings" name="Ratings" stackId="a" fill="#059669" isAnimationActive={false} />
    </BarChart>
  )
}
