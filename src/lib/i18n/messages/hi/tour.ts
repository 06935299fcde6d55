import type { tour as english } from '@/lib/i18n/messages/en/tour'

export const tour: Record<keyof typeof english, string> = {
  // The page (/demo)
  'tour.page.eyebrow': 'प्रोडक्ट टूर',
  'tour.page.title': 'संगम को टेबल के दोनों तरफ़ से देखें',
  'tour.page.lead':
    'एक आवेदन को फ़ाउंडर की पहली प्रोफ़ाइल से निवेशक के फ़ैसले तक देखें — छह कदम, लगभग तीन मिनट।',
  'tour.page.stepsNav': 'टूर के कदम',
  'tour.cta.title': 'असल में आज़माने के लिए तैयार हैं?',
  'tour.cta.body':
    'फ़ाउंडर आज ही स्टार्टअप अकाउंट बना सकते हैं। निवेशकों को एक्सेस तब मिलता है जब हम उनकी रिक्वेस्ट मंज़ूर कर देते हैं।',
  'tour.cta.signUp': 'स्टार्टअप अकाउंट बनाएँ',
  'tour.cta.investorAccess': 'निवेशक एक्सेस माँगें',

  // The demo accounts
  'tour.access.loading': 'डेमो अकाउंट लोड हो रहे हैं',
  'tour.access.none.title': 'इसे अपने डेटा के साथ देखना चाहते हैं?',
  'tour.access.none.body':
    'एक्सेस माँगें, हम आपके लिए सब तैयार कर देंगे। फ़ाउंडर चाहें तो अभी स्टार्टअप अकाउंट बनाकर अपनी प्रोफ़ाइल पर काम शुरू कर सकते हैं।',
  'tour.access.none.request': 'एक्सेस माँगें',
  'tour.access.none.signUp': 'स्टार्टअप अकाउंट बनाएँ',
  'tour.access.title': 'डेमो अकाउंट से आज़माएँ',
  'tour.access.subtitle': 'नमूना डेटा — बेझिझक घूमकर देखें।',
  'tour.access.email': 'ईमेल',
  'tour.access.password': 'पासवर्ड',
  'tour.access.copyEmail': '{role} का ईमेल कॉपी करें',
  'tour.access.copyPassword': '{role} का पासवर्ड कॉपी करें',
  'tour.access.signIn': 'साइन इन',
  'tour.access.role.founder': 'फ़ाउंडर',
  'tour.access.role.investor': 'निवेशक',
  'tour.access.role.admin': 'प्लेटफ़ॉर्म एडमिन',

  // The steps
  'tour.who.founder': 'फ़ाउंडर',
  'tour.who.investor': 'निवेशक',
  'tour.step.profile.title': 'अपनी प्रोफ़ाइल एक बार बनाएँ',
  'tour.step.profile.body':
    'फ़ाउंडर साइन अप करके स्टार्टअप बनाते हैं और तीन हिस्से भरते हैं: स्टार्टअप प्रोफ़ाइल, हर को-फ़ाउंडर की फ़ाउंडर प्रोफ़ाइल, और वह पूरी प्रोफ़ाइल जिसे निवेशक पढ़ते हैं।',
  'tour.step.profile.point1':
    'पूरी प्रोफ़ाइल के तीन सेक्शन: बाज़ार और पोज़िशनिंग, बिज़नेस और टीम, ट्रैक्शन और IP',
  'tour.step.profile.point2': 'हर सेक्शन का स्कोर ठीक-ठीक बताता है कि क्या छूटा है',
  'tour.step.profile.point3':
    'आप चुनें कि आपकी कंपनी का पब्लिक पेज हो या नहीं, और निवेशक आपको खोज सकें या नहीं',
  'tour.step.profile.caption':
    'चित्र: स्टार्टअप प्रोफ़ाइल का एडिटर — सेक्टर क्लाइमेट टेक्नोलॉजी और ऊर्जा, स्टेज प्रोटोटाइप, मुख्यालय कर्नाटक, ₹1.2 करोड़ जुटाने की योजना, और हर सेक्शन कितना पूरा है यह दिखाती पट्टियाँ।',
  'tour.step.channels.title': 'आपसे मेल खाती कॉल खोजें — और जानें क्यों',
  'tour.step.channels.body':
    'निवेशकों की खुली कॉल उनकी शर्तों के साथ दिखती हैं। संगम हर शर्त पर आपकी प्रोफ़ाइल जाँचता है और एक-एक लाइन में बताता है कि आप कहाँ मेल खाते हैं और कहाँ नहीं।',
  'tour.step.channels.point1':
    'सेक्टर, स्टेज, राज्य, बिज़नेस का प्रकार और जुटाने की रकम — एक-एक करके जाँचे जाते हैं',
  'tour.step.channels.point2':
    'मेल न खाना बस एक चेतावनी है, रुकावट नहीं — आप फिर भी आवेदन कर सकते हैं',
  'tour.step.channels.point3':
    'हर कॉल बताती है कि वह कब बंद होगी और कितने दिन में जवाब देने का वादा करती है',
  'tour.step.channels.caption':
    'चित्र: “क्लाइमेट हार्डवेयर के लिए सीड” नाम की एक कॉल और मेल की चेकलिस्ट — चार शर्तें पूरी, बिज़नेस का प्रकार मेल नहीं खाता।',
  'tour.step.apply.title': 'अपने जवाबों के साथ आवेदन करें',
  'tour.step.apply.body':
    'हर कॉल अपने सवाल पूछ सकती है। उनके जवाब दें, ठीक-ठीक देख लें कि निवेशक को क्या-क्या दिखेगा, और भेज दें। आपकी प्रोफ़ाइल उस समय जैसी है, वैसी ही जाती है।',
  'tour.step.apply.point1': 'छोटे और लंबे जवाब, संख्याएँ, लिंक और कई विकल्पों में से चुनाव',
  'tour.step.apply.point2': 'हर कॉल पर एक ही आवेदन — गलती से दोबारा आवेदन नहीं होता',
  'tour.step.apply.point3': 'फ़ैसले से पहले कभी भी आवेदन वापस लें',
  'tour.step.apply.caption':
    'चित्र: आवेदन फ़ॉर्म — कॉल के अपने दो सवालों के जवाब, निवेशक को क्या दिखेगा उसका सार, और भेजने का बटन।',
  'tour.step.pipeline.title': 'तेज़ पाइपलाइन में फ़िल्टर लगाकर रिव्यू करें',
  'tour.step.pipeline.body':
    'आवेदन निवेशक की पाइपलाइन में पहले से एक ढाँचे में आते हैं, ताकि उनकी आपस में तुलना हो सके। फ़िल्टर हज़ारों आवेदनों में से वे कुछ छाँट देते हैं जिन्हें ध्यान से देखना चाहिए — और वे URL में रहते हैं, तो टीम का कोई साथी वही व्यू खोल सकता है।',
  'tour.step.pipeline.point1':
    'सेक्टर, स्टेज, राज्य, बिज़नेस का प्रकार, ग्राहकों से जुड़ने का तरीका और जुटाने की रकम से फ़िल्टर करें',
  'tour.step.pipeline.point2':
    'आवेदनों को पड़ाव-दर-पड़ाव आगे बढ़ाएँ: भेजा गया, रिव्यू में, शॉर्टलिस्ट, ड्यू डिलिजेंस',
  'tour.step.pipeline.point3':
    'कॉल ने जितने दिन में जवाब का वादा किया, उससे देर हो जाए तो आवेदन पर निशान लगता है',
  'tour.step.pipeline.caption':
    'चित्र: आवेदनों की पाइपलाइन, क्लाइमेट टेक्नोलॉजी, कर्नाटक और ₹50 लाख से ₹2 करोड़ से फ़िल्टर की हुई, हर पड़ाव की गिनती के साथ।',
  'tour.step.team.title': 'टीम के साथ रेटिंग दें और चर्चा करें',
  'tour.step.team.body':
    'टीम का हर साथी आवेदन को 1 से 5 तक रेटिंग देता है और नोट लिखता है। जब तक आप अपनी रेटिंग न दे दें, बाकी सबकी रेटिंग छिपी रहती है, ताकि किसी एक की राय पूरी चर्चा को न झुकाए।',
  'tour.step.team.point1': 'छिपी रेटिंग, जो आपके रेटिंग देने के बाद दिखती हैं',
  'tour.step.team.point2': 'निजी नोट, और पड़ाव के हर बदलाव की पूरी टाइमलाइन',
  'tour.step.team.point3': 'होनहार स्टार्टअप को टीम की साझा सूचियों में जोड़ें',
  'tour.step.team.caption':
    'चित्र: रेटिंग का पैनल — एक साथी की 4-स्टार रेटिंग दिख रही है, दूसरे की तब तक छिपी है जब तक आप रेटिंग न दें, और दो निजी नोट।',
  'tour.step.decision.title': 'फ़ैसला फ़ाउंडर तक पहुँचता है',
  'tour.step.decision.body':
    'निवेशक फ़ैसला करके एक संदेश लिखते हैं। नामंज़ूरी के साथ एक छोटी सूची में से वजह भी जाती है, ताकि फ़ाउंडर को हर हाल में कुछ सीखने को मिले। नोट और रेटिंग कभी निवेशक की टीम से बाहर नहीं जाते।',
  'tour.step.decision.point1': 'मंज़ूर हो या नामंज़ूर, हमेशा एक संदेश के साथ',
  'tour.step.decision.point2':
    'वजहें: हमारा सेक्टर या स्टेज नहीं, अभी बहुत जल्दी है, टीम, बाज़ार का आकार, ट्रैक्शन, कुछ और',
  'tour.step.decision.point3': 'फ़ाउंडर को ऐप में और ईमेल से सूचना मिलती है',
  'tour.step.decision.caption':
    'चित्र: फ़ाउंडर को दिखता फ़ैसला — नामंज़ूर, वजह “अभी बहुत जल्दी”, और निवेशक का संदेश जो पायलट के बाद फिर से आवेदन करने को कहता है।',

  // The mock screens: sample values shared by several of them
  'tour.mock.channel': 'क्लाइमेट हार्डवेयर के लिए सीड',
  'tour.mock.sector.climate': 'क्लाइमेट टेक्नोलॉजी',
  'tour.mock.sector.energy': 'ऊर्जा',
  'tour.mock.state.karnataka': 'कर्नाटक',
  'tour.mock.raise.range': '₹50 लाख – ₹2 करोड़',
  'tour.mock.status.submitted': 'भेजा गया',
  'tour.mock.status.inReview': 'रिव्यू में',
  'tour.mock.status.shortlisted': 'शॉर्टलिस्ट',
  'tour.mock.status.dueDiligence': 'ड्यू डिलिजेंस',
  'tour.mock.status.rejected': 'नामंज़ूर',

  // The startup profile mock
  'tour.mock.profile.window': 'स्टार्टअप प्रोफ़ाइल · {startup}',
  'tour.mock.profile.tab.startup': 'स्टार्टअप · {pct}%',
  'tour.mock.profile.tab.founders': 'फ़ाउंडर्स · {pct}%',
  'tour.mock.profile.tab.full': 'पूरी प्रोफ़ाइल · {pct}%',
  'tour.mock.profile.oneLiner': 'एक लाइन में परिचय',
  'tour.mock.profile.oneLinerValue': 'गाँवों के सोलर मिनी-ग्रिड की बैटरियों की सेहत पर नज़र',
  'tour.mock.profile.sectors': 'सेक्टर',
  'tour.mock.profile.stage': 'डेवलपमेंट स्टेज',
  'tour.mock.profile.stageValue': 'प्रोटोटाइप',
  'tour.mock.profile.hq': 'मुख्यालय',
  'tour.mock.profile.hqValue': 'कर्नाटक · बेंगलुरु',
  'tour.mock.profile.raise': 'जुटाने की योजना',
  'tour.mock.profile.raiseValue': '₹1.2 करोड़',
  'tour.mock.profile.dpiit': 'DPIIT मान्यता',
  'tour.mock.profile.dpiitValue': 'मान्यता मिली है',
  'tour.mock.profile.discoverable': 'निवेशक आपको खोज सकते हैं',
  'tour.mock.profile.saved': 'अभी-अभी सेव हुआ',

  // The channel fit mock
  'tour.mock.fit.window': 'खुली कॉल',
  'tour.mock.fit.closes': '15 जनवरी 2027 को बंद होगी · 14 दिन में जवाब',
  'tour.mock.fit.score': '5 में से 4 शर्तें पूरी',
  'tour.mock.fit.sector': 'सेक्टर: क्लाइमेट टेक्नोलॉजी',
  'tour.mock.fit.sectorYours': 'आपकी प्रोफ़ाइल: क्लाइमेट टेक्नोलॉजी, ऊर्जा',
  'tour.mock.fit.stage': 'स्टेज: प्रोटोटाइप या अर्ली एक्सेस',
  'tour.mock.fit.stageYours': 'आपकी प्रोफ़ाइल: प्रोटोटाइप',
  'tour.mock.fit.hq': 'मुख्यालय: कर्नाटक, तमिलनाडु, केरल',
  'tour.mock.fit.hqYours': 'आपकी प्रोफ़ाइल: कर्नाटक',
  'tour.mock.fit.raise': 'जुटाने की योजना: ₹50 लाख – ₹2 करोड़',
  'tour.mock.fit.raiseYours': 'आपकी प्रोफ़ाइल: ₹1.2 करोड़',
  'tour.mock.fit.business': 'बिज़नेस का प्रकार: B2B',
  'tour.mock.fit.businessYours': 'आपकी प्रोफ़ाइल: B2C — आप फिर भी आवेदन कर सकते हैं',
  'tour.mock.fit.apply': 'आवेदन करें',

  // The application form mock
  'tour.mock.apply.window': 'आवेदन · {channel}',
  'tour.mock.apply.question1': '1. आज कितने मिनी-ग्रिड पर आपका मॉनिटर चल रहा है? *',
  'tour.mock.apply.question2': '2. इस राउंड से आप क्या साबित कर पाएँगे? *',
  'tour.mock.apply.answer2':
    'यह कि राज्य की दो रिन्यूएबल एनर्जी एजेंसियों के साथ पेड पायलट 12 महीनों के अंदर पूरे ज़िले के कॉन्ट्रैक्ट में बदल जाता है।',
  'tour.mock.apply.sharedWith': 'सिर्फ़ इस निवेशक को दिखेगा',
  'tour.mock.apply.shared.startup': 'स्टार्टअप प्रोफ़ाइल',
  'tour.mock.apply.shared.founders': '2 फ़ाउंडर',
  'tour.mock.apply.shared.full': 'पूरी प्रोफ़ाइल',
  'tour.mock.apply.shared.deck': 'पिच डेक (PDF)',
  'tour.mock.apply.shared.answers': 'आपके जवाब',
  'tour.mock.apply.back': 'वापस',
  'tour.mock.apply.submit': 'आवेदन भेजें',

  // The pipeline mock
  'tour.mock.pipeline.window': 'आवेदन',
  'tour.mock.pipeline.filters': 'फ़िल्टर',
  'tour.mock.pipeline.row.hasiru': 'बेंगलुरु · ₹1.2 करोड़',
  'tour.mock.pipeline.row.kaveri': 'मैसूरु · ₹75 लाख',
  'tour.mock.pipeline.row.vayu': 'हुब्बल्ली · ₹1.8 करोड़',
  'tour.mock.pipeline.overdue': 'देर हो गई',

  // The team review mock
  'tour.mock.team.window': '{startup} · टीम रिव्यू',
  'tour.mock.team.ratings': 'रेटिंग',
  'tour.mock.team.you': 'आप',
  'tour.mock.team.notRated': 'अभी रेटिंग नहीं दी',
  'tour.mock.team.notes': 'निजी नोट',
  'tour.mock.team.note1.meta': '{name} · 5 नवंबर 2026',
  'tour.mock.team.note1':
    'हार्डवेयर टीम मज़बूत है। यूनिट इकोनॉमिक्स एजेंसी वाले पायलट पर टिकी है — एक बार बात करनी चाहिए।',
  'tour.mock.team.note2.meta': 'आप · 6 नवंबर 2026',
  'tour.mock.team.note2': 'सहमत। शॉर्टलिस्ट कर रहे हैं; बातचीत का समय मेरी ओर से तय होगा।',
  'tour.mock.team.private': 'नोट और रेटिंग फ़ाउंडर को कभी नहीं दिखते।',

  // The decision mock
  'tour.mock.decision.window': 'आपके आवेदन · फ़ैसला',
  'tour.mock.decision.decided': '12 नवंबर 2026 को फ़ैसला · आवेदन के 9 दिन बाद',
  'tour.mock.decision.reason': 'वजह',
  'tour.mock.decision.reasonValue': 'अभी बहुत जल्दी',
  'tour.mock.decision.messageLabel': 'निवेशक का संदेश',
  'tour.mock.decision.message':
    'हमें आपकी टीम और आप जिस समस्या को सुलझा रहे हैं, दोनों बहुत पसंद आए। हम पहले राज्य एजेंसी वाले पायलट को कॉन्ट्रैक्ट में बदलते देखना चाहेंगे — ऐसा होने पर कृपया फिर से आवेदन करें; क्लाइमेट पर हमारी अगली कॉल वसंत में खुलेगी।',
  'tour.mock.decision.history.submitted': '<b>भेजा गया</b> · 3 नवंबर 2026',
  'tour.mock.decision.history.inReview': '<b>रिव्यू में</b> · 4 नवंबर 2026',
  'tour.mock.decision.history.shortlisted': '<b>शॉर्टलिस्ट</b> · 6 नवंबर 2026',
  'tour.mock.decision.history.rejected': '<b>नामंज़ूर</b> · 12 नवंबर 2026',
}
