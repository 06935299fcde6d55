import type { settings as english } from '@/lib/i18n/messages/en/settings'

export const settings: Record<keyof typeof english, string> = {
  'settings.language.title': 'भाषा',
  'settings.language.description':
    'आपकी स्क्रीन की भाषा, और उन ईमेल की भी जो संगम आपको भेजता है। आप जिस भी ब्राउज़र में साइन इन करें, यही भाषा रहेगी।',
  'settings.language.save': 'भाषा सेव करें',
  'settings.language.current': 'संगम अभी आपसे {language} में बात करता है।',
}
