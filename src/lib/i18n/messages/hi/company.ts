import type { company as english } from '@/lib/i18n/messages/en/company'

export const company: Record<keyof typeof english, string> = {
  'company.head.sangam': 'संगम',

  'company.page.notFoundTitle': 'कंपनी नहीं मिली · संगम',
  'company.page.description': 'संगम पर {name} — जहाँ भारत के स्टार्टअप और निवेशक मिलते हैं।',
  'company.page.logoAlt': '{name} का लोगो',
  'company.page.website': 'वेबसाइट',
  'company.page.headquarters': 'मुख्यालय',
  'company.page.stage': 'स्टेज',
  'company.page.team': 'टीम',
  'company.page.teamSize': '{count} लोग',
  'company.page.about': '{name} के बारे में',
  'company.page.founded': 'स्थापना: {date}',
  'company.page.founders': 'फ़ाउंडर्स',
  'company.page.legalIdentity': 'क़ानूनी पहचान',
  'company.page.legalForm': 'कंपनी का प्रकार',
  'company.page.legalNote':
    'ये जानकारियाँ {name} ने संगम पर दी हैं, और इनका फ़ॉर्मेट जाँचा गया है। असली रिकॉर्ड रजिस्ट्री (MCA, GST, Startup India) के पास रहते हैं।',

  'company.investor.notFoundTitle': 'निवेशक नहीं मिला · संगम',
  'company.investor.description': '{name} संगम के ज़रिए भारत के स्टार्टअप में निवेश करते हैं।',
  'company.investor.website': 'वेबसाइट',
  'company.investor.opensInNewTab': '(नए टैब में खुलता है)',
  'company.investor.answers': 'ये फ़ाउंडर्स को कैसे जवाब देते हैं',
  'company.investor.thesis': 'निवेश की सोच',
  'company.investor.cheque': 'चेक साइज़',
  'company.investor.stages': 'स्टेज',
  'company.investor.where': 'कहाँ',
  'company.investor.anywhere': 'भारत में कहीं भी',
  'company.investor.ownership': 'आम तौर पर हिस्सेदारी',
  'company.investor.coInvestors': 'साथी निवेशक',
  'company.investor.businessTypes': 'बिज़नेस के प्रकार',
  'company.investor.anyBusiness': 'कोई भी',
  'company.investor.portfolio': 'पोर्टफ़ोलियो',
  'company.investor.portfolioSize': 'अब तक {count, number} निवेश',
  'company.investor.notable': 'इनमें शामिल: {investments}',
  'company.investor.channels': 'खुली कॉल',
  'company.investor.channelsIntro':
    'फ़ाउंडर्स: संगम पर {name}{nameEndsInS, select, other {}} की खुली कॉल में आवेदन करें, और हर आवेदन का जवाब पाएँ।',
  'company.investor.closes': '{date} को बंद होगी',
  'company.investor.signUp': 'स्टार्टअप अकाउंट बनाएँ',

  'company.requestAccess.done.title': 'धन्यवाद — आपका अनुरोध हमें मिल गया है',
  'company.requestAccess.done.merged':
    'इस ईमेल से हमारे पास पहले से एक अनुरोध था, इसलिए हमने नया खोलने के बजाय उसी में आपकी नई जानकारी जोड़ दी है। फ़ैसला हम <strong>{email}</strong> पर लिखकर बताएँगे।',
  'company.requestAccess.done.new':
    'हमारी टीम हर अनुरोध देखती है, आम तौर पर दो कामकाजी दिनों में। फ़ैसला हम <strong>{email}</strong> पर लिखकर बताएँगे।',
  'company.requestAccess.done.home': 'होम पेज पर वापस जाएँ',
  'company.requestAccess.title': 'एक्सेस माँगें',
  'company.requestAccess.intro':
    'निवेशक संगम से न्योते पर जुड़ते हैं, ताकि फ़ाउंडर्स उन्हीं लोगों से मिलें जो सच में निवेश करते हैं। हमें बताएँ कि आप कौन हैं; आपकी जानकारी जाँचने के बाद हम आपको न्योता भेजेंगे।',
  'company.requestAccess.founders':
    'फ़ाउंडर्स सीधे <link>स्टार्टअप अकाउंट बना सकते हैं</link> — या पहले हमसे बात करने के लिए यह फ़ॉर्म भर सकते हैं।',
  'company.requestAccess.kind': 'मैं हूँ',
  'company.requestAccess.kind.investor': 'निवेशक',
  'company.requestAccess.kind.startup': 'स्टार्टअप',
  'company.requestAccess.name': 'पूरा नाम',
  'company.requestAccess.email': 'काम का ईमेल',
  'company.requestAccess.organisation.startup': 'स्टार्टअप का नाम',
  'company.requestAccess.organisation.investor': 'फ़ंड या संस्था',
  'company.requestAccess.organisation.either': 'फ़ंड या स्टार्टअप का नाम',
  'company.requestAccess.website': 'वेबसाइट',
  'company.requestAccess.message': 'कुछ और जो हमें जानना चाहिए?',
  'company.requestAccess.messageHint': 'आपकी निवेश की सोच, चेक साइज़, या आप क्या ढूँढ रहे हैं।',
  'company.requestAccess.fieldsNeedAttention':
    'कुछ फ़ील्ड ठीक करने हैं: हर एक का संदेश उसी के पास लिखा है।',
  'company.requestAccess.submit': 'एक्सेस माँगें',
  'company.requestAccess.consent':
    'यह अनुरोध भेजकर आप <terms>सेवा की शर्तें</terms> मानते हैं। हम ये जानकारी सिर्फ़ आपका अनुरोध देखने और आपको जवाब देने के लिए इस्तेमाल करते हैं; हम इसे कितने समय तक रखते हैं और आपके अधिकार क्या हैं, यह <privacy>प्राइवेसी पॉलिसी</privacy> में लिखा है।',
}
