/**
 * The emails translated so far (decision 0050): the frame every email shares, and the decision on
 * an application. An email goes out in its recipient's language once its template is translated.
 */
export const email = {
  'email.layout.buttonFallback': 'If the button does not work, paste this link into your browser:',
  'email.layout.footer': 'Sangam — where Indian startups and investors meet.',
  'email.layout.defaultReason':
    'You received this email because of activity on your Sangam account.',
  'email.greeting.named': 'Hi {name},',
  'email.greeting.unnamed': 'Hi,',
  'email.decision.subject.accepted': '{investor} accepted your application to {channel}',
  'email.decision.subject.rejected': 'A decision on your application to {channel}',
  'email.decision.preview.accepted': '{investor} accepted your application to {channel}.',
  'email.decision.preview.rejected': '{investor} has decided on your application to {channel}.',
  'email.decision.heading.accepted': 'Your application was accepted',
  'email.decision.heading.rejected': 'A decision on your application',
  'email.decision.body.accepted':
    'Good news — <b>{investor}</b> accepted the application of <b>{startup}</b> to <b>{channel}</b>.',
  'email.decision.body.rejected':
    '<b>{investor}</b> has decided not to go ahead with the application of <b>{startup}</b> to <b>{channel}</b>.',
  'email.decision.reason': 'Reason: <b>{reason}</b>',
  'email.decision.messageIntro': 'Their message to you:',
  'email.decision.action': 'See your applications',
  'email.decision.preferences':
    'You can turn off emails about your applications in your notification preferences in Settings.',
} as const
