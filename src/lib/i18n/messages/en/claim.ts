/**
 * The claim screens' words (decision 0050): the pages a founder reaches from an emailed link, a
 * fund's invitation to claim a deal (/claim/$token) and an organisation's invitation to join
 * (/invite/$token).
 */
export const claim = {
  // Words both pages use.
  'claim.common.signIn': 'Sign in',
  'claim.common.signOut': 'Sign out',
  'claim.common.signingOut': 'Signing out…',
  'claim.common.openOrganisation': 'Open {organisation}',
  'claim.common.home': 'Go to the home page',
  'claim.common.email': 'Email',
  'claim.common.fullName': 'Your full name',
  'claim.common.password': 'Password',
  'claim.common.creatingAccount': 'Creating your account…',
  'claim.common.createHeading': 'Create your Sangam account',
  'claim.common.haveAccount': 'Already have an account? <link>Sign in</link>',
  'claim.common.tooManySignUps': 'Too many sign-ups from your network. Please try again later.',
  'claim.common.signUpFailed': 'We could not create your account. Please try again.',
  'claim.common.unreachable': 'We could not reach Sangam. Check your connection and try again.',
  'claim.common.sessionEnded': 'Your session ended. Please sign in and open the link again.',
  'claim.common.tooManyAttempts': 'Too many attempts. Please wait a minute and try again.',
  'claim.common.signedInAs': 'You are signed in as <strong>{email}</strong>.',

  // The claim page: its frame and the link that does not work.
  'claim.page.title': 'Claim your deal · Sangam',
  'claim.page.eyebrow': 'Claim your deal',
  'claim.page.title.received': '{fund} received your deck',
  'claim.page.broken.title': 'This claim link doesn’t work',
  'claim.page.broken.body':
    'The link may be incomplete, or the fund sent you a newer one that replaced it. Copy the whole link from their most recent email, or reply to the fund and ask them to invite you again.',

  // What the fund received and asks.
  'claim.details.intro':
    '{inviterKnown, select, yes {{inviter} of {fund}} other {{fund}}} received an email about {startupKnown, select, yes {<strong>{startup}</strong>} other {your startup}} and runs its deal flow on Sangam. Nothing is shared with anyone until you agree below.',
  'claim.details.invitedBy': 'Invited by',
  'claim.details.invitedBy.value': '{inviter}, {fund}',
  'claim.details.startup': 'Startup',
  'claim.details.notNamed': 'Not named',
  'claim.details.website': 'Website',
  'claim.details.emailReceived': 'Email received',
  'claim.details.deck': 'Deck',
  'claim.details.pages': '{count, plural, one {# page} other {# pages}}',
  'claim.details.noDeck': 'No deck was attached',
  'claim.details.ask': 'They ask you to',
  'claim.details.ask.apply': 'Apply to {channel}',
  'claim.details.ask.discoverable': 'Make your profile discoverable to investors',
  'claim.details.callClosed': 'This call is not taking applications right now.',
  'claim.details.expires': 'Link expires',
  'claim.details.note': 'A note from {name}',

  // What the page offers, by the link's state and who is looking.
  'claim.action.expiredOn':
    'This link expired on {date}. Ask {name} to invite you again: the invitation arrives as a new email with a new link.',
  'claim.action.expired':
    'This link no longer works. Ask {name} to invite you again: the invitation arrives as a new email with a new link.',
  'claim.action.claimed.member':
    'This deal has already been claimed. If it was you, its details are in your startup’s profile; if not, ask {fund} about it.',
  'claim.action.claimed.signIn':
    'This deal has already been claimed. If it was you, sign in to open your startup’s profile; if not, ask {fund} about it.',
  'claim.action.linkFailed.signedIn':
    'That confirmation link has expired or was already used. Send a new one below.',
  'claim.action.linkFailed.signedOut':
    'That confirmation link has expired or was already used. Sign in with your new account to get a new one sent.',
  'claim.action.admin':
    'You are signed in with a platform admin account, which cannot own a startup. Ask {fund} to send the link to another address of yours.',
  'claim.action.investor':
    '{email} belongs to {organisation}, an investor organisation, and a deal is claimed with a startup’s account. Ask {fund} to send the link to the address you use for your startup.',
  'claim.action.signedOut.heading': 'Sign in to claim it',
  'claim.action.signedOut.body':
    '{fund} sent this link to <strong>{email}</strong>. To claim the deal you need a Sangam account with that address: create one, or sign in if you have it. Either way you come back to this page.',
  'claim.action.signedOut.create': 'Create an account',
  'claim.action.wrongAccount':
    'This link was sent to <strong>{email}</strong>, but you are signed in as <strong>{current}</strong>. Sign out, then sign in or create an account with {email} to claim the deal.',
  'claim.action.wrongAccount.signInAs': 'Sign in with {email}',
  'claim.action.confirm.heading': 'Confirm your email first',
  'claim.action.confirm.body':
    'Open the link we emailed to <strong>{email}</strong> when you created your account: it brings you back to this page to claim the deal.',
  'claim.action.confirm.sent': 'We sent a new link to {email}. It works for 24 hours.',
  'claim.action.confirm.tooMany':
    'You asked for several links in a short time. Please wait a minute and try again.',
  'claim.action.confirm.failed': 'We could not send the link. Please try again in a moment.',
  'claim.action.confirm.sending': 'Sending…',
  'claim.action.confirm.resend': 'Send the link again',
  'claim.action.confirm.elsewhere': 'Confirmed it on another device? <check>Check again</check>',

  // The form that claims.
  'claim.form.heading': 'Agree and claim',
  'claim.form.signedInAsFor':
    'You are signed in as <strong>{email}</strong> for <org>{organisation}</org>.',
  'claim.form.startupName': 'Your startup’s name',
  'claim.form.startupName.hint': 'As {fund} wrote it: change it if they got it wrong.',
  'claim.form.consent.required': 'Tick the box to agree before claiming.',
  'claim.form.consent.new.apply':
    'Create my startup profile with {deck, select, yes {the details and deck {fund} received} other {the details {fund} received}}, and share it with {fund} when I apply to {channel}',
  'claim.form.consent.new.discoverable':
    'Create my startup profile with {deck, select, yes {the details and deck {fund} received} other {the details {fund} received}}, and make it discoverable to investors',
  'claim.form.consent.own.apply':
    'Add {deck, select, yes {the details and deck {fund} received} other {the details {fund} received}} to {endsInS, select, yes {{organisation}’} other {{organisation}’s}} profile where it has none, and share it with {fund} when I apply to {channel}',
  'claim.form.consent.own.discoverable':
    'Add {deck, select, yes {the details and deck {fund} received} other {the details {fund} received}} to {endsInS, select, yes {{organisation}’} other {{organisation}’s}} profile where it has none, and make it discoverable to investors',
  'claim.form.claiming': 'Claiming…',
  'claim.form.submit': 'Claim the deal',
  'claim.form.claimed': 'You claimed the deal.',
  'claim.form.claimed.applyNow': 'Check what you share, then apply to {channel}.',
  'claim.form.claimed.applyLater': 'You can apply to {channel} when it opens.',
  'claim.form.claimed.discoverable': 'Your profile is now discoverable to investors.',
  'claim.form.error.gone': 'This deal can no longer be claimed.',
  'claim.form.error.notFound':
    'This claim link is not valid any more: the fund may have sent a newer one. Open the link in their most recent email.',
  'claim.form.error.failed': 'We could not claim the deal. Please try again.',

  // The account a founder creates on the claim page.
  'claim.signUp.sent.heading': 'Check your email',
  'claim.signUp.sent.body':
    'We sent a link to <strong>{email}</strong>. Open it within 24 hours to confirm your address: it signs you in and brings you back to this page to claim the deal.',
  'claim.signUp.sent.nothing':
    'Nothing arrived? Check your spam or promotions folder. If you already have an account with this address, the email says so: then <link>sign in from this page</link>.',
  'claim.signUp.intro':
    'We will email you a link to confirm your address. It brings you back here to claim the deal.',
  'claim.signUp.emailHint': 'The link was sent to this address.',
  'claim.signUp.choosePassword': 'Choose another password.',
  'claim.signUp.submit': 'Create account',
  'claim.signUp.back': 'Back',
  'claim.signUp.agree':
    'By creating an account you agree to the <terms>Terms of service</terms> and the <privacy>Privacy policy</privacy>.',

  // The organisation's invitation.
  'claim.invite.eyebrow': 'Invitation',
  'claim.invite.title': 'Join {organisation} on Sangam',
  'claim.invite.broken.title': 'This invitation link doesn’t work',
  'claim.invite.broken.body':
    'The link may be incomplete, or a newer invitation replaced it. Copy the whole link from the most recent invitation email, or ask the person who invited you to send a new one.',
  'claim.invite.sangamTeam': 'The Sangam team',
  'claim.invite.intro':
    '{inviter} invited <strong>{email}</strong> to join {organisation}, {kind, select, investor {an investor team} other {a startup}} on Sangam.',
  'claim.invite.organisation': 'Organisation',
  'claim.invite.organisation.value':
    '{organisation} · {kind, select, investor {Investor} other {Startup}}',
  'claim.invite.role': 'Your role',
  'claim.invite.role.owner': 'Owner — can invite teammates and manage the organisation',
  'claim.invite.role.member': 'Member',
  'claim.invite.invitedBy': 'Invited by',
  'claim.invite.expires': 'Expires',
  'claim.invite.expired.inviter':
    'This invitation expired on {date}. Ask {inviter} for a new invitation — it arrives as a fresh email with a new link.',
  'claim.invite.expired.unknown':
    'This invitation expired on {date}. Ask the person who invited you for a new invitation — it arrives as a fresh email with a new link.',
  'claim.invite.accepted':
    'This invitation has already been accepted. If it was you, sign in to open {organisation}.',
  'claim.invite.revoked':
    'This invitation was withdrawn by {organisation}. If you think that is a mistake, ask them to invite you again.',
  'claim.invite.member':
    'You already belong to {current}. Everyone on Sangam is part of one organisation at a time: leave it in your settings before joining {organisation}.',
  'claim.invite.openSettings': 'Open my settings',
  'claim.invite.joining': 'Joining…',
  'claim.invite.accept': 'Accept invitation',
  'claim.invite.wrongAccount':
    'This invitation was sent to <strong>{email}</strong>, but you are signed in as <strong>{current}</strong>. Sign out, then sign in or create an account with {email} to accept it.',
  'claim.invite.signUp.intro':
    'Accepting confirms your email, because the invitation came to that inbox.',
  'claim.invite.signUp.emailHint': 'The invitation is for this address.',
  'claim.invite.signUp.choosePassword': 'Please choose another password.',
  'claim.invite.signUp.exists':
    'An account with {email} may already exist. <link>Sign in</link> to accept the invitation.',
  'claim.invite.signUp.submit': 'Create account and join',
  'claim.invite.welcome': 'Welcome to {organisation}!',
  'claim.invite.error.conflict':
    'You already belong to an organisation. Leave it in your settings before joining another.',
  'claim.invite.error.forbidden': 'This invitation was sent to another email address.',
  'claim.invite.error.notFound':
    'This invitation link is not valid. It may have been replaced by a newer one.',
  'claim.invite.error.gone': 'This invitation can no longer be used.',
  'claim.invite.error.failed': 'We could not accept the invitation. Please try again.',
} as const
