import type { claim as english } from '@/lib/i18n/messages/en/claim'

export const claim: Record<keyof typeof english, string> = {
  'claim.common.signIn': 'साइन इन करें',
  'claim.common.signOut': 'साइन आउट करें',
  'claim.common.signingOut': 'साइन आउट हो रहा है…',
  'claim.common.openOrganisation': '{organisation} खोलें',
  'claim.common.home': 'होम पेज पर जाएँ',
  'claim.common.email': 'ईमेल',
  'claim.common.fullName': 'आपका पूरा नाम',
  'claim.common.password': 'पासवर्ड',
  'claim.common.creatingAccount': 'आपका अकाउंट बन रहा है…',
  'claim.common.createHeading': 'अपना संगम अकाउंट बनाएँ',
  'claim.common.haveAccount': 'पहले से अकाउंट है? <link>साइन इन करें</link>',
  'claim.common.tooManySignUps':
    'आपके नेटवर्क से बहुत सारे साइन-अप हुए हैं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  'claim.common.signUpFailed': 'हम आपका अकाउंट नहीं बना पाए। कृपया फिर कोशिश करें।',
  'claim.common.unreachable':
    'संगम से संपर्क नहीं हो पाया। अपना इंटरनेट कनेक्शन देखें और फिर कोशिश करें।',
  'claim.common.sessionEnded': 'आपका सेशन ख़त्म हो गया। कृपया साइन इन करें और लिंक फिर से खोलें।',
  'claim.common.tooManyAttempts': 'बहुत सारी कोशिशें हो गईं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  'claim.common.signedInAs': 'आप <strong>{email}</strong> से साइन इन हैं।',

  'claim.page.title': 'अपनी डील क्लेम करें · संगम',
  'claim.page.eyebrow': 'अपनी डील क्लेम करें',
  'claim.page.title.received': '{fund} को आपका डेक मिला है',
  'claim.page.broken.title': 'यह क्लेम लिंक काम नहीं कर रहा',
  'claim.page.broken.body':
    'हो सकता है लिंक अधूरा हो, या फ़ंड ने आपको नया लिंक भेजा हो जिसने इसकी जगह ले ली। उनके सबसे नए ईमेल से पूरा लिंक कॉपी करें, या फ़ंड को जवाब देकर उनसे आपको दोबारा न्योता भेजने को कहें।',

  'claim.details.intro':
    '{inviterKnown, select, yes {{fund} के {inviter}} other {{fund}}} को {startupKnown, select, yes {<strong>{startup}</strong>} other {आपके स्टार्टअप}} के बारे में एक ईमेल मिला है, और वे अपना डील फ़्लो संगम पर चलाते हैं। जब तक आप नीचे सहमति नहीं देते, किसी के साथ कुछ भी शेयर नहीं होगा।',
  'claim.details.invitedBy': 'न्योता भेजने वाले',
  'claim.details.invitedBy.value': '{fund} के {inviter}',
  'claim.details.startup': 'स्टार्टअप',
  'claim.details.notNamed': 'नाम नहीं दिया गया',
  'claim.details.website': 'वेबसाइट',
  'claim.details.emailReceived': 'मिला हुआ ईमेल',
  'claim.details.deck': 'डेक',
  'claim.details.pages': '{count, plural, one {# पेज} other {# पेज}}',
  'claim.details.noDeck': 'कोई डेक अटैच नहीं था',
  'claim.details.ask': 'वे आपसे चाहते हैं',
  'claim.details.ask.apply': '{channel} में आवेदन करें',
  'claim.details.ask.discoverable': 'अपनी प्रोफ़ाइल निवेशकों की खोज में दिखाएँ',
  'claim.details.callClosed': 'यह कॉल अभी आवेदन नहीं ले रही है।',
  'claim.details.expires': 'लिंक की आख़िरी तारीख़',
  'claim.details.note': '{name} का नोट',

  'claim.action.expiredOn':
    'यह लिंक {date} को ख़त्म हो गया। {name} से आपको दोबारा न्योता भेजने को कहें: न्योता नए लिंक के साथ एक नए ईमेल में आता है।',
  'claim.action.expired':
    'यह लिंक अब काम नहीं करता। {name} से आपको दोबारा न्योता भेजने को कहें: न्योता नए लिंक के साथ एक नए ईमेल में आता है।',
  'claim.action.claimed.member':
    'यह डील पहले ही क्लेम हो चुकी है। अगर आपने की थी, तो इसकी जानकारी आपके स्टार्टअप की प्रोफ़ाइल में है; अगर नहीं, तो {fund} से इसके बारे में पूछें।',
  'claim.action.claimed.signIn':
    'यह डील पहले ही क्लेम हो चुकी है। अगर आपने की थी, तो अपने स्टार्टअप की प्रोफ़ाइल खोलने के लिए साइन इन करें; अगर नहीं, तो {fund} से इसके बारे में पूछें।',
  'claim.action.linkFailed.signedIn':
    'पुष्टि का वह लिंक ख़त्म हो चुका है या पहले ही इस्तेमाल हो चुका है। नीचे से नया लिंक मँगाएँ।',
  'claim.action.linkFailed.signedOut':
    'पुष्टि का वह लिंक ख़त्म हो चुका है या पहले ही इस्तेमाल हो चुका है। नया लिंक पाने के लिए अपने नए अकाउंट से साइन इन करें।',
  'claim.action.admin':
    'आप प्लैटफ़ॉर्म एडमिन अकाउंट से साइन इन हैं, जो किसी स्टार्टअप का मालिक नहीं हो सकता। {fund} से कहें कि वे यह लिंक आपके किसी दूसरे ईमेल पते पर भेजें।',
  'claim.action.investor':
    '{email} निवेशक संस्था {organisation} से जुड़ा है, और डील स्टार्टअप के अकाउंट से क्लेम होती है। {fund} से कहें कि वे यह लिंक उस पते पर भेजें जिसे आप अपने स्टार्टअप के लिए इस्तेमाल करते हैं।',
  'claim.action.signedOut.heading': 'क्लेम करने के लिए साइन इन करें',
  'claim.action.signedOut.body':
    '{fund} ने यह लिंक <strong>{email}</strong> पर भेजा है। डील क्लेम करने के लिए आपको इसी पते वाला संगम अकाउंट चाहिए: नया बनाएँ, या अगर है तो साइन इन करें। दोनों ही तरह से आप इसी पेज पर वापस आएँगे।',
  'claim.action.signedOut.create': 'अकाउंट बनाएँ',
  'claim.action.wrongAccount':
    'यह लिंक <strong>{email}</strong> पर भेजा गया था, लेकिन आप <strong>{current}</strong> से साइन इन हैं। डील क्लेम करने के लिए साइन आउट करें, फिर {email} से साइन इन करें या अकाउंट बनाएँ।',
  'claim.action.wrongAccount.signInAs': '{email} से साइन इन करें',
  'claim.action.confirm.heading': 'पहले अपने ईमेल की पुष्टि करें',
  'claim.action.confirm.body':
    'अकाउंट बनाते समय हमने <strong>{email}</strong> पर जो लिंक ईमेल किया था, उसे खोलें: वह आपको डील क्लेम करने के लिए इसी पेज पर वापस लाएगा।',
  'claim.action.confirm.sent': 'हमने {email} पर नया लिंक भेज दिया है। यह 24 घंटे तक काम करेगा।',
  'claim.action.confirm.tooMany':
    'आपने थोड़े समय में कई लिंक माँगे हैं। कृपया एक मिनट रुककर फिर कोशिश करें।',
  'claim.action.confirm.failed': 'हम लिंक नहीं भेज पाए। कृपया थोड़ी देर में फिर कोशिश करें।',
  'claim.action.confirm.sending': 'भेज रहे हैं…',
  'claim.action.confirm.resend': 'लिंक दोबारा भेजें',
  'claim.action.confirm.elsewhere':
    'किसी दूसरे डिवाइस पर पुष्टि कर दी? <check>फिर से जाँचें</check>',

  'claim.form.heading': 'सहमति दें और क्लेम करें',
  'claim.form.signedInAsFor':
    'आप <org>{organisation}</org> के लिए <strong>{email}</strong> से साइन इन हैं।',
  'claim.form.startupName': 'आपके स्टार्टअप का नाम',
  'claim.form.startupName.hint': 'जैसा {fund} ने लिखा है: अगर उन्होंने ग़लत लिखा हो तो बदल दें।',
  'claim.form.consent.required': 'क्लेम करने से पहले सहमति के लिए बॉक्स पर टिक करें।',
  'claim.form.consent.new.apply':
    '{deck, select, yes {{fund} को मिली जानकारी और डेक} other {{fund} को मिली जानकारी}} से मेरी स्टार्टअप प्रोफ़ाइल बनाएँ, और जब मैं {channel} में आवेदन करूँ, तब इसे {fund} के साथ शेयर करें',
  'claim.form.consent.new.discoverable':
    '{deck, select, yes {{fund} को मिली जानकारी और डेक} other {{fund} को मिली जानकारी}} से मेरी स्टार्टअप प्रोफ़ाइल बनाएँ, और इसे निवेशकों की खोज में दिखाएँ',
  'claim.form.consent.own.apply':
    '{endsInS, select, other {{organisation} की}} प्रोफ़ाइल में जो खाली है, उसमें {deck, select, yes {{fund} को मिली जानकारी और डेक} other {{fund} को मिली जानकारी}} जोड़ें, और जब मैं {channel} में आवेदन करूँ, तब इसे {fund} के साथ शेयर करें',
  'claim.form.consent.own.discoverable':
    '{endsInS, select, other {{organisation} की}} प्रोफ़ाइल में जो खाली है, उसमें {deck, select, yes {{fund} को मिली जानकारी और डेक} other {{fund} को मिली जानकारी}} जोड़ें, और इसे निवेशकों की खोज में दिखाएँ',
  'claim.form.claiming': 'क्लेम हो रहा है…',
  'claim.form.submit': 'डील क्लेम करें',
  'claim.form.claimed': 'आपने डील क्लेम कर ली।',
  'claim.form.claimed.applyNow':
    'देख लें कि आप क्या शेयर कर रहे हैं, फिर {channel} में आवेदन करें।',
  'claim.form.claimed.applyLater': '{channel} खुलने पर आप उसमें आवेदन कर सकते हैं।',
  'claim.form.claimed.discoverable': 'अब आपकी प्रोफ़ाइल निवेशकों की खोज में दिखती है।',
  'claim.form.error.gone': 'यह डील अब क्लेम नहीं की जा सकती।',
  'claim.form.error.notFound':
    'यह क्लेम लिंक अब काम नहीं करता: हो सकता है फ़ंड ने नया लिंक भेजा हो। उनके सबसे नए ईमेल वाला लिंक खोलें।',
  'claim.form.error.failed': 'हम डील क्लेम नहीं कर पाए। कृपया फिर कोशिश करें।',

  'claim.signUp.sent.heading': 'अपना ईमेल देखें',
  'claim.signUp.sent.body':
    'हमने <strong>{email}</strong> पर एक लिंक भेजा है। अपने पते की पुष्टि के लिए इसे 24 घंटे के अंदर खोलें: यह आपको साइन इन कर देगा और डील क्लेम करने के लिए इसी पेज पर वापस ले आएगा।',
  'claim.signUp.sent.nothing':
    'कुछ नहीं आया? अपना स्पैम या प्रमोशन्स फ़ोल्डर देखें। अगर इस पते से आपका अकाउंट पहले से है, तो ईमेल में यही लिखा होगा: तब <link>इस पेज से साइन इन करें</link>।',
  'claim.signUp.intro':
    'आपके पते की पुष्टि के लिए हम आपको एक लिंक ईमेल करेंगे। वह आपको डील क्लेम करने के लिए यहीं वापस ले आएगा।',
  'claim.signUp.emailHint': 'लिंक इसी पते पर भेजा गया था।',
  'claim.signUp.choosePassword': 'कोई दूसरा पासवर्ड चुनें।',
  'claim.signUp.submit': 'अकाउंट बनाएँ',
  'claim.signUp.back': 'वापस',
  'claim.signUp.agree':
    'अकाउंट बनाकर आप <terms>सेवा की शर्तों</terms> और <privacy>प्राइवेसी पॉलिसी</privacy> से सहमत होते हैं।',

  'claim.invite.eyebrow': 'न्योता',
  'claim.invite.title': 'संगम पर {organisation} से जुड़ें',
  'claim.invite.broken.title': 'यह न्योते का लिंक काम नहीं कर रहा',
  'claim.invite.broken.body':
    'हो सकता है लिंक अधूरा हो, या किसी नए न्योते ने इसकी जगह ले ली हो। न्योते वाले सबसे नए ईमेल से पूरा लिंक कॉपी करें, या जिन्होंने आपको न्योता भेजा था, उनसे नया न्योता भेजने को कहें।',
  'claim.invite.sangamTeam': 'संगम टीम',
  'claim.invite.intro':
    '{inviter} ने <strong>{email}</strong> को {organisation} से जुड़ने का न्योता दिया है, जो संगम पर {kind, select, investor {एक निवेशक टीम} other {एक स्टार्टअप}} है।',
  'claim.invite.organisation': 'संस्था',
  'claim.invite.organisation.value':
    '{organisation} · {kind, select, investor {निवेशक} other {स्टार्टअप}}',
  'claim.invite.role': 'आपकी भूमिका',
  'claim.invite.role.owner':
    'मालिक — टीम के साथियों को न्योता भेज सकते हैं और संस्था सँभाल सकते हैं',
  'claim.invite.role.member': 'सदस्य',
  'claim.invite.invitedBy': 'न्योता भेजने वाले',
  'claim.invite.expires': 'आख़िरी तारीख़',
  'claim.invite.expired.inviter':
    'यह न्योता {date} को ख़त्म हो गया। {inviter} से नया न्योता माँगें — वह नए लिंक के साथ एक नए ईमेल में आएगा।',
  'claim.invite.expired.unknown':
    'यह न्योता {date} को ख़त्म हो गया। जिन्होंने आपको न्योता भेजा था, उनसे नया न्योता माँगें — वह नए लिंक के साथ एक नए ईमेल में आएगा।',
  'claim.invite.accepted':
    'यह न्योता पहले ही स्वीकार किया जा चुका है। अगर आपने किया था, तो {organisation} खोलने के लिए साइन इन करें।',
  'claim.invite.revoked':
    '{organisation} ने यह न्योता वापस ले लिया है। अगर आपको लगता है कि यह ग़लती है, तो उनसे आपको दोबारा न्योता भेजने को कहें।',
  'claim.invite.member':
    'आप पहले से {current} से जुड़े हैं। संगम पर हर कोई एक समय में एक ही संस्था से जुड़ा होता है: {organisation} से जुड़ने से पहले अपनी सेटिंग्स में जाकर उसे छोड़ें।',
  'claim.invite.openSettings': 'मेरी सेटिंग्स खोलें',
  'claim.invite.joining': 'जुड़ रहे हैं…',
  'claim.invite.accept': 'न्योता स्वीकार करें',
  'claim.invite.wrongAccount':
    'यह न्योता <strong>{email}</strong> पर भेजा गया था, लेकिन आप <strong>{current}</strong> से साइन इन हैं। इसे स्वीकार करने के लिए साइन आउट करें, फिर {email} से साइन इन करें या अकाउंट बनाएँ।',
  'claim.invite.signUp.intro':
    'न्योता स्वीकार करने से आपके ईमेल की पुष्टि हो जाती है, क्योंकि न्योता उसी इनबॉक्स में आया था।',
  'claim.invite.signUp.emailHint': 'न्योता इसी पते के लिए है।',
  'claim.invite.signUp.choosePassword': 'कृपया कोई दूसरा पासवर्ड चुनें।',
  'claim.invite.signUp.exists':
    '{email} से शायद पहले से एक अकाउंट है। न्योता स्वीकार करने के लिए <link>साइन इन करें</link>।',
  'claim.invite.signUp.submit': 'अकाउंट बनाएँ और जुड़ें',
  'claim.invite.welcome': '{organisation} में आपका स्वागत है!',
  'claim.invite.error.conflict':
    'आप पहले से एक संस्था से जुड़े हैं। किसी दूसरी संस्था से जुड़ने से पहले अपनी सेटिंग्स में जाकर उसे छोड़ें।',
  'claim.invite.error.forbidden': 'यह न्योता किसी दूसरे ईमेल पते पर भेजा गया था।',
  'claim.invite.error.notFound':
    'यह न्योते का लिंक सही नहीं है। हो सकता है किसी नए लिंक ने इसकी जगह ले ली हो।',
  'claim.invite.error.gone': 'यह न्योता अब इस्तेमाल नहीं किया जा सकता।',
  'claim.invite.error.failed': 'हम न्योता स्वीकार नहीं कर पाए। कृपया फिर कोशिश करें।',
}
