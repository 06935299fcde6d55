import type { serverRule as english } from '@/lib/i18n/messages/en/server-rule'

// The Hindi of the server's answers.
export const serverRule: Record<keyof typeof english, string> = {
  // The server's answers: every procedure (src/server/trpc/init.ts, handler.ts), the HTTP entries
  'rule.server.fieldsNeedAttention': 'कुछ फ़ील्ड ठीक करनी हैं।',
  'rule.server.request.tooDeep': 'इस अनुरोध में बहुत ज़्यादा परतें हैं।',
  'rule.server.request.nul': 'इस टेक्स्ट से दिखाई न देने वाला NUL अक्षर (\\0) हटाएँ।',
  'rule.server.timeout.statement': 'जवाब आने में बहुत देर लगी। थोड़ी देर में फिर कोशिश करें।',
  'rule.server.timeout.search':
    'इस खोज का जवाब आने में बहुत देर लगी। खोज छोटी करें (कम फ़िल्टर, छोटी अवधि) और फिर कोशिश करें।',
  'rule.server.timeout.erasure':
    'मिटाने में बहुत देर लगी, और कुछ भी नहीं मिटा। कुछ मिनट बाद फिर कोशिश करें।',
  'rule.server.dataException':
    'कोई एक वैल्यू Sangam में सेव नहीं हो सकती (बहुत दूर की तारीख़, बहुत बड़ी संख्या)। उसे जाँचें और फिर कोशिश करें।',
  'rule.server.databaseUnreachable':
    'Sangam अभी अपने डेटाबेस तक नहीं पहुँच पा रहा है। कुछ भी नहीं बदला; कुछ सेकंड बाद फिर कोशिश करें।',
  'rule.server.tooManyAttempts': 'बहुत ज़्यादा कोशिशें हो गईं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.tooManyRequests':
    'थोड़े समय में बहुत ज़्यादा अनुरोध आए। एक मिनट रुककर फिर कोशिश करें।',
  'rule.server.batchTooLarge': 'एक अनुरोध में ज़्यादा से ज़्यादा {max} कॉल हो सकते हैं।',
  'rule.server.noInput': 'इस कॉल में कोई इनपुट नहीं भेजा जाता।',
  'rule.server.signIn': 'आगे बढ़ने के लिए साइन इन करें।',
  'rule.server.noOrganisation': 'आप अभी किसी संगठन में नहीं हैं।',
  'rule.server.ownersOnly': 'यह सिर्फ़ संगठन के मालिक कर सकते हैं।',
  'rule.server.needsOrganisation':
    '{kind, select, startup {इसके लिए आपको किसी स्टार्टअप संगठन का सदस्य होना चाहिए।} other {इसके लिए आपको किसी निवेशक संगठन का सदस्य होना चाहिए।}}',
  'rule.server.confirmEmail': 'पहले अपना ईमेल पता पक्का करें।',
  'rule.server.adminsOnly': 'यह सिर्फ़ प्लेटफ़ॉर्म एडमिन के लिए है।',
  'rule.server.foreignOrigin':
    'Sangam सिर्फ़ अपने पते से किए गए बदलाव लेता है। {origin} खोलें और फिर कोशिश करें।',
  'rule.server.bodyTooLarge': 'अनुरोध बहुत बड़ा है: ज़्यादा से ज़्यादा {mb} MB।',
  'rule.server.requestTooLarge': 'अनुरोध बहुत बड़ा है।',
  'rule.server.outage.title': 'थोड़ी देर में लौटते हैं · Sangam',
  'rule.server.outage.heading': 'थोड़ी देर में लौटते हैं',
  'rule.server.outage.retry': 'फिर कोशिश करें',
  'rule.server.outage.reference': 'रेफ़रेंस: {id}',
  'rule.server.access.couldNotSend': 'हम आपका अनुरोध नहीं भेज पाए। थोड़ी देर में फिर कोशिश करें।',
  'rule.server.access.fromPage': 'फ़ॉर्म एक्सेस माँगने वाले पेज से भेजें।',
  'rule.server.access.tooMany':
    'आपने थोड़े समय में कई अनुरोध भेजे हैं। एक घंटे बाद फिर कोशिश करें।',
  'rule.server.auth.commonPassword': 'यह सबसे आम पासवर्ड में से एक है। कोई दूसरा पासवर्ड चुनें।',
  'rule.server.auth.confirmBeforeChange': 'ईमेल पता बदलने से पहले अपना मौजूदा ईमेल पता पक्का करें।',
  'rule.server.auth.changeEmailLimit': 'आपने आज कई बार ईमेल बदलने को कहा है। कल फिर कोशिश करें।',
  'rule.server.auth.signInLimit':
    'इस अकाउंट में साइन इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। बाद में फिर कोशिश करें।',

  // The server's answers: what is not there, and ids in a procedure's input
  'rule.server.noSuch.startup': 'ऐसा कोई स्टार्टअप नहीं मिला।',
  'rule.server.noSuch.application': 'ऐसा कोई आवेदन नहीं मिला।',
  'rule.server.noSuch.note': 'ऐसा कोई नोट नहीं मिला।',
  'rule.server.noSuch.list': 'ऐसी कोई सूची नहीं मिली।',
  'rule.server.noSuch.entry': 'ऐसी कोई एंट्री नहीं मिली।',
  'rule.server.noSuch.channel': 'ऐसी कोई कॉल नहीं मिली।',
  'rule.server.noSuch.template': 'ऐसा कोई टेम्पलेट नहीं मिला।',
  'rule.server.noSuch.stage': 'आपकी पाइपलाइन में ऐसा कोई पड़ाव नहीं है।',
  'rule.server.noSuch.savedView': 'ऐसा कोई सेव किया व्यू नहीं मिला।',
  'rule.server.noSuch.accessRequest': 'एक्सेस का ऐसा कोई अनुरोध नहीं मिला।',
  'rule.server.noSuch.email': 'ऐसा कोई ईमेल नहीं मिला।',
  'rule.server.noSuch.member': 'ऐसा कोई सदस्य नहीं मिला।',
  'rule.server.noSuch.invitation': 'ऐसा कोई न्योता नहीं मिला।',
  'rule.server.noSuch.openInvitation': 'ऐसा कोई खुला न्योता नहीं है।',
  'rule.server.noSuch.founder': 'ऐसा कोई फ़ाउंडर नहीं मिला।',
  'rule.server.noSuch.dealRoom': 'ऐसा कोई डील रूम नहीं मिला।',
  'rule.server.noSuch.companyPage': 'ऐसा कोई कंपनी पेज नहीं मिला।',
  'rule.server.noSuch.investorPage': 'ऐसा कोई निवेशक पेज नहीं मिला।',
  'rule.server.noSuch.profile': 'आपके स्टार्टअप की अभी कोई प्रोफ़ाइल नहीं है।',
  'rule.server.searchParameter':
    'खोज के किसी पैरामीटर का नाम ज़्यादा से ज़्यादा 64 अक्षरों का हो सकता है।',
  'rule.server.onlyAuthorDeletesNote': 'नोट सिर्फ़ उसे लिखने वाला हटा सकता है।',
  'rule.server.roundClosed': 'यह राउंड बंद हो चुका है।',

  // The server's answers: the investors' applications, review and notes
  'rule.server.applications.stageGone':
    'यह पड़ाव अब आपकी पाइपलाइन में नहीं है। उसके पड़ाव देखने के लिए पेज फिर से लोड करें।',
  'rule.server.applications.alreadyAt': 'यह आवेदन पहले से “{stage}” पर है।',
  'rule.server.applications.alreadyStatus':
    'यह आवेदन पहले से {status, select, submitted {भेजा गया} in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} due_diligence {ड्यू डिलिजेंस में} accepted {मंज़ूर} rejected {नामंज़ूर} other {वापस लिया गया}} है।',
  'rule.server.applications.cannotMove':
    'यह आवेदन {status, select, submitted {भेजा गया} in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} due_diligence {ड्यू डिलिजेंस में} accepted {मंज़ूर} rejected {नामंज़ूर} other {वापस लिया गया}} है और अब आगे नहीं बढ़ सकता।',
  'rule.server.applications.chooseTeammate': 'टीम का कोई साथी चुनें।',
  'rule.server.applications.chooseFromTeam': 'अपनी टीम में से किसी को चुनें।',
  'rule.server.applications.notesFull':
    'आपकी टीम ने इस स्टार्टअप पर {max} नोट लिखे हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कुछ ऐसे नोट हटाएँ जिनकी अब ज़रूरत नहीं।',

  // The server's answers: lists, the Inbox, saved views, templates, channels, the pipeline
  'rule.server.lists.nameTaken': 'आपकी टीम के पास “{name}” नाम की सूची पहले से है।',
  'rule.server.lists.full':
    'आपकी टीम के पास {max} सूचियाँ हैं, जितनी Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसी सूची हटाएँ जिसकी अब ज़रूरत नहीं।',
  'rule.server.lists.notOnList': 'यह स्टार्टअप इस सूची में नहीं है।',
  'rule.server.inbox.claimed':
    'फ़ाउंडर ने यह एंट्री क्लेम कर ली है: अब यह उनका स्टार्टअप है, आपकी पाइपलाइन में।',
  'rule.server.inbox.claimedList':
    'फ़ाउंडर ने यह एंट्री क्लेम कर ली है: इसकी जगह उनका स्टार्टअप सूची में जोड़ें।',
  'rule.server.inbox.notesFull':
    'आपकी टीम ने इस एंट्री पर {max} नोट लिखे हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कुछ ऐसे नोट हटाएँ जिनकी अब ज़रूरत नहीं।',
  'rule.server.inbox.chooseChannel': 'अपनी कोई एक कॉल चुनें।',
  'rule.server.inbox.notTaking': '{channel} अभी आवेदन नहीं ले रही है।',
  'rule.server.inbox.answered': 'इस भेजने वाले को आपका जवाब जा चुका है।',
  'rule.server.inbox.chooseList': 'अपनी कोई एक सूची चुनें।',
  'rule.server.views.nameTaken': 'आपके पास “{name}” नाम का व्यू पहले से है।',
  'rule.server.views.full':
    'आपके पास {max} सेव किए व्यू हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा व्यू हटाएँ जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.templates.full':
    'आपकी टीम के पास {max} टेम्पलेट हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा टेम्पलेट हटाएँ जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.channels.full':
    'आपकी टीम के पास {max} कॉल हैं, जितनी Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा ड्राफ़्ट हटाएँ जिसकी अब ज़रूरत नहीं।',
  'rule.server.channels.answered':
    '“{question}” के जवाब आ चुके हैं: आप इसके शब्द बदल सकते हैं या इसे छिपा सकते हैं, पर इसे हटा नहीं सकते और इसका प्रकार नहीं बदल सकते।',
  'rule.server.channels.cannotBecome':
    '{from, select, draft {ड्राफ़्ट} open {खुली} closed {बंद} other {आर्काइव की गई}} कॉल {to, select, draft {ड्राफ़्ट} open {खुली} closed {बंद} other {आर्काइव}} नहीं हो सकती।',
  'rule.server.channels.changed': 'इस बीच कॉल बदल गई; पेज फिर से लोड करें और दोबारा कोशिश करें।',
  'rule.server.onboarding.finishFirst': 'पहले ये स्टेप पूरे करें: {steps}।',
  'rule.server.pipeline.full':
    'एक पाइपलाइन में ज़्यादा से ज़्यादा {max} पड़ाव हो सकते हैं। पहले कोई ऐसा पड़ाव आर्काइव करें जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.pipeline.held':
    '{count, plural, one {एक आवेदन इस पड़ाव में है} other {# आवेदन इस पड़ाव में हैं}}, और उनके फ़ाउंडर्स को बताया गया है कि आवेदन {status, select, in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} other {ड्यू डिलिजेंस में}} है। पहले उन्हें दूसरे पड़ाव पर ले जाएँ, या नया पड़ाव जोड़ें।',
  'rule.server.pipeline.changed':
    'इस बीच पाइपलाइन बदल गई। उसके पड़ाव देखने के लिए पेज फिर से लोड करें, फिर उन्हें दोबारा क्रम में लगाएँ।',
  'rule.server.pipeline.whereTo':
    'चुनें कि इसके {count, plural, one {आवेदन} other {# आवेदन}} कहाँ जाएँ: किसी दूसरे पड़ाव पर या फ़ैसले पर।',

  // The server's answers: deal rooms, organisations, invitations, claims, the account
  'rule.server.deals.notShared': 'फ़ाउंडर्स ने यह डील आपके फ़ंड के साथ शेयर नहीं की है।',
  'rule.server.deals.duplicate': 'इस स्टार्टअप के इस राउंड के लिए आपके फ़ंड का डील रूम पहले से है।',
  'rule.server.deals.leadInvites': 'इस रूम में को-इन्वेस्टर्स को सिर्फ़ लीड फ़ंड बुला सकता है।',
  'rule.server.deals.noFund': 'इस नाम से पब्लिक प्रोफ़ाइल वाला कोई फ़ंड नहीं है।',
  'rule.server.deals.leadsAlready': 'इस रूम को आपका फ़ंड पहले से लीड कर रहा है।',
  'rule.server.deals.invitedAlready': 'यह फ़ंड इस रूम में पहले से बुलाया जा चुका है।',
  'rule.server.deals.leadCloses': 'राउंड सिर्फ़ लीड फ़ंड बंद कर सकता है।',
  'rule.server.deals.onlyAccepted':
    'सिर्फ़ वही शेयर वापस लिया जा सकता है जिसे आपने मंज़ूर किया था।',
  'rule.server.deals.sharedAlready': 'आप इस फ़ंड के साथ अपनी प्रोफ़ाइल पहले ही शेयर कर चुके हैं।',
  'rule.server.deals.teammateAnswered':
    'आपकी टीम के किसी साथी ने अभी-अभी इस अनुरोध का जवाब दिया है। उनका जवाब देखने के लिए पेज फिर से लोड करें।',
  'rule.server.organisation.lastOwner':
    'संगठन में कम से कम एक मालिक होना चाहिए। पहले किसी और को मालिक बनाएँ।',
  'rule.server.organisation.slugTaken': '“{slug}” पता पहले से लिया जा चुका है।',
  'rule.server.organisation.startupOnly': 'यहाँ सिर्फ़ स्टार्टअप संगठन मिटाया जा सकता है।',
  'rule.server.organisation.alreadyMember': '{email} पहले से सदस्य हैं।',
  'rule.server.invitation.unknown': 'न्योते का यह लिंक सही नहीं है।',
  'rule.server.invitation.expired': 'इस न्योते की मियाद ख़त्म हो गई है। नया न्योता माँगें।',
  'rule.server.invitation.accepted': 'यह न्योता पहले ही इस्तेमाल हो चुका है।',
  'rule.server.invitation.revoked': 'यह न्योता वापस ले लिया गया था।',
  'rule.server.invitation.otherEmail': 'यह न्योता किसी दूसरे ईमेल पते पर भेजा गया था।',
  'rule.server.invitation.hasOrganisation':
    'आप पहले से एक संगठन में हैं। दूसरे में जुड़ने से पहले सेटिंग्स में जाकर उसे छोड़ें।',
  'rule.server.claim.unknown': 'क्लेम का यह लिंक सही नहीं है।',
  'rule.server.claim.claimed': 'यह डील पहले ही क्लेम की जा चुकी है।',
  'rule.server.claim.expired':
    'इस लिंक की मियाद ख़त्म हो गई है। {fund} से फिर से न्योता भेजने को कहें।',
  'rule.server.claim.otherEmail':
    'यह लिंक किसी दूसरे ईमेल पते पर भेजा गया था। उसी पते से साइन इन करें जिस पर यह भेजा गया था।',
  'rule.server.claim.investor':
    'आप एक निवेशक संगठन में हैं: डील अपने स्टार्टअप के अकाउंट से क्लेम करें।',
  'rule.server.account.adminNoStartup':
    'प्लेटफ़ॉर्म एडमिन का अकाउंट किसी स्टार्टअप का मालिक नहीं हो सकता। किसी दूसरे पते से साइन अप करें।',
  'rule.server.account.belongsTo': 'आप पहले से {organisation} में हैं।',
  'rule.server.account.belongsToOne': 'आप पहले से एक संगठन में हैं।',
  'rule.server.admin.decided': 'इस अनुरोध पर फ़ैसला हो चुका है।',
  'rule.server.notifications.position': 'यह सूची में सही जगह नहीं है।',
  'rule.server.notifications.number': 'सूचनाओं की गिनती संख्या में दें।',
  'rule.server.notifications.whole': 'सूचनाओं की गिनती पूरी संख्या में दें।',
  'rule.server.notifications.atLeast': 'कम से कम 1 सूचना माँगें।',
  'rule.server.notifications.atMost': 'एक बार में ज़्यादा से ज़्यादा 50 सूचनाएँ माँगें।',
  'rule.server.notifications.choose': 'कम से कम एक सूचना चुनें।',
  'rule.server.notifications.markAtMost':
    'एक बार में ज़्यादा से ज़्यादा 100 सूचनाएँ पढ़ी हुई मार्क करें।',
  'rule.server.startups.alreadyApplied': 'आपका स्टार्टअप इस कॉल पर पहले ही आवेदन कर चुका है।',
  'rule.server.startups.answersKeyed': 'जवाब सवाल के हिसाब से भेजें।',
  'rule.server.startups.incomplete':
    'इस कॉल के लिए प्रोफ़ाइल कम से कम {min}% पूरी होनी चाहिए; आपकी {percent}% है। अपनी प्रोफ़ाइल {more} प्रतिशत अंक और भरें, फिर आवेदन करें।',
  'rule.server.startups.decided':
    'निवेशक इस आवेदन पर फ़ैसला कर चुके हैं, इसलिए अब इसे वापस नहीं लिया जा सकता।',
  'rule.server.startups.teammateOnly':
    'फ़ाउंडर से सिर्फ़ आपके स्टार्टअप की टीम के किसी साथी को जोड़ा जा सकता है।',
  'rule.server.startups.slugTaken':
    'कोई दूसरा स्टार्टअप /company/{slug} पहले से इस्तेमाल कर रहा है। कोई दूसरा पता आज़माएँ।',
  'rule.server.startups.foundersFull':
    'एक स्टार्टअप ज़्यादा से ज़्यादा {max} फ़ाउंडर्स जोड़ सकता है।',
  'rule.server.startups.founderOrder': 'नए क्रम में हर फ़ाउंडर एक ही बार होना चाहिए।',
  'rule.server.channel.closed': 'यह कॉल बंद है और अब आवेदन नहीं लेती।',
  'rule.server.channel.closedSince': 'यह कॉल {date} से बंद है और अब आवेदन नहीं लेती।',
  'rule.server.channel.opensOn': 'यह कॉल {date} को आवेदनों के लिए खुलेगी।',
  'rule.server.channel.closedOn': 'यह कॉल {date} को बंद हो गई और अब आवेदन नहीं लेती।',

  // The server's answers: uploads, deck views, exports, one's data
  'rule.server.upload.failed': 'अपलोड नहीं हो पाया। फिर से कोशिश करें।',
  'rule.server.upload.membersOnly':
    'यहाँ फ़ाइलें सिर्फ़ किसी स्टार्टअप या निवेशक के सदस्य अपलोड कर सकते हैं।',
  'rule.server.upload.tooMany': 'बहुत ज़्यादा अपलोड हो गए। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.upload.investorLogo': 'निवेशक संगठन सिर्फ़ अपना लोगो अपलोड करता है।',
  'rule.server.upload.noFounder': 'यह फ़ाउंडर नहीं मिला।',
  'rule.server.upload.investorFirst': 'पहले अपनी निवेशक प्रोफ़ाइल का पहला स्टेप सेव करें।',
  'rule.server.upload.startupFirst': 'पहले अपने स्टार्टअप की प्रोफ़ाइल बनाएँ।',
  'rule.server.upload.chooseFounder': 'चुनें कि यह फ़ोटो किस फ़ाउंडर की है।',
  'rule.server.upload.storage':
    'आपकी फ़ाइल अभी सेव नहीं हो पाई, और कुछ भी नहीं बदला। कुछ मिनट बाद फिर कोशिश करें।',
  'rule.server.upload.notFound': 'फ़ाइल नहीं मिली।',
  'rule.server.upload.chooseKind': 'चुनें कि क्या अपलोड करना है: लोगो, फ़ोटो या डेक।',
  'rule.server.upload.multipart': 'फ़ाइल multipart/form-data के रूप में भेजें।',
  'rule.server.upload.tooLarge': 'फ़ाइल ज़्यादा से ज़्यादा {mb} MB की हो सकती है।',
  'rule.server.upload.noFile': 'अपलोड करने के लिए फ़ाइल चुनें।',
  'rule.server.upload.fieldTooLong': 'फ़ील्ड {name} बहुत लंबी है।',
  'rule.server.upload.fileField': 'फ़ाइल "file" नाम की फ़ील्ड में भेजें।',
  'rule.server.upload.oneFile': 'सिर्फ़ एक फ़ाइल और उसका प्रकार भेजें, और कुछ नहीं।',
  'rule.server.upload.unreadable': 'अपलोड पढ़ा नहीं जा सका। फिर से कोशिश करें।',
  'rule.server.upload.interrupted': 'अपलोड बीच में रुक गया। फिर से कोशिश करें।',
  'rule.server.upload.tooManyPixels': 'यह इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा 40 मेगापिक्सल।',
  'rule.server.upload.badImage': 'यह इमेज पढ़ी नहीं जा सकी। PNG, JPEG या WebP इमेज अपलोड करें।',
  'rule.server.deckViews.investorsOnly':
    'डेक देखे जाने की जानकारी सिर्फ़ निवेशक संगठन के सदस्य भेजते हैं।',
  'rule.server.deckViews.tooMany':
    'बहुत ज़्यादा रिपोर्ट आ गईं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.deckViews.invalid': 'डेक देखे जाने की यह रिपोर्ट सही नहीं है।',
  'rule.server.deckViews.notFound': 'डेक नहीं मिला।',
  'rule.server.deckViews.json': 'रिपोर्ट JSON में भेजें।',
  'rule.server.deckViews.tooLarge': 'एक रिपोर्ट ज़्यादा से ज़्यादा {kb} kB की हो सकती है।',
  'rule.server.exports.busy':
    'आपके संगठन के {count} एक्सपोर्ट पहले से चल रहे हैं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.exports.applicationsInvestorsOnly':
    'आवेदन सिर्फ़ निवेशक संगठन के सदस्य एक्सपोर्ट कर सकते हैं।',
  'rule.server.exports.listsInvestorsOnly':
    'सूचियाँ सिर्फ़ निवेशक संगठन के सदस्य एक्सपोर्ट कर सकते हैं।',
}
