/**
 * The lists' shared controls (src/features/admin/list-controls.tsx): the admin's lists and the
 * investors' lists use them, so both areas' parts hold these words.
 */
export const lists = {
  'admin.list.search': 'Search',
  'admin.list.kind': 'Kind',
  'admin.list.kind.all': 'Startups and investors',
  'admin.list.pagination': 'Pagination',
  'admin.list.previous': 'Previous',
  'admin.list.next': 'Next',
  'admin.list.page': 'Page {page} of {pageCount}',
  'admin.list.noPage': 'There is no page {page}.',
  'admin.list.loading': 'Loading',
}
