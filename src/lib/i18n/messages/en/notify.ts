/**
 * The bell's words (decision 0050): the in-app notifications about applications
 * (src/server/notifications/messages.ts) and deal rooms (./deal-room-messages.ts there). Each
 * line is made in its reader's language by the notification job. Names of startups, funds, calls
 * and rounds, one-liners and decision messages are people's own words: placeholders.
 */
export const notify = {
  // Applications: to the investor's team.
  'notify.application.submitted.title': 'New application: {startup} to {channel}',
  'notify.application.withdrawn.title': '{startup} withdrew from {channel}',

  // Applications: a decision, to the startup's team. The body is its sentences, each of its own.
  'notify.application.decision.accepted.title': '{channel}: your application was accepted',
  'notify.application.decision.rejected.title': '{channel}: a decision on your application',
  'notify.application.decision.accepted.body': '{investor} accepted your application.',
  'notify.application.decision.rejected.body': '{investor} decided not to go ahead.',
  'notify.application.decision.reason': 'Reason: {reason}.',
  'notify.application.decision.message': '“{message}”',

  // Applications: any other move, to the startup's team ({status} is the status's label).
  'notify.application.status.title': '{channel}: your application is now {status}',
  'notify.application.status.body': '{investor} moved your application to {status}.',

  // Deal rooms: a fund joins the room (the founders shared their profile with it).
  'notify.dealRoom.shared.title':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders shared their profile with {fund}',
  'notify.dealRoom.shared.body':
    '{round}: {fund} now reads the profile and the deck, and joins the room.',

  // Deal rooms: an invitation, to the invited fund ({sought} is an amount in rupees).
  'notify.dealRoom.invited.fund.title': '{lead} invited you to co-invest in {startup}',
  'notify.dealRoom.invited.fund.body.preApproved':
    '{round}, {sought} sought. The founders have shared their profile with you.',
  'notify.dealRoom.invited.fund.body.pending':
    '{round}, {sought} sought. The founders decide whether to share their profile with you.',

  // Deal rooms: an invitation, to the startup's founders.
  'notify.dealRoom.invited.founders.title.preApproved': 'Your profile was shared with {fund}',
  'notify.dealRoom.invited.founders.title.pending':
    '{lead} wants to share your profile with {fund}',
  'notify.dealRoom.invited.founders.body.preApproved':
    '{lead} invited them to co-invest in your {round} round, and your pre-approval shared your profile and deck. You can withdraw it.',
  'notify.dealRoom.invited.founders.body.pending':
    'To co-invest in your {round} round. Accept or decline in Co-investors.',

  // Deal rooms: the founders' answer, to the fund it is about.
  'notify.dealRoom.accepted.title': '{startup} shared its profile with you',
  'notify.dealRoom.accepted.body':
    '{endsInS, select, yes {{lead}’} other {{lead}’s}} {round} round: you can read the profile and the deck, and state your interest.',
  'notify.dealRoom.declined.title':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders declined to share their profile',
  'notify.dealRoom.declined.body':
    '{endsInS, select, yes {{lead}’} other {{lead}’s}} {round} round.',
  'notify.dealRoom.withdrawn.title':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders withdrew their profile',
  'notify.dealRoom.withdrawn.body':
    '{endsInS, select, yes {{lead}’} other {{lead}’s}} {round} round: you keep what you were shown when it was shared, without the deck.',

  // Deal rooms: the founders' answer, to the lead.
  'notify.dealRoom.declined.lead.title':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders declined to share with {fund}',
  'notify.dealRoom.withdrawn.lead.title':
    '{endsInS, select, yes {{startup}’} other {{startup}’s}} founders withdrew their share with {fund}',
  'notify.dealRoom.answer.lead.body': '{round}.',

  // Deal rooms: a commitment, to the lead ({member}: an angel network's member committed).
  'notify.dealRoom.committed.title':
    '{member, select, yes {A member of {fund}} other {{fund}}} committed {amount} to {startup}',
  'notify.dealRoom.committed.body': '{round}, {sought} sought.',

  // Deal rooms: a fund's line became committed, to the founders (never the amount).
  'notify.dealRoom.committed.founders.title': '{fund} committed to your {round} round',
  'notify.dealRoom.committed.founders.body':
    'See the funds in your round and the total committed in Co-investors.',
}
