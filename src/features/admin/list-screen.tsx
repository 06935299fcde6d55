import { Link, type LinkComponentProps } from '@tanstack/react-router'
import type { ComponentProps, ReactNode } from 'react'

import { PageHeader } from '@/components/area-shell'

import { ListResults } from './list-controls'

/** An admin list screen: its heading, its filters, then a page of results or why there is none. */
export function ListScreen<Row>({
  title,
  description,
  filters,
  ...results
}: {
  title: string
  description: string
  filters: ReactNode
} & ComponentProps<typeof ListResults<Row>>) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {filters}
      <ListResults {...results} />
    </>
  )
}

/** A link beneath an empty list's title that changes its search. */
export function EmptyListLink(link: Omit<LinkComponentProps<'a'>, 'className'>) {
  return <Link {...link} className="font-medium text-brand-600 hover:underline" />
}

/**
 * What an empty list offers beneath its title: the whole list again when a search or filter (or a
 * page past the end) emptied it, else `hint`, if any.
 */
export function showWholeList(label: string, filtered: boolean, hint?: ReactNode) {
  return ({ page }: { page: number }) =>
    filtered || page > 1 ? (
      <EmptyListLink to="." search={{}}>
        {label}
      </EmptyListLink>
    ) : (
      hint
    )
}
