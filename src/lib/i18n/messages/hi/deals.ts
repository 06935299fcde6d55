import type { deals as english } from '@/lib/i18n/messages/en/deals'

export const deals: Record<keyof typeof english, string> = {
  'deals.common.cancel': 'रद्द करें',
  'deals.common.sending': 'भेज रहे हैं…',
  'deals.common.saving': 'सेव हो रहा है…',
  'deals.common.sendInvitation': 'न्योता भेजें',
  'deals.common.inviteCoInvestor': 'सह-निवेशक को न्योता दें',
  'deals.common.dealRooms': 'डील रूम',
  'deals.common.allDealRooms': 'सभी डील रूम',
  'deals.common.openRoom': 'रूम खोलें',
  'deals.common.openRoom.label': 'रूम खोलें: {startup}, {round}',
  'deals.common.amountSought': 'माँगी गई रकम',

  'deals.figures.committedOf': 'माँगे गए {sought} में से {committed} पक्का',
  'deals.figures.progress': 'माँगे गए {sought} में से {committed} पक्का<muted>({percent}%)</muted>',
  'deals.figures.progress.label': 'माँगी गई रकम में से कितना पक्का हुआ',
  'deals.figures.noInterest': 'अभी दिलचस्पी नहीं बताई',

  'deals.card.sharedWithYou': 'आपके साथ शेयर की गई डील',
  'deals.card.waiting': '{count, number} फ़ाउंडर्स के जवाब के इंतज़ार में',
  'deals.card.openLed': 'आपकी लीड वाले खुले राउंड',
  'deals.card.committedLed': 'आपकी लीड वाले राउंड में पक्का निवेश',
  'deals.card.ofSought': 'माँगे गए {amount} में से',
  'deals.card.roundsYouLead': 'आपकी लीड वाले राउंड',

  'deals.list.description':
    'वे राउंड जिन्हें आपका फ़ंड सह-निवेशकों के साथ लीड करता है, और वे राउंड जिनमें दूसरे फ़ंड ने आपको न्योता दिया। हर सह-निवेशक क्या देखे, यह स्टार्टअप के फ़ाउंडर्स तय करते हैं।',
  'deals.list.views': 'कौन-से डील रूम',
  'deals.list.view.all': 'सभी',
  'deals.list.view.led': 'आपकी लीड',
  'deals.list.view.invited': 'न्योते',
  'deals.list.view.shared': 'आपके साथ शेयर',
  'deals.list.empty.title': 'यहाँ अभी कोई डील रूम नहीं',
  'deals.list.empty.all':
    'किसी स्टार्टअप के पेज पर “सह-निवेशक को न्योता दें” से एक खोलें, या किसी दूसरे फ़ंड के न्योते का इंतज़ार करें।',
  'deals.list.empty.led': 'किसी स्टार्टअप के पेज पर “सह-निवेशक को न्योता दें” से एक खोलें।',
  'deals.list.empty.invited': 'जब कोई दूसरा फ़ंड आपको किसी राउंड में न्योता देगा, वह यहाँ दिखेगा।',
  'deals.list.empty.shared':
    'जिन डील के फ़ाउंडर्स ने उन्हें आपके फ़ंड के साथ शेयर करना मंज़ूर किया, वे यहाँ दिखती हैं।',

  'deals.roomCard.meta':
    '{lead, select, yes {आपका फ़ंड लीड करता है} other {लीड: {leadName}}} · {opened} को खुला{closed, select, yes { · {closedOn} को बंद} other {}}',
  'deals.roomCard.raising':
    '{sought} जुटा रहे हैं{cheque, select, yes {, {leadName} {leadCheque} लगाना चाहता है} other {}}',
  'deals.roomCard.profile': '{startup} की प्रोफ़ाइल',

  'deals.room.notFound.title': 'डील रूम नहीं मिला',
  'deals.room.notFound.body':
    'इस पते पर आपके फ़ंड का कोई डील रूम नहीं है: या तो यह है ही नहीं, या आपके फ़ंड को इसमें न्योता नहीं मिला।',
  'deals.room.leadsThis': 'यह रूम आपका फ़ंड लीड करता है',
  'deals.room.ledBy': 'लीड: {leadName}',
  'deals.room.opened': '{date} को खुला',
  'deals.room.closed': '{date} को बंद',
  'deals.room.stateInterest': 'अपनी दिलचस्पी बताएँ',
  'deals.room.leadCheque': '{leadName} का प्रस्तावित चेक',
  'deals.room.notStated': 'नहीं बताया',
  'deals.room.totalHidden': 'कुल पक्का निवेश उन्हीं फ़ंड को दिखता है जिनके साथ डील शेयर हुई है।',
  'deals.room.ownLine': 'आपकी अपनी लाइन:',
  'deals.room.fundLine': 'आपके फ़ंड की लाइन:',
  'deals.room.openProfile': '{startup} की प्रोफ़ाइल खोलें',
  'deals.room.readOnly.closed': 'राउंड बंद हो गया है; थ्रेड जैसा था वैसा रखा गया है।',
  'deals.room.readOnly.withdrawn': 'फ़ाउंडर्स ने अपनी सहमति वापस ले ली: यह उस समय तक का थ्रेड है।',
  'deals.room.readOnly.notShared': 'यहाँ सिर्फ़ वही फ़ंड पोस्ट करते हैं जिनके साथ डील शेयर हुई है।',
  'deals.room.close.trigger': 'राउंड बंद करें',
  'deals.room.close.title': 'यह राउंड बंद करें?',
  'deals.room.close.description':
    'हर फ़ंड की दिलचस्पी पक्की हो जाएगी और किसी को न्योता नहीं दिया जा सकेगा। फ़ाउंडर्स जो शेयर कर चुके हैं, उसे वापस नहीं ले पाएँगे।',
  'deals.room.close.confirm': 'राउंड बंद करें',
  'deals.room.close.pending': 'बंद हो रहा है…',
  'deals.room.close.done': 'राउंड बंद हो गया',
  'deals.room.close.failed': 'हम राउंड बंद नहीं कर पाए। कृपया फिर कोशिश करें।',

  'deals.notice.withdrawn.title': '{startup} के फ़ाउंडर्स ने आपके फ़ंड के साथ शेयर वापस ले लिया।',
  'deals.notice.withdrawn.body':
    'आपके पास प्रोफ़ाइल वैसी ही रहेगी जैसी शेयर की गई थी, डेक के बिना, और इस रूम का थ्रेड भी। लाइव प्रोफ़ाइल और उसकी फ़ाइलें अब शेयर नहीं हैं, और आपके फ़ंड का पक्का निवेश अब कुल में नहीं गिना जाता।',
  'deals.notice.withdrawn.link': 'शेयर की गई प्रोफ़ाइल',
  'deals.notice.pending.title':
    '{startup} के फ़ाउंडर्स तय कर रहे हैं कि यह डील आपके फ़ंड के साथ शेयर करें या नहीं।',
  'deals.notice.declined.title':
    '{startup} के फ़ाउंडर्स ने यह डील आपके फ़ंड के साथ शेयर नहीं करने का फ़ैसला किया।',
  'deals.notice.invited':
    '{leadName} ने आपके फ़ंड को सह-निवेश का न्योता दिया{by, select, yes { ({inviter}, {date})} other {}}। {pending, select, yes {जब तक फ़ाउंडर्स सहमति नहीं देते, आपको स्टार्टअप का नाम, लीड, नोट और राउंड के आँकड़े दिखते हैं: न प्रोफ़ाइल, न डेक, न थ्रेड। उनके जवाब देते ही आपको बताया जाएगा।} other {आपको सिर्फ़ न्योता और राउंड के आँकड़े दिखते हैं।}}',

  'deals.funds.heading': 'रूम में फ़ंड',
  'deals.funds.role':
    ' · {lead, select, yes {लीड} other {सह-निवेशक}}{own, select, yes { (आपका फ़ंड)} other {}}',
  'deals.funds.angels': '{fund} के एंजेल',
  'deals.funds.invitations': 'न्योते',
  'deals.funds.invitations.hint':
    'कोई फ़ंड रूम में तभी जुड़ता है जब फ़ाउंडर्स उसके साथ डील शेयर करना मंज़ूर करते हैं।',
  'deals.funds.invited':
    ' · {invitedOn} को न्योता{answered, select, yes { · {answeredOn} को जवाब} other {}}',

  'deals.thread.heading': 'थ्रेड',
  'deals.thread.intro':
    'रूम के सभी फ़ंड इसे शेयर करते हैं। फ़ाउंडर्स इसे नहीं देखते; आपके फ़ंड के निजी नोट स्टार्टअप के पेज पर ही रहते हैं।',
  'deals.thread.empty': 'अभी कुछ पोस्ट नहीं हुआ।',
  'deals.thread.posts': 'पोस्ट',
  'deals.thread.label': 'आपकी पोस्ट',
  'deals.thread.placeholder': 'जाँच-पड़ताल की बातें, शर्तें, अगली कॉल…',
  'deals.thread.posting': 'पोस्ट हो रहा है…',
  'deals.thread.submit': 'रूम में पोस्ट करें',
  'deals.thread.posted': 'रूम में पोस्ट हो गया',
  'deals.thread.failed': 'हम इसे पोस्ट नहीं कर पाए। कृपया फिर कोशिश करें।',

  'deals.interest.title': 'अपनी दिलचस्पी बताएँ',
  'deals.interest.description':
    'रूम के हर फ़ंड को आपकी लाइन दिखती है, और फ़ाउंडर्स को आपका स्टेटस। राउंड खुला रहने तक आप इसे कभी भी बदल सकते हैं।',
  'deals.interest.description.angel':
    '{network} के एंजेल के तौर पर आप अपनी लाइन खुद बताते हैं; नेटवर्क की लाइन उसके सदस्यों का जोड़ है। रूम के हर फ़ंड को यह दिखती है।',
  'deals.interest.legend': 'आपकी दिलचस्पी',
  'deals.interest.explained.interested':
    'आप डील देख रहे हैं; अगर रकम बताते हैं, तो वह सिर्फ़ अंदाज़ा है।',
  'deals.interest.explained.committed': 'आप यह रकम निवेश करेंगे। यह राउंड के कुल में गिनी जाती है।',
  'deals.interest.explained.passed': 'आप इस राउंड में निवेश नहीं करेंगे।',
  'deals.interest.amount.committed': 'आपकी पक्की रकम',
  'deals.interest.amount.indicative': 'अंदाज़न रकम',
  'deals.interest.amount.placeholder': 'जैसे 50 L',
  'deals.interest.submit': 'दिलचस्पी सेव करें',
  'deals.interest.saved.committed': '{amount} पक्का किया',
  'deals.interest.saved': 'दिलचस्पी सेव हुई: {status}',
  'deals.interest.failed': 'हम आपकी दिलचस्पी सेव नहीं कर पाए। कृपया फिर कोशिश करें।',

  'deals.inviteDialog.title.round': '{startup} के लिए डील रूम खोलें',
  'deals.inviteDialog.description.round':
    'इस राउंड में दूसरे फ़ंड लाएँ। हर फ़ंड क्या देखे, यह फ़ाउंडर्स तय करते हैं।',
  'deals.inviteDialog.description.invite':
    'फ़ंड को {startup} का नाम, आपका नोट और राउंड के आँकड़े दिखते हैं। प्रोफ़ाइल और डेक तभी शेयर होते हैं जब फ़ाउंडर्स मंज़ूरी दें।',
  'deals.openRoom.defaultName': 'सीड, {year}',
  'deals.openRoom.intro':
    'पहले वह राउंड बताएँ जिसमें आप सह-निवेशक ला रहे हैं। जब तक {startup} के फ़ाउंडर्स मंज़ूरी नहीं देते, उनके बारे में कुछ भी शेयर नहीं होता।',
  'deals.openRoom.roundName': 'राउंड का नाम',
  'deals.openRoom.roundName.hint': 'जैसे “सीड, 2026”।',
  'deals.openRoom.sought.placeholder': 'जैसे 3 Cr',
  'deals.openRoom.cheque': 'आपका प्रस्तावित चेक',
  'deals.openRoom.cheque.placeholder': 'जैसे 1 Cr',
  'deals.openRoom.opening': 'खुल रहा है…',
  'deals.openRoom.submit': 'डील रूम खोलें',
  'deals.openRoom.opened': '{startup} के {round} का डील रूम खुल गया',
  'deals.openRoom.failed': 'हम डील रूम नहीं खोल पाए। कृपया फिर कोशिश करें।',
  'deals.inviteForm.round': 'राउंड',
  'deals.inviteForm.round.value': 'राउंड: <b>{round}</b>',
  'deals.inviteForm.note': 'फ़ंड के लिए नोट',
  'deals.inviteForm.note.hint': 'यह डील उनके लिए क्यों सही है। फ़ाउंडर्स भी इसे पढ़ते हैं।',
  'deals.inviteForm.openAnother': 'दूसरा राउंड खोलें',
  'deals.inviteForm.invited.shared':
    '{fund} को न्योता भेजा। {startup} ने आपके सह-निवेशकों को पहले से मंज़ूरी दी है, इसलिए डील शेयर हो गई।',
  'deals.inviteForm.invited.pending':
    '{fund} को न्योता भेजा। डील शेयर करनी है या नहीं, यह {startup} के फ़ाउंडर्स तय करेंगे।',
  'deals.inviteForm.failed': 'हम न्योता नहीं भेज पाए। कृपया फिर कोशिश करें।',
  'deals.fundPicker.label': 'किस फ़ंड को न्योता दें',
  'deals.fundPicker.hint': 'फ़ंड का नाम लिखें, या संगम पर उसके पब्लिक पेज का पता।',
  'deals.fundPicker.placeholder': 'जैसे Tungabhadra Ventures',
  'deals.fundPicker.inviting':
    '<name>{fund}</name>{typed, select, yes {<muted> · {kind}</muted>} other {}} को न्योता दे रहे हैं',
  'deals.fundPicker.looking': 'फ़ंड खोज रहे हैं…',
  'deals.fundPicker.failed': 'हम फ़ंड नहीं खोज पाए। फिर कोशिश करें।',
  'deals.fundPicker.none':
    '“{query}” से कोई पब्लिक फ़ंड मेल नहीं खाता। फ़ंड की निवेशक प्रोफ़ाइल पब्लिक होने पर ही वह यहाँ दिखता है।',
  'deals.fundPicker.matches': 'मेल खाने वाले पब्लिक फ़ंड',
  'deals.fundPicker.choose': '{fund}<hidden> चुनें</hidden>',

  'deals.startupRooms.intro':
    '{startup} के राउंड में दूसरे फ़ंड लाएँ। हर फ़ंड क्या देखे, यह उसके फ़ाउंडर्स तय करते हैं।',
  'deals.startupRooms.loading': 'डील रूम लोड हो रहे हैं',
  'deals.startupRooms.failed': 'हम डील रूम लोड नहीं कर पाए।',
  'deals.startupRooms.none': '{startup} आपके फ़ंड के किसी डील रूम में नहीं है।',
  'deals.startupRooms.role':
    '{lead, select, yes {आपकी लीड} other {लीड: {leadName}}}{closed, select, yes { · बंद} other {}}',
  'deals.shared.heading': 'आपके साथ शेयर',
  'deals.shared.intro':
    'वे राउंड जिनमें दूसरे फ़ंड ने आपके फ़ंड को न्योता दिया, और जिनके फ़ाउंडर्स ने अपनी प्रोफ़ाइल शेयर करना मंज़ूर किया।',
  'deals.shared.all': 'शेयर की गई सभी डील',
  'deals.shared.meta': '{round} · लीड: {leadName}{closed, select, yes { · बंद} other {}}',

  'deals.inbox.title': 'इनबॉक्स',
  'deals.inbox.pageTitle': 'इनबॉक्स · संगम',
  'deals.inbox.description':
    'आपकी टीम जो डेक और परिचय आपके इनटेक पते पर फ़ॉरवर्ड करती है। जब तक फ़ाउंडर अपनी डील क्लेम नहीं करते, यह सिर्फ़ आपके फ़ंड को दिखता है।',
  'deals.inbox.tabs': 'इनबॉक्स के टैब',
  'deals.inbox.status.new': 'नए',
  'deals.inbox.status.invited': 'न्योता भेजा',
  'deals.inbox.status.claimed': 'क्लेम हुए',
  'deals.inbox.status.not_for_us': 'हमारे लिए नहीं',
  'deals.inbox.status.archived': 'आर्काइव',
  'deals.inbox.triage': 'इस टैब की छँटाई करें →',
  'deals.inbox.entries': 'एंट्री',
  'deals.inbox.empty.title': 'यहाँ अभी कुछ नहीं',
  'deals.inbox.empty.new':
    'किसी फ़ाउंडर का डेक वाला ईमेल अपने इनटेक पते पर फ़ॉरवर्ड करें (सेटिंग्स → ईमेल से डील इनटेक), वह यहाँ दिखेगा।',
  'deals.inbox.empty.invited':
    'जिन एंट्री के फ़ाउंडर्स को आपने डील क्लेम करने का न्योता दिया, वे क्लेम होने तक यहाँ दिखती हैं।',
  'deals.inbox.empty.claimed':
    'जिन एंट्री को उनके फ़ाउंडर्स ने क्लेम किया, वे उनके स्टार्टअप से जुड़ी हुई यहाँ दिखती हैं।',
  'deals.inbox.empty.not_for_us': 'जिन एंट्री को आपने “हमारे लिए नहीं” कहा, वे यहाँ दिखती हैं।',
  'deals.inbox.empty.archived': 'आपने जो एंट्री आर्काइव कीं, वे यहाँ दिखती हैं।',
  'deals.inbox.row.unknownSender': 'अनजान भेजने वाला',
  'deals.inbox.row.noSubject': '(कोई विषय नहीं)',
  'deals.inbox.row.forwarded': '{author} का ईमेल, {forwarder} ने फ़ॉरवर्ड किया',
  'deals.inbox.row.from': 'भेजने वाले: {sender}',
  'deals.inbox.row.decks': '{count, plural, one {# डेक} other {# डेक}}',
  'deals.inbox.row.notes': '{count, plural, one {# नोट} other {# नोट}}',
  'deals.inbox.row.ratings': '{count, plural, one {# रेटिंग} other {# रेटिंग}}',

  'deals.entry.notFound.title': 'एंट्री नहीं मिली',
  'deals.entry.notFound.body':
    'आपके फ़ंड के इनबॉक्स में इस पते पर कुछ नहीं है: या तो यह है ही नहीं, या किसी दूसरे फ़ंड का है।',
  'deals.entry.thisStartup': 'यह स्टार्टअप',
  'deals.entry.archived': '{name} आर्काइव हो गया',
  'deals.entry.restored': '{name} इनबॉक्स में वापस आ गया',
  'deals.entry.changeFailed': 'हम एंट्री नहीं बदल पाए। फिर कोशिश करें।',
  'deals.entry.meta': '{status} · {date} को मिला',
  'deals.entry.position': '{total} में से {position}',
  'deals.entry.previous': 'पिछली एंट्री (k)',
  'deals.entry.next': 'अगली एंट्री (j)',
  'deals.entry.keys': 'कीज़',
  'deals.entry.keys.heading': 'छँटाई की कीज़',
  'deals.entry.keys.next': 'अगली एंट्री',
  'deals.entry.keys.previous': 'पिछली एंट्री',
  'deals.entry.keys.invite': 'फ़ाउंडर को न्योता दें',
  'deals.entry.keys.decline': 'हमारे लिए नहीं',
  'deals.entry.keys.archive': 'आर्काइव करें, या वापस लाएँ',
  'deals.entry.keys.help': 'कीज़ दिखाएँ या छिपाएँ',
  'deals.entry.answer': 'जवाब',
  'deals.entry.inviteAgain': 'फिर न्योता दें',
  'deals.entry.invite': 'फ़ाउंडर को न्योता दें',
  'deals.entry.notForUs': 'हमारे लिए नहीं',
  'deals.entry.bringBack': 'वापस लाएँ',
  'deals.entry.archive': 'आर्काइव करें',
  'deals.entry.onLists': 'इन सूचियों में: {lists}',
  'deals.entry.fitSummary': 'अपने फ़ंड की निवेश सोच से मेल परखें।',
  'deals.entry.state.claimed':
    'इसके फ़ाउंडर ने {date} को इसे क्लेम किया: अब यह संगम पर <b>{startup}</b> है।',
  'deals.entry.state.applied':
    'उन्होंने आपकी कॉल में आवेदन किया है: अपनी पाइपलाइन के बाकी आवेदनों के साथ इसे देखें।',
  'deals.entry.state.notApplied': 'उन्होंने अभी {channel} में आवेदन नहीं किया है।',
  'deals.entry.state.discoverable': 'उनकी प्रोफ़ाइल निवेशकों की खोज में दिखती है।',
  'deals.entry.state.openApplication': 'आवेदन खोलें',
  'deals.entry.state.openStartup': '{startup} खोलें',
  'deals.entry.state.answered': '{date} को “हमारे लिए नहीं” जवाब दिया।',
  'deals.entry.state.archived':
    'आर्काइव है। जवाब देने के लिए इसे वापस लाएँ{invited, select, yes {: फ़ाउंडर का क्लेम लिंक अब भी काम करता है।} other {।}}',
  'deals.entry.state.invited':
    '{known, select, yes {{inviter}} other {टीम के एक साथी}} ने {date} को {email} को {channel, select, yes {{channelTitle} में आवेदन करने का} other {अपनी प्रोफ़ाइल खोज में दिखाने का}} न्योता दिया। लिंक {expires} तक काम करेगा।',
  'deals.entry.state.new':
    'हर ईमेल का जवाब दें: फ़ाउंडर को डील क्लेम करने का न्योता दें, या उन्हें बताएँ कि यह आपके लिए नहीं है।',

  'deals.message.from': 'भेजने वाले',
  'deals.message.forwardedBy': 'फ़ॉरवर्ड करने वाले',
  'deals.message.received': 'मिला',
  'deals.message.noText': 'इस संदेश में कोई टेक्स्ट नहीं है।',
  'deals.message.links': 'संदेश में दिए लिंक',
  'deals.message.skipped': 'जो अटैचमेंट नहीं रखे गए',
  'deals.message.skippedItem': '<file>{name}</file> — वजह: {reason}',

  'deals.deck.heading': '{many, select, yes {डेक} other {डेक}}',
  'deals.deck.download': 'डाउनलोड करें',
  'deals.deck.openNewTab': 'नए टैब में खोलें',
  'deals.deck.choose': 'डेक चुनें',
  'deals.deck.facts':
    '{name} · {size}{paged, select, yes { · {pages, plural, one {# पेज} other {# पेज}}} other {}}',
  'deals.deck.title': '{name} का डेक',
  'deals.deck.none':
    '{claimed, select, yes {इस ईमेल के साथ कोई PDF नहीं आया। फ़ाउंडर का अपना डेक उनकी प्रोफ़ाइल पर है।} other {इस ईमेल के साथ कोई PDF नहीं आया। डील क्लेम करने पर फ़ाउंडर अपना डेक अपलोड कर सकते हैं।}}',

  'deals.details.heading': 'स्टार्टअप',
  'deals.details.edit': 'बदलें',
  'deals.details.dialog.title': 'स्टार्टअप की जानकारी ठीक करें',
  'deals.details.dialog.description':
    'संगम ने यह जानकारी ईमेल से अंदाज़ा लगाकर भरी है। फ़ाउंडर का न्योता और क्लेम की गई प्रोफ़ाइल इसी से शुरू होते हैं।',
  'deals.details.name': 'नाम',
  'deals.details.website': 'वेबसाइट',
  'deals.details.founderEmail': 'फ़ाउंडर का ईमेल',
  'deals.details.unknown': 'अभी पता नहीं',
  'deals.details.startupName': 'स्टार्टअप का नाम',
  'deals.details.save': 'सेव करें',
  'deals.details.saved': 'जानकारी सेव हो गई',
  'deals.details.failed': 'हम जानकारी सेव नहीं कर पाए। फिर कोशिश करें।',

  'deals.inviteFounder.title': '{name} के फ़ाउंडर को न्योता दें',
  'deals.inviteFounder.description':
    'उन्हें डील क्लेम करने के लिंक वाला एक ईमेल मिलेगा: उनकी प्रोफ़ाइल आपको मिली जानकारी और डेक से शुरू होगी। जब तक वे सहमति नहीं देते, किसी के साथ कुछ भी शेयर नहीं होता।',
  'deals.inviteFounder.email.hint':
    'संदेश से अंदाज़ा लगाया गया है: देख लें कि यह फ़ाउंडर का ही है, फ़ॉरवर्ड करने वाले का नहीं।',
  'deals.inviteFounder.ask': 'आप उनसे क्या चाहते हैं',
  'deals.inviteFounder.ask.hint':
    'आवेदन चुनने पर वे क्लेम से बनी प्रोफ़ाइल भेजते हैं, और आवेदन आपको यहीं जुड़ा दिखता है। खोज में दिखाने पर कोई भी फ़ंड उन्हें “स्टार्टअप खोजें” में पा सकता है।',
  'deals.inviteFounder.ask.placeholder': 'चुनें…',
  'deals.inviteFounder.ask.apply': '{channel} में आवेदन करें',
  'deals.inviteFounder.ask.discoverable': 'अपनी प्रोफ़ाइल निवेशकों की खोज में दिखाएँ',
  'deals.inviteFounder.note': 'फ़ाउंडर के लिए नोट',
  'deals.inviteFounder.note.placeholder': 'डेक के लिए धन्यवाद। हम इसे और ध्यान से देखना चाहेंगे…',
  'deals.inviteFounder.replaces':
    'नया न्योता {email} पर भेजे गए न्योते की जगह ले लेगा: उसका लिंक काम करना बंद कर देगा।',
  'deals.inviteFounder.sent': '{email} पर न्योता भेज दिया',
  'deals.inviteFounder.failed': 'हम न्योता नहीं भेज पाए। फिर कोशिश करें।',

  'deals.notForUs.title': 'हमारे लिए नहीं: {name}',
  'deals.notForUs.description':
    'संगम आपका जवाब लिखने वाले को ईमेल करता है, और एंट्री को “हमारे लिए नहीं” में रख देता है।',
  'deals.notForUs.defaultMessage':
    'नमस्ते {founder}, {startup} के बारे में {investor} को लिखने के लिए धन्यवाद। हमने आपका ईमेल और डेक ध्यान से पढ़ा: इस स्टेज पर यह हमारे लिए सही मेल नहीं है, इसलिए हम इसे आगे नहीं बढ़ाएँगे। फ़ंड जुटाने के लिए आपको बहुत-बहुत शुभकामनाएँ।',
  'deals.notForUs.founderFallback': 'जी',
  'deals.notForUs.to': 'किसे',
  'deals.notForUs.saved': 'सेव किया संदेश',
  'deals.notForUs.saved.hint': 'नीचे का संदेश भर देता है; आप फिर भी उसे बदल सकते हैं।',
  'deals.notForUs.saved.placeholder': 'ईमेल पर संगम का तैयार जवाब',
  'deals.notForUs.message': 'संदेश',
  'deals.notForUs.message.hint': 'कम से कम 20 अक्षर। वे इसे ठीक वैसा ही पढ़ेंगे जैसा आप लिखेंगे।',
  'deals.notForUs.submit': 'भेजें और फ़ाइल करें',
  'deals.notForUs.sent': 'आपका जवाब {email} को भेजा जा रहा है',
  'deals.notForUs.failed': 'हम आपका जवाब नहीं भेज पाए। फिर कोशिश करें।',

  'deals.coInvestors.heading': 'सह-निवेशक के अनुरोध',
  'deals.coInvestors.intro':
    'आपका राउंड लीड करने वाला फ़ंड अपने साथ निवेश के लिए दूसरे फ़ंड लाने की अनुमति माँग सकता है। जब तक आप मंज़ूर नहीं करते, आपके बारे में उनसे कुछ भी शेयर नहीं होता, और बाद में आप सहमति वापस भी ले सकते हैं।',
  'deals.coInvestors.empty':
    'अभी सह-निवेशक का कोई अनुरोध नहीं। जब कोई फ़ंड जिसमें आपने आवेदन किया, या जिसने आपको संगम पर खोजा, आपकी प्रोफ़ाइल किसी सह-निवेशक से शेयर करना चाहेगा, तो फ़ैसला आप यहीं करेंगे। <hint></hint>',
  'deals.coInvestors.preApproval':
    '{on, select, yes {जिन फ़ंड में आपने आवेदन किया, उनके सह-निवेशक आपसे पहले पूछे बिना आपकी प्रोफ़ाइल देखते हैं: <link>सेटिंग्स में बदलें</link>।} other {जिन फ़ंड में आपने आवेदन किया, उनके सह-निवेशक हर बार आपसे पूछे बिना आपकी प्रोफ़ाइल देख सकें, इसके लिए <link>सेटिंग्स का यह विकल्प</link> इस्तेमाल करें।}}',
  'deals.coInvestors.requests': 'आपके जवाब का इंतज़ार कर रहे अनुरोध',
  'deals.coInvestors.rounds': 'सह-निवेशकों वाले आपके राउंड',
  'deals.coInvestors.request':
    '{leadName} सह-निवेश के लिए आपकी प्रोफ़ाइल और डेक {fund} के साथ शेयर करना चाहता है',
  'deals.coInvestors.request.figures':
    '{round}: {sought} जुटा रहे हैं{cheque, select, yes {, {leadName} {leadCheque} लगाना चाहता है} other {}}, अब तक {committed} पक्का। {date} को पूछा।',
  'deals.coInvestors.request.note': '{endsInS, select, other {{leadName} का नोट}}',
  'deals.coInvestors.notStated': 'अभी नहीं बताया',
  'deals.coInvestors.round.heading': '{round}, लीड: {leadName}',
  'deals.coInvestors.round.raising':
    '{sought} जुटा रहे हैं{cheque, select, yes { · {leadName} {leadCheque} लगाना चाहता है} other {}}',
  'deals.coInvestors.round.closed': 'राउंड बंद',
  'deals.coInvestors.round.committed': '{amount} पक्का',
  'deals.coInvestors.round.ofSought': 'माँगे गए {amount} में से',
  'deals.coInvestors.round.progress': '{round} में माँगी गई रकम में से कितना पक्का हुआ',
  'deals.coInvestors.round.funds': 'इस राउंड के फ़ंड',
  'deals.coInvestors.round.fundsIn': '{round} के फ़ंड',
  'deals.coInvestors.round.leads': 'राउंड लीड करता है',
  'deals.coInvestors.round.waiting': 'आपके जवाब का इंतज़ार: {names}।',
  'deals.coInvestors.round.notShared': 'शेयर नहीं किया',
  'deals.coInvestors.round.notSharedIn': '{round} में शेयर नहीं किया',
  'deals.coInvestors.shared':
    '{preApproved, select, yes {आपकी पहले से दी मंज़ूरी से शेयर हुआ, {date}} other {आपकी सहमति से शेयर हुआ, {date}}}',
  'deals.coInvestors.declined':
    '{dated, select, yes {आपने {date} को मना किया} other {आपने मना किया}}',
  'deals.coInvestors.withdrew':
    '{dated, select, yes {आपने {date} को सहमति वापस ली} other {आपने सहमति वापस ली}}',
  'deals.coInvestors.shareAgain': 'फिर शेयर करें',

  'deals.consent.terms.share':
    '{fund} आपकी पूरी प्रोफ़ाइल और पिच डेक लाइव देखेगा: जैसे वे अभी हैं और जैसे आप उन्हें बदलेंगे, ठीक उस फ़ंड की तरह जिसमें आपने आवेदन किया हो। उसने आपका डेक कब-कब देखा, यह आपको बताया जाता है।',
  'deals.consent.terms.withdraw':
    'राउंड बंद होने तक आप यहाँ कभी भी सहमति वापस ले सकते हैं। तब {fund} से आपकी लाइव प्रोफ़ाइल और डेक तुरंत हट जाएँगे, और उसके पास सिर्फ़ आपकी प्रोफ़ाइल की वह कॉपी रहेगी जो आपने शेयर की थी, डेक के बिना।',
  'deals.consent.accept': 'मंज़ूर करें',
  'deals.consent.accept.title': 'अपनी प्रोफ़ाइल और डेक {fund} के साथ शेयर करें?',
  'deals.consent.accept.confirm': 'मंज़ूर करें और शेयर करें',
  'deals.consent.accept.pending': 'शेयर हो रहा है…',
  'deals.consent.decline': 'मना करें',
  'deals.consent.decline.title': '{endsInS, select, other {{leadName} का अनुरोध}} मना करें?',
  'deals.consent.decline.description':
    '{fund} आपकी प्रोफ़ाइल या डेक नहीं देखेगा। {leadName} और {fund} को बताया जाएगा कि आपने मना किया। बाद में आप इसी पेज से {fund} के साथ शेयर कर सकते हैं।',
  'deals.consent.decline.pending': 'मना कर रहे हैं…',
  'deals.consent.withdraw': 'सहमति वापस लें',
  'deals.consent.withdraw.title': '{fund} के लिए सहमति वापस लें?',
  'deals.consent.withdraw.description':
    '{fund} से आपकी लाइव प्रोफ़ाइल और डेक तुरंत हट जाएँगे। उसके पास आपकी प्रोफ़ाइल की वह कॉपी रहेगी जो आपने{dated, select, yes { {since} को} other {}} शेयर की थी, डेक के बिना, और रूम की वह चर्चा जिसमें उसने हिस्सा लिया। बाद में आप फिर शेयर कर सकते हैं।',
  'deals.consent.withdraw.pending': 'वापस ले रहे हैं…',
  'deals.consent.saved.accepted': '{fund} के साथ शेयर किया',
  'deals.consent.saved.accepted.description':
    'अब {fund} आपकी प्रोफ़ाइल और डेक लाइव देखता है, जब तक आप सहमति वापस नहीं लेते।',
  'deals.consent.saved.declined': 'आपने {endsInS, select, other {{leadName} का अनुरोध}} मना किया',
  'deals.consent.saved.declined.description':
    '{fund} को आपकी प्रोफ़ाइल का कुछ भी नहीं दिखता। बाद में आप इसी पेज से शेयर कर सकते हैं।',
  'deals.consent.saved.withdrawn': '{fund} के लिए सहमति वापस ली',
  'deals.consent.saved.withdrawn.description':
    'अब {fund} को आपकी लाइव प्रोफ़ाइल या डेक नहीं दिखता। उसके पास प्रोफ़ाइल वैसी रहती है जैसी आपने शेयर की थी, डेक के बिना।',
  'deals.consent.failed': 'हम आपका जवाब सेव नहीं कर पाए। कृपया फिर कोशिश करें।',

  'deals.preApproval.heading': 'सह-निवेशक',
  'deals.preApproval.intro':
    'आपका राउंड लीड करने वाले फ़ंड अपने साथ निवेश करने वाले दूसरे फ़ंड से आपकी प्रोफ़ाइल शेयर करने की अनुमति माँग सकते हैं। हर अनुरोध का जवाब आप अपने <link>होम पेज</link> पर देते हैं।',
  'deals.preApproval.loading': 'आपकी सह-निवेशक सेटिंग लोड हो रही है…',
  'deals.preApproval.loadFailed':
    'हम आपकी सह-निवेशक सेटिंग लोड नहीं कर पाए। <retry>फिर कोशिश करें</retry>',
  'deals.preApproval.label':
    'जिन फ़ंड में मैंने आवेदन किया, उनके सह-निवेशक मेरी प्रोफ़ाइल देख सकते हैं',
  'deals.preApproval.hint':
    '{on, select, yes {चालू} other {बंद}}। चालू होने पर, जिस फ़ंड में आपने आवेदन किया (और उसे वापस नहीं लिया), वह आपसे पहले पूछे बिना सह-निवेशक ला सकता है: उस फ़ंड को आपकी प्रोफ़ाइल और डेक तुरंत दिखते हैं, और आपको बताया जाता है। किसी भी फ़ंड के लिए सहमति आप अपने होम पेज पर वापस ले सकते हैं। बंद होने पर हर अनुरोध आपके जवाब का इंतज़ार करता है।',
  'deals.preApproval.savedOn':
    'जिन फ़ंड में आपने आवेदन किया, उनके सह-निवेशक अब आपकी प्रोफ़ाइल देख सकते हैं।',
  'deals.preApproval.savedOff': 'अब सह-निवेशक का हर अनुरोध आपके जवाब का इंतज़ार करेगा।',
  'deals.inbox.lists.summary': '{name} {count, plural, one {# सूची} other {# सूचियों}} में है।',
}
