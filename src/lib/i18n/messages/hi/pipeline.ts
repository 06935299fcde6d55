import type { pipeline as english } from '@/lib/i18n/messages/en/pipeline'

export const pipeline: Record<keyof typeof english, string> = {
  'pipeline.filter.status': 'स्थिति',
  'pipeline.filter.channelId': 'कॉल',
  'pipeline.filter.sectors': 'सेक्टर',
  'pipeline.filter.developmentStage': 'स्टेज',
  'pipeline.filter.headquarters': 'हेडक्वार्टर',
  'pipeline.filter.businessType': 'बिज़नेस का प्रकार',
  'pipeline.filter.customerInteraction': 'ग्राहकों से जुड़ने का तरीका',
  'pipeline.filter.dpiit': 'DPIIT मान्यता',
  'pipeline.filter.startupIndia': 'स्टार्टअप इंडिया की पात्रता',
  'pipeline.filter.startupIndia.unknown': 'जानकारी अधूरी',
  'pipeline.filter.overdue': 'देर हो गई',
  'pipeline.filter.channelStatus':
    '{channel} ({status, select, draft {ड्राफ़्ट} closed {बंद} archived {आर्काइव} other {खुली}})',

  'pipeline.facet.counting':
    '{counting, select, startups {{count, plural, one {स्टार्टअप} other {स्टार्टअप}}} other {{count, plural, one {आवेदन} other {आवेदन}}}}',
  'pipeline.facet.showFewer': 'कम दिखाएँ',
  'pipeline.facet.showAll':
    'सभी {count} {noun, select, channels {कॉल} sectors {सेक्टर} stages {स्टेज} states {राज्य और केंद्र शासित प्रदेश} businessTypes {बिज़नेस प्रकार} customerInteractions {तरीके} other {विकल्प}} दिखाएँ',

  'pipeline.raise.legend': 'जुटाने की योजना',
  'pipeline.raise.minimum': 'कम से कम',
  'pipeline.raise.maximum': 'ज़्यादा से ज़्यादा',
  'pipeline.raise.apply': 'यह दायरा लगाएँ',
  'pipeline.raise.hint': '₹, जैसे 50 L या 1.5 Cr',
  'pipeline.raise.invalid': 'रकम लिखें, जैसे 50 L या 1.5 Cr।',
  'pipeline.raise.belowMinimum': 'ज़्यादा से ज़्यादा रकम, कम से कम रकम से कम है।',

  'pipeline.chips.label': 'लगे हुए फ़िल्टर',
  'pipeline.chips.query': 'खोज: “{query}”',
  'pipeline.chips.value':
    '{filter, select, status {स्थिति} channelId {कॉल} sectors {सेक्टर} developmentStage {स्टेज} headquarters {हेडक्वार्टर} businessType {बिज़नेस का प्रकार} customerInteraction {ग्राहकों से जुड़ने का तरीका} dpiit {DPIIT मान्यता} startupIndia {स्टार्टअप इंडिया की पात्रता} other {फ़िल्टर}}: {value}',
  'pipeline.chips.raise':
    '{bound, select, min {जुटाने की योजना ≥} other {जुटाने की योजना ≤}} {amount}',
  'pipeline.chips.raiseText':
    '{bound, select, min {जुटाने की योजना ≥} other {जुटाने की योजना ≤}} “{text}”',
  'pipeline.chips.submitted': '{bound, select, from {{date} से भेजे गए} other {{date} तक भेजे गए}}',
  'pipeline.chips.submittedText':
    '{bound, select, from {“{text}” से भेजे गए} other {“{text}” तक भेजे गए}}',
  'pipeline.chips.note.unknown': '(अनजान)',
  'pipeline.chips.note.ignored': '(अनदेखा)',
  'pipeline.chips.note.archived': '(आर्काइव किया पड़ाव)',
  'pipeline.chips.title.unknown': 'संगम यह मान नहीं पहचानता: इससे कोई आवेदन नहीं मिलता।',
  'pipeline.chips.title.ignored': 'यह न रुपयों में रकम है, न तारीख: इस सीमा को अनदेखा किया गया है।',
  'pipeline.chips.title.archived':
    'आपकी टीम ने यह पड़ाव आर्काइव किया है: तब इसके आवेदन आगे बढ़ा दिए गए थे, इसलिए इससे सिर्फ़ वही मिलता है जो अभी इसमें है।',
  'pipeline.chips.remove': 'फ़िल्टर हटाएँ: {filter}',
  'pipeline.chips.clearAll': 'सब हटाएँ',

  'pipeline.statusTabs.all': 'सभी',

  'pipeline.density.label': 'पंक्तियों का फ़ासला',
  'pipeline.density.comfortable': 'खुली',
  'pipeline.density.compact': 'घनी',
  'pipeline.density.title': '{density, select, compact {घनी पंक्तियाँ} other {खुली पंक्तियाँ}}',
  'pipeline.density.failed': 'हम आपकी पसंद सेव नहीं कर पाए। कृपया फिर कोशिश करें।',

  'pipeline.results.caption': 'आवेदन',
  'pipeline.results.startup': 'स्टार्टअप',
  'pipeline.results.channel': 'कॉल',
  'pipeline.results.status': 'स्थिति',
  'pipeline.results.waiting': 'इंतज़ार',
  'pipeline.results.fit': 'मेल',
  'pipeline.results.rating': 'रेटिंग',
  'pipeline.results.raise': 'रकम',
  'pipeline.results.lastActivity': 'आख़िरी गतिविधि',
  'pipeline.results.assignee': 'ज़िम्मेदार',
  'pipeline.results.statusWaiting': 'स्थिति · इंतज़ार',
  'pipeline.results.fitRating': 'मेल · रेटिंग',
  'pipeline.results.activity': 'गतिविधि',
  'pipeline.results.plannedRaise': 'जुटाने की योजना',
  'pipeline.results.profile': 'स्टेज, राज्य और सेक्टर',
  'pipeline.results.assigneeAndActivity': 'ज़िम्मेदार और आख़िरी गतिविधि',
  'pipeline.results.assigneeActivity': '{assignee} · आख़िरी गतिविधि {date}',
  'pipeline.results.unassigned': 'किसी को नहीं सौंपा',
  'pipeline.results.selectAll': 'इस पेज के सभी आवेदन चुनें',
  'pipeline.results.select': '{startup} चुनें',

  'pipeline.cells.submitted': '{date} को भेजा गया',
  'pipeline.cells.withdrawn': '{date} को भेजा गया; स्टार्टअप ने वापस ले लिया',
  'pipeline.cells.answered': 'जवाब दिया',
  'pipeline.cells.waitingTitle':
    '{date} को भेजा गया; कॉल {promise} दिन में जवाब का वादा करती है{overdue, select, yes { (देर हो गई)} other {}}',
  'pipeline.cells.waited': '<waited>{days}</waited><of>/ {promise} दिन</of>',
  'pipeline.cells.overdue': '(देर हो गई)',
  'pipeline.cells.noCriteria': 'कॉल में कोई शर्त नहीं है',
  'pipeline.cells.fitTitle': 'कॉल की {fit}% शर्तें पूरी करता है',
  'pipeline.cells.notRated': 'रेटिंग नहीं',
  'pipeline.cells.rateToSee': 'टीम के बाक़ी लोगों के स्कोर देखने के लिए रेटिंग दें',
  'pipeline.cells.rated': '{count} ने रेटिंग दी',
  'pipeline.cells.ratingsTitle':
    'टीम का औसत 5 में से {average} ({count, plural, one {# रेटिंग} other {# रेटिंग}}){hasCalibrated, select, yes {; संतुलित {calibrated} (हर रिव्यूअर के आम रुझान के हिसाब से ठीक किया गया)} other {}}; आपकी {mine}',
  'pipeline.cells.you': ' · आपकी {mine}',
  'pipeline.cells.calibrated': 'संतुलित {score}',

  'pipeline.bulk.label': 'चुने गए आवेदन',
  'pipeline.bulk.selected': '{count} चुने गए',
  'pipeline.bulk.clear': 'चुनाव हटाएँ',
  'pipeline.bulk.move': 'चुने गए आवेदन यहाँ ले जाएँ',
  'pipeline.bulk.decisionTitle':
    '{count, plural, =1 {एक आवेदन} other {# आवेदन}} {decision, select, rejected {नामंज़ूर करें} other {मंज़ूर करें}}?',
  'pipeline.bulk.decisionDescription':
    'फ़ैसला आख़िरी होता है। हर फ़ाउंडर को सूचना जाती है और सबको एक ही संदेश{decision, select, rejected { और वजह} other {}} मिलती है। जिन आवेदनों पर फ़ैसला हो चुका है या जो वापस लिए गए हैं, वे छोड़ दिए जाते हैं।',
  'pipeline.bulk.outcome':
    '{moved} {to, select, accepted {मंज़ूर} rejected {नामंज़ूर} other {“{stage}” में भेजे गए}}{skipped, plural, =0 {} other {, {skipped} छोड़े गए (पहले से वहीं थे, फ़ैसला हो चुका था या वापस लिए गए थे)}}',
  'pipeline.bulk.listLabel': 'चुने गए स्टार्टअप किसी सूची में जोड़ें',
  'pipeline.bulk.listPlaceholder': 'सूची में जोड़ें…',
  'pipeline.bulk.adding': 'जोड़ रहे हैं…',
  'pipeline.bulk.add': 'जोड़ें',
  'pipeline.bulk.added':
    '{added, plural, one {# स्टार्टअप} other {# स्टार्टअप}} “{list}” में जोड़े गए{alreadyThere, plural, =0 {} other {, {alreadyThere} पहले से थे}}',
  'pipeline.bulk.addFailed': 'हम इन्हें सूची में नहीं जोड़ पाए।',

  'pipeline.views.button': 'सेव किए व्यू',
  'pipeline.views.heading': 'आपके सेव किए व्यू',
  'pipeline.views.loading': 'आपके व्यू लोड हो रहे हैं…',
  'pipeline.views.loadFailed': 'हम आपके व्यू लोड नहीं कर पाए।',
  'pipeline.views.none': 'अभी कोई नहीं। जो फ़िल्टर आप अक्सर लगाते हैं, उन्हें सेव करें।',
  'pipeline.views.current': '(अभी वाला)',
  'pipeline.views.delete': 'व्यू हटाएँ: {name}',
  'pipeline.views.saveAs': 'अभी के फ़िल्टर इस नाम से सेव करें',
  'pipeline.views.placeholder': 'जैसे एग्रीटेक, दक्षिण भारत',
  'pipeline.views.saving': 'सेव हो रहा है…',
  'pipeline.views.save': 'सेव करें',
  'pipeline.views.saved': '“{name}” सेव हो गया',
  'pipeline.views.deleted': '“{name}” हटा दिया गया',
  'pipeline.views.saveFailed': 'हम यह व्यू सेव नहीं कर पाए।',
  'pipeline.views.deleteFailed': 'हम यह व्यू नहीं हटा पाए।',

  'pipeline.applications.title': 'आवेदन',
  'pipeline.applications.matching':
    '{count, plural, one {# आवेदन इन फ़िल्टर से मेल खाता है} other {# आवेदन इन फ़िल्टर से मेल खाते हैं}}।',
  'pipeline.applications.total':
    'आपकी कॉल पर {count, plural, one {# आवेदन} other {# आवेदन}} आए हैं।',
  'pipeline.applications.count': '{count, plural, one {# आवेदन} other {# आवेदन}}',
  'pipeline.applications.triage':
    '{filtered, select, yes {ये {count, number} ट्रायाज करें} other {सभी {count, number} ट्रायाज करें}}',
  'pipeline.applications.export': 'CSV डाउनलोड करें',
  'pipeline.applications.search': 'आवेदन खोजें',
  'pipeline.applications.searchPlaceholder': 'स्टार्टअप, वन-लाइनर और जवाब खोजें',
  'pipeline.applications.sortLabel': 'आवेदनों का क्रम',
  'pipeline.applications.sort.newest': 'सबसे नए पहले',
  'pipeline.applications.sort.oldest': 'सबसे पुराने पहले',
  'pipeline.applications.sort.name': 'स्टार्टअप का नाम (A–Z)',
  'pipeline.applications.sort.raise_desc': 'सबसे बड़ी रकम पहले',
  'pipeline.applications.sort.raise_asc': 'सबसे छोटी रकम पहले',
  'pipeline.applications.sort.calibrated': 'संतुलित स्कोर',
  'pipeline.applications.filters': '{count, plural, =0 {फ़िल्टर} other {फ़िल्टर (#)}}',
  'pipeline.applications.filtersLabel': 'फ़िल्टर',
  'pipeline.applications.calibratedSort':
    'जिन आवेदनों को आपने रेटिंग दी है, वे टीम के संतुलित स्कोर के हिसाब से पहले आते हैं: हर रिव्यूअर के आम रुझान के हिसाब से ठीक किया गया। बाक़ी उसके बाद, सबसे नए पहले।',
  'pipeline.applications.calibratedNote':
    'संतुलित स्कोर हर रिव्यूअर के आम रुझान के हिसाब से ठीक किए जाते हैं।',
  'pipeline.applications.ignoredRaise':
    '“{text}” रुपयों में रकम नहीं है, इसलिए {bound, select, min {कम से कम} other {ज़्यादा से ज़्यादा}} रकम की सीमा अनदेखी की गई है।',
  'pipeline.applications.raiseHelp':
    'पते में रकम पूरे रुपयों में होती है, जैसे 5000000; फ़िल्टर में रकम का दायरा 50 L या 1.5 Cr भी लेता है।',
  'pipeline.applications.loadFailed': 'हम आवेदन लोड नहीं कर पाए।',
  'pipeline.applications.tryAgain': 'फिर कोशिश करें',
  'pipeline.applications.noPage': 'पेज {page} नहीं है।',
  'pipeline.applications.noMatches': 'इन फ़िल्टर से कोई आवेदन मेल नहीं खाता।',
  'pipeline.applications.noneYet': 'अभी कोई आवेदन नहीं।',
  'pipeline.applications.firstPage': 'पहले पेज पर जाएँ',
  'pipeline.applications.unknownValues':
    '“अनजान” वाले फ़िल्टर में ऐसे मान हैं जो संगम नहीं पहचानता, इसलिए उनसे कुछ नहीं मिलता।',
  'pipeline.applications.clearFilters': 'फ़िल्टर हटाएँ',
  'pipeline.applications.appearHere': 'आपकी <link>कॉल</link> पर स्टार्टअप के आवेदन यहाँ दिखते हैं।',
  'pipeline.applications.loading': 'लोड हो रहा है…',

  'pipeline.startup.allApplications': 'सभी आवेदन',
  'pipeline.startup.notFound': 'स्टार्टअप नहीं मिला',
  'pipeline.startup.notFoundBody':
    'इस पते पर ऐसा कोई स्टार्टअप नहीं है जिसे आपकी टीम देख सके: या तो यह है ही नहीं, या इसने आपकी कॉल पर आवेदन नहीं किया है और यह सबको दिखता भी नहीं।',
  'pipeline.startup.withdrew': '{startup} ने {date} को {channel} पर अपना आवेदन वापस ले लिया।',
  'pipeline.startup.asSubmitted':
    'आप प्रोफ़ाइल वैसी देख रहे हैं जैसी {date} को भेजी गई थी। बाद के बदलाव और फ़ाइलें आपके साथ शेयर नहीं होतीं।',
  'pipeline.startup.shareWithdrawn':
    '{startup} के फ़ाउंडरों ने {date} को आपके फ़ंड के साथ शेयरिंग वापस ले ली।',
  'pipeline.startup.asShared':
    'आप प्रोफ़ाइल वैसी देख रहे हैं जैसी {lead} ने {date} को {round} डील रूम में शेयर की थी, डेक के बिना। बाद के बदलाव और फ़ाइलें आपके साथ शेयर नहीं होतीं। <link>डील रूम खोलें</link>',
  'pipeline.startup.loadingApplications': 'आवेदन लोड हो रहे हैं',
  'pipeline.startup.loadFailed': 'हम आवेदन लोड नहीं कर पाए।',
  'pipeline.startup.tryAgain': 'फिर कोशिश करें',
  'pipeline.startup.noApplications': 'आपकी कॉल पर कोई आवेदन नहीं',
  'pipeline.startup.noApplicationsBody':
    '{startup} ने आपकी किसी कॉल पर आवेदन नहीं किया है: यह सबको दिखता है, या किसी डील रूम में आपके फ़ंड के साथ शेयर किया गया है। आपकी टीम फिर भी इसे रेटिंग दे सकती है, नोट रख सकती है और इसे किसी सूची में जोड़ सकती है।',
  'pipeline.startup.ratingsFailed': 'हम रेटिंग लोड नहीं कर पाए।',
  'pipeline.startup.fitSummary':
    'स्टार्टअप आपकी थीसिस से कितना मेल खाता है: सेक्टर, स्टेज, राज्य और निवेश की रकम।',

  'pipeline.dashboard.title': 'डैशबोर्ड',
  'pipeline.dashboard.description':
    'एक समय में आपकी पाइपलाइन: पड़ाव और हफ़्ते के हिसाब से आवेदन, आपके अपने पड़ावों से होकर हर कॉल का फ़नल, सेक्टर और राज्य, आपकी टीम कितनी जल्दी जवाब देती है, और किसने क्या किया।',
  'pipeline.dashboard.fixedPeriod':
    'पते में दी गई अवधि सही नहीं थी, इसलिए यहाँ पिछले 12 महीने दिख रहे हैं।',
  'pipeline.dashboard.scope':
    '{from} – {to}{hasChannel, select, yes { · {channel}} other { · सभी कॉल}}{updating, select, yes { · अपडेट हो रहा है…} other {}}',
  'pipeline.dashboard.bySector': 'सेक्टर के हिसाब से',
  'pipeline.dashboard.bySectorDescription': 'एक आवेदन अपने हर सेक्टर में एक बार गिना जाता है।',
  'pipeline.dashboard.byState': 'राज्य के हिसाब से',
  'pipeline.dashboard.byStateDescription': 'स्टार्टअप का हेडक्वार्टर कहाँ है।',
  'pipeline.dashboard.nothingInPeriod': 'इस अवधि में कोई आवेदन नहीं',
  'pipeline.dashboard.nothingInPeriodBody':
    'आवेदन आने पर चार्ट दिखेंगे। लंबी अवधि चुनें, या सभी कॉल।',
  'pipeline.dashboard.noneYet': 'अभी कोई आवेदन नहीं',
  'pipeline.dashboard.noneYetBody':
    'आपकी कॉल पर आए आवेदनों के चार्ट यहाँ दिखते हैं। आवेदन पाने के लिए <link>कोई कॉल खोलें</link>।',
  'pipeline.dashboard.channelNotFound': 'कॉल नहीं मिली',
  'pipeline.dashboard.channelNotFoundBody':
    'डैशबोर्ड से ऐसी कॉल माँगी गई जो आपके संगठन की नहीं है।',
  'pipeline.dashboard.allChannelsLink': 'सभी कॉल का डैशबोर्ड',
  'pipeline.period.label': 'अवधि',
  'pipeline.period.30d': 'पिछले 30 दिन',
  'pipeline.period.90d': 'पिछले 90 दिन',
  'pipeline.period.12m': 'पिछले 12 महीने',
  'pipeline.period.channel': 'कॉल',
  'pipeline.period.allChannels': 'सभी कॉल',
  'pipeline.period.custom': 'अपनी अवधि',
  'pipeline.period.from': 'से',
  'pipeline.period.to': 'तक',
  'pipeline.period.show': 'दिखाएँ',

  'pipeline.summary.applications': 'आवेदन',
  'pipeline.summary.applicationsDetail': 'इस अवधि में भेजे गए',
  'pipeline.summary.firstAnswer': 'पहला जवाब',
  'pipeline.summary.firstAnswerDetail': 'मीडियन, आवेदन से आपकी टीम के पहले कदम तक',
  'pipeline.summary.decision': 'फ़ैसला',
  'pipeline.summary.decisionDetail': 'मीडियन, आवेदन से मंज़ूरी या नामंज़ूरी तक',
  'pipeline.summary.onTime': 'वादे के समय में फ़ैसला',
  'pipeline.summary.onTimeDetail': '{due} में से {decided}, जिनके वादे का समय आ चुका है',
  'pipeline.summary.overdue': 'वादे का समय बीता, फ़ैसला नहीं',
  'pipeline.summary.overdueDetail': 'अभी, कभी भी भेजे गए हों; जवाब मिला हो या नहीं',

  'pipeline.responsiveness.heading': 'आपकी जवाबदेही, जैसी फ़ाउंडर देखते हैं',
  'pipeline.responsiveness.where':
    'आपके कॉल कार्ड, आवेदन पेज और पब्लिक पेज पर · पिछले 12 महीने, ऊपर कोई भी अवधि चुनी हो',
  'pipeline.responsiveness.promise':
    'फ़ाउंडरों से जवाब का वादा किया जाता है: उनके आवेदन पर आपकी टीम का पहला कदम, फ़ैसला नहीं।',
  'pipeline.responsiveness.noneWaiting':
    'वादे का समय बीतने के बाद कोई भी आवेदन पहले जवाब का इंतज़ार नहीं कर रहा।',
  'pipeline.responsiveness.waiting':
    'वादे का समय बीतने पर भी {count} को पहला जवाब नहीं मिला<muted> · हर एक “वादे के समय में जवाब” को घटाता है</muted>',
  'pipeline.responsiveness.late':
    '{days, plural, one {# दिन} other {# दिन}} की देर · {date} को भेजा गया',
  'pipeline.responsiveness.seeAll': 'वादे का समय बीतने के बाद भी बिना फ़ैसले वाले सभी आवेदन देखें',

  'pipeline.habits.heading': 'हर रिव्यूअर कैसे स्कोर देता है',
  'pipeline.habits.description':
    'उन्हीं आवेदनों को रेटिंग देने वाले टीम के बाक़ी लोगों के मुकाबले, पिछले 12 महीनों में, ऊपर कोई भी अवधि चुनी हो। संतुलित स्कोर से यह रुझान हटा दिया जाता है।',
  'pipeline.habits.ownersOnly': 'यह कार्ड सिर्फ़ टीम के मालिक देखते हैं।',
  'pipeline.habits.list': 'रिव्यूअरों की स्कोरिंग',
  'pipeline.habits.from': 'टीम के साथ साझा {count} रेटिंग से',
  'pipeline.habits.minimum':
    'जब तक किसी रिव्यूअर की पिछले 12 महीनों की {minimum} रेटिंग ऐसे आवेदनों की न हों जिन्हें टीम के किसी और ने भी रेटिंग दी है, उसकी रेटिंग बिना बदलाव के गिनी जाती है।',

  'pipeline.chart.showAs': '{title} ऐसे दिखाएँ',
  'pipeline.chart.chart': 'चार्ट',
  'pipeline.chart.table': 'टेबल',
  'pipeline.chart.empty': 'इस अवधि में कुछ नहीं।',
  'pipeline.chart.applications': 'आवेदन',
  'pipeline.chart.weekOf': '{week} वाला हफ़्ता',
  'pipeline.chart.daysTick': '{days} दिन',
  'pipeline.chart.days': '{days} दिन',
  'pipeline.chart.firstAnswer': 'पहला जवाब (मीडियन)',
  'pipeline.chart.decision': 'फ़ैसला (मीडियन)',
  'pipeline.chart.promised': 'वादा',
  'pipeline.chart.statusMoves': 'स्थिति में बदलाव',
  'pipeline.chart.notes': 'नोट',
  'pipeline.chart.ratings': 'रेटिंग',

  'pipeline.figures.days': '{count, plural, one {{days} दिन} other {{days} दिन}}',
  'pipeline.figures.archivedStage': '{name} (आर्काइव किया पड़ाव)',
  'pipeline.figures.byStage': 'पड़ाव के हिसाब से आवेदन',
  'pipeline.figures.byStageDescription': 'इस अवधि के आवेदन आज कहाँ हैं, आपकी पाइपलाइन के क्रम में।',
  'pipeline.figures.stage': 'पड़ाव',
  'pipeline.figures.applications': 'आवेदन',
  'pipeline.figures.share': 'हिस्सा',
  'pipeline.figures.perWeek': 'हर हफ़्ते आवेदन',
  'pipeline.figures.perWeekDescription': 'हर हफ़्ते भेजे गए (सोमवार से रविवार, भारत का समय)।',
  'pipeline.figures.weekOf': 'हफ़्ता',
  'pipeline.figures.funnel': 'हर कॉल का फ़नल',
  'pipeline.figures.funnelDescription':
    'जो आवेदन हर पड़ाव तक या उससे आगे पहुँचे, और पिछले पड़ाव से कितने आगे बढ़े।',
  'pipeline.figures.noChannels': 'अभी कोई कॉल आवेदन नहीं ले रही।',
  'pipeline.figures.channel': 'कॉल',
  'pipeline.figures.timing': 'जवाब में लगा समय, हर वादे के सामने',
  'pipeline.figures.timingDescription':
    'आवेदन से टीम के पहले कदम तक और फ़ैसले तक के मीडियन दिन; साथ में कॉल का वादा किया गया जवाब का समय।',
  'pipeline.figures.noApplications': 'इस अवधि में कोई आवेदन नहीं।',
  'pipeline.figures.timingCaption': 'हर कॉल पर जवाब में लगा समय',
  'pipeline.figures.promised': 'वादा',
  'pipeline.figures.firstAnswer': 'पहला जवाब',
  'pipeline.figures.decision': 'फ़ैसला',
  'pipeline.figures.decidedOnTime': 'वादे के समय में फ़ैसला',
  'pipeline.figures.decidedOf': '{due} में से {decided} ({share})',
  'pipeline.figures.tenLargest': '{description} सबसे बड़े दस; टेबल में सभी हैं।',
  'pipeline.figures.sector': 'सेक्टर',
  'pipeline.figures.state': 'राज्य या केंद्र शासित प्रदेश',
  'pipeline.figures.reviewers': 'रिव्यूअरों की गतिविधि',
  'pipeline.figures.reviewersDescription':
    'इस अवधि में टीम के हर सदस्य ने क्या किया: स्थिति में बदलाव, नोट और रेटिंग।',
  'pipeline.figures.teammate': 'टीम का सदस्य',
  'pipeline.figures.statusMoves': 'स्थिति में बदलाव',
  'pipeline.figures.notes': 'नोट',
  'pipeline.figures.ratings': 'रेटिंग',
}
