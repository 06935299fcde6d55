import type { home as english } from '@/lib/i18n/messages/en/home'

export const home: Record<keyof typeof english, string> = {
  'home.actions.signUp': 'स्टार्टअप अकाउंट बनाएँ',
  'home.actions.requestAccess': 'निवेशक एक्सेस माँगें',

  'home.hero.badge': 'भारत में बना, भारत के स्टार्टअप के लिए',
  'home.hero.title': 'जहाँ भारत के स्टार्टअप और निवेशक <accent>मिलते हैं</accent>।',
  'home.hero.lead':
    'फ़ाउंडर अपनी कहानी एक बार बताते हैं और अपने से मेल खाती निवेशकों की कॉल में आवेदन करते हैं — और हर आवेदन को जवाब मिलता है। निवेशक अपनी शर्तों और सवालों के साथ कॉल खोलते हैं, फिर अपनी टीम के साथ मिलकर एक साफ़-सुथरी पाइपलाइन में आवेदन देखते हैं, जिसे फ़िल्टर किया जा सकता है।',
  'home.hero.tour': 'प्रोडक्ट टूर देखें',
  'home.hero.note': 'शुरुआती एक्सेस के दौरान मुफ़्त। निवेशक अकाउंट हमारी टीम मंज़ूर करती है।',
  'home.hero.sample.channel': 'कॉल',
  'home.hero.sample.channelName': 'क्लाइमेट हार्डवेयर के लिए सीड',
  'home.hero.sample.open': 'खुली',
  'home.hero.sample.whyFits': 'यह कॉल आपसे क्यों मेल खाती है',
  'home.hero.sample.fit.sector': '<label>सेक्टर:</label> <value>क्लाइमेट टेक्नोलॉजी</value>',
  'home.hero.sample.fit.stage': '<label>स्टेज:</label> <value>प्रोटोटाइप</value>',
  'home.hero.sample.fit.headquarters': '<label>मुख्यालय:</label> <value>कर्नाटक</value>',
  'home.hero.sample.fit.raise':
    '<label>जुटाने की योजना:</label> <value>₹1.2 करोड़, ₹50 लाख – ₹2 करोड़ के दायरे में</value>',
  'home.hero.sample.fit.businessType':
    '<label>कारोबार का प्रकार:</label> <value>B2B चाहिए, आपका D2C है</value>',
  'home.hero.sample.answerWithin': '14 दिन में जवाब',
  'home.hero.sample.apply': 'आवेदन करें',
  'home.hero.sample.shortlisted': 'आवेदन शॉर्टलिस्ट हुआ',
  'home.hero.sample.message': '“हम आपकी फ़ाउंडिंग टीम से मिलना चाहेंगे।”',
  'home.hero.illustration':
    'चित्र: निवेशक की एक खुली कॉल, जो हर शर्त पर एक-एक करके दिखाती है कि वह स्टार्टअप से क्यों मेल खाती है, साथ में 14 दिन में जवाब देने का वादा, और एक सूचना कि स्टार्टअप का आवेदन शॉर्टलिस्ट हो गया है।',

  'home.counts.title': 'इस समय संगम पर',
  'home.counts.startups': 'संगम पर स्टार्टअप',
  'home.counts.investors': 'निवेशक संस्थाएँ',
  'home.counts.openChannels': 'आवेदन के लिए खुली कॉल',
  'home.counts.applications': 'भेजे गए आवेदन',
  'home.counts.loading': 'लोड हो रहा है',
  'home.counts.notAvailable': 'उपलब्ध नहीं',

  'home.founders.eyebrow': 'फ़ाउंडर्स के लिए',
  'home.founders.title': 'अपनी कहानी एक बार बताइए। हर बार जवाब पाइए।',
  'home.founders.lead':
    'हर फ़ंड के फ़ॉर्म के लिए डेक की वही समरी बार-बार लिखना बंद करें। एक प्रोफ़ाइल बनाएँ, मेल खाती कॉल में आवेदन करें, और जानें कि हर आवेदन कहाँ तक पहुँचा है।',
  'home.founders.profile.title': 'एक प्रोफ़ाइल, तीन परतें',
  'home.founders.profile.body':
    'एक स्टार्टअप प्रोफ़ाइल (आप क्या करते हैं, स्टेज, राज्य, जुटाने की योजना), हर को-फ़ाउंडर के लिए एक फ़ाउंडर प्रोफ़ाइल, और तीन हिस्सों वाली पूरी प्रोफ़ाइल — <b>बाज़ार और पोज़िशनिंग</b>, <b>बिज़नेस और टीम</b> और <b>ट्रैक्शन और IP</b>। एक स्कोर दिखाता है कि अभी क्या भरना बाकी है।',
  'home.founders.apply.title': 'मेल खाती कॉल में आवेदन करें',
  'home.founders.apply.body':
    'अभी खुली निवेशकों की कॉल देखें, हर शर्त पर एक-एक करके देखें कि आपका स्टार्टअप कितना मेल खाता है, निवेशक के अपने सवालों के जवाब दें, और भेजने से पहले ठीक-ठीक देख लें कि क्या शेयर होगा।',
  'home.founders.answer.title': 'हर आवेदन को जवाब मिलता है',
  'home.founders.answer.body':
    'हर कॉल के साथ जवाब देने के समय का वादा होता है — 14 दिन, जब तक निवेशक कोई और समय तय न करे — और जिन आवेदनों पर देर हो गई है, वे निवेशक को अलग से दिखाए जाते हैं। आप स्टेटस का हर बदलाव देखते हैं, और हर फ़ैसले के साथ एक संदेश आता है; “ना” के साथ उसकी वजह भी।',
  'home.founders.data.title': 'आपका डेटा, आपकी मर्ज़ी',
  'home.founders.data.body':
    'अपनी कंपनी का पब्लिक पेज चालू या बंद करें, और तय करें कि निवेशक आपकी प्रोफ़ाइल खुद ढूँढ सकें या सिर्फ़ तब देखें जब आप आवेदन करें।',
  'home.founders.sample.fullProfile': 'पूरी प्रोफ़ाइल',
  'home.founders.sample.complete': '82% पूरी',
  'home.founders.sample.market': 'बाज़ार और पोज़िशनिंग',
  'home.founders.sample.business': 'बिज़नेस और टीम',
  'home.founders.sample.traction': 'ट्रैक्शन और IP',
  'home.founders.sample.applications': 'आपके आवेदन',
  'home.founders.sample.deepTech': 'डीप टेक के लिए प्री-सीड',
  'home.founders.sample.agritech': 'एग्रीटेक एंजेल्स, दक्षिण भारत',
  'home.founders.sample.womenLed': 'महिला फ़ाउंडर्स वाले स्टार्टअप का फ़ंड',
  'home.founders.illustration':
    'चित्र: बाज़ार और पोज़िशनिंग, बिज़नेस और टीम, और ट्रैक्शन और IP में 82% पूरी एक प्रोफ़ाइल, और आवेदनों की सूची उनके स्टेटस के साथ।',

  'home.sample.status.shortlisted': 'शॉर्टलिस्ट',
  'home.sample.status.inReview': 'रिव्यू में',
  'home.sample.status.submitted': 'भेजा गया',

  'home.investors.eyebrow': 'निवेशकों के लिए',
  'home.investors.title': 'कम शोर। बेहतर डील फ़्लो, जिसे पूरी टीम मिलकर देखे।',
  'home.investors.lead':
    'साझा इनबॉक्स और फ़ॉरवर्ड किए गए डेक की स्प्रेडशीट छोड़िए, और ऐसी खुली कॉल अपनाइए जिनसे आपको एक ढाँचे में, आपस में तुलना करने लायक आवेदन मिलें — और एक पाइपलाइन, जिसमें आपकी पूरी टीम काम करे।',
  'home.investors.channels.title': 'अपनी कॉल चलाएँ',
  'home.investors.channels.body':
    'आपकी शर्तों वाली खुली कॉल — सेक्टर, स्टेज, राज्य, कारोबार के प्रकार और जुटाने की रकम का दायरा — साथ में आपके अपने सवाल। हर स्टार्टअप को दिखने वाली, या बिना लिस्ट किए सिर्फ़ लिंक से शेयर की गई।',
  'home.investors.pipeline.title': 'तेज़ पाइपलाइन, फ़िल्टर के साथ',
  'home.investors.pipeline.body':
    'आवेदनों को सेक्टर, डेवलपमेंट स्टेज, राज्य, कारोबार के प्रकार और जुटाने की योजना के हिसाब से फ़िल्टर करें, उन्हें “भेजा गया” से “फ़ैसला हुआ” तक आगे बढ़ाएँ, और फ़िल्टर किए गए आवेदन CSV में एक्सपोर्ट करें।',
  'home.investors.fit.title': 'मेल, साफ़-साफ़',
  'home.investors.fit.body':
    'हर आवेदन दिखाता है कि स्टार्टअप कॉल की हर शर्त पर कैसे खरा उतरता है, एक-एक करके — कोई अनजाना मैच स्कोर नहीं, जिस पर शक करना पड़े।',
  'home.investors.ratings.title': 'टीम के साथ रेटिंग और चर्चा करें',
  'home.investors.ratings.body':
    'हर साथी के अपने प्राइवेट नोट और 1–5 रेटिंग। जब तक आप खुद रेटिंग न दें, दूसरों की रेटिंग छिपी रहती है, ताकि पहली राय बाकी सब पर असर न डाले। फ़ाउंडर नोट या रेटिंग कभी नहीं देखते।',
  'home.investors.lists.title': 'सूचियाँ',
  'home.investors.lists.body':
    'साझा सूचियाँ रखें — सोमवार की पार्टनर मीटिंग के लिए शॉर्टलिस्ट, अगली तिमाही में फिर से देखने वाली कंपनियाँ — हर एंट्री पर एक नोट के साथ।',
  'home.investors.dashboard.title': 'डैशबोर्ड',
  'home.investors.dashboard.body':
    'हर पड़ाव पर कितने आवेदन, आपके अपने पड़ावों से गुज़रता हर कॉल का फ़नल, कौन-से सेक्टर और राज्य आपकी ओर आते हैं, और फ़ैसले तक पहुँचने में लगने वाला आपका मीडियन समय।',
  'home.investors.demo': 'रिव्यू पाइपलाइन देखें',
  'home.investors.sample.filters': 'फ़िल्टर',
  'home.investors.sample.sector': 'क्लाइमेट टेक्नोलॉजी',
  'home.investors.sample.stages': 'प्रोटोटाइप, लॉन्च हो चुका',
  'home.investors.sample.states': 'कर्नाटक, तमिलनाडु',
  'home.investors.sample.raiseRange': '₹50 लाख – ₹2 करोड़',
  'home.investors.sample.data': 'सैंपल डेटा',
  'home.investors.sample.hasiru.name': 'Hasiru Grid · बेंगलुरु',
  'home.investors.sample.hasiru.sector': 'क्लाइमेट टेक्नोलॉजी',
  'home.investors.sample.hasiru.raise': '₹1.2 करोड़',
  'home.investors.sample.surya.name': 'Surya Cold Chain · चेन्नई',
  'home.investors.sample.surya.sector': 'ऊर्जा',
  'home.investors.sample.surya.raise': '₹80 लाख',
  'home.investors.sample.neer.name': 'Neer Sense · मैसूरु',
  'home.investors.sample.neer.sector': 'सस्टेनेबिलिटी',
  'home.investors.sample.neer.raise': '₹1.75 करोड़',
  'home.investors.illustration':
    'चित्र: आवेदनों की पाइपलाइन, जो क्लाइमेट टेक्नोलॉजी, स्टेज, कर्नाटक और तमिलनाडु, B2B और ₹50 लाख से ₹2 करोड़ की रकम से फ़िल्टर की गई है, और जिसमें सैंपल आवेदन टीम की रेटिंग और स्टेटस के साथ दिखते हैं।',

  'home.how.eyebrow': 'यह कैसे काम करता है',
  'home.how.title': 'पहली प्रोफ़ाइल से साफ़ जवाब तक, चार स्टेप में',
  'home.how.step': 'स्टेप {number}',
  'home.how.profile.title': 'फ़ाउंडर एक प्रोफ़ाइल बनाते हैं',
  'home.how.profile.body':
    'स्टार्टअप, फ़ाउंडर और पूरी प्रोफ़ाइल — बाज़ार, बिज़नेस, ट्रैक्शन — एक बार भरी जाती है और अपडेट रखी जाती है।',
  'home.how.channels.title': 'निवेशक कॉल खोलते हैं',
  'home.how.channels.body':
    'शर्तों, अपने सवालों और आख़िरी तारीख वाली एक खुली कॉल, और यह वादा कि आवेदकों को कब तक जवाब मिलेगा।',
  'home.how.apply.title': 'फ़ाउंडर जवाबों के साथ आवेदन करते हैं',
  'home.how.apply.body':
    'मेल हर शर्त पर एक-एक करके जाँचा जाता है; फ़ाउंडर कॉल के सवालों के जवाब देते हैं और प्रोफ़ाइल जैसी है, वैसी भेज देते हैं।',
  'home.how.decision.title': 'हर आवेदन पर फ़ैसला होता है',
  'home.how.decision.body':
    'टीम आवेदन देखती है, रेटिंग देती है और चर्चा करती है, फिर संदेश के साथ फ़ैसला भेजती है — और “ना” हो तो उसकी वजह भी।',
  'home.cta.title': 'आपकी अगली बातचीत संगम पर शुरू होती है।',
  'home.cta.body':
    'फ़ाउंडर आज ही शुरू कर सकते हैं। निवेशक, हमें अपने फ़ंड या नेटवर्क के बारे में थोड़ा बताइए, हम आपका अकाउंट तैयार कर देंगे।',
}
