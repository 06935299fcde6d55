/** Parts of a result row that the table and the cards share: link, checkbox, click, profile. */
import { Link, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useIntl, type IntlShape } from 'react-intl'

import { optionLabel } from '@/lib/i18n/option-labels'

import type { ApplicationListRow } from './types'

/** The rows on screen, which of them are selected, and how to select or unselect some. */
export type SelectionProps = {
  rows: readonly ApplicationListRow[]
  selected: ReadonlySet<string>
  onSelect: (ids: string[], on: boolean) => void
}

/** The startup's name, opening its review with the list kept for previous, next and back. */
export function StartupLink({ row, listQuery }: { row: ApplicationListRow; listQuery: string }) {
  return (
    <Link
      to="/investors/applications/$startupId"
      params={{ startupId: row.startupOrgId }}
      search={{ list: listQuery }}
      data-startup-link={row.startupOrgId}
      className="font-medium text-ink hover:text-brand-700 hover:underline"
      translate="no"
    >
      {row.startupName}
    </Link>
  )
}

/** Selects the row for the bulk actions. */
export function RowCheckbox({
  row,
  selected,
  onSelect,
}: { row: ApplicationListRow } & Omit<SelectionProps, 'rows'>) {
  const intl = useIntl()
  return (
    <input
      type="checkbox"
      className="size-4 rounded border-line align-middle accent-brand-600"
      aria-label={intl.formatMessage(
        { id: 'pipeline.results.select' },
        { startup: row.startupName },
      )}
      checked={selected.has(row.id)}
      onChange={(event) => onSelect([row.id], event.target.checked)}
    />
  )
}

/** Clicks on the row open the startup; clicks on its controls do what they say. */
export function useRowClick(listQuery: string) {
  const navigate = useNavigate()
  return (row: ApplicationListRow) => (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button, input, label, select')) return
    void navigate({
      to: '/investors/applications/$startupId',
      params: { startupId: row.startupOrgId },
      search: { list: listQuery },
    })
  }
}

/**
 * Stage, state and sectors in one line, in the page's language: "Launched · Karnataka ·
 * Agriculture and Farming +1".
 */
export function profileLine(intl: IntlShape, row: ApplicationListRow): string {
  const sectors = row.sectors
    .slice(0, 2)
    .map((sector) => optionLabel(intl, 'sectors', sector))
    .join(' · ')
  const more = row.sectors.length > 2 ? ` +${intl.formatNumber(row.sectors.length - 2)}` : ''
  return [
    row.developmentStage && optionLabel(intl, 'developmentStages', row.developmentStage),
    row.headquarters && optionLabel(intl, 'headquarters', row.headquarters),
    sectors && `${sectors}${more}`,
  ]
    .filter(Boolean)
    .join(' · ')
}
