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
}
