import type { auth as english } from '@/lib/i18n/messages/en/auth'

export const auth: Record<keyof typeof english, string> = {
  'auth.field.email': 'ईमेल',
  'auth.field.password': 'पासवर्ड',
  'auth.field.startupName': 'स्टार्टअप का नाम',
  'auth.checkEmail.title': 'अपना ईमेल देखें',
  'auth.signIn': 'साइन इन करें',
  'auth.rememberedIt': 'याद आ गया? <link>साइन इन करें</link>',
  'auth.sending': 'भेज रहे हैं…',
  'auth.signingOut': 'साइन आउट हो रहा है…',
  'auth.useDifferentAccount': 'किसी दूसरे अकाउंट से आएँ',
  'auth.error.offline': 'संगम तक नहीं पहुँच पाए। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'auth.error.tooManyAttempts':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',

  'auth.signIn.title': 'संगम में साइन इन करें',
  'auth.signIn.subtitle': 'फिर से स्वागत है।',
  'auth.signIn.forgot': 'पासवर्ड भूल गए?',
  'auth.signIn.tooMany':
    'साइन इन की बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'auth.signIn.noMatch': 'यह ईमेल और पासवर्ड किसी अकाउंट से मेल नहीं खाते।',
  'auth.signIn.submitting': 'साइन इन हो रहा है…',
  'auth.signIn.newFounder': 'नए फ़ाउंडर हैं? <link>स्टार्टअप अकाउंट बनाएँ</link>',
  'auth.signIn.investor': 'निवेशक हैं? <link>एक्सेस माँगें</link>',

  'auth.signUp.title': 'अपना स्टार्टअप अकाउंट बनाएँ',
  'auth.signUp.subtitle':
    'अपनी कहानी एक बार बताइए, निवेशकों की कॉल पर आवेदन कीजिए, और हर बार जवाब पाइए।',
  'auth.signUp.name': 'आपका पूरा नाम',
  'auth.signUp.email': 'काम का ईमेल',
  'auth.signUp.tooMany':
    'आपके नेटवर्क से बहुत ज़्यादा साइन अप हो गए। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  'auth.signUp.choosePassword': 'कोई दूसरा पासवर्ड चुनें।',
  'auth.signUp.failed': 'हम आपका अकाउंट नहीं बना पाए। कृपया फिर से कोशिश करें।',
  'auth.signUp.submitting': 'आपका अकाउंट बन रहा है…',
  'auth.signUp.submit': 'अकाउंट बनाएँ',
  'auth.signUp.consent':
    'अकाउंट बनाकर आप <terms>सेवा की शर्तें</terms> और <privacy>प्राइवेसी पॉलिसी</privacy> मानते हैं। प्राइवेसी पॉलिसी बताती है कि हम क्या जानकारी लेते हैं, क्यों लेते हैं, और आप अपनी सहमति कैसे वापस ले सकते हैं।',
  'auth.signUp.alreadyOn': 'पहले से संगम पर हैं? <link>साइन इन करें</link>',
  'auth.signUp.sent.subtitle': 'अपने स्टार्टअप की प्रोफ़ाइल बनाने से पहले बस एक कदम।',
  'auth.signUp.sent.body':
    'हमने <strong>{email}</strong> पर एक लिंक भेजा है। अपना पता पक्का करने और आगे बढ़ने के लिए इसे 24 घंटे के अंदर किसी भी डिवाइस पर खोलें।',
  'auth.signUp.sent.nothing':
    'कुछ नहीं आया? अपना स्पैम या प्रमोशन फ़ोल्डर देखें। अगर इस पते से आपका अकाउंट पहले से है, तो ईमेल में लिखा है कि साइन इन कैसे करें।',
  'auth.signUp.sent.goToSignIn': 'साइन इन पर जाएँ',

  'auth.forgot.title': 'अपना पासवर्ड रीसेट करें',
  'auth.forgot.subtitle':
    'वह ईमेल डालें जिससे आप साइन इन करते हैं, हम आपको नया पासवर्ड चुनने का लिंक भेज देंगे।',
  'auth.forgot.submit': 'रीसेट लिंक भेजें',
  'auth.forgot.tooMany':
    'आपने थोड़े समय में कई रीसेट लिंक माँगे हैं। कृपया कुछ देर रुककर फिर से कोशिश करें।',
  'auth.forgot.failed': 'हम अभी लिंक नहीं भेज पाए। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'auth.forgot.sent.subtitle': 'रीसेट लिंक भेज दिया गया है।',
  'auth.forgot.sent.body':
    'अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। यह 1 घंटे तक काम करेगा।',
  'auth.forgot.sent.to':
    '<strong>{email}</strong> पर भेजा गया। कुछ मिनट बाद भी कुछ नहीं आया? अपना स्पैम फ़ोल्डर देखें, या फिर से कोशिश करें।',
  'auth.forgot.sent.another': 'दूसरा ईमेल आज़माएँ',
  'auth.forgot.sent.back': 'साइन इन पर वापस जाएँ',

  'auth.reset.confirmRequired': 'कृपया नया पासवर्ड फिर से लिखें।',
  'auth.reset.mismatch': 'दोनों पासवर्ड एक जैसे नहीं हैं।',
  'auth.reset.done.title': 'पासवर्ड बदल गया',
  'auth.reset.done.subtitle': 'अब आप फिर से साइन इन कर सकते हैं।',
  'auth.reset.done.body': 'आपका पासवर्ड बदल गया है। नए पासवर्ड से साइन इन करें।',
  'auth.reset.done.signedOut':
    'आपकी सुरक्षा के लिए, जिन-जिन डिवाइस पर आप साइन इन थे, हमने सब पर आपको साइन आउट कर दिया है।',
  'auth.reset.broken.title': 'यह रीसेट लिंक काम नहीं कर रहा',
  'auth.reset.broken.subtitle': 'पासवर्ड रीसेट के लिंक एक ही बार, 1 घंटे तक काम करते हैं।',
  'auth.reset.broken.expired':
    'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है। नया लिंक माँग लें — बस एक पल लगेगा।',
  'auth.reset.broken.missing':
    'इस पेज के लिए पासवर्ड रीसेट वाले ईमेल का लिंक चाहिए। अगर वह नहीं मिल रहा, तो नया लिंक माँग लें।',
  'auth.reset.broken.newLink': 'मुझे नया लिंक भेजें',
  'auth.reset.choosePassword': 'कृपया कोई दूसरा पासवर्ड चुनें।',
  'auth.reset.failed': 'हम आपका पासवर्ड नहीं बदल पाए। कृपया फिर से कोशिश करें।',
  'auth.reset.title': 'नया पासवर्ड चुनें',
  'auth.reset.subtitle':
    'ऐसा पासवर्ड चुनें जो आप कहीं और इस्तेमाल नहीं करते। अब से आप इसी से साइन इन करेंगे।',
  'auth.reset.newPassword': 'नया पासवर्ड',
  'auth.reset.confirmPassword': 'नया पासवर्ड दोबारा लिखें',
  'auth.reset.submitting': 'सेव हो रहा है…',
  'auth.reset.submit': 'नया पासवर्ड सेट करें',

  'auth.verify.title': 'अपना ईमेल पक्का करें',
  'auth.verify.subtitle': 'अपने स्टार्टअप की प्रोफ़ाइल बनाने से पहले बस एक आख़िरी कदम।',
  'auth.verify.body':
    'हमने <strong>{email}</strong> पर पुष्टि का लिंक भेजा है। अपना पता पक्का करने के लिए इसे किसी भी डिवाइस पर खोलें — लिंक 24 घंटे तक काम करेगा।',
  'auth.verify.linkFailed':
    'इस लिंक का समय निकल गया है या यह पहले ही इस्तेमाल हो चुका है — नया लिंक भेजें।',
  'auth.verify.nothing': 'कुछ नहीं आया? अपना स्पैम या प्रमोशन फ़ोल्डर देखें, या लिंक फिर से भेजें।',
  'auth.verify.resend': 'लिंक फिर से भेजें',
  'auth.verify.resent': 'हमने {email} पर नया लिंक भेजा है। यह 24 घंटे तक काम करेगा।',
  'auth.verify.tooMany':
    'आपने थोड़े समय में कई लिंक माँगे हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'auth.verify.alreadyConfirmed': 'आपका ईमेल पहले से पक्का है।',
  'auth.verify.failed': 'हम लिंक नहीं भेज पाए। कृपया थोड़ी देर में फिर से कोशिश करें।',

  'auth.welcome.title': 'संगम में आपका स्वागत है, {name}',
  'auth.welcome.intro':
    'आप <strong>{email}</strong> से साइन इन हैं, लेकिन अभी आप किसी स्टार्टअप या फ़ंड का हिस्सा नहीं हैं। अपने स्टार्टअप की प्रोफ़ाइल शुरू करें, या उस टीम से जुड़ें जो पहले से यहाँ है।',
  'auth.welcome.start.title': 'अपने स्टार्टअप की प्रोफ़ाइल शुरू करें',
  'auth.welcome.start.body':
    'संगम पर अपना स्टार्टअप बनाएँ। आप इसके मालिक होंगे और बाद में अपने को-फ़ाउंडर्स को बुला सकेंगे।',
  'auth.welcome.start.submitting': 'आपका स्टार्टअप बन रहा है…',
  'auth.welcome.start.submit': 'स्टार्टअप बनाएँ',
  'auth.welcome.start.created': '{name} अब संगम पर है।',
  'auth.welcome.start.conflict': '{message} नीचे दिए बटन से अपना एरिया खोलें।',
  'auth.welcome.start.member': 'आप पहले से एक संगठन का हिस्सा हैं।',
  'auth.welcome.start.failed': 'हम आपका स्टार्टअप नहीं बना पाए। कृपया फिर से कोशिश करें।',
  'auth.welcome.openArea': 'मेरा एरिया खोलें',
  'auth.welcome.join.title': 'किसी टीम से जुड़ रहे हैं?',
  'auth.welcome.join.body':
    'संगम पर टीमें न्योते से बढ़ती हैं, ताकि कोई भी गलती से किसी संगठन में न जुड़ जाए।',
  'auth.welcome.join.askOwner':
    'अपने स्टार्टअप या फ़ंड के किसी मालिक से कहें कि वे अपने सेटिंग्स पेज से <strong>{email}</strong> को न्योता भेजें।',
  'auth.welcome.join.invited':
    'न्योते का ईमेल पहले से आया है? इसी पते से साइन इन रहते हुए उसका लिंक खोलें, आप तुरंत जुड़ जाएँगे।',
  'auth.welcome.join.investors':
    'संगम पर नए निवेशक: अपने फ़ंड के लिए <link>एक्सेस माँगें</link>। मंज़ूरी मिलने पर हम आपको न्योते का लिंक ईमेल करेंगे।',
}
