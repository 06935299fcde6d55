import type { lists as english } from '@/lib/i18n/messages/en/lists'

export const lists: Record<keyof typeof english, string> = {
  'admin.list.search': 'खोजें',
  'admin.list.kind': 'प्रकार',
  'admin.list.kind.all': 'स्टार्टअप और निवेशक',
  'admin.list.pagination': 'पेज',
  'admin.list.previous': 'पिछला',
  'admin.list.next': 'अगला',
  'admin.list.page': 'पेज {page} / {pageCount}',
  'admin.list.noPage': 'पेज {page} मौजूद नहीं है।',
  'admin.list.loading': 'लोड हो रहा है',
}
