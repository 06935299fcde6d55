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
  // Loading and failing: placeholders, the error panel, a list's states, the skip link.
  'shared.loading': 'लोड हो रहा है',
  'shared.loadingEllipsis': 'लोड हो रहा है…',
  'shared.errorPanel.title': 'कुछ गड़बड़ हो गई!',
  'shared.errorPanel.retry': 'फिर से कोशिश करें',
  'shared.errorPanel.show': 'गड़बड़ी देखें',
  'shared.errorPanel.hide': 'गड़बड़ी छिपाएँ',
  'shared.panel.failed': '{message} <retry>फिर से कोशिश करें</retry>',
  'shared.skipLink': 'सीधे मुख्य हिस्से पर जाएँ',

  // An address with no page.
  'shared.notFound.eyebrow': 'पेज नहीं मिला',
  'shared.notFound.title': 'इस पते पर कोई पेज नहीं है',
  'shared.notFound.body': 'आप जो पेज ढूँढ रहे हैं, वह है ही नहीं या सबके लिए खुला नहीं है।',
  'shared.notFound.backToApplications': 'आवेदनों पर वापस जाएँ',
  'shared.notFound.backToAdmin': 'एडमिन हिस्से पर वापस जाएँ',
  'shared.notFound.backToSangam': 'संगम पर वापस जाएँ',

  // An application's status badge, when the fund's stage stands in for it.
  'shared.statusBadge.stageTitle': '{stage}। फ़ाउंडर को दिखता है: {status}',

  // Dialogs, copying, searching, signing out.
  'shared.dialog.cancel': 'रद्द करें',
  'shared.dialog.close': 'बंद करें',
  'shared.copy.button': '{what} कॉपी करें',
  'shared.copy.copied': 'कॉपी हो गया',
  'shared.copy.done': '{What} कॉपी हो गया',
  'shared.copy.failed': 'कॉपी नहीं हो सका। {what} चुनकर ख़ुद कॉपी करें।',
  'shared.search.clear': 'खोज साफ़ करें',
  'shared.signOut.failed': 'साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।',

  // Editor forms: the save bar, leaving unsaved, the fields.
  'shared.saveBar.unsaved': 'बदलाव सेव नहीं हुए',
  'shared.saveBar.saved': 'सारे बदलाव सेव हो गए',
  'shared.saveBar.discard': 'बदलाव छोड़ें',
  'shared.saveBar.save': 'सेव करें',
  'shared.saveBar.saving': 'सेव हो रहा है…',
  'shared.unsavedChanges.confirm': 'कुछ बदलाव सेव नहीं हुए हैं। बिना सेव किए निकलें?',
  'shared.textArea.count': '{length} / {max} अक्षर',
  'shared.rupeeInput.hint': 'रकम ऐसे लिखें: 1.5 Cr, 25 L या 45,000।',
  'shared.rupeeInput.placeholder': 'जैसे 1.5 Cr',
  'shared.multiSelect.placeholder': 'खोजें और चुनें…',
  'shared.multiSelect.remove': '{option} हटाएँ',
  'shared.multiSelect.status':
    '{count} चुने गए{limited, select, yes {, ज़्यादा से ज़्यादा {max}} other {}}{full, select, yes {। दूसरा चुनने के लिए एक हटाएँ।} other {}}',
  'shared.multiSelect.chosen':
    '{count} / {max} चुने गए{full, select, yes { — दूसरा चुनने के लिए एक हटाएँ} other {}}',
  'shared.multiSelect.matching': 'मिलते विकल्प',
  'shared.multiSelect.noMatch': '“{query}” से कोई विकल्प नहीं मिलता।',

  // Uploading a file (the rule's words: src/domain/startups/file-rules.ts).
  'shared.upload.label.logo': 'लोगो अपलोड करें (PNG, JPEG या WebP, 5 MB तक)',
  'shared.upload.label.photo': 'फ़ोटो अपलोड करें (PNG, JPEG या WebP, 5 MB तक)',
  'shared.upload.label.deck': 'पिच डेक अपलोड करें (PDF, 25 MB तक)',
  'shared.upload.tooLarge.logo': 'लोगो ज़्यादा से ज़्यादा 5 MB का हो सकता है।',
  'shared.upload.tooLarge.photo': 'फ़ोटो ज़्यादा से ज़्यादा 5 MB की हो सकती है।',
  'shared.upload.tooLarge.deck': 'डेक ज़्यादा से ज़्यादा 25 MB का हो सकता है।',
  'shared.upload.wrongImage': 'PNG, JPEG या WebP इमेज अपलोड करें।',
  'shared.upload.wrongPdf': 'यह फ़ाइल असली PDF नहीं है।',
  'shared.upload.empty': 'यह फ़ाइल ख़ाली है।',
  'shared.upload.uploading.logo': 'लोगो अपलोड हो रहा है',
  'shared.upload.uploading.photo': 'फ़ोटो अपलोड हो रही है',
  'shared.upload.uploading.deck': 'पिच डेक अपलोड हो रहा है',
  'shared.upload.cancel': 'रद्द करें',
  'shared.upload.currentLogo': 'अभी का लोगो',
  'shared.upload.currentPhoto': 'अभी की फ़ोटो',
  'shared.upload.bytes': '{count, plural, one {# बाइट} other {# बाइट}}',
  'shared.upload.currentFile': '<file>{name}</file> <muted>(साइज़: {size})</muted>',
  'shared.upload.viewDeck': 'डेक देखें',
  'shared.upload.download': 'डाउनलोड करें',
  'shared.upload.connectionFailed':
    'अपलोड नहीं हो सका। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।',
  'shared.upload.signInAgain': 'अपलोड करने के लिए फिर से साइन इन करें।',
  'shared.upload.tooMany': 'बहुत ज़्यादा अपलोड हो गए। थोड़ी देर रुककर फिर से कोशिश करें।',
  'shared.upload.failed': 'अपलोड नहीं हो सका। कृपया फिर से कोशिश करें।',

  // Reading a deck in the page.
  'shared.deck.page': '{count} में से पेज {page}',
  'shared.deck.loading': 'डेक लोड हो रहा है',
  'shared.deck.firstPage': '{title} का पहला पेज',
  'shared.deck.pageLabel': '{title}, {count} में से पेज {page}',
  'shared.deck.failed': 'यह डेक यहाँ नहीं दिखाया जा सका।',
  'shared.deck.download': 'डेक डाउनलोड करें',
  'shared.deck.viewer': '{title}, व्यूअर',
  'shared.deck.previousPage': 'पिछला पेज',
  'shared.deck.previous': 'पिछला',
  'shared.deck.nextPage': 'अगला पेज',
  'shared.deck.next': 'अगला',
  'shared.deck.turnHint': ' · ← → से पेज पलटें',
  'shared.deck.pageText': 'पेज {page} का टेक्स्ट',
  'shared.deck.reading': 'पेज पढ़ा जा रहा है…',
  'shared.deck.noText': 'इस पेज पर पढ़ने लायक टेक्स्ट नहीं है: यह एक इमेज है।',

  // A legal page's frame.
  'shared.legal.eyebrow': 'क़ानूनी',
  'shared.legal.lastUpdated': 'आख़िरी बदलाव: {date}',
  'shared.legal.contents': 'विषय-सूची',
  'shared.legal.back': 'विषय-सूची पर वापस जाएँ',

  // The notification bell (the notifications' own words are written by the server).
  'shared.notifications.title': 'सूचनाएँ',
  'shared.notifications.unreadLabel':
    '{past99, select, yes {सूचनाएँ, 99 से ज़्यादा बिना पढ़ी} other {सूचनाएँ, {count} बिना पढ़ी}}',
  'shared.notifications.markAll': 'सबको पढ़ा हुआ मानें',
  'shared.notifications.markFailed':
    'आपकी सूचनाएँ पढ़ी हुई नहीं मानी जा सकीं। कृपया फिर से कोशिश करें।',
  'shared.notifications.loading': 'सूचनाएँ लोड हो रही हैं…',
  'shared.notifications.loadFailed': 'आपकी सूचनाएँ लोड नहीं हो सकीं।',
  'shared.notifications.empty': 'अभी कुछ नहीं। नए आवेदन और आवेदनों में हुए बदलाव यहाँ दिखेंगे।',
  'shared.notifications.older': 'पुरानी देखें',
  'shared.notifications.unread': 'बिना पढ़ी: ',
  'shared.notifications.justNow': 'अभी-अभी',
  'shared.notifications.minutesAgo': '{minutes} मिनट पहले',
  'shared.notifications.hoursAgo': '{hours} घंटे पहले',
  'shared.notifications.daysAgo': '{days} दिन पहले',
}
