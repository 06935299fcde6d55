/**
 * The emails (decision 0050): the frame every email shares, and the emails about an account, an
 * organisation, applications and deal intake. An email goes out in its recipient's language once
 * its template is translated (`translated` in its `defineEmail`).
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

  // Confirming an address.
  'email.verify.subject': 'Confirm your email for Sangam',
  'email.verify.preview': 'Confirm your email address to finish setting up your Sangam account.',
  'email.verify.heading': 'Confirm your email',
  'email.verify.body':
    'Welcome to Sangam. Please confirm that this is your email address to finish setting up your account.',
  'email.verify.action': 'Confirm email',
  'email.verify.ignore':
    'If you did not create a Sangam account, you can safely ignore this email.',

  // Resetting a password.
  'email.reset.subject': 'Reset your Sangam password',
  'email.reset.preview': 'Use this link to choose a new Sangam password. It expires in 1 hour.',
  'email.reset.heading': 'Reset your password',
  'email.reset.body':
    'We received a request to reset the password for your Sangam account. Choose a new password with the button below. The link expires in 1 hour.',
  'email.reset.action': 'Choose a new password',
  'email.reset.ignore':
    'If you did not ask to reset your password, you can ignore this email — your password stays as it is.',

  // A sign-up with an address that already has an account.
  'email.exists.subject': 'You already have a Sangam account',
  'email.exists.preview': 'Someone tried to create a Sangam account with your email address.',
  'email.exists.heading': 'You already have a Sangam account',
  'email.exists.body':
    'Someone — perhaps you — tried to create a new Sangam account with this email address. It already belongs to your account, so no new account was made.',
  'email.exists.action': 'Sign in',
  'email.exists.forgot':
    'Forgot your password? <link>Choose a new one</link>. If it was not you, you can ignore this email: nothing has changed.',

  // Confirming a new address.
  'email.changeEmail.subject': 'Confirm your new email for Sangam',
  'email.changeEmail.preview': 'Confirm your new email address for Sangam.',
  'email.changeEmail.heading': 'Confirm your new email',
  'email.changeEmail.body':
    'A Sangam account asked to use <b>{email}</b> as its email address. If that was you, confirm the change with the button below; until then the account keeps its current address.',
  'email.changeEmail.action': 'Confirm new email',
  'email.changeEmail.ignore':
    'If you did not ask for this change, you can ignore this email and nothing will change.',

  // An invitation to join an organisation.
  'email.invitation.subject': '{inviter} invited you to {organisation} on Sangam',
  'email.invitation.preview': 'Join {organisation} on Sangam.',
  'email.invitation.heading': 'Join {organisation} on Sangam',
  'email.invitation.body':
    '<b>{inviter}</b> invited you to join <b>{organisation}</b>, {kind, select, startup {a startup} other {an investor organisation}} on Sangam, as {role, select, owner {an owner} other {a member}}.{role, select, owner { Owners can also invite and remove teammates and rename the organisation.} other {}}',
  'email.invitation.action': 'Accept invitation',
  'email.invitation.expiry':
    'The invitation expires on {date} and the link works once. If you were not expecting it, you can ignore this email.',

  // A request for access, approved or not.
  'email.accessApproved.subject': 'Your Sangam access is approved',
  'email.accessApproved.preview': 'Create your Sangam account for {organisation}.',
  'email.accessApproved.heading': 'Your access is approved',
  'email.accessApproved.body':
    'Good news — your request for Sangam access is approved. Create your account for <b>{organisation}</b> with the button below.',
  'email.accessApproved.action': 'Create your account',
  'email.accessApproved.expiry':
    'The link expires on {date} and works once. If it has expired, request access again and we will send you a new one.',
  'email.accessRejected.subject': 'About your request for Sangam access',
  'email.accessRejected.preview': 'An update on your request for Sangam access.',
  'email.accessRejected.heading': 'About your request for access',
  'email.accessRejected.body':
    'Thank you for your interest in Sangam. We have reviewed your request for access and are not able to approve it at this time.',
  'email.accessRejected.noteIntro': 'A note from our team:',
  'email.accessRejected.again':
    'If your circumstances change, you are welcome to send a new request later from the Request access page on Sangam.',
  'email.accessRejected.signature': '— The Sangam team',

  // A new application, to the investor's team.
  'email.newApplication.subject': 'New application: {startup} to {channel}',
  'email.newApplication.preview': '{startup} applied to {channel}.',
  'email.newApplication.heading': 'New application',
  'email.newApplication.body': '<b>{startup}</b> applied to your channel <b>{channel}</b>.',
  'email.newApplication.action': 'Review the application',
  'email.newApplication.preferences':
    'You get an email for every new application. To get one summary a day instead, or none, change your notification preferences in Settings.',

  // The daily summary of applications and deal rooms.
  'email.digest.summary':
    '{kind, select, dealRooms {{dealRooms, plural, one {# deal room update} other {# deal room updates}}} both {{applications, plural, one {# new application} other {# new applications}} and {dealRooms, plural, one {# deal room update} other {# deal room updates}}} other {{applications, plural, one {# new application} other {# new applications}}}}',
  'email.digest.subject': '{summary} on Sangam',
  'email.digest.preview': '{summary} since your last summary.',
  'email.digest.heading': '{summary} for your team',
  'email.digest.applicationsIntro':
    'Since your last summary, these startups applied to your channels:',
  'email.digest.application': '<link>{startup}</link> to {channel}',
  'email.digest.dealRoomsIntro': 'In your deal rooms:',
  'email.digest.action': 'Open applications',
  'email.digest.preferences':
    'You get this summary once a day when there is something new. Change it in your notification preferences in Settings.',

  // An application's new status, to its founders.
  'email.status.subject': '{channel}: your application is now {status}',
  'email.status.preview': '{channel}: your application is now {status}.',
  'email.status.heading': 'Your application is now {status}',
  'email.status.body':
    '<b>{investor}</b> moved the application of <b>{startup}</b> to <b>{channel}</b> to <b>{status}</b>.',
  'email.status.action': 'See your applications',
  'email.status.preferences':
    'You can turn off emails about status changes in your notification preferences in Settings.',

  // Deal intake by email: a fund invites the founder of a deck to claim it, or declines.
  'email.intakeClaim.subject': '{fund} invites you to claim your deal on Sangam',
  'email.intakeClaim.preview': '{fund} received your deck and invites you to Sangam.',
  'email.intakeClaim.heading': '{fund} received your deck',
  'email.intakeClaim.reason':
    'You received this email because {fund} received an email about your startup.',
  'email.intakeClaim.body':
    '<b>{inviter}</b> of <b>{fund}</b> received the email about {startupKnown, select, yes {<b>{startup}</b>} other {your startup}} and runs its deal flow on Sangam. {channelKnown, select, yes {They invite you to apply to <b>{channel}</b>: claim the deal, and your profile starts with the details and deck they received.} other {They invite you to make your profile discoverable to investors: claim the deal, and your profile starts with the details and deck they received.}}',
  'email.intakeClaim.noteIntro': 'Their note:',
  'email.intakeClaim.action': 'Claim the deal',
  'email.intakeClaim.expiry':
    'Nothing is shared until you agree. The link works once and expires on {date}. If you were not expecting it, you can ignore this email.',
  'email.intakeDeclined.preview': '{fund} has answered your email.',
  'email.intakeDeclined.heading': 'An answer from {fund}',
  'email.intakeDeclined.reason': 'You received this email because you wrote to {fund}.',
  'email.intakeDeclined.body':
    '<b>{fund}</b> read your email “{subject}” and has decided not to go ahead. Their message to you:',
} as const
