import type { email as english } from '@/lib/i18n/messages/en/email'

export const email: Record<keyof typeof english, string> = {
  'email.layout.buttonFallback': 'अगर बटन काम न करे, तो यह लिंक अपने ब्राउज़र में पेस्ट करें:',
  'email.layout.footer': 'संगम — जहाँ भारत के स्टार्टअप और निवेशक मिलते हैं।',
  'email.layout.defaultReason': 'आपको यह ईमेल आपके संगम अकाउंट पर हुई गतिविधि की वजह से मिला है।',
  'email.greeting.named': 'नमस्ते {name},',
  'email.greeting.unnamed': 'नमस्ते,',
  'email.decision.subject.accepted': '{investor} ने {channel} में आपका आवेदन मंज़ूर कर लिया है',
  'email.decision.subject.rejected': '{channel} में आपके आवेदन पर फ़ैसला',
  'email.decision.preview.accepted': '{investor} ने {channel} में आपका आवेदन मंज़ूर कर लिया है।',
  'email.decision.preview.rejected': '{investor} ने {channel} में आपके आवेदन पर फ़ैसला ले लिया है।',
  'email.decision.heading.accepted': 'आपका आवेदन मंज़ूर हो गया है',
  'email.decision.heading.rejected': 'आपके आवेदन पर फ़ैसला',
  'email.decision.body.accepted':
    'अच्छी ख़बर — <b>{investor}</b> ने <b>{channel}</b> में <b>{startup}</b> का आवेदन मंज़ूर कर लिया है।',
  'email.decision.body.rejected':
    '<b>{investor}</b> ने <b>{channel}</b> में <b>{startup}</b> के आवेदन पर इस बार आगे न बढ़ने का फ़ैसला किया है।',
  'email.decision.reason': 'वजह: <b>{reason}</b>',
  'email.decision.messageIntro': 'आपके लिए उनका संदेश:',
  'email.decision.action': 'अपने आवेदन देखें',
  'email.decision.preferences':
    'अपने आवेदनों के बारे में ईमेल आप सेटिंग्स में सूचनाओं की पसंद से बंद कर सकते हैं।',

  'email.verify.subject': 'संगम के लिए अपना ईमेल पक्का करें',
  'email.verify.preview': 'अपना संगम अकाउंट तैयार करने के लिए अपना ईमेल पता पक्का करें।',
  'email.verify.heading': 'अपना ईमेल पक्का करें',
  'email.verify.body':
    'संगम में आपका स्वागत है। अपना अकाउंट तैयार करने के लिए कृपया पक्का करें कि यह आपका ईमेल पता है।',
  'email.verify.action': 'ईमेल पक्का करें',
  'email.verify.ignore': 'अगर आपने संगम अकाउंट नहीं बनाया, तो आप इस ईमेल को अनदेखा कर सकते हैं।',

  'email.reset.subject': 'अपना संगम पासवर्ड बदलें',
  'email.reset.preview': 'इस लिंक से अपना नया संगम पासवर्ड चुनें। यह 1 घंटे में ख़त्म हो जाएगा।',
  'email.reset.heading': 'अपना पासवर्ड बदलें',
  'email.reset.body':
    'हमें आपके संगम अकाउंट का पासवर्ड बदलने का अनुरोध मिला है। नीचे दिए बटन से नया पासवर्ड चुनें। यह लिंक 1 घंटे में ख़त्म हो जाएगा।',
  'email.reset.action': 'नया पासवर्ड चुनें',
  'email.reset.ignore':
    'अगर आपने पासवर्ड बदलने को नहीं कहा था, तो इस ईमेल को अनदेखा करें — आपका पासवर्ड जैसा है वैसा ही रहेगा।',

  'email.exists.subject': 'आपका संगम अकाउंट पहले से है',
  'email.exists.preview': 'किसी ने आपके ईमेल पते से संगम अकाउंट बनाने की कोशिश की।',
  'email.exists.heading': 'आपका संगम अकाउंट पहले से है',
  'email.exists.body':
    'किसी ने — शायद आपने ही — इस ईमेल पते से नया संगम अकाउंट बनाने की कोशिश की। यह पता पहले से आपके अकाउंट का है, इसलिए कोई नया अकाउंट नहीं बना।',
  'email.exists.action': 'साइन इन करें',
  'email.exists.forgot':
    'पासवर्ड भूल गए? <link>नया पासवर्ड चुनें</link>। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: कुछ नहीं बदला है।',

  'email.changeEmail.subject': 'संगम के लिए अपना नया ईमेल पक्का करें',
  'email.changeEmail.preview': 'संगम के लिए अपना नया ईमेल पता पक्का करें।',
  'email.changeEmail.heading': 'अपना नया ईमेल पक्का करें',
  'email.changeEmail.body':
    'एक संगम अकाउंट ने <b>{email}</b> को अपने ईमेल पते के तौर पर इस्तेमाल करना चाहा है। अगर यह आप थे, तो नीचे दिए बटन से बदलाव पक्का करें; तब तक अकाउंट अपना मौजूदा पता ही रखेगा।',
  'email.changeEmail.action': 'नया ईमेल पक्का करें',
  'email.changeEmail.ignore':
    'अगर आपने यह बदलाव नहीं माँगा था, तो इस ईमेल को अनदेखा करें, कुछ नहीं बदलेगा।',

  'email.invitation.subject': '{inviter} ने आपको संगम पर {organisation} में बुलाया है',
  'email.invitation.preview': 'संगम पर {organisation} से जुड़ें।',
  'email.invitation.heading': 'संगम पर {organisation} से जुड़ें',
  'email.invitation.body':
    '<b>{inviter}</b> ने आपको संगम पर {kind, select, startup {स्टार्टअप} other {निवेशक संगठन}} <b>{organisation}</b> से {role, select, owner {मालिक} other {सदस्य}} के तौर पर जुड़ने का न्योता दिया है।{role, select, owner { मालिक टीम के साथियों को न्योता दे सकते हैं, उन्हें हटा सकते हैं और संगठन का नाम भी बदल सकते हैं।} other {}}',
  'email.invitation.action': 'न्योता स्वीकार करें',
  'email.invitation.expiry':
    'यह न्योता {date} को ख़त्म हो जाएगा और लिंक सिर्फ़ एक बार काम करता है। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।',

  'email.accessApproved.subject': 'आपका संगम एक्सेस मंज़ूर हो गया है',
  'email.accessApproved.preview': '{organisation} के लिए अपना संगम अकाउंट बनाएँ।',
  'email.accessApproved.heading': 'आपका एक्सेस मंज़ूर हो गया है',
  'email.accessApproved.body':
    'अच्छी ख़बर — संगम एक्सेस के लिए आपका अनुरोध मंज़ूर हो गया है। नीचे दिए बटन से <b>{organisation}</b> के लिए अपना अकाउंट बनाएँ।',
  'email.accessApproved.action': 'अपना अकाउंट बनाएँ',
  'email.accessApproved.expiry':
    'यह लिंक {date} को ख़त्म हो जाएगा और सिर्फ़ एक बार काम करता है। अगर यह ख़त्म हो गया हो, तो फिर से एक्सेस माँगें, हम आपको नया लिंक भेज देंगे।',
  'email.accessRejected.subject': 'संगम एक्सेस के आपके अनुरोध के बारे में',
  'email.accessRejected.preview': 'संगम एक्सेस के आपके अनुरोध पर एक जानकारी।',
  'email.accessRejected.heading': 'एक्सेस के आपके अनुरोध के बारे में',
  'email.accessRejected.body':
    'संगम में रुचि लेने के लिए धन्यवाद। हमने एक्सेस के आपके अनुरोध को देखा है और अभी हम इसे मंज़ूर नहीं कर पा रहे हैं।',
  'email.accessRejected.noteIntro': 'हमारी टीम का नोट:',
  'email.accessRejected.again':
    'अगर आपके हालात बदलें, तो आप बाद में संगम के "एक्सेस माँगें" पेज से नया अनुरोध भेज सकते हैं।',
  'email.accessRejected.signature': '— संगम टीम',

  'email.newApplication.subject': 'नया आवेदन: {channel} में {startup}',
  'email.newApplication.preview': '{startup} ने {channel} में आवेदन किया है।',
  'email.newApplication.heading': 'नया आवेदन',
  'email.newApplication.body': '<b>{startup}</b> ने आपकी कॉल <b>{channel}</b> में आवेदन किया है।',
  'email.newApplication.action': 'आवेदन देखें',
  'email.newApplication.preferences':
    'हर नए आवेदन पर आपको एक ईमेल मिलता है। इसकी जगह दिन में एक सारांश पाने के लिए, या कोई ईमेल न पाने के लिए, सेटिंग्स में सूचनाओं की पसंद बदलें।',

  'email.digest.summary':
    '{kind, select, dealRooms {{dealRooms, plural, one {डील रूम में # अपडेट} other {डील रूम में # अपडेट}}} both {{applications, plural, =0 {# नए आवेदन} one {# नया आवेदन} other {# नए आवेदन}} और {dealRooms, plural, one {डील रूम में # अपडेट} other {डील रूम में # अपडेट}}} other {{applications, plural, =0 {# नए आवेदन} one {# नया आवेदन} other {# नए आवेदन}}}}',
  'email.digest.subject': 'संगम पर {summary}',
  'email.digest.preview': 'पिछले सारांश के बाद से {summary}।',
  'email.digest.heading': 'आपकी टीम के लिए {summary}',
  'email.digest.applicationsIntro':
    'पिछले सारांश के बाद से इन स्टार्टअप ने आपकी कॉल में आवेदन किया:',
  'email.digest.application': '<link>{startup}</link>, {channel} में',
  'email.digest.dealRoomsIntro': 'आपके डील रूम में:',
  'email.digest.action': 'आवेदन खोलें',
  'email.digest.preferences':
    'कुछ नया होने पर यह सारांश आपको दिन में एक बार मिलता है। इसे सेटिंग्स में सूचनाओं की पसंद से बदलें।',

  'email.status.subject': '{channel}: आपके आवेदन का नया स्टेटस — {status}',
  'email.status.preview': '{channel}: आपके आवेदन का नया स्टेटस — {status}।',
  'email.status.heading': 'आपके आवेदन का नया स्टेटस: {status}',
  'email.status.body':
    '<b>{investor}</b> ने <b>{channel}</b> में <b>{startup}</b> के आवेदन का स्टेटस बदल दिया है। नया स्टेटस: <b>{status}</b>।',
  'email.status.action': 'अपने आवेदन देखें',
  'email.status.preferences':
    'स्टेटस बदलने के ईमेल आप सेटिंग्स में सूचनाओं की पसंद से बंद कर सकते हैं।',

  'email.intakeClaim.subject': '{fund} ने आपको संगम पर अपनी डील क्लेम करने का न्योता दिया है',
  'email.intakeClaim.preview': '{fund} को आपका डेक मिला है और उन्होंने आपको संगम पर बुलाया है।',
  'email.intakeClaim.heading': '{fund} को आपका डेक मिला है',
  'email.intakeClaim.reason':
    'आपको यह ईमेल इसलिए मिला क्योंकि {fund} को आपके स्टार्टअप के बारे में एक ईमेल मिला था।',
  'email.intakeClaim.body':
    '<b>{fund}</b> के <b>{inviter}</b> को {startupKnown, select, yes {<b>{startup}</b>} other {आपके स्टार्टअप}} के बारे में ईमेल मिला है, और वे अपना डील फ़्लो संगम पर चलाते हैं। {channelKnown, select, yes {वे आपको <b>{channel}</b> में आवेदन करने का न्योता देते हैं: डील क्लेम करें, और आपकी प्रोफ़ाइल उन्हीं जानकारियों और डेक से शुरू होगी जो उन्हें मिले हैं।} other {वे आपको अपनी प्रोफ़ाइल निवेशकों को दिखाने का न्योता देते हैं: डील क्लेम करें, और आपकी प्रोफ़ाइल उन्हीं जानकारियों और डेक से शुरू होगी जो उन्हें मिले हैं।}}',
  'email.intakeClaim.noteIntro': 'उनका नोट:',
  'email.intakeClaim.action': 'डील क्लेम करें',
  'email.intakeClaim.expiry':
    'आपकी मंज़ूरी के बिना कुछ भी शेयर नहीं होता। लिंक सिर्फ़ एक बार काम करता है और {date} को ख़त्म हो जाएगा। अगर आपको इसकी उम्मीद नहीं थी, तो इस ईमेल को अनदेखा करें।',
  'email.intakeDeclined.preview': '{fund} ने आपके ईमेल का जवाब दिया है।',
  'email.intakeDeclined.heading': '{fund} का जवाब',
  'email.intakeDeclined.reason': 'आपको यह ईमेल इसलिए मिला क्योंकि आपने {fund} को लिखा था।',
  'email.intakeDeclined.body':
    '<b>{fund}</b> ने आपका ईमेल “{subject}” पढ़ा है और इस बार आगे न बढ़ने का फ़ैसला किया है। आपके लिए उनका संदेश:',
}
