import type { dealEmails as english } from '@/lib/i18n/messages/en/deal-emails'

// The Hindi of the deal-room emails' words.
export const dealEmails: Record<keyof typeof english, string> = {
  'deals.email.preferences.funds':
    'डील रूम के ईमेल नए आवेदनों वाली आपकी पसंद से चलते हैं: हर आवेदन पर ईमेल, रोज़ का सारांश, या कोई नहीं। इसे सेटिंग्स में अपनी सूचना की पसंद में बदलें।',
  'deals.email.preferences.founders':
    'अपने आवेदनों और राउंड के ईमेल आप सेटिंग्स में अपनी सूचना की पसंद में बंद कर सकते हैं।',
  'deals.email.openRoom': 'डील रूम खोलें',
  'deals.email.seeCoInvestors': 'अपने सह-निवेशक देखें',
  'deals.email.invitation.subject': '{leadName} ने आपको {startup} में सह-निवेश का न्योता दिया',
  'deals.email.invitation.preview': '{leadName} ने आपको {startup} में सह-निवेश का न्योता दिया।',
  'deals.email.invitation.heading': 'सह-निवेश का न्योता',
  'deals.email.invitation.body':
    '<b>{leadName}</b> ने आपके फ़ंड को <b>{startup}</b> में सह-निवेश का न्योता दिया है: {round}, {amount} जुटाने की योजना।',
  'deals.email.invitation.preApproved':
    'फ़ाउंडर्स अपनी प्रोफ़ाइल और डेक आपके साथ पहले ही शेयर कर चुके हैं।',
  'deals.email.invitation.pending':
    'फ़ाउंडर्स तय करेंगे कि अपनी प्रोफ़ाइल और डेक आपके साथ शेयर करें या नहीं; उनके जवाब देते ही आपको बताया जाएगा।',
  'deals.email.shareRequest.subject.preApproved': 'आपकी प्रोफ़ाइल {fund} के साथ शेयर हुई',
  'deals.email.shareRequest.subject': '{leadName} आपकी प्रोफ़ाइल {fund} के साथ शेयर करना चाहता है',
  'deals.email.shareRequest.preview.preApproved': 'आपकी प्रोफ़ाइल {fund} के साथ शेयर हुई।',
  'deals.email.shareRequest.preview': '{leadName} आपकी प्रोफ़ाइल {fund} के साथ शेयर करना चाहता है।',
  'deals.email.shareRequest.heading.preApproved': 'आपकी प्रोफ़ाइल शेयर हुई',
  'deals.email.shareRequest.heading': 'आपकी प्रोफ़ाइल शेयर करने का अनुरोध',
  'deals.email.shareRequest.body':
    '<b>{leadName}</b> आपके <b>{round}</b> राउंड में सह-निवेश के लिए आपकी प्रोफ़ाइल और डेक <b>{fund}</b> के साथ शेयर करना चाहता है।',
  'deals.email.shareRequest.preApproved':
    'आपने उन फ़ंड के सह-निवेशकों को पहले से मंज़ूरी दी है जिनमें आपने आवेदन किया, इसलिए यह शेयर हो चुका है। राउंड बंद होने तक आप इसे कभी भी वापस ले सकते हैं।',
  'deals.email.shareRequest.pending':
    'जब तक आप मंज़ूर नहीं करते, कुछ भी शेयर नहीं होता। आपकी टीम का कोई भी सदस्य मंज़ूर कर सकता है या मना कर सकता है।',
  'deals.email.shareRequest.answer': 'अनुरोध का जवाब दें',
  'deals.email.consent.subject':
    '{startup} ने {answer, select, accepted {अपनी प्रोफ़ाइल {fund} के साथ शेयर की} declined {अपनी प्रोफ़ाइल {fund} के साथ शेयर करने से मना किया} other {अपनी प्रोफ़ाइल {fund} से वापस ली}}',
  'deals.email.consent.preview':
    '{endsInS, select, other {{startup} के फ़ाउंडर्स}} ने {answer, select, accepted {अपनी प्रोफ़ाइल और डेक {fund} के साथ शेयर किए} declined {अपनी प्रोफ़ाइल {fund} के साथ शेयर करने से मना किया} other {अपनी प्रोफ़ाइल {fund} से वापस ली}}।',
  'deals.email.consent.heading':
    '{answer, select, accepted {एक प्रोफ़ाइल शेयर हुई} declined {शेयर करने से मना किया गया} other {एक शेयर वापस लिया गया}}',
  'deals.email.consent.body':
    '<b>{startup}</b> के फ़ाउंडर्स ने <b>{round}</b> राउंड के लिए {answer, select, accepted {अपनी प्रोफ़ाइल और डेक <b>{fund}</b> के साथ शेयर किए} declined {अपनी प्रोफ़ाइल <b>{fund}</b> के साथ शेयर करने से मना किया} other {अपनी प्रोफ़ाइल <b>{fund}</b> से वापस ली}}।',
  'deals.email.consent.withdrawn':
    'अब तक जो दिखाया गया, वह रूम में वैसा ही रहेगा जैसा था, डेक के बिना।',
  'deals.email.commitment.subject': '{committer} ने {startup} में {amount} पक्का किया',
  'deals.email.commitment.preview': '{committer} ने {startup} में {amount} पक्का किया।',
  'deals.email.commitment.heading': 'आपके डील रूम में पक्का निवेश',
  'deals.email.commitment.body':
    '<b>{committer}</b> ने <b>{endsInS, select, other {{startup} के}}</b> {round} राउंड में <b>{amount}</b> पक्का किया।',
  'deals.email.commitment.action': 'हर फ़ंड की लाइन देखें',
  'deals.email.roundCommitment.subject': '{fund} ने आपके {round} राउंड में निवेश पक्का किया',
  'deals.email.roundCommitment.preview': '{fund} ने आपके {round} राउंड में निवेश पक्का किया।',
  'deals.email.roundCommitment.heading': 'एक फ़ंड ने आपके राउंड में निवेश पक्का किया',
  'deals.email.roundCommitment.body':
    '<b>{fund}</b> ने आपके <b>{round}</b> राउंड में निवेश पक्का किया। राउंड के फ़ंड और कुल पक्का निवेश संगम पर देखें।',
}
