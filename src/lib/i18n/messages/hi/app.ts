import type { app as english } from '@/lib/i18n/messages/en/app'

export const app: Record<keyof typeof english, string> = {
  'app.menu.open': 'मेन्यू खोलें',
  'app.menu.close': 'मेन्यू बंद करें',
  'app.menu.mobile': '{area} (मोबाइल)',
  'app.toasts': 'सूचनाएँ',
  'app.signOut': 'साइन आउट',
  'app.signedOut': 'आप साइन आउट हो गए हैं।',
}
