import type { investor as english } from '@/lib/i18n/messages/en/investor'

export const investor: Record<keyof typeof english, string> = {
  'investor.common.cancel': 'रद्द करें',
  'investor.common.saving': 'सेव हो रहा है…',
  'investor.common.back': 'पीछे',
  'investor.common.fit': 'मेल {fit}%',
  'investor.common.raising': '{amount} जुटाने की योजना',
  'investor.common.startups': '{count, plural, one {# स्टार्टअप} other {# स्टार्टअप}}',

  'investor.channels.title': 'कॉल',
  'investor.channels.description':
    'आपकी खुली कॉल: शर्तें, सवाल, जवाब देने का वादा और हर कॉल पर कितने आवेदन आए।',
  'investor.channels.new': 'नई कॉल',
  'investor.channels.empty.title': 'अभी कोई कॉल नहीं',
  'investor.channels.empty.body':
    'कॉल आवेदनों के लिए एक खुला न्योता है। जिन सेक्टर, स्टेज, राज्यों और जुटाने की रकम में आप निवेश करते हैं, वे चुनें, अपने सवाल जोड़ें, और बताएँ कि स्टार्टअप को कितने दिन में जवाब मिलेगा। इसे संगम के हर स्टार्टअप के लिए लिस्टेड रखें, या अनलिस्टेड रखकर इसका लिंक भेजें।',
  'investor.channels.empty.create': 'अपनी पहली कॉल बनाएँ',
  'investor.channels.listLabel': 'आपकी कॉल',
  'investor.channels.loading': 'लोड हो रहा है…',

  'investor.channelCard.listed': 'लिस्टेड',
  'investor.channelCard.unlisted': 'अनलिस्टेड',
  'investor.channelCard.answersWithin': '{days, plural, one {# दिन} other {# दिन}} में जवाब',
  'investor.channelCard.dates.range': '{opens} से {closes} तक',
  'investor.channelCard.dates.opens':
    '{past, select, yes {{date} को खुली} other {{date} को खुलेगी}}',
  'investor.channelCard.dates.closes':
    '{past, select, yes {{date} को बंद हुई} other {{date} को बंद होगी}}',
  'investor.channelCard.dates.none': 'कोई तारीख़ तय नहीं',
  'investor.channelCard.applications':
    '<figure>{count}</figure> {count, plural, one {आवेदन} other {आवेदन}}',
  'investor.channelCard.overdue': '{count} में देर',
  'investor.channelCard.overdueLabel': '{count} में देर: {title} के आवेदन',
  'investor.channelCard.noneOverdue': 'किसी में देर नहीं',
  'investor.channelCard.tileLabel': '{title} में {name}: {count}',
  'investor.channelCard.updated': '{date} को अपडेट हुई',

  'investor.channelStatus.opens': '{date} को खुलेगी',

  'investor.channel.description':
    'शीर्षक, शर्तें, सवाल, तारीख़ें, कौन देख सकता है और जवाब देने का वादा।',
  'investor.channel.skeletonTitle': 'कॉल',
  'investor.channel.allChannels': 'सभी कॉल',
  'investor.channel.notFound.title': 'कॉल नहीं मिली',
  'investor.channel.notFound.body': 'यह कॉल मौजूद नहीं है या किसी दूसरे संगठन की है।',
  'investor.channel.status': 'स्टेटस',
  'investor.channel.new.title': 'नई कॉल',
  'investor.channel.new.description':
    'शीर्षक, शर्तें, सवाल, तारीख़ें, कौन देख सकता है और जवाब देने का वादा। सेव करने तक कुछ नहीं बनता; फिर यह ड्राफ़्ट बनती है, जिसे आपके खोलने तक सिर्फ़ आपकी टीम देखती है।',

  'investor.shareLink.label': 'शेयर करने का लिंक',
  'investor.shareLink.what': 'लिंक',
  'investor.shareLink.hint':
    'जिन स्टार्टअप के पास यह लिंक है, वे कॉल खुली रहने तक आवेदन कर सकते हैं, चाहे कॉल अनलिस्टेड हो।',

  'investor.statusMove.reopen.label': 'कॉल फिर खोलें',
  'investor.statusMove.reopen.title': 'यह कॉल फिर खोलें?',
  'investor.statusMove.reopen.effect':
    'स्टार्टअप फिर से आवेदन कर पाएँगे। कॉल लिस्टेड है तो यह हर स्टार्टअप को फिर दिखेगी; बंद होने की तारीख़ अब भी लागू रहेगी।',
  'investor.statusMove.reopen.done': 'कॉल फिर खुल गई',
  'investor.statusMove.open.label': 'कॉल खोलें',
  'investor.statusMove.open.title': 'यह कॉल खोलें?',
  'investor.statusMove.open.effect':
    'स्टार्टअप आवेदन करना शुरू कर सकेंगे। लिस्टेड कॉल संगम के हर स्टार्टअप को दिखती है; अनलिस्टेड सिर्फ़ उन्हें जिनके पास लिंक है। पहले अपने बदलाव सेव करें।',
  'investor.statusMove.open.done': 'कॉल खुल गई',
  'investor.statusMove.close.label': 'कॉल बंद करें',
  'investor.statusMove.close.title': 'यह कॉल बंद करें?',
  'investor.statusMove.close.effect':
    'नए आवेदन नहीं लिए जाएँगे। जो आवेदन आ चुके हैं वे आपकी पाइपलाइन में रहेंगे, और आप कॉल बाद में फिर खोल सकते हैं।',
  'investor.statusMove.close.done': 'कॉल बंद हो गई',
  'investor.statusMove.archive.label': 'कॉल आर्काइव करें',
  'investor.statusMove.archive.title': 'यह कॉल आर्काइव करें?',
  'investor.statusMove.archive.effect':
    'कॉल हमेशा के लिए हटा दी जाती है: इसमें आवेदन नहीं लिए जाते और यह फिर नहीं खुल सकती। इसके आवेदन देखे जा सकेंगे।',
  'investor.statusMove.archive.done': 'कॉल आर्काइव हो गई',
  'investor.statusMove.draft.label': 'ड्राफ़्ट में ले जाएँ',
  'investor.statusMove.draft.title': 'ड्राफ़्ट में ले जाएँ?',
  'investor.statusMove.draft.effect': 'कॉल में आवेदन लेना बंद हो जाएगा।',
  'investor.statusMove.draft.done': 'कॉल ड्राफ़्ट में चली गई',
  'investor.statusMove.archived': 'आर्काइव की गई कॉल का स्टेटस नहीं बदल सकता।',
  'investor.statusMove.working': 'हो रहा है…',
  'investor.statusMove.failed': 'हम स्टेटस नहीं बदल पाए। कृपया फिर कोशिश करें।',

  'investor.channelForm.created': 'ड्राफ़्ट कॉल बन गई',
  'investor.channelForm.saved': 'कॉल सेव हो गई',
  'investor.channelForm.fieldsNeedAttention': 'कुछ जगहों पर ध्यान देना ज़रूरी है।',
  'investor.channelForm.failed': 'हम कॉल सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'investor.channelForm.notSaved': 'कॉल सेव नहीं हुई। निशान लगी जगहें देखें।',
  'investor.channelForm.about.title': 'कॉल के बारे में',
  'investor.channelForm.about.description': 'स्टार्टअप सबसे पहले यही देखते हैं।',
  'investor.channelForm.title': 'शीर्षक',
  'investor.channelForm.description': 'ब्योरा',
  'investor.channelForm.descriptionHint':
    'आप किसमें निवेश करते हैं, क्या देते हैं और आवेदन के बाद क्या होता है।',
  'investor.channelForm.criteria.title': 'शर्तें',
  'investor.channelForm.criteria.description':
    'किसे आवेदन करना चाहिए। शर्तों से बाहर के स्टार्टअप को चेतावनी मिलती है, रोका नहीं जाता। कोई भी चलेगा तो जगह ख़ाली छोड़ें।',
  'investor.channelForm.sectors': 'सेक्टर',
  'investor.channelForm.headquarters': 'मुख्यालय',
  'investor.channelForm.headquartersHint': 'राज्य और केंद्र शासित प्रदेश।',
  'investor.channelForm.developmentStages': 'डेवलपमेंट स्टेज',
  'investor.channelForm.businessTypes': 'बिज़नेस के प्रकार',
  'investor.channelForm.raiseMin': 'कम से कम जुटाने की रकम',
  'investor.channelForm.raiseMinPlaceholder': 'जैसे 50 L',
  'investor.channelForm.raiseMax': 'ज़्यादा से ज़्यादा जुटाने की रकम',
  'investor.channelForm.raiseMaxPlaceholder': 'जैसे 5 Cr',
  'investor.channelForm.questions.title': 'सवाल',
  'investor.channelForm.questions.description':
    'स्टार्टअप की प्रोफ़ाइल के अलावा पूछे जाते हैं। जिन सवालों के जवाब आ चुके हैं, उन्हें दोबारा लिखा या छिपाया जा सकता है, हटाया नहीं जा सकता।',
  'investor.channelForm.dates.title': 'तारीख़ें, कौन देखे और शर्तें',
  'investor.channelForm.opensOn': 'खुलने की तारीख़',
  'investor.channelForm.closesOn': 'बंद होने की तारीख़',
  'investor.channelForm.visibility': 'कौन देख सकता है',
  'investor.channelForm.listed': 'सभी स्टार्टअप के लिए लिस्टेड',
  'investor.channelForm.unlisted': 'अनलिस्टेड — सिर्फ़ लिंक वाले लोग',
  'investor.channelForm.responseDays': 'जवाब देने का वादा (दिन)',
  'investor.channelForm.responseDaysHint':
    'इससे ज़्यादा दिन से रुके आवेदनों पर “देर हो गई” का निशान लगता है।',
  'investor.channelForm.minCompleteness': 'प्रोफ़ाइल कम से कम कितनी पूरी हो (%)',
  'investor.channelForm.minCompletenessHint':
    'जिन स्टार्टअप की प्रोफ़ाइल इससे कम पूरी है, उन्हें दिखता है कि क्या भरना है, और वहाँ तक पहुँचने तक वे आवेदन नहीं कर सकते। 0 पर हर प्रोफ़ाइल चलेगी।',
  'investor.channelForm.save': 'कॉल सेव करें',
  'investor.channelForm.create': 'ड्राफ़्ट कॉल बनाएँ',
  'investor.channelForm.draftNote':
    'ड्राफ़्ट के रूप में सेव होगी: आपके खोलने पर फ़ाउंडर इसे देखेंगे।',

  'investor.questions.empty':
    'अभी कोई सवाल नहीं। हर आवेदन में स्टार्टअप की पूरी प्रोफ़ाइल पहले से होती है; इसके अलावा जो जानना हो, उसके सवाल जोड़ें।',
  'investor.questions.add': 'सवाल जोड़ें',
  'investor.questions.count': '{max} में से {count} सवाल',
  'investor.questions.heading': 'सवाल {number}',
  'investor.questions.answers': '· {count, plural, one {# जवाब} other {# जवाब}}',
  'investor.questions.moveUp': 'सवाल {number} ऊपर ले जाएँ',
  'investor.questions.moveDown': 'सवाल {number} नीचे ले जाएँ',
  'investor.questions.removeTitle': '{count} जवाब आ चुके हैं — इसे छिपा दें',
  'investor.questions.remove': 'हटाएँ',
  'investor.questions.answeredHint':
    '{count, plural, one {# जवाब} other {# जवाब}} आ चुके हैं — इसे छिपा दें। आप इसे दोबारा लिख सकते हैं, पर हटा नहीं सकते, न इसका प्रकार बदल सकते हैं।',
  'investor.questions.kind': 'प्रकार',
  'investor.questions.kindPlaceholder': 'प्रकार चुनें…',
  'investor.questions.question': 'सवाल',
  'investor.questions.questionPlaceholder': 'जैसे आपके पहले दस ग्राहक कौन हैं?',
  'investor.questions.choices': 'विकल्प',
  'investor.questions.choicesHint': 'हर लाइन में एक विकल्प, कम से कम दो।',
  'investor.questions.required': 'ज़रूरी',
  'investor.questions.hidden': 'नए आवेदकों से छिपाएँ',
  'investor.questions.kind.short_text': 'छोटा जवाब',
  'investor.questions.kind.long_text': 'लंबा जवाब',
  'investor.questions.kind.number': 'संख्या',
  'investor.questions.kind.single_choice': 'एक विकल्प',
  'investor.questions.kind.multi_choice': 'कई विकल्प',
  'investor.questions.kind.url': 'वेब पता',

  'investor.discover.title': 'स्टार्टअप खोजें',
  'investor.discover.hiddenTitle': 'छिपाए गए स्टार्टअप',
  'investor.discover.sort.fit': 'सबसे ज़्यादा मेल पहले',
  'investor.discover.sort.newest': 'संगम पर सबसे नए',
  'investor.discover.sort.raise_desc': 'सबसे बड़ी रकम पहले',
  'investor.discover.sort.raise_asc': 'सबसे छोटी रकम पहले',
  'investor.discover.sort.name': 'स्टार्टअप का नाम (A–Z)',
  'investor.discover.description':
    '{count, plural, one {# स्टार्टअप} other {# स्टार्टअप}} जो आप देख सकते हैं: संगम पर खोजे जा सकने वाले, आपकी कॉल में आवेदन करने वाले या डील रूम में आपके साथ शेयर किए गए, आपकी निवेश की सोच से मेल के क्रम में।',
  'investor.discover.hiddenDescription':
    '{count, plural, one {# स्टार्टअप} other {# स्टार्टअप}} जिन्हें आपकी टीम ने अलग रखा। किसी को फिर दिखाएँ तो वह खोज में वापस आ जाएगा।',
  'investor.discover.backToDiscover': 'खोज पर वापस',
  'investor.discover.hidden': 'छिपाए गए ({count})',
  'investor.discover.finishProfile':
    'मेल आपकी निवेशक प्रोफ़ाइल से मापा जाता है। स्टार्टअप को आपकी पसंद के हिसाब से क्रम में लाने के लिए <link>इसे पूरा करें</link>।',
  'investor.discover.searchPlaceholder': 'नाम या ब्योरे से स्टार्टअप खोजें',
  'investor.discover.searchLabel': 'स्टार्टअप खोजें',
  'investor.discover.sortLabel': 'स्टार्टअप का क्रम',
  'investor.discover.filters': 'फ़िल्टर',
  'investor.discover.listLabel': 'स्टार्टअप',
  'investor.discover.empty.hiddenTitle': 'कुछ भी छिपा नहीं',
  'investor.discover.empty.filteredTitle': 'इन फ़िल्टर से कोई स्टार्टअप नहीं मिला',
  'investor.discover.empty.title': 'खोजने के लिए अभी कोई स्टार्टअप नहीं',
  'investor.discover.empty.hidden':
    'जिन स्टार्टअप को आपकी टीम “हमारे लिए नहीं” बताती है, वे यहाँ रखे जाते हैं।',
  'investor.discover.empty.filtered': 'कोई फ़िल्टर ढीला करें, या सभी हटा दें।',
  'investor.discover.empty.body':
    'स्टार्टअप यहाँ तब दिखते हैं जब वे अपनी प्रोफ़ाइल खोजने लायक बनाते हैं या आपकी किसी कॉल में आवेदन करते हैं। आवेदन बुलाने के लिए कोई कॉल खोलें।',
  'investor.discover.clearFilters': 'फ़िल्टर हटाएँ',

  'investor.discoverCard.hiddenToast': '{name} खोज से छिपा दिया गया',
  'investor.discoverCard.undo': 'वापस लें',
  'investor.discoverCard.backToast': '{name} खोज में वापस आ गया',
  'investor.discoverCard.failed': 'यह नहीं हो पाया। कृपया फिर कोशिश करें।',
  'investor.discoverCard.shared': 'आपके साथ शेयर किया गया',
  'investor.discoverCard.sharedBy': '{lead} ने ·',
  'investor.discoverCard.dealRoom': '{round} डील रूम',
  'investor.discoverCard.why': 'यह मेल क्यों',
  'investor.discoverCard.met': 'पूरी',
  'investor.discoverCard.notMet': 'पूरी नहीं',
  'investor.discoverCard.openProfile': '<hidden>{name} की </hidden>प्रोफ़ाइल खोलें',
  'investor.discoverCard.showAgain': '<hidden>{name} को </hidden>फिर दिखाएँ',
  'investor.discoverCard.notForUs': 'हमारे लिए नहीं<hidden>: {name} को छिपाएँ</hidden>',
  'investor.deckGlance.button': '<hidden>{name} का </hidden>डेक',
  'investor.deckGlance.title': '{name} का पिच डेक',
  'investor.deckGlance.description':
    'पेज दर पेज; डेक पर फ़ोकस रहते तीर वाली कुंजियों से पेज पलटें।',

  'investor.fit.sector.any': 'कोई भी सेक्टर',
  'investor.fit.sector.met': 'सेक्टर: {sectors}',
  'investor.fit.sector.notMet':
    '{given, select, yes {सेक्टर: {sectors}} other {सेक्टर: नहीं बताया}}; आपकी पसंद {preferred}',
  'investor.fit.stage.any': 'कोई भी स्टेज',
  'investor.fit.stage.met': 'स्टेज: {stage}',
  'investor.fit.stage.notMet':
    '{given, select, yes {स्टेज: {stage}} other {स्टेज: नहीं बताई}}; आप {preferred} में निवेश करते हैं',
  'investor.fit.raise.any': 'जुटाने की कोई भी रकम',
  'investor.fit.raise.notGiven': 'जुटाने की रकम नहीं बताई; आपके चेक {range} के हैं',
  'investor.fit.raise.met': '{amount} जुटाने की योजना, आपके चेक ({range}) के भीतर',
  'investor.fit.raise.notMet': '{amount} जुटाने की योजना; आपके चेक {range} के हैं',
  'investor.fit.place.any': 'भारत में कहीं भी',
  'investor.fit.place.met': '{place} में स्थित',
  'investor.fit.place.notMet':
    '{given, select, yes {{place} में स्थित} other {राज्य नहीं बताया}}; आपकी पसंद {preferred}',
  'investor.fit.businessType.any': 'कोई भी बिज़नेस का प्रकार',
  'investor.fit.businessType.met': 'बिज़नेस का प्रकार: {types}',
  'investor.fit.businessType.notMet':
    '{given, select, yes {बिज़नेस का प्रकार: {types}} other {बिज़नेस का प्रकार: नहीं बताया}}; आपकी पसंद {preferred}',

  'investor.lists.title': 'सूचियाँ',
  'investor.lists.description':
    'आपकी टीम की रखी स्टार्टअप की नाम वाली सूचियाँ, हर एंट्री पर एक नोट के साथ।',
  'investor.lists.new': 'नई सूची',
  'investor.lists.empty.title': 'अभी कोई सूची नहीं',
  'investor.lists.empty.body':
    'दोबारा देखने लायक स्टार्टअप एक जगह रखें: हर थीम, दौरे या पार्टनर मीटिंग की एक सूची, आपकी टीम के साथ शेयर की हुई, हर स्टार्टअप पर एक नोट के साथ।',
  'investor.lists.summary':
    '{count, plural, one {# स्टार्टअप} other {# स्टार्टअप}} · {date} को अपडेट हुई',

  'investor.list.sort.added': 'सबसे नए जोड़े गए पहले',
  'investor.list.sort.name': 'स्टार्टअप का नाम (A–Z)',
  'investor.list.sort.fit': 'सबसे ज़्यादा मेल पहले',
  'investor.list.sort.raise': 'सबसे बड़ी रकम पहले',
  'investor.list.allLists': 'सभी सूचियाँ',
  'investor.list.description': 'इस सूची के स्टार्टअप, आपकी टीम के नोट के साथ।',
  'investor.list.export': 'CSV डाउनलोड करें',
  'investor.list.edit': 'बदलें',
  'investor.list.delete': 'हटाएँ',
  'investor.list.delete.title': '“{name}” हटाएँ?',
  'investor.list.delete.description':
    'सूची और उसकी एंट्री पर लिखे नोट आपके संगठन में सभी के लिए हट जाएँगे। स्टार्टअप, उनके आवेदन और आपकी टीम के नोट बने रहेंगे।',
  'investor.list.delete.confirm': 'सूची हटाएँ',
  'investor.list.delete.pending': 'हटाई जा रही है…',
  'investor.list.delete.done': 'सूची “{name}” हटा दी गई',
  'investor.list.empty.title': 'इस सूची में अभी कोई स्टार्टअप नहीं',
  'investor.list.empty.body':
    '<link>खोज</link> से, या किसी स्टार्टअप के पेज पर “सूची में जोड़ें” से स्टार्टअप जोड़ें।',
  'investor.list.sort': 'क्रम',
  'investor.list.scoresNote':
    'टीम के स्कोर हर स्टार्टअप के उस सबसे नए आवेदन के हैं जिसे आपने रेटिंग दी। संतुलित: हर रिव्यूअर के आम रुझान के हिसाब से ठीक किया गया।',
  'investor.list.entriesLabel': 'इस सूची के स्टार्टअप',
  'investor.list.inbox.title': 'आपके इनबॉक्स से',
  'investor.list.inbox.description':
    'ईमेल से मिली डील। जब कोई फ़ाउंडर अपनी डील क्लेम करता है, तो उसका स्टार्टअप यहाँ उसकी जगह ले लेता है।',
  'investor.list.inbox.received':
    '{status, select, new {नई} invited {न्योता भेजा} claimed {क्लेम की गई} not_for_us {हमारे लिए नहीं} archived {आर्काइव की गई} other {{status}}} · {date} को मिली',
  'investor.list.notFound.title': 'सूची नहीं मिली',
  'investor.list.notFound.body': 'हो सकता है यह हटा दी गई हो, या किसी दूसरे संगठन की हो।',
  'investor.list.notFound.back': 'सूचियों पर वापस',

  'investor.listEntry.noteSaved': '{name} पर नोट सेव हो गया',
  'investor.listEntry.noteFailed': 'हम नोट सेव नहीं कर पाए।',
  'investor.listEntry.notShared': 'यह स्टार्टअप अब आपके साथ अपनी प्रोफ़ाइल शेयर नहीं करता।',
  'investor.listEntry.scores': 'टीम {average}<muted> · संतुलित {calibrated}</muted>',
  'investor.listEntry.times': '{count} बार',
  'investor.listEntry.note': 'नोट',
  'investor.listEntry.notePlaceholder': 'यह इस सूची में क्यों है, आगे क्या पूछना है…',
  'investor.listEntry.added':
    '{known, select, yes {{name} ने} other {टीम के एक पुराने साथी ने}} {date} को जोड़ा',
  'investor.listEntry.saveNote':
    '<hidden>{name} पर </hidden>{saving, select, yes {सेव हो रहा है…} other {नोट सेव करें}}',
  'investor.listEntry.remove': '<hidden>{name} को </hidden>हटाएँ',
  'investor.listEntry.remove.title': '{name} को इस सूची से हटाएँ?',
  'investor.listEntry.remove.description':
    'स्टार्टअप, उसके नोट और उसके आवेदन बने रहेंगे; सिर्फ़ यह एंट्री और इसका नोट हटेगा।',
  'investor.listEntry.remove.confirm': 'हटाएँ',
  'investor.listEntry.remove.pending': 'हटाया जा रहा है…',
  'investor.listEntry.removed': '{name} सूची से हटा दिया गया',

  'investor.listForm.saved': 'सूची सेव हो गई',
  'investor.listForm.created': 'सूची “{name}” बन गई',
  'investor.listForm.failed': 'हम सूची सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'investor.listForm.editTitle': 'सूची बदलें',
  'investor.listForm.newTitle': 'नई सूची',
  'investor.listForm.description': 'सूचियाँ आपके संगठन में सभी के साथ शेयर होती हैं।',
  'investor.listForm.name': 'नाम',
  'investor.listForm.descriptionLabel': 'ब्योरा',
  'investor.listForm.descriptionHint':
    'सूची किस लिए है, जैसे “बेंगलुरु में मिलने वाले एग्रीटेक स्टार्टअप”।',
  'investor.listForm.save': 'सूची सेव करें',
  'investor.listForm.create': 'सूची बनाएँ',

  'investor.onboarding.title': 'निवेशक प्रोफ़ाइल',
  'investor.onboarding.description':
    'आपकी निवेश की सोच, आप किन सेक्टर और स्टेज में निवेश करते हैं, कहाँ, और आपका चेक साइज़।',
  'investor.onboarding.intro.onboarded':
    'फ़ाउंडर आपके बारे में यह देखते हैं। कोई भी कदम बदलें; आख़िरी कदम पर सेव होता है।',
  'investor.onboarding.intro.new':
    'फ़ाउंडर को बताएँ कि आप कौन हैं और किसमें निवेश करते हैं। हर कदम साथ-साथ सेव होता है, इसलिए आप बीच में छोड़कर बाद में लौट सकते हैं।',
  'investor.onboarding.step.identity': 'आप कौन हैं',
  'investor.onboarding.step.thesis': 'निवेश की सोच',
  'investor.onboarding.step.focus': 'फ़ोकस',
  'investor.onboarding.step.cheque': 'चेक',
  'investor.onboarding.step.portfolio': 'पोर्टफ़ोलियो',
  'investor.onboarding.step.review': 'रिव्यू',
  'investor.onboarding.progress.label': 'प्रोफ़ाइल के कदम',
  'investor.onboarding.progress.where':
    '{steps} में से कदम {step} · <tally>{questions} में से {answered} के जवाब दिए</tally>',
  'investor.onboarding.progress.answered': '(जवाब दिया)',
  'investor.onboarding.saveAndContinue': 'सेव करें और आगे बढ़ें',
  'investor.onboarding.fieldsNeedAnotherLook':
    'कुछ जवाब दोबारा देखने होंगे — उनके पास लिखे संदेश देखें।',
  'investor.onboarding.stepFailed': 'हम यह कदम सेव नहीं कर पाए। कृपया फिर कोशिश करें।',

  'investor.onboarding.identity.description':
    'फ़ाउंडर आपके संगठन को कॉल के कार्ड, आवेदन के पेज और आपके पब्लिक पेज पर कैसे देखेंगे।',
  'investor.onboarding.identity.investorType': 'निवेशक का प्रकार',
  'investor.onboarding.identity.choose': 'चुनें…',
  'investor.onboarding.identity.displayName': 'दिखने वाला नाम',
  'investor.onboarding.identity.website': 'वेबसाइट',
  'investor.onboarding.identity.websiteHint': 'पूरा पता, जैसे https://example.com।',
  'investor.onboarding.identity.linkedinHint': 'आपकी फ़र्म का या आपका अपना LinkedIn पेज।',
  'investor.onboarding.logo.label': 'लोगो <muted>(ज़रूरी नहीं)</muted>',
  'investor.onboarding.logo.saved': 'लोगो सेव हो गया',
  'investor.onboarding.logo.hint':
    'चौकोर तस्वीर सबसे अच्छी लगती है। अपलोड होते ही यह सेव हो जाती है।',
  'investor.onboarding.logo.saveFirst':
    'पहले यह कदम सेव करें; फिर आप यहाँ अपना लोगो जोड़ सकते हैं।',
  'investor.onboarding.thesis.description':
    'एक पैराग्राफ़ कि आप किसमें निवेश करते हैं और क्यों। फ़ाउंडर इसे सबसे पहले पढ़ते हैं; संगम इसी से मेल समझाता है।',
  'investor.onboarding.thesis.label': 'आपकी निवेश की सोच',
  'investor.onboarding.thesis.placeholder':
    'जैसे हम भारत के छोटे कारोबारों के लिए सॉफ़्टवेयर बना रहे प्री-सीड फ़ाउंडर में निवेश करते हैं…',
  'investor.onboarding.thesis.hint':
    'कम से कम {min} अक्षर: आप किन फ़ाउंडर, बाज़ारों और स्टेज में निवेश करते हैं।',
  'investor.onboarding.focus.description':
    'आप किसमें निवेश करते हैं। कोई भी चलेगा तो सेक्टर, राज्य या बिज़नेस के प्रकार ख़ाली छोड़ें।',
  'investor.onboarding.focus.sectors': 'पसंदीदा सेक्टर',
  'investor.onboarding.focus.sectorsPlaceholder': 'सेक्टर खोजें…',
  'investor.onboarding.focus.sectorsHint': 'ज़्यादा से ज़्यादा 10। कोई नहीं चुना तो हर सेक्टर।',
  'investor.onboarding.focus.stages': 'डेवलपमेंट स्टेज',
  'investor.onboarding.focus.headquarters': 'मुख्यालय (राज्य और केंद्र शासित प्रदेश)',
  'investor.onboarding.focus.headquartersPlaceholder': 'राज्य खोजें…',
  'investor.onboarding.focus.headquartersHint':
    'आप जिन स्टार्टअप में निवेश करते हैं वे कहाँ से हैं। कोई नहीं चुना तो भारत में कहीं भी।',
  'investor.onboarding.focus.businessTypes': 'बिज़नेस के प्रकार',
  'investor.onboarding.cheque.description':
    'आप आम तौर पर एक स्टार्टअप में कितना निवेश करते हैं, और कितनी हिस्सेदारी लेते हैं।',
  'investor.onboarding.cheque.min': 'सबसे छोटा चेक',
  'investor.onboarding.cheque.minPlaceholder': 'जैसे 25 L',
  'investor.onboarding.cheque.minHint': 'रुपयों में: 25 L, 1.5 Cr या पूरी रकम लिखें।',
  'investor.onboarding.cheque.max': 'सबसे बड़ा चेक',
  'investor.onboarding.cheque.maxPlaceholder': 'जैसे 2 Cr',
  'investor.onboarding.cheque.ownershipMin': 'आम तौर पर हिस्सेदारी, कम से कम (%)',
  'investor.onboarding.cheque.ownershipMax': 'आम तौर पर हिस्सेदारी, ज़्यादा से ज़्यादा (%)',
  'investor.onboarding.portfolio.description':
    'आपका अब तक का रिकॉर्ड, और क्या फ़ाउंडर इस राउंड में दूसरे निवेशक भी ला सकते हैं।',
  'investor.onboarding.portfolio.size': 'अब तक के निवेश',
  'investor.onboarding.portfolio.notable': 'ख़ास निवेश',
  'investor.onboarding.portfolio.notableHint': 'कुछ नाम जिन्हें फ़ाउंडर पहचानेंगे, कॉमा लगाकर।',
  'investor.onboarding.portfolio.coInvestors': 'साथी निवेशकों का स्वागत',
  'investor.onboarding.portfolio.coInvestorsDescription':
    'फ़ाउंडर यही राउंड आपके साथ दूसरे निवेशकों से भी जुटा सकते हैं।',

  'investor.review.intro':
    'फ़ाउंडर यही देखते हैं। कोई भी हिस्सा बदलें, फिर {onboarded, select, yes {सेव करें।} other {स्टार्टअप खोजना शुरू करने के लिए पूरा करें।}}',
  'investor.review.needsAnswer': 'जवाब बाकी है',
  'investor.review.edit': '<hidden>{step}: </hidden>बदलें',
  'investor.review.notGiven': 'नहीं बताया',
  'investor.review.investorType': 'निवेशक का प्रकार',
  'investor.review.displayName': 'दिखने वाला नाम',
  'investor.review.website': 'वेबसाइट',
  'investor.review.thesis': 'निवेश की सोच',
  'investor.review.sectors': 'सेक्टर',
  'investor.review.anySector': 'कोई भी सेक्टर',
  'investor.review.stages': 'स्टेज',
  'investor.review.headquarters': 'मुख्यालय',
  'investor.review.anywhere': 'भारत में कहीं भी',
  'investor.review.businessTypes': 'बिज़नेस के प्रकार',
  'investor.review.anyBusinessType': 'कोई भी',
  'investor.review.cheque': 'चेक साइज़',
  'investor.review.ownership': 'आम तौर पर हिस्सेदारी',
  'investor.review.portfolioSize': 'अब तक के निवेश',
  'investor.review.notable': 'ख़ास निवेश',
  'investor.review.coInvestors': 'साथी निवेशक',
  'investor.review.finish': 'पूरा करें',
  'investor.review.public': 'पब्लिक निवेशक पेज',
  'investor.review.publicDescription':
    'आपकी प्रोफ़ाइल <path>/investor/{slug}</path> पर सबको दिखाता है, उन लोगों को भी जिनका अकाउंट नहीं है, और सर्च इंजन को भी।',
  'investor.review.viewPublic': 'अपना पब्लिक पेज देखें',
  'investor.review.opensInNewTab': '(नए टैब में खुलता है)',
  'investor.review.saveChanges': 'बदलाव सेव करें',
  'investor.review.finishAndStart': 'पूरा करें और खोजना शुरू करें',
  'investor.review.answerMarked': 'पूरा करने के लिए निशान लगे कदमों के जवाब दें।',
  'investor.review.saved': 'निवेशक प्रोफ़ाइल सेव हो गई',
  'investor.review.complete': 'आपकी निवेशक प्रोफ़ाइल पूरी हो गई',
  'investor.review.failed': 'हम आपकी प्रोफ़ाइल पूरी नहीं कर पाए। कृपया फिर कोशिश करें।',
}
