import type { settings as english } from '@/lib/i18n/messages/en/settings'

export const settings: Record<keyof typeof english, string> = {
  // The page and its groups
  'settings.page.title': 'सेटिंग्स',
  'settings.page.description':
    'आपका अकाउंट, साइन इन और सूचनाएँ, और आपकी संस्था: उसका नाम, सदस्य और न्योते।',
  'settings.page.account': 'आपका अकाउंट',
  'settings.page.organisation': 'आपकी संस्था',

  // Words several sections share
  'settings.common.retry': 'फिर कोशिश करें',
  'settings.common.cancel': 'रद्द करें',
  'settings.common.saving': 'सेव हो रहा है…',
  'settings.common.sending': 'भेजा जा रहा है…',
  'settings.common.edit': 'बदलें',
  'settings.common.choose': 'चुनें…',
  'settings.common.unsavedChanges': 'आपके बदलाव सेव नहीं हुए हैं। क्या बिना सेव किए निकलना है?',

  // Language
  'settings.language.title': 'भाषा',
  'settings.language.description':
    'आपकी स्क्रीन की भाषा, और उन ईमेल की भी जो संगम आपको भेजता है। आप जिस भी ब्राउज़र में साइन इन करें, यही भाषा रहेगी।',
  'settings.language.save': 'भाषा सेव करें',
  'settings.language.current': 'संगम अभी आपसे {language} में बात करता है।',

  // Profile
  'settings.profile.title': 'प्रोफ़ाइल',
  'settings.profile.description': 'टीम के साथी और निवेशक आपको संगम पर कैसे देखते हैं।',
  'settings.profile.name': 'पूरा नाम',
  'settings.profile.signedInAs': 'आप <b>{email}</b> से साइन इन हैं',
  'settings.profile.tooManyChanges':
    'थोड़े समय में बहुत सारे बदलाव हो गए। कृपया एक मिनट बाद फिर कोशिश करें।',
  'settings.profile.saveFailed': 'हम आपका नाम सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.profile.saved': 'आपका नाम सेव हो गया।',
  'settings.profile.save': 'नाम सेव करें',

  // Email
  'settings.email.title': 'ईमेल',
  'settings.email.description': 'आप इसी पते से साइन इन करते हैं, और संगम इसी पर आपको लिखता है।',
  'settings.email.confirmed': 'पक्का हो गया',
  'settings.email.notConfirmed': 'पक्का नहीं हुआ',
  'settings.email.current': 'अभी का ईमेल: <b>{email}</b>',
  'settings.email.new': 'नया ईमेल',
  'settings.email.newHint':
    'हम नए पते पर पक्का करने का एक लिंक भेजते हैं। लिंक खोलते ही बदलाव लागू हो जाता है।',
  'settings.email.checkInbox':
    '<b>{email}</b> देखें और बदलाव पक्का करने के लिए हमारा भेजा लिंक खोलें। तब तक {current} से ही साइन इन करते रहें।',
  'settings.email.same': 'यह पहले से आपका ईमेल है।',
  'settings.email.tooManyRequests':
    'थोड़े समय में बहुत सारे अनुरोध हो गए। कृपया एक मिनट बाद फिर कोशिश करें।',
  'settings.email.startFailed': 'हम ईमेल बदलना शुरू नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.email.linkSent': 'हमने {email} पर पक्का करने का लिंक भेज दिया है।',
  'settings.email.sendingLink': 'लिंक भेजा जा रहा है…',
  'settings.email.change': 'ईमेल बदलें',

  // Email notifications
  'settings.notifications.title': 'ईमेल सूचनाएँ',
  'settings.notifications.description':
    'हर पेज के ऊपर की घंटी में आपकी सारी सूचनाएँ दिखती हैं। चुनें कि इनमें से कौन-सी ईमेल से भी आएँ।',
  'settings.notifications.loading': 'आपकी सूचना की पसंद लोड हो रही है…',
  'settings.notifications.loadFailed': 'हम आपकी सूचना की पसंद लोड नहीं कर पाए।',
  'settings.notifications.saved': 'आपकी सूचना की पसंद सेव हो गई।',
  'settings.notifications.saveFailed': 'हम आपकी पसंद सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.notifications.investor.legend': 'आपकी कॉल पर नए आवेदन, और डील रूम',
  'settings.notifications.investor.teamDefault':
    '{mode, select, daily {आपकी टीम में {count, plural, one {# व्यक्ति है} other {# लोग हैं}}, इसलिए जब तक आप कुछ और न चुनें, नए आवेदन रोज़ के सारांश में आते हैं। {large} या उससे ज़्यादा लोगों की टीमों को यही अपने-आप मिलता है।} other {आपकी टीम में {count, plural, one {# व्यक्ति है} other {# लोग हैं}}, इसलिए जब तक आप कुछ और न चुनें, हर आवेदन ईमेल से आता है। {large} या उससे ज़्यादा लोगों की टीमों को अपने-आप रोज़ का सारांश मिलता है।}}',
  'settings.notifications.investor.followed':
    'आपने कुछ नहीं चुना है, इसलिए आप पर यही तय तरीका लागू है।',
  'settings.notifications.investor.chose': 'आपने “{choice}” चुना है।',
  'settings.notifications.investor.dealRooms':
    'डील रूम भी इसी पसंद पर चलते हैं: साथ में निवेश का न्योता, फ़ाउंडर्स के जवाब, और उस राउंड में वादे जिसे आपका फ़ंड लीड कर रहा है।',
  'settings.notifications.mode.each': 'हर आवेदन',
  'settings.notifications.mode.daily': 'रोज़ का सारांश',
  'settings.notifications.mode.off': 'कोई ईमेल नहीं',
  'settings.notifications.modeHint.each': 'हर आवेदन आते ही एक ईमेल।',
  'settings.notifications.modeHint.daily':
    'शाम 6 बजे (भारत के समय से) एक ईमेल, जिसमें दिन भर के नए आवेदन हों; सिर्फ़ तब, जब कोई आवेदन आया हो।',
  'settings.notifications.modeHint.off': 'नए आवेदन सिर्फ़ घंटी और आवेदनों के इनबॉक्स में दिखेंगे।',
  'settings.notifications.startup.label': 'हमारे आवेदनों के बारे में मुझे ईमेल करें',
  'settings.notifications.startup.hint':
    'जब कोई निवेशक हमारे किसी आवेदन को आगे बढ़ाए या उस पर फ़ैसला करे। फ़ैसले के साथ निवेशक का संदेश भी आता है। और तब भी, जब कोई फ़ंड हमारी प्रोफ़ाइल किसी को-इन्वेस्टर से शेयर करने की अनुमति माँगे, या हमारे राउंड में निवेश का वादा करे।',
  'settings.notifications.save': 'पसंद सेव करें',

  // Password
  'settings.password.title': 'पासवर्ड',
  'settings.password.description': 'पासवर्ड बदलने पर आप बाक़ी सभी डिवाइस पर साइन आउट हो जाते हैं।',
  'settings.password.current': 'अभी का पासवर्ड',
  'settings.password.new': 'नया पासवर्ड',
  'settings.password.confirm': 'नया पासवर्ड दोबारा लिखें',
  'settings.password.currentRequired': 'कृपया अपना अभी का पासवर्ड डालें।',
  'settings.password.confirmRequired': 'कृपया नया पासवर्ड फिर से लिखें।',
  'settings.password.mismatch': 'दोनों नए पासवर्ड एक जैसे नहीं हैं।',
  'settings.password.sameAsCurrent': 'अभी वाले से अलग कोई पासवर्ड चुनें।',
  'settings.password.wrongCurrent': 'यह आपका अभी का पासवर्ड नहीं है।',
  'settings.password.weak': 'कृपया कोई मज़बूत पासवर्ड चुनें।',
  'settings.password.tooManyAttempts':
    'थोड़े समय में बहुत सारी कोशिशें हो गईं। कृपया एक मिनट बाद फिर कोशिश करें।',
  'settings.password.failed': 'हम आपका पासवर्ड नहीं बदल पाए। कृपया फिर कोशिश करें।',
  'settings.password.changed': 'आपका पासवर्ड बदल गया। बाक़ी डिवाइस पर आप साइन आउट हो गए हैं।',
  'settings.password.changing': 'पासवर्ड बदल रहा है…',
  'settings.password.change': 'पासवर्ड बदलें',

  // Sessions
  'settings.sessions.title': 'सेशन',
  'settings.sessions.description':
    'वे डिवाइस जिन पर आपका अकाउंट साइन इन है। अगर कोई डिवाइस आप नहीं पहचानते, तो उसे साइन आउट करें और अपना पासवर्ड बदलें।',
  'settings.sessions.loading': 'आपके डिवाइस लोड हो रहे हैं…',
  'settings.sessions.loadFailed': 'हम आपके डिवाइस लोड नहीं कर पाए।',
  'settings.sessions.notFresh':
    'आपकी सुरक्षा के लिए, डिवाइस की सूची साइन इन के एक दिन के अंदर ही दिखती है। इसे देखने के लिए साइन आउट करके फिर से साइन इन करें। नीचे के बटन कभी भी काम करते हैं।',
  'settings.sessions.thisDevice': 'यह डिवाइस',
  'settings.sessions.signedIn': '{date} को साइन इन',
  'settings.sessions.signedInFrom': 'IP {address} · {date} को साइन इन',
  'settings.sessions.othersSignedOut': 'आप बाक़ी सभी डिवाइस पर साइन आउट हो गए हैं।',
  'settings.sessions.othersFailed':
    'हम आपके बाक़ी डिवाइस साइन आउट नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.sessions.everywhereFailed':
    'हम आपको हर जगह से साइन आउट नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.sessions.everywhereSignedOut': 'आप सभी डिवाइस पर साइन आउट हो गए हैं।',
  'settings.sessions.signingOut': 'साइन आउट हो रहा है…',
  'settings.sessions.signOutOthers': 'बाक़ी डिवाइस साइन आउट करें',
  'settings.sessions.signOutEverywhere': 'हर जगह से साइन आउट करें',
  'settings.sessions.everywhereTitle': 'हर जगह से साइन आउट करें?',
  'settings.sessions.everywhereDescription':
    'आप इस डिवाइस समेत सभी डिवाइस पर साइन आउट हो जाएँगे, और आपको फिर से साइन इन करना होगा।',

  // Your data, and erasing the account
  'settings.data.title': 'आपका डेटा',
  'settings.data.description':
    'संगम के पास आपका जो निजी डेटा है, उसकी कॉपी डाउनलोड करें, या अपना अकाउंट हमेशा के लिए मिटा दें।',
  'settings.data.download': 'मेरा डेटा डाउनलोड करें',
  'settings.data.loading': 'अकाउंट मिटाने का असर लोड हो रहा है…',
  'settings.data.loadFailed': 'हम लोड नहीं कर पाए कि अकाउंट मिटाने से क्या होगा।',
  'settings.data.erase': 'मेरा अकाउंट मिटाएँ',
  'settings.data.eraseTitle': 'अपना अकाउंट मिटाएँ?',
  'settings.data.eraseTitleWithOrganisation': 'अपना अकाउंट और {organisation} मिटाएँ?',
  'settings.data.erasesWithOrganisation':
    'आपका अकाउंट, आपके सेशन और आपसे जुड़ी हर निजी चीज़ मिट जाएगी, और उनके साथ {organisation} भी: आप उसके अकेले सदस्य हैं। यह वापस नहीं हो सकता।',
  'settings.data.erasesOrganisationStays':
    'आपका अकाउंट, आपके सेशन और आपसे जुड़ी हर निजी चीज़ मिट जाएगी; {organisation} उसके बाक़ी सदस्यों के पास रहेगी। यह वापस नहीं हो सकता।',
  'settings.data.erasesAccount':
    'आपका अकाउंट, आपके सेशन और आपसे जुड़ी हर निजी चीज़ मिट जाएगी। यह वापस नहीं हो सकता।',
  'settings.data.erasing': 'मिटाया जा रहा है…',
  'settings.data.erased': 'आपका अकाउंट मिट गया।',
  'settings.data.erasedWithOrganisation': 'आपका अकाउंट और {organisation} मिट गए।',
  'settings.data.transferFirst':
    'आप {organisation} के अकेले मालिक हैं, और दूसरे लोग अब भी उसमें काम करते हैं। पहले उनमें से किसी को मालिक बनाएँ, फिर अपना अकाउंट मिटाएँ।',

  // Erasing a startup
  'settings.eraseStartup.erase': '{name} मिटाएँ',
  'settings.eraseStartup.description':
    'इसका पब्लिक पेज, प्रोफ़ाइल, फ़ाउंडर, डेक, लोगो और फ़ोटो, न्योते और सबकी सदस्यता एक साथ हट जाएँगे; आपका अकाउंट बना रहेगा।',
  'settings.eraseStartup.confirmTitle': '{name} मिटाएँ?',
  'settings.eraseStartup.confirmDescription':
    '{name} अपनी प्रोफ़ाइल, फ़ाइलों और सदस्यताओं के साथ हमेशा के लिए मिट जाएगा। इसके सदस्यों के अकाउंट बने रहेंगे। यह वापस नहीं हो सकता।',
  'settings.eraseStartup.erased': '{name} मिट गया।',

  // The erasure dialog (the password once more, and what stays of a startup's decided applications)
  'settings.erasure.kept.title': 'क्या रखा जाता है, और क्यों',
  'settings.erasure.kept.undecided':
    'जिन आवेदनों पर फ़ैसला नहीं हुआ, वे हटा दिए जाते हैं; निवेशकों के पास से वे बिना किसी सूचना के चले जाते हैं।',
  'settings.erasure.kept.decided':
    'मंज़ूर, नामंज़ूर और वापस लिए गए आवेदनों का एक निशान निवेशक के रिकॉर्ड के लिए रहता है: स्टेटस, तारीख़ें, कॉल, नामंज़ूरी की वजह, निवेशकों के रेटिंग स्कोर, टाइमलाइन पर स्टेटस के बदलाव (किसने बदला, किससे किसमें, कब) और प्रोफ़ाइल की श्रेणियाँ (सेक्टर, स्टेज, मुख्यालय, बिज़नेस के प्रकार, जुटाने की योजना)। नाम “{erasedName}” हो जाता है; वन-लाइनर, जवाब, प्रोफ़ाइल, फ़ैसले का संदेश, नोट, रेटिंग की टिप्पणियाँ और टाइमलाइन के नोट हटा दिए जाते हैं।',
  'settings.erasure.kept.duration':
    'यह निशान तब तक रहता है जब तक निवेशक संस्था संगम पर है, और फ़ैसले के बाद 3 साल से ज़्यादा नहीं।',
  'settings.erasure.kept.audit':
    'ऑडिट लॉग में यह रहता है कि दर्ज की गई हर घटना कब और किस पते से हुई, आपके नाम या ईमेल के बिना, जब तक ऑडिट लॉग रखा जाता है (कम से कम एक साल, जैसा DPDP नियम कहते हैं)।',
  'settings.erasure.kept.searches':
    'एक्सपोर्ट से पहले निवेशकों की की गई खोजें ऑडिट लॉग में रहती हैं, अगर उनमें नाम का सिर्फ़ एक हिस्सा हो (जैसे “Krishi Setu” के लिए “Krishi”); पूरा नाम वाली खोज हटा दी जाती है।',
  'settings.erasure.password': 'आपका पासवर्ड',
  'settings.erasure.passwordHint': 'यह पक्का करने के लिए कि यह आप ही हैं, इसे फिर से टाइप करें।',
  'settings.erasure.failed': 'हम इसे मिटा नहीं पाए। कृपया फिर कोशिश करें।',

  // Organisation
  'settings.organisation.title': 'संस्था',
  'settings.organisation.description': 'वह नाम जो टीम के साथी, स्टार्टअप और निवेशक देखते हैं।',
  'settings.organisation.yourRole': 'आप: {role}',
  'settings.organisation.loading': 'आपकी संस्था लोड हो रही है…',
  'settings.organisation.loadFailed': 'हम आपकी संस्था लोड नहीं कर पाए।',
  'settings.organisation.name': 'संस्था का नाम',
  'settings.organisation.slug': 'छोटा नाम (स्लग)',
  'settings.organisation.slugHint':
    'संगम पर अनोखा: छोटे अक्षर (a–z), अंक और अकेले हाइफ़न, 3–60 अक्षर।',
  'settings.organisation.ownerOnly': 'सिर्फ़ मालिक ही संस्था का नाम बदल सकते हैं।',
  'settings.organisation.saved': 'संस्था सेव हो गई।',
  'settings.organisation.saveFailed': 'हम संस्था सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.organisation.save': 'संस्था सेव करें',

  // Investor profile
  'settings.investorProfile.title': 'निवेशक प्रोफ़ाइल',
  'settings.investorProfile.description':
    'आपकी थीसिस, फ़ोकस, चेक साइज़ और पब्लिक पेज: फ़ाउंडर आपके बारे में क्या देखते हैं।',
  'settings.investorProfile.edit': 'अपनी निवेशक प्रोफ़ाइल बदलें',

  // Pipeline
  'settings.pipeline.title': 'पाइपलाइन',
  'settings.pipeline.description':
    'वे पड़ाव जिनसे आपकी टीम आवेदनों को आगे बढ़ाती है, फ़ाउंडर के आवेदन भेजने से लेकर आपके फ़ैसले तक। फ़ाउंडर किसी पड़ाव का नाम कभी नहीं देखते: हर पड़ाव उन्हें एक स्टेटस दिखाता है, जैसे “{status}”।',
  'settings.pipeline.loading': 'आपकी पाइपलाइन लोड हो रही है…',
  'settings.pipeline.loadFailed': 'हम आपकी पाइपलाइन लोड नहीं कर पाए।',
  'settings.pipeline.heading':
    'आपकी पाइपलाइन <muted>({max, number} में से {count, number} पड़ाव)</muted>',
  'settings.pipeline.listLabel': 'आपकी पाइपलाइन, उसी क्रम में जिसमें आवेदन आगे बढ़ते हैं',
  'settings.pipeline.fixed': 'तय',
  'settings.pipeline.submittedDetail':
    'हर आवेदन यहीं से शुरू होता है, और उसके फ़ाउंडर को “{status}” दिखता है।',
  'settings.pipeline.decisions': 'मंज़ूर / नामंज़ूर',
  'settings.pipeline.decisionsDetail':
    'आपका फ़ैसला, फ़ाउंडर के लिए संदेश के साथ। आवेदन वापस लेना फ़ाउंडर के हाथ में रहता है: आपके फ़ैसले तक वे इसे वापस ले सकते हैं।',
  'settings.pipeline.keepOne':
    'भेजे जाने और फ़ैसले के बीच कम से कम एक पड़ाव रखें: इसे आर्काइव करने से पहले कोई दूसरा जोड़ें।',
  'settings.pipeline.full':
    'आपकी पाइपलाइन में {max, number} पड़ाव हैं, जितने हो सकते हैं उतने। नया जोड़ने के लिए कोई ऐसा पड़ाव आर्काइव करें जो अब काम में नहीं है।',
  'settings.pipeline.ownerOnly': 'सिर्फ़ मालिक ही पाइपलाइन बदल सकते हैं।',
  'settings.pipeline.moveFailed': 'हम पड़ाव की जगह नहीं बदल पाए। कृपया फिर कोशिश करें।',
  'settings.pipeline.movedUp': '“{stage}” ऊपर गया, “{neighbour}” से पहले।',
  'settings.pipeline.movedDown': '“{stage}” नीचे गया, “{neighbour}” के बाद।',
  'settings.pipeline.foundersSee': 'फ़ाउंडर को दिखता है: {status}',
  'settings.pipeline.applications':
    '{count, plural, =0 {कोई आवेदन नहीं} one {# आवेदन} other {# आवेदन}}',
  'settings.pipeline.moveUp': '“{name}” को ऊपर ले जाएँ',
  'settings.pipeline.moveDown': '“{name}” को नीचे ले जाएँ',
  'settings.pipeline.editStage': '“{name}” बदलें',
  'settings.pipeline.archiveStage': '“{name}” आर्काइव करें',
  'settings.pipeline.archive': 'आर्काइव करें',
  'settings.pipeline.archived': '“{name}” आर्काइव हो गया।',
  'settings.pipeline.archiveFailed': 'हम पड़ाव आर्काइव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.pipeline.archiveTitle': '“{name}” आर्काइव करें?',
  'settings.pipeline.archiveEmpty.description':
    'इसमें कोई आवेदन नहीं है, और यह आपकी पाइपलाइन से हट जाएगा। जो आवेदन इससे होकर गुज़रे, उनके इतिहास में इसका नाम बना रहेगा।',
  'settings.pipeline.archiveEmpty.confirm': 'पड़ाव आर्काइव करें',
  'settings.pipeline.archiving': 'आर्काइव हो रहा है…',
  'settings.pipeline.neverSeeNames':
    'फ़ाउंडर किसी पड़ाव का नाम कभी नहीं देखते: जब तक उनका आवेदन उसमें है, उन्हें यह स्टेटस दिखता है।',
  'settings.pipeline.name': 'नाम',
  'settings.pipeline.whatFoundersSee': 'फ़ाउंडर को क्या दिखे',
  'settings.pipeline.archivedMeanwhile': 'इस बीच टीम के किसी साथी ने यह पड़ाव आर्काइव कर दिया है।',

  // Pipeline: adding a stage, and the archived ones
  'settings.pipeline.add.title': 'पड़ाव जोड़ें',
  'settings.pipeline.add.intro':
    'यह पाइपलाइन में फ़ैसले से ठीक पहले जुड़ता है; फिर इसे सही जगह पर ले जाएँ।',
  'settings.pipeline.add.nameHint': 'ज़्यादा से ज़्यादा {max, number} अक्षर।',
  'settings.pipeline.add.namePlaceholder': 'जैसे पार्टनर मीटिंग',
  'settings.pipeline.add.adding': 'जोड़ा जा रहा है…',
  'settings.pipeline.add.submit': 'पड़ाव जोड़ें',
  'settings.pipeline.add.added': 'पड़ाव “{name}” जुड़ गया।',
  'settings.pipeline.add.failed': 'हम पड़ाव नहीं जोड़ पाए। कृपया फिर कोशिश करें।',
  'settings.pipeline.archivedStages.summary':
    'आर्काइव किए गए पड़ाव <muted>({count, number})</muted>',
  'settings.pipeline.archivedStages.label': 'आर्काइव किए गए पड़ाव',
  'settings.pipeline.archivedStages.note':
    'आवेदनों के इतिहास में इनके नाम बने रहते हैं; जो फ़िल्टर इनका नाम लेते हैं, उनसे अब कुछ नहीं मिलता।',

  // Pipeline: editing a stage
  'settings.pipeline.edit.description':
    'नाम बदलने पर भी पड़ाव के लिंक और सेव किए गए व्यू काम करते रहते हैं।',
  'settings.pipeline.edit.held':
    'इस पड़ाव में {count, plural, one {# आवेदन है} other {# आवेदन हैं}}, और उनके फ़ाउंडर को “{status}” बताया गया था। इसे बदलने के लिए पहले उन्हें आगे बढ़ाएँ।',
  'settings.pipeline.edit.saved': 'पड़ाव “{name}” सेव हो गया।',
  'settings.pipeline.edit.failed': 'हम पड़ाव सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.pipeline.edit.save': 'पड़ाव सेव करें',

  // Pipeline: archiving a stage that holds applications
  'settings.pipeline.archiveHeld.description':
    '{count, plural, one {इसमें # आवेदन है। चुनें कि वह कहाँ जाए: वह वहाँ चला जाएगा और पड़ाव एक ही बार में आर्काइव हो जाएगा।} other {इसमें # आवेदन हैं। चुनें कि वे कहाँ जाएँ: वे वहाँ चले जाएँगे और पड़ाव एक ही बार में आर्काइव हो जाएगा।}}',
  'settings.pipeline.archiveHeld.target':
    '{count, plural, one {इसका आवेदन यहाँ ले जाएँ} other {इसके # आवेदन यहाँ ले जाएँ}}',
  'settings.pipeline.archiveHeld.anotherStage': 'कोई दूसरा पड़ाव',
  'settings.pipeline.archiveHeld.stageOption': '{name} (फ़ाउंडर को दिखता है: {status})',
  'settings.pipeline.archiveHeld.aDecision': 'फ़ैसला',
  'settings.pipeline.archiveHeld.accept': 'मंज़ूर करें…',
  'settings.pipeline.archiveHeld.reject': 'नामंज़ूर करें…',
  'settings.pipeline.archiveHeld.reason':
    'वजह, जो {count, plural, one {फ़ाउंडर} other {फ़ाउंडर्स}} देखेंगे',
  'settings.pipeline.archiveHeld.chooseReason': 'वजह चुनें…',
  'settings.pipeline.archiveHeld.message':
    '{count, plural, one {फ़ाउंडर} other {फ़ाउंडर्स}} के लिए संदेश',
  'settings.pipeline.archiveHeld.messageHint':
    'कम से कम 20 अक्षर। {count, plural, one {फ़ाउंडर इसे} other {हर फ़ाउंडर इसे}} ठीक वैसा ही पढ़ेगा जैसा आप लिखेंगे।',
  'settings.pipeline.archiveHeld.rejectPlaceholder':
    'आवेदन करने के लिए धन्यवाद। हमने निवेश न करने का फ़ैसला किया है, क्योंकि…',
  'settings.pipeline.archiveHeld.acceptPlaceholder':
    'बधाई हो! हम आपका साथ देना चाहेंगे। आगे के क़दम…',
  'settings.pipeline.archiveHeld.rejectSubmit': 'नामंज़ूर करें, बताएँ और आर्काइव करें',
  'settings.pipeline.archiveHeld.acceptSubmit': 'मंज़ूर करें, बताएँ और आर्काइव करें',
  'settings.pipeline.archiveHeld.moveSubmit': 'ले जाएँ और आर्काइव करें',
  'settings.pipeline.archiveHeld.moved':
    '“{stage}” आर्काइव हो गया। {count, plural, one {इसका # आवेदन “{destination}” में चला गया।} other {इसके # आवेदन “{destination}” में चले गए।}}',
  'settings.pipeline.archiveHeld.decided':
    '“{stage}” आर्काइव हो गया। {count, plural, one {इसका # आवेदन {decision, select, rejected {नामंज़ूर} other {मंज़ूर}} हुआ और फ़ाउंडर को बता दिया गया।} other {इसके # आवेदन {decision, select, rejected {नामंज़ूर} other {मंज़ूर}} हुए और फ़ाउंडर्स को बता दिया गया।}}',
  'settings.pipeline.archiveHeld.sameStatus':
    '{count, plural, one {इसके फ़ाउंडर को} other {उनके फ़ाउंडर्स को}} अब भी “{status}” दिखेगा, और उन्हें सूचना नहीं जाएगी।',
  'settings.pipeline.archiveHeld.newStatus':
    '{count, plural, one {इसके फ़ाउंडर को} other {उनके फ़ाउंडर्स को}} “{from}” की जगह “{to}” दिखेगा, और उन्हें सूचना जाएगी।',
  'settings.pipeline.archiveHeld.toldAccepted':
    '{count, plural, one {इसके फ़ाउंडर को} other {उनके फ़ाउंडर्स को}} आपके संदेश के साथ मंज़ूरी की ख़बर दी जाएगी।',
  'settings.pipeline.archiveHeld.toldRejected':
    '{count, plural, one {इसके फ़ाउंडर को} other {उनके फ़ाउंडर्स को}} नामंज़ूरी, उसकी वजह और आपका संदेश बताया जाएगा।',
  'settings.pipeline.archiveHeld.noTarget':
    'फ़ाउंडर्स को सिर्फ़ तब बताया जाता है, जब उन्हें दिखने वाली चीज़ बदले।',

  // Message templates
  'settings.templates.title': 'संदेश टेम्पलेट',
  'settings.templates.description':
    'वे संदेश जिनसे आपकी टीम किसी आवेदन को मंज़ूर या नामंज़ूर करते समय शुरुआत करती है। {example} जैसे प्लेसहोल्डर हर आवेदन से भर दिए जाते हैं, और भेजने से पहले संदेश अब भी बदला जा सकता है।',
  'settings.templates.loading': 'संदेश टेम्पलेट लोड हो रहे हैं…',
  'settings.templates.loadFailed': 'हम संदेश टेम्पलेट लोड नहीं कर पाए।',
  'settings.templates.heading':
    'आपकी टीम के टेम्पलेट <muted>({max, number} में से {count, number})</muted>',
  'settings.templates.listLabel': 'आपकी टीम के टेम्पलेट',
  'settings.templates.add': 'टेम्पलेट जोड़ें',
  'settings.templates.none': 'आपकी टीम ने अभी तक कोई टेम्पलेट सेव नहीं किया है।',
  'settings.templates.kind.accepted': 'मंज़ूरी',
  'settings.templates.kind.rejectedFor': 'नामंज़ूरी · {reason}',
  'settings.templates.kind.rejectedAny': 'नामंज़ूरी · कोई भी वजह',
  'settings.templates.deleted': 'टेम्पलेट “{name}” हटा दिया गया।',
  'settings.templates.deleteFailed': 'हम टेम्पलेट नहीं हटा पाए। कृपया फिर कोशिश करें।',
  'settings.templates.editLabel': '“{name}” बदलें',
  'settings.templates.deleteLabel': '“{name}” हटाएँ',
  'settings.templates.delete': 'हटाएँ',
  'settings.templates.deleteTitle': '“{name}” हटाएँ?',
  'settings.templates.deleteDescription':
    'टीम के साथियों को यह संदेश अब नहीं दिखाया जाएगा। फ़ाउंडर्स को पहले भेजे गए संदेश जैसे थे वैसे ही रहेंगे।',
  'settings.templates.deleteConfirm': 'टेम्पलेट हटाएँ',
  'settings.templates.deleting': 'हटाया जा रहा है…',
  'settings.templates.standard.title': 'संगम के आम नामंज़ूरी संदेश',
  'settings.templates.standard.intro':
    'जब तक आपकी टीम नामंज़ूरी का अपना टेम्पलेट सेव नहीं करती, आवेदन नामंज़ूर करते समय यही दिखाए जाते हैं। किसी एक से शुरू करके उसे अपना बना लें।',
  'settings.templates.standard.useLabel': 'शुरुआत के लिए इस्तेमाल करें: {name}',
  'settings.templates.standard.use': 'शुरुआत के लिए इस्तेमाल करें',

  // The template dialog
  'settings.template.editTitle': 'टेम्पलेट बदलें',
  'settings.template.description':
    'एक संदेश जिससे आपकी टीम किसी आवेदन पर फ़ैसला करते समय शुरुआत कर सकती है।',
  'settings.template.name': 'नाम',
  'settings.template.nameHint':
    'सूची में टीम के साथी यही देखते हैं, जैसे “अभी जल्दी है, संपर्क में रहें”।',
  'settings.template.decision': 'फ़ैसला',
  'settings.template.decision.rejected': 'नामंज़ूरी',
  'settings.template.decision.accepted': 'मंज़ूरी',
  'settings.template.reason': 'वजह',
  'settings.template.reasonHint':
    'जब कोई साथी इस वजह से नामंज़ूर करे, तब दिखाया जाता है; “कोई भी वजह” हर नामंज़ूरी पर दिखाया जाता है।',
  'settings.template.anyReason': 'कोई भी वजह',
  'settings.template.message': 'संदेश',
  'settings.template.messageHint':
    'कम से कम 20 अक्षर। भेजने से पहले टीम के साथी इसे अब भी बदल सकते हैं।',
  'settings.template.placeholders':
    'प्लेसहोल्डर, जो हर आवेदन से भरे जाते हैं। कर्सर की जगह एक डालें:',
  'settings.template.insert': '{token} डालें',
  'settings.template.placeholder.startup': 'स्टार्टअप का नाम',
  'settings.template.placeholder.founder': 'पहले फ़ाउंडर का पहला नाम',
  'settings.template.placeholder.channel': 'वह कॉल जिस पर उन्होंने आवेदन किया',
  'settings.template.placeholder.investor': 'आपकी संस्था का नाम',
  'settings.template.preview': 'प्रीव्यू <muted>नमूने की जानकारी के साथ</muted>',
  'settings.template.previewEmpty': 'जैसे-जैसे आप लिखेंगे, संदेश यहाँ दिखेगा।',
  'settings.template.sample.channel': 'एग्रीटेक सीड 2025',
  'settings.template.sample.investor': 'आपका फ़ंड',
  'settings.template.added': 'टेम्पलेट जुड़ गया।',
  'settings.template.saved': 'टेम्पलेट “{name}” सेव हो गया।',
  'settings.template.goneMeanwhile':
    'टीम के किसी साथी ने यह टेम्पलेट हटा दिया है। इसकी जगह इसे फिर से जोड़ें।',
  'settings.template.saveFailed': 'हम टेम्पलेट सेव नहीं कर पाए। कृपया फिर कोशिश करें।',
  'settings.template.save': 'टेम्पलेट सेव करें',

  // Deal intake by email
  'settings.intake.title': 'ईमेल से डील इनटेक',
  'settings.intake.description':
    'किसी फ़ाउंडर का ईमेल, कोई इंट्रो या डेमो-डे का डेक अपने फ़ंड के पते पर फ़ॉरवर्ड करें: यह आपकी टीम के लिए एक एंट्री बनकर आता है, और इसके PDF डेक के रूप में रखे जाते हैं। इसे सिर्फ़ आपकी टीम देखती है।',
  'settings.intake.loading': 'आपका इनटेक पता लोड हो रहा है…',
  'settings.intake.loadFailed': 'हम आपका इनटेक पता लोड नहीं कर पाए।',
  'settings.intake.address': 'आपके फ़ंड का इनटेक पता',
  'settings.intake.addressWhat': 'पता',
  'settings.intake.notReceiving':
    'यह सर्वर ख़ुद मेल नहीं लेता ({port} सेट नहीं है): इस पते पर मेल सिर्फ़ वहीं पहुँचता है, जहाँ संगम का कोई दूसरा सर्वर उसे लेता है।',
  'settings.intake.off':
    'इस सर्वर पर ईमेल से इनटेक बंद है: इसके ऑपरेटर ने {domain} और {port} सेट नहीं किए हैं।',
  'settings.intake.regeneratedOn': 'आख़िरी बार {date} को नया बनाया गया।',
  'settings.intake.regeneratedOnBy': 'आख़िरी बार {date} को {name} ने नया बनाया।',
  'settings.intake.regenerate': 'नया पता बनाएँ',
  'settings.intake.confirmTitle': 'नया इनटेक पता बनाएँ?',
  'settings.intake.confirmDescription':
    'अभी वाले पते पर आने वाला मेल अब से लौटा दिया जाएगा। जो भी आपके फ़ंड को डील फ़ॉरवर्ड करता है, उसे नया पता चाहिए होगा।',
  'settings.intake.confirm': 'नया बनाएँ',
  'settings.intake.regenerating': 'नया बनाया जा रहा है…',
  'settings.intake.renewed': 'नया पता बन गया। पुराने पते पर आने वाला मेल अब लौटा दिया जाता है।',
  'settings.intake.renewFailed': 'पता नहीं बदला जा सका। कृपया फिर कोशिश करें।',

  // Members
  'settings.members.title': 'सदस्य',
  'settings.members.descriptionOwner':
    'आपकी संस्था के सभी लोग। मालिक होने के नाते आप भूमिकाएँ बदल सकते हैं और सदस्यों को हटा सकते हैं।',
  'settings.members.descriptionMember':
    'आपकी संस्था के सभी लोग। भूमिकाएँ और न्योते मालिक सँभालते हैं।',
  'settings.members.total': 'कुल {count, number}',
  'settings.members.loading': 'सदस्य लोड हो रहे हैं…',
  'settings.members.loadFailed': 'हम सदस्य लोड नहीं कर पाए।',
  'settings.members.roleChanged': '{name} अब {role, select, owner {मालिक} other {सदस्य}} हैं।',
  'settings.members.roleFailed': 'हम भूमिका नहीं बदल पाए। कृपया फिर कोशिश करें।',
  'settings.members.removed': '{name} अब सदस्य नहीं हैं।',
  'settings.members.removeFailed': 'हम इस सदस्य को नहीं हटा पाए। कृपया फिर कोशिश करें।',
  'settings.members.you': 'आप',
  'settings.members.joined': '{date} को जुड़े',
  'settings.members.roleOf': '{name} की भूमिका',
  'settings.members.removeLabel': '{name} को हटाएँ',
  'settings.members.remove': 'हटाएँ',
  'settings.members.removeTitle': '{name} को हटाएँ?',
  'settings.members.removeDescription':
    '{name} ({email}) का आपकी संस्था में एक्सेस तुरंत ख़त्म हो जाएगा। आप उन्हें बाद में फिर से न्योता भेज सकते हैं।',
  'settings.members.removeConfirm': 'सदस्य हटाएँ',
  'settings.members.removing': 'हटाया जा रहा है…',

  // Invitations
  'settings.invitations.title': 'न्योते',
  'settings.invitations.description':
    'टीम के साथियों को ईमेल से न्योता भेजें। न्योते का लिंक 7 दिन तक काम करता है।',
  'settings.invitations.sentHeading': 'भेजे गए न्योते',
  'settings.invitations.loading': 'न्योते लोड हो रहे हैं…',
  'settings.invitations.loadFailed': 'हम न्योते लोड नहीं कर पाए।',
  'settings.invitations.none': 'अभी तक कोई न्योता नहीं।',
  'settings.invitations.state.open': 'खुला',
  'settings.invitations.state.expired': 'समय ख़त्म',
  'settings.invitations.state.accepted': 'मंज़ूर',
  'settings.invitations.state.revoked': 'वापस लिया',
  'settings.invitations.email': 'टीम के साथी का ईमेल',
  'settings.invitations.role': 'भूमिका',
  'settings.invitations.roleHint': 'मालिक न्योता भेज सकते हैं और सदस्यों को हटा सकते हैं।',
  'settings.invitations.send': 'न्योता भेजें',
  'settings.invitations.sent': '{email} को न्योता भेज दिया गया।',
  'settings.invitations.alreadyMember': 'यह व्यक्ति पहले से सदस्य है।',
  'settings.invitations.tooMany':
    'आपने पिछले एक घंटे में बहुत सारे न्योते भेजे हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'settings.invitations.sendFailed': 'हम न्योता नहीं भेज पाए। कृपया फिर कोशिश करें।',
  'settings.invitations.resent': '{email} को न्योता फिर से भेज दिया गया।',
  'settings.invitations.resendFailed': 'हम न्योता फिर से नहीं भेज पाए। कृपया फिर कोशिश करें।',
  'settings.invitations.revoked': '{email} को भेजा न्योता वापस ले लिया गया।',
  'settings.invitations.revokeFailed': 'हम न्योता वापस नहीं ले पाए। कृपया फिर कोशिश करें।',
  'settings.invitations.roleExpires': '{role} · {date} तक',
  'settings.invitations.roleExpired': '{role} · {date} को समय ख़त्म',
  'settings.invitations.sentTimes':
    '{count, plural, =1 {एक बार} other {# बार}} भेजा, आख़िरी बार {date} को',
  'settings.invitations.sentTimesBy':
    '{count, plural, =1 {एक बार} other {# बार}} भेजा, आख़िरी बार {date} को · {name} ने',
  'settings.invitations.resendLabel': '{email} को न्योता फिर से भेजें',
  'settings.invitations.resend': 'फिर से भेजें',
  'settings.invitations.revokeLabel': '{email} को भेजा न्योता वापस लें',
  'settings.invitations.revoke': 'वापस लें',
  'settings.invitations.revokeTitle': 'यह न्योता वापस लें?',
  'settings.invitations.revokeDescription':
    '{email} को भेजा गया लिंक तुरंत काम करना बंद कर देगा। आप उन्हें बाद में फिर से न्योता भेज सकते हैं।',
  'settings.invitations.revokeConfirm': 'न्योता वापस लें',
  'settings.invitations.revoking': 'वापस लिया जा रहा है…',

  // Leaving the organisation
  'settings.leave.title': 'संस्था छोड़ें',
  'settings.leave.description':
    '{named, select, yes {{name}} other {आपकी संस्था}} और उसमें मौजूद हर चीज़ का एक्सेस आप तुरंत खो देंगे। वापस आने के लिए किसी मालिक को आपको फिर से न्योता भेजना होगा।',
  'settings.leave.onlyOwner': 'आप अकेले मालिक हैं। छोड़ने से पहले टीम के किसी साथी को मालिक बनाएँ।',
  'settings.leave.failed': 'हम आपको संस्था से नहीं निकाल पाए। कृपया फिर कोशिश करें।',
  'settings.leave.left': 'आपने {named, select, yes {{name}} other {अपनी संस्था}} छोड़ दी।',
  'settings.leave.confirmTitle': '{named, select, yes {{name}} other {अपनी संस्था}} छोड़ें?',
  'settings.leave.confirmDescription':
    'आप तुरंत एक्सेस खो देंगे। कोई मालिक बाद में आपको फिर से न्योता भेज सकता है।',
  'settings.leave.leaving': 'छोड़ रहे हैं…',
}
