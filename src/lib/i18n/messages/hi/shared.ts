import type { shared as english } from '@/lib/i18n/messages/en/shared'

export const shared: Record<keyof typeof english, string> = {
  'shared.field.optional': '(ज़रूरी नहीं)',

  'shared.companyType.none': 'कंपनी के रूप में रजिस्टर्ड नहीं',

  'shared.startupIndia.eligible': 'Startup India के लिए योग्य',
  'shared.startupIndia.notEligible': 'Startup India के लिए योग्य नहीं',
  'shared.startupIndia.unknown': 'Startup India: जानकारी अधूरी',
  'shared.startupIndia.deepTech': '{status} · डीप टेक',
  'shared.startupIndia.conditions': 'Startup India की शर्तें',
  'shared.startupIndia.check':
    '<hidden>{met, select, yes {शर्त पूरी} no {शर्त पूरी नहीं} other {अभी पता नहीं}}: </hidden>{text}',
  'shared.startupIndia.source':
    'DPIIT की {date} की स्टार्टअप परिभाषा ({notification}), इस प्रोफ़ाइल से मिलाकर देखी गई। मान्यता देने का फ़ैसला DPIIT ही करता है।',
  'shared.startupIndia.dpiitRecognised': 'DPIIT मान्यता प्राप्त',

  'shared.identifier.cin': 'CIN नंबर',
  'shared.identifier.llpin': 'LLPIN नंबर',
  'shared.identifier.cooperativeRegistration': 'रजिस्ट्रेशन नंबर',
  'shared.identifier.gstin': 'GSTIN नंबर',
  'shared.identifier.dpiit': 'DPIIT मान्यता',

  'shared.responsiveness.new': 'संगम पर नए',
  'shared.responsiveness.newTitle': 'पिछले 12 महीनों में {minimum} से कम आवेदन',
  'shared.responsiveness.measuredTitle': 'पिछले 12 महीने, {applications} आवेदन',
  'shared.responsiveness.onTime': '{percent}% को समय पर जवाब',
  'shared.responsiveness.noAnswerDue': 'अभी किसी जवाब की समय-सीमा नहीं आई',
  'shared.responsiveness.firstAnswerIn': '· पहला जवाब {days} में',
  'shared.responsiveness.days': '{days, plural, one {# दिन} other {# दिन}}',
  'shared.responsiveness.underADay': 'एक दिन से कम',
  'shared.responsiveness.pending':
    '{name} फ़ाउंडर्स को कितनी जल्दी जवाब देते हैं, इसका हिसाब लगाया जा रहा है; कुछ ही मिनटों में यहाँ दिखेगा।',
  'shared.responsiveness.newDetail':
    'पिछले 12 महीनों में {name} को {applications, plural, =0 {कोई आवेदन नहीं मिला} one {एक आवेदन मिला} other {# आवेदन मिले}}। ये कितनी जल्दी जवाब देते हैं, यह {minimum} आवेदन मिलने के बाद दिखेगा।',
  'shared.responsiveness.onTimeLabel': 'वादे के समय में जवाब',
  'shared.responsiveness.noneDue': 'अभी कोई समय-सीमा नहीं आई',
  'shared.responsiveness.firstAnswerLabel': 'आम तौर पर पहला जवाब',
  'shared.responsiveness.decisionLabel': 'आम तौर पर फ़ैसला',
  'shared.responsiveness.noneYet': 'अभी कोई नहीं',
  'shared.responsiveness.footnote':
    'पिछले 12 महीनों में {applications} आवेदन; इनमें से {due} के जवाब की समय-सीमा आ चुकी थी। “आम तौर पर” यानी मीडियन (बीच वाला आँकड़ा)।',

  'shared.rupees.lakh': '{amount}\u00a0लाख',
  'shared.rupees.crore': '{amount}\u00a0करोड़',
  'shared.rupees.range': '{min} से {max} तक',
  'shared.rupees.from': '{amount} से शुरू',
  'shared.rupees.upTo': '{amount} तक',

  'shared.coInvestors.welcome': 'स्वागत है',
  'shared.coInvestors.notThisTime': 'इस बार नहीं',
}
