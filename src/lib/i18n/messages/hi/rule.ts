import type { rule as english } from '@/lib/i18n/messages/en/rule'

export const rule: Record<keyof typeof english, string> = {
  'rule.name.controlCharacters':
    'सिर्फ़ अक्षर, स्पेस और विराम चिह्न लिखें: लाइन ब्रेक या टैब नहीं।',
  'rule.name.under': 'नाम {max} अक्षरों से छोटा रखें।',
  'rule.id.list': 'यह सूची की सही id नहीं है।',
  'rule.id.startup': 'यह स्टार्टअप की सही id नहीं है।',

  'rule.list.name': 'सूची का नाम लिखें।',
  'rule.list.full':
    'एक सूची में ज़्यादा से ज़्यादा {max, number} स्टार्टअप आ सकते हैं। बाक़ी के लिए नई सूची बनाएँ।',
  'rule.list.chooseStartup': 'कम से कम एक स्टार्टअप चुनें।',
  'rule.list.atMost': 'एक बार में ज़्यादा से ज़्यादा {max} स्टार्टअप जोड़ें।',
}
