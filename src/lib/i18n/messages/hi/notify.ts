import type { notify as english } from '@/lib/i18n/messages/en/notify'

export const notify: Record<keyof typeof english, string> = {
  'notify.application.submitted.title': 'नया आवेदन: {channel} में {startup}',
  'notify.application.withdrawn.title': '{startup} ने {channel} से अपना आवेदन वापस ले लिया',

  'notify.application.decision.accepted.title': '{channel}: आपका आवेदन मंज़ूर हो गया',
  'notify.application.decision.rejected.title': '{channel}: आपके आवेदन पर फ़ैसला',
  'notify.application.decision.accepted.body': '{investor} ने आपका आवेदन मंज़ूर कर लिया है।',
  'notify.application.decision.rejected.body':
    '{investor} ने इस बार आगे न बढ़ने का फ़ैसला किया है।',
  'notify.application.decision.reason': 'वजह: {reason}।',
  'notify.application.decision.message': 'उनका संदेश: “{message}”',

  'notify.application.status.title': '{channel}: आपके आवेदन का नया स्टेटस — {status}',
  'notify.application.status.body':
    '{investor} ने आपके आवेदन का स्टेटस बदल दिया है। नया स्टेटस: {status}।',

  'notify.dealRoom.shared.title':
    '{endsInS, select, other {{startup} के}} फ़ाउंडर्स ने अपनी प्रोफ़ाइल {fund} के साथ शेयर की',
  'notify.dealRoom.shared.body':
    '{round}: अब {fund} प्रोफ़ाइल और डेक देख सकता है, और रूम में जुड़ गया है।',

  'notify.dealRoom.invited.fund.title': '{lead} ने आपको {startup} में सह-निवेश का न्योता दिया',
  'notify.dealRoom.invited.fund.body.preApproved':
    '{round}, {sought} जुटाने की योजना। फ़ाउंडर्स अपनी प्रोफ़ाइल आपके साथ शेयर कर चुके हैं।',
  'notify.dealRoom.invited.fund.body.pending':
    '{round}, {sought} जुटाने की योजना। फ़ाउंडर्स तय करेंगे कि अपनी प्रोफ़ाइल आपके साथ शेयर करें या नहीं।',

  'notify.dealRoom.invited.founders.title.preApproved': 'आपकी प्रोफ़ाइल {fund} के साथ शेयर हुई',
  'notify.dealRoom.invited.founders.title.pending':
    '{lead} आपकी प्रोफ़ाइल {fund} के साथ शेयर करना चाहता है',
  'notify.dealRoom.invited.founders.body.preApproved':
    '{lead} ने उन्हें आपके {round} राउंड में सह-निवेश का न्योता दिया, और आपकी पहले से दी मंज़ूरी से आपकी प्रोफ़ाइल और डेक शेयर हो गए। आप इसे वापस ले सकते हैं।',
  'notify.dealRoom.invited.founders.body.pending':
    'आपके {round} राउंड में सह-निवेश के लिए। “सह-निवेशक के अनुरोध” में मंज़ूर करें या मना करें।',

  'notify.dealRoom.accepted.title': '{startup} ने अपनी प्रोफ़ाइल आपके साथ शेयर की',
  'notify.dealRoom.accepted.body':
    '{endsInS, select, other {{lead} का}} {round} राउंड: आप प्रोफ़ाइल और डेक देख सकते हैं, और अपनी दिलचस्पी बता सकते हैं।',
  'notify.dealRoom.declined.title':
    '{endsInS, select, other {{startup} के}} फ़ाउंडर्स ने अपनी प्रोफ़ाइल शेयर करने से मना किया',
  'notify.dealRoom.declined.body': '{endsInS, select, other {{lead} का}} {round} राउंड।',
  'notify.dealRoom.withdrawn.title':
    '{endsInS, select, other {{startup} के}} फ़ाउंडर्स ने अपनी प्रोफ़ाइल वापस ले ली',
  'notify.dealRoom.withdrawn.body':
    '{endsInS, select, other {{lead} का}} {round} राउंड: शेयर के समय आपको जो दिखाया गया था, वह आपके पास रहेगा, डेक के बिना।',

  'notify.dealRoom.declined.lead.title':
    '{endsInS, select, other {{startup} के}} फ़ाउंडर्स ने {fund} के साथ शेयर करने से मना किया',
  'notify.dealRoom.withdrawn.lead.title':
    '{endsInS, select, other {{startup} के}} फ़ाउंडर्स ने अपनी प्रोफ़ाइल {fund} से वापस ले ली',
  'notify.dealRoom.answer.lead.body': '{round} राउंड।',

  'notify.dealRoom.committed.title':
    '{member, select, yes {{fund} के एक सदस्य} other {{fund}}} ने {startup} में {amount} पक्का किया',
  'notify.dealRoom.committed.body': '{round}, {sought} जुटाने की योजना।',

  'notify.dealRoom.committed.founders.title': '{fund} ने आपके {round} राउंड में निवेश पक्का किया',
  'notify.dealRoom.committed.founders.body':
    'अपने राउंड के फ़ंड और कुल पक्का निवेश “सह-निवेशक के अनुरोध” में देखें।',
}
