import type { site as english } from '@/lib/i18n/messages/en/site'

export const site: Record<keyof typeof english, string> = {
  'site.nav.main': 'मुख्य',
  'site.nav.mobile': 'मोबाइल',
  'site.nav.menu': 'मेन्यू',
  'site.nav.tour': 'प्रोडक्ट टूर',
  'site.nav.about': 'हमारे बारे में',
  'site.nav.next': 'आगे क्या है',
  'site.signIn': 'साइन इन',
  'site.requestAccess': 'एक्सेस माँगें',
  'site.footer.tagline':
    'जहाँ भारत के स्टार्टअप और निवेशक मिलते हैं। अपनी कहानी एक बार बताइए, हर बार जवाब पाइए।',
  'site.footer.founders': 'फ़ाउंडर्स के लिए',
  'site.footer.founders.signUp': 'स्टार्टअप अकाउंट बनाएँ',
  'site.footer.founders.demo': 'देखें कि आवेदन कैसे होता है',
  'site.footer.investors': 'निवेशकों के लिए',
  'site.footer.investors.access': 'निवेशक एक्सेस माँगें',
  'site.footer.investors.demo': 'रिव्यू पाइपलाइन देखें',
  'site.footer.sangam': 'संगम',
  'site.footer.about': 'हमारे बारे में',
  'site.footer.next': 'आगे क्या है',
  'site.footer.terms': 'सेवा की शर्तें',
  'site.footer.privacy': 'प्राइवेसी पॉलिसी',
  'site.footer.copyright': '© {year} संगम। भारत में बना।',
  'language.label': 'भाषा',
  'language.switchTo': 'संगम {language} में पढ़ें',
}
