// The deal-room emails' words (decision 0050): only the server says them, so no browser downloads them.
export const dealEmails = {
  // The deal-room emails.
  'deals.email.preferences.funds':
    'Deal rooms follow your choice for new applications: every one by email, a daily summary, or none. Change it in your notification preferences in Settings.',
  'deals.email.preferences.founders':
    'You can turn off emails about your applications and your rounds in your notification preferences in Settings.',
  'deals.email.openRoom': 'Open the deal room',
  'deals.email.seeCoInvestors': 'See your co-investors',
  'deals.email.invitation.subject': '{leadName} invited you to co-invest in {startup}',
  'deals.email.invitation.preview': '{leadName} invited you to co-invest in {startup}.',
  'deals.email.invitation.heading': 'An invitation to co-invest',
  'deals.email.invitation.body':
    '<b>{leadName}</b> invited your fund to co-invest in <b>{startup}</b>: {round}, {amount} sought.',
  'deals.email.invitation.preApproved':
    'The founders have already shared their profile and deck with you.',
  'deals.email.invitation.pending':
    'The founders decide whether to share their profile and deck with you; you will hear when they answer.',
  'deals.email.shareRequest.subject.preApproved': 'Your profile was shared with {fund}',
  'deals.email.shareRequest.subject': '{leadName} wants to share your profile with {fund}',
  'deals.email.shareRequest.preview.preApproved': 'Your profile was shared with {fund}.',
  'deals.email.shareRequest.preview': '{leadName} wants to share your profile with {fund}.',
  'deals.email.shareRequest.heading.preApproved': 'Your profile was shared',
  'deals.email.shareRequest.heading': 'A request to share your profile',
  'deals.email.shareRequest.body':
    '<b>{leadName}</b> wants to share your profile and deck with <b>{fund}</b> to co-invest in your <b>{round}</b> round.',
  'deals.email.shareRequest.preApproved':
    'You pre-approved co-investors of funds you applied to, so it is shared already. You can withdraw it at any time until the round closes.',
  'deals.email.shareRequest.pending':
    'Nothing is shared until you accept. Any member of your team may accept or decline.',
  'deals.email.shareRequest.answer': 'Answer the request',
  'deals.email.consent.subject':
    '{startup} {answer, select, accepted {shared its profile with} declined {declined to share its profile with} other {withdrew its profile from}} {fund}',
  'deals.email.consent.preview':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders {answer, select, accepted {shared their profile and deck with} declined {declined to share their profile with} other {withdrew their profile from}} {fund}.',
  'deals.email.consent.heading':
    '{answer, select, accepted {A profile was shared} declined {A share was declined} other {A share was withdrawn}}',
  'deals.email.consent.body':
    'The founders of <b>{startup}</b> {answer, select, accepted {shared their profile and deck with} declined {declined to share their profile with} other {withdrew their profile from}} <b>{fund}</b> for the <b>{round}</b> round.',
  'deals.email.consent.withdrawn':
    'What was shown until now stays in the room as it was, without the deck.',
  'deals.email.commitment.subject': '{committer} committed {amount} to {startup}',
  'deals.email.commitment.preview': '{committer} committed {amount} to {startup}.',
  'deals.email.commitment.heading': 'A commitment in your deal room',
  'deals.email.commitment.body':
    '<b>{committer}</b> committed <b>{amount}</b> to <b>{endsInS, select, yes {{startup}’} other {{startup}’s}}</b> {round} round.',
  'deals.email.commitment.action': 'See every fund’s line',
  'deals.email.roundCommitment.subject': '{fund} committed to your {round} round',
  'deals.email.roundCommitment.preview': '{fund} committed to your {round} round.',
  'deals.email.roundCommitment.heading': 'A fund committed to your round',
  'deals.email.roundCommitment.body':
    '<b>{fund}</b> committed to your <b>{round}</b> round. See the funds in it and the total committed on Sangam.',
} as const
