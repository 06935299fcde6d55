import type { app as english } from '@/lib/i18n/messages/en/app'

export const app: Record<keyof typeof english, string> = {
  'app.menu.open': 'मेन्यू खोलें',
  'app.menu.close': 'मेन्यू बंद करें',
  'app.menu.mobile': '{area} (मोबाइल)',
  'app.toasts': 'सूचनाएँ',
  'app.signOut': 'साइन आउट',
  'app.signedOut': 'आप साइन आउट हो गए हैं।',

  'app.area.investors': 'निवेशक',
  'app.area.startups': 'स्टार्टअप',
  'app.area.admin': 'प्लेटफ़ॉर्म एडमिन',
  'app.area.adminOrganisation': 'प्लेटफ़ॉर्म का संचालन',

  'app.nav.investors.discover': 'खोज',
  'app.nav.investors.applications': 'आवेदन',
  'app.nav.investors.inbox': 'इनबॉक्स',
  'app.nav.investors.channels': 'कॉल',
  'app.nav.investors.lists': 'सूचियाँ',
  'app.nav.investors.dealRooms': 'डील रूम',
  'app.nav.investors.dashboard': 'डैशबोर्ड',
  'app.nav.investors.profile': 'निवेशक प्रोफ़ाइल',
  'app.nav.investors.newEntries': '{count, plural, one {नई एंट्री} other {नई एंट्री}}',
  'app.nav.settings': 'सेटिंग्स',

  'app.nav.startups.home': 'होम',
  'app.nav.startups.startupProfile': 'स्टार्टअप प्रोफ़ाइल',
  'app.nav.startups.founders': 'फ़ाउंडर',
  'app.nav.startups.fullProfile': 'पूरी प्रोफ़ाइल',

  'app.nav.admin.requests': 'एक्सेस के अनुरोध',
  'app.nav.admin.users': 'यूज़र',
  'app.nav.admin.organisations': 'संस्थाएँ',
  'app.nav.admin.outbox': 'आउटबॉक्स',
  'app.nav.admin.audit': 'ऑडिट लॉग',
  'app.nav.admin.account': 'आपका डेटा',

  'app.meta.description':
    'संगम पर भारत के स्टार्टअप और निवेशक मिलते हैं: एक प्रोफ़ाइल, निवेशकों की खुली कॉल, और हर आवेदन का जवाब।',
  'app.title.triage': 'झटपट छँटाई · संगम',

  'app.count.applications': '{count, plural, one {# आवेदन} other {# आवेदन}}',

  'app.select.choose': 'चुनें…',

  'app.device.unknown': 'अनजान डिवाइस',
  'app.device.browserOn': '{system} पर {browser}',

  'app.investorOnboarding.banner':
    'अपनी निवेशक प्रोफ़ाइल पूरी करें: फ़ाउंडर इसे आपकी कॉल पर देखते हैं, और इसके पूरा होते ही खोज, सूचियाँ और डैशबोर्ड खुल जाते हैं।',
  'app.investorOnboarding.banner.continue': 'प्रोफ़ाइल पूरी करें',
}
