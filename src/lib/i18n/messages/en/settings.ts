/** The settings page (/startups/settings, /investors/settings) and its sections, by section. */
export const settings = {
  // The page and its groups
  'settings.page.title': 'Settings',
  'settings.page.description':
    'Your account, sign-in and notifications, and your organisation: its name, members and invitations.',
  'settings.page.account': 'Your account',
  'settings.page.organisation': 'Your organisation',

  // Words several sections share
  'settings.common.retry': 'Try again',
  'settings.common.cancel': 'Cancel',
  'settings.common.saving': 'Saving…',
  'settings.common.sending': 'Sending…',
  'settings.common.edit': 'Edit',
  'settings.common.choose': 'Choose…',
  'settings.common.unsavedChanges': 'You have unsaved changes. Leave without saving?',

  // Language
  'settings.language.title': 'Language',
  'settings.language.description':
    'The language of your screens and of the emails Sangam sends you. It follows you to every browser you sign in on.',
  'settings.language.save': 'Save language',
  'settings.language.current': 'Sangam speaks {language} to you now.',

  // Profile
  'settings.profile.title': 'Profile',
  'settings.profile.description': 'How teammates and investors see you on Sangam.',
  'settings.profile.name': 'Full name',
  'settings.profile.signedInAs': 'Signed in as <b>{email}</b>',
  'settings.profile.tooManyChanges':
    'Too many changes in a short time. Please try again in a minute.',
  'settings.profile.saveFailed': 'We could not save your name. Please try again.',
  'settings.profile.saved': 'Your name is saved.',
  'settings.profile.save': 'Save name',

  // Email
  'settings.email.title': 'Email',
  'settings.email.description': 'You sign in with this address, and Sangam writes to it.',
  'settings.email.confirmed': 'Confirmed',
  'settings.email.notConfirmed': 'Not confirmed',
  'settings.email.current': 'Current email: <b>{email}</b>',
  'settings.email.new': 'New email',
  'settings.email.newHint':
    'We email a confirmation link to the new address. The change takes effect once you open it.',
  'settings.email.checkInbox':
    'Check <b>{email}</b> and open the link we sent to confirm the change. Until then, keep signing in with {current}.',
  'settings.email.same': 'That is already your email.',
  'settings.email.tooManyRequests':
    'Too many requests in a short time. Please try again in a minute.',
  'settings.email.startFailed': 'We could not start the change of email. Please try again.',
  'settings.email.linkSent': 'We sent a confirmation link to {email}.',
  'settings.email.sendingLink': 'Sending link…',
  'settings.email.change': 'Change email',

  // Email notifications
  'settings.notifications.title': 'Email notifications',
  'settings.notifications.description':
    'The bell at the top of every page shows all your notifications. Choose which of them also come to you by email.',
  'settings.notifications.loading': 'Loading your notification preferences…',
  'settings.notifications.loadFailed': 'We could not load your notification preferences.',
  'settings.notifications.saved': 'Your notification preferences are saved.',
  'settings.notifications.saveFailed': 'We could not save your preferences. Please try again.',
  'settings.notifications.investor.legend': 'New applications to your channels, and deal rooms',
  'settings.notifications.investor.teamDefault':
    '{mode, select, daily {Your team has {count, plural, one {# person} other {# people}}, so unless you choose otherwise new applications come in the daily summary. Teams of {large} or more get it by default.} other {Your team has {count, plural, one {# person} other {# people}}, so unless you choose otherwise every application comes by email. Teams of {large} or more get the daily summary by default.}}',
  'settings.notifications.investor.followed': 'You have not chosen, so the default applies to you.',
  'settings.notifications.investor.chose': 'You chose “{choice}”.',
  'settings.notifications.investor.dealRooms':
    'Deal rooms follow the same choice: an invitation to co-invest, the founders’ answers and commitments in a round your fund leads.',
  'settings.notifications.mode.each': 'Every application',
  'settings.notifications.mode.daily': 'A daily summary',
  'settings.notifications.mode.off': 'No emails',
  'settings.notifications.modeHint.each': 'An email as each application arrives.',
  'settings.notifications.modeHint.daily':
    'One email at 6 pm (India time) listing the day’s new applications, only when there are some.',
  'settings.notifications.modeHint.off':
    'New applications appear only in the bell and the applications inbox.',
  'settings.notifications.startup.label': 'Email me about our applications',
  'settings.notifications.startup.hint':
    'When an investor moves one of our applications along or decides on it. Decisions come with the investor’s message. Also when a fund asks to share our profile with a co-investor, and when a fund commits to our round.',
  'settings.notifications.save': 'Save preferences',

  // Password
  'settings.password.title': 'Password',
  'settings.password.description': 'Changing your password signs you out on every other device.',
  'settings.password.current': 'Current password',
  'settings.password.new': 'New password',
  'settings.password.confirm': 'Confirm new password',
  'settings.password.currentRequired': 'Please enter your current password.',
  'settings.password.confirmRequired': 'Please type the new password again.',
  'settings.password.mismatch': 'The two new passwords do not match.',
  'settings.password.sameAsCurrent': 'Choose a password different from your current one.',
  'settings.password.wrongCurrent': 'That is not your current password.',
  'settings.password.weak': 'Please choose a stronger password.',
  'settings.password.tooManyAttempts':
    'Too many attempts in a short time. Please try again in a minute.',
  'settings.password.failed': 'We could not change your password. Please try again.',
  'settings.password.changed': 'Your password is changed. Other devices are signed out.',
  'settings.password.changing': 'Changing password…',
  'settings.password.change': 'Change password',

  // Sessions
  'settings.sessions.title': 'Sessions',
  'settings.sessions.description':
    'The devices where your account is signed in. If you don’t recognise one, sign it out and change your password.',
  'settings.sessions.loading': 'Loading your devices…',
  'settings.sessions.loadFailed': 'We could not load your devices.',
  'settings.sessions.notFresh':
    'For your security, the list of devices is shown only within a day of signing in. Sign out and sign in again to see it. The buttons below work at any time.',
  'settings.sessions.thisDevice': 'This device',
  'settings.sessions.signedIn': 'Signed in {date}',
  'settings.sessions.signedInFrom': 'IP {address} · Signed in {date}',
  'settings.sessions.othersSignedOut': 'You are signed out on every other device.',
  'settings.sessions.othersFailed': 'We could not sign out your other devices. Please try again.',
  'settings.sessions.everywhereFailed': 'We could not sign you out everywhere. Please try again.',
  'settings.sessions.everywhereSignedOut': 'You are signed out on every device.',
  'settings.sessions.signingOut': 'Signing out…',
  'settings.sessions.signOutOthers': 'Sign out other devices',
  'settings.sessions.signOutEverywhere': 'Sign out everywhere',
  'settings.sessions.everywhereTitle': 'Sign out everywhere?',
  'settings.sessions.everywhereDescription':
    'You will be signed out on every device, including this one, and need to sign in again.',

  // Your data, and erasing the account
  'settings.data.title': 'Your data',
  'settings.data.description':
    'Download a copy of the personal data Sangam holds about you, or erase your account for good.',
  'settings.data.download': 'Download my data',
  'settings.data.loading': 'Loading what erasing your account would do…',
  'settings.data.loadFailed': 'We could not load what erasing your account would do.',
  'settings.data.erase': 'Erase my account',
  'settings.data.eraseTitle': 'Erase your account?',
  'settings.data.eraseTitleWithOrganisation': 'Erase your account and {organisation}?',
  'settings.data.erasesWithOrganisation':
    'Your account, your sessions and everything personal to you are erased, and {organisation} with them: you are its only member. This cannot be undone.',
  'settings.data.erasesOrganisationStays':
    'Your account, your sessions and everything personal to you are erased; {organisation} stays with its other members. This cannot be undone.',
  'settings.data.erasesAccount':
    'Your account, your sessions and everything personal to you are erased. This cannot be undone.',
  'settings.data.erasing': 'Erasing…',
  'settings.data.erased': 'Your account is erased.',
  'settings.data.erasedWithOrganisation': 'Your account and {organisation} are erased.',
  'settings.data.transferFirst':
    'You are the only owner of {organisation}, and others still work in it. Make one of them an owner first, then erase your account.',

  // Erasing a startup
  'settings.eraseStartup.erase': 'Erase {name}',
  'settings.eraseStartup.description':
    "Its public page, profiles, founders, deck, logo and photos, invitations and everyone's membership go at once; your account stays.",
  'settings.eraseStartup.confirmTitle': 'Erase {name}?',
  'settings.eraseStartup.confirmDescription':
    '{name} is erased for good, with its profiles, files and memberships. Its members keep their accounts. This cannot be undone.',
  'settings.eraseStartup.erased': '{name} is erased.',

  // The erasure dialog (the password once more, and what stays of a startup's decided applications)
  'settings.erasure.kept.title': 'What is kept, and why',
  'settings.erasure.kept.undecided':
    'Undecided applications are deleted; the investors lose them without a notice.',
  'settings.erasure.kept.decided':
    "Accepted, rejected and withdrawn applications keep a trace for the investor's records: the status, the dates, the channel, the rejection reason, the investors' rating scores, the status moves on the timeline (who moved it, from what to what, when) and the profile's categories (sectors, stage, headquarters, business types, planned raise). The name becomes “{erasedName}”; the one-liner, answers, profile, decision message, notes, rating comments and timeline notes are cleared.",
  'settings.erasure.kept.duration':
    'The trace is kept while the investor organisation is on Sangam, and no more than 3 years after the decision.',
  'settings.erasure.kept.audit':
    'The audit log keeps when each recorded event happened and from which address, without your name or email, as long as the audit log is kept (at least one year, as the DPDP Rules require).',
  'settings.erasure.kept.searches':
    'Searches investors typed before exporting stay in the audit log when they hold only part of a name (such as “Krishi” for “Krishi Setu”); a search holding the whole name is removed.',
  'settings.erasure.password': 'Your password',
  'settings.erasure.passwordHint': 'Type it again to confirm it is you.',
  'settings.erasure.failed': 'We could not erase it. Please try again.',

  // Organisation
  'settings.organisation.title': 'Organisation',
  'settings.organisation.description': 'The name teammates, startups and investors see.',
  'settings.organisation.yourRole': 'You: {role}',
  'settings.organisation.loading': 'Loading your organisation…',
  'settings.organisation.loadFailed': 'We could not load your organisation.',
  'settings.organisation.name': 'Organisation name',
  'settings.organisation.slug': 'Short name (slug)',
  'settings.organisation.slugHint':
    'Unique on Sangam: lower-case letters, digits and single hyphens, 3–60 characters.',
  'settings.organisation.ownerOnly': 'Only an owner can rename the organisation.',
  'settings.organisation.saved': 'Organisation saved.',
  'settings.organisation.saveFailed': 'We could not save the organisation. Please try again.',
  'settings.organisation.save': 'Save organisation',

  // Investor profile
  'settings.investorProfile.title': 'Investor profile',
  'settings.investorProfile.description':
    'Your thesis, focus, cheque size and public page: what founders see about you.',
  'settings.investorProfile.edit': 'Edit your investor profile',

  // Pipeline
  'settings.pipeline.title': 'Pipeline',
  'settings.pipeline.description':
    'The stages your team moves applications through, between a founder’s submission and your decision. Founders never see a stage’s name: each stage shows them one status, such as “{status}”.',
  'settings.pipeline.loading': 'Loading your pipeline…',
  'settings.pipeline.loadFailed': 'We could not load your pipeline.',
  'settings.pipeline.heading':
    'Your pipeline <muted>({count, number} of {max, number} stages)</muted>',
  'settings.pipeline.listLabel': 'Your pipeline, in the order applications move',
  'settings.pipeline.fixed': 'Fixed',
  'settings.pipeline.submittedDetail':
    'Every application starts here, and its founder sees “{status}”.',
  'settings.pipeline.decisions': 'Accepted / Rejected',
  'settings.pipeline.decisionsDetail':
    'Your decision, with a message to the founder. Withdrawn stays the founder’s: they may withdraw until you decide.',
  'settings.pipeline.keepOne':
    'Keep at least one stage between submitted and a decision: add another before archiving this one.',
  'settings.pipeline.full':
    'Your pipeline has {max, number} stages, the most it can have. Archive one you no longer use to add another.',
  'settings.pipeline.ownerOnly': 'Only an owner can change the pipeline.',
  'settings.pipeline.moveFailed': 'We could not move the stage. Please try again.',
  'settings.pipeline.movedUp': '“{stage}” moved up, before “{neighbour}”.',
  'settings.pipeline.movedDown': '“{stage}” moved down, after “{neighbour}”.',
  'settings.pipeline.foundersSee': 'Founders see: {status}',
  'settings.pipeline.applications':
    '{count, plural, =0 {No applications} one {# application} other {# applications}}',
  'settings.pipeline.moveUp': 'Move “{name}” up',
  'settings.pipeline.moveDown': 'Move “{name}” down',
  'settings.pipeline.editStage': 'Edit “{name}”',
  'settings.pipeline.archiveStage': 'Archive “{name}”',
  'settings.pipeline.archive': 'Archive',
  'settings.pipeline.archived': '“{name}” archived.',
  'settings.pipeline.archiveFailed': 'We could not archive the stage. Please try again.',
  'settings.pipeline.archiveTitle': 'Archive “{name}”?',
  'settings.pipeline.archiveEmpty.description':
    'It holds no applications and leaves your pipeline. The history of applications that passed through it keeps its name.',
  'settings.pipeline.archiveEmpty.confirm': 'Archive stage',
  'settings.pipeline.archiving': 'Archiving…',
  'settings.pipeline.neverSeeNames':
    'Founders never see a stage’s name: while their application is in it, they see this status.',
  'settings.pipeline.name': 'Name',
  'settings.pipeline.whatFoundersSee': 'What founders see',
  'settings.pipeline.archivedMeanwhile': 'A teammate has archived this stage meanwhile.',

  // Pipeline: adding a stage, and the archived ones
  'settings.pipeline.add.title': 'Add a stage',
  'settings.pipeline.add.intro':
    'It joins the pipeline just before the decision; move it where it belongs.',
  'settings.pipeline.add.nameHint': 'Up to {max, number} characters.',
  'settings.pipeline.add.namePlaceholder': 'e.g. Partner meeting',
  'settings.pipeline.add.adding': 'Adding…',
  'settings.pipeline.add.submit': 'Add stage',
  'settings.pipeline.add.added': 'Stage “{name}” added.',
  'settings.pipeline.add.failed': 'We could not add the stage. Please try again.',
  'settings.pipeline.archivedStages.summary': 'Archived stages <muted>({count, number})</muted>',
  'settings.pipeline.archivedStages.label': 'Archived stages',
  'settings.pipeline.archivedStages.note':
    'Applications’ history keeps their names; filters that name them now match nothing.',

  // Pipeline: editing a stage
  'settings.pipeline.edit.description': 'Renaming keeps the stage’s links and saved views working.',
  'settings.pipeline.edit.held':
    '{count, plural, one {# application is} other {# applications are}} in this stage, and their founders were told “{status}”. Move them first to change it.',
  'settings.pipeline.edit.saved': 'Stage “{name}” saved.',
  'settings.pipeline.edit.failed': 'We could not save the stage. Please try again.',
  'settings.pipeline.edit.save': 'Save stage',

  // Pipeline: archiving a stage that holds applications
  'settings.pipeline.archiveHeld.description':
    '{count, plural, one {It holds # application. Choose where it goes: it moves and the stage is archived in one step.} other {It holds # applications. Choose where they go: they move and the stage is archived in one step.}}',
  'settings.pipeline.archiveHeld.target':
    '{count, plural, one {Move its application to} other {Move its # applications to}}',
  'settings.pipeline.archiveHeld.anotherStage': 'Another stage',
  'settings.pipeline.archiveHeld.stageOption': '{name} (founders see {status})',
  'settings.pipeline.archiveHeld.aDecision': 'A decision',
  'settings.pipeline.archiveHeld.accept': 'Accept…',
  'settings.pipeline.archiveHeld.reject': 'Reject…',
  'settings.pipeline.archiveHeld.reason':
    'Reason the {count, plural, one {founder} other {founders}} will see',
  'settings.pipeline.archiveHeld.chooseReason': 'Choose a reason…',
  'settings.pipeline.archiveHeld.message':
    'Message to the {count, plural, one {founder} other {founders}}',
  'settings.pipeline.archiveHeld.messageHint':
    'At least 20 characters. {count, plural, one {The founder reads} other {Each founder reads}} this exactly as you write it.',
  'settings.pipeline.archiveHeld.rejectPlaceholder':
    'Thank you for applying. We have decided not to invest because…',
  'settings.pipeline.archiveHeld.acceptPlaceholder':
    'Congratulations! We would love to back you. Next steps…',
  'settings.pipeline.archiveHeld.rejectSubmit': 'Reject, notify and archive',
  'settings.pipeline.archiveHeld.acceptSubmit': 'Accept, notify and archive',
  'settings.pipeline.archiveHeld.moveSubmit': 'Move and archive',
  'settings.pipeline.archiveHeld.moved':
    '“{stage}” archived. Its {count, plural, one {# application} other {# applications}} moved to “{destination}”.',
  'settings.pipeline.archiveHeld.decided':
    '“{stage}” archived. Its {count, plural, one {# application was} other {# applications were}} {decision, select, rejected {rejected} other {accepted}} and the {count, plural, one {founder} other {founders}} told.',
  'settings.pipeline.archiveHeld.sameStatus':
    '{count, plural, one {Its founder} other {Their founders}} still see “{status}” and are not notified.',
  'settings.pipeline.archiveHeld.newStatus':
    '{count, plural, one {Its founder} other {Their founders}} will see “{to}” instead of “{from}”, and are notified.',
  'settings.pipeline.archiveHeld.toldAccepted':
    '{count, plural, one {Its founder} other {Their founders}} are told of the acceptance, with your message.',
  'settings.pipeline.archiveHeld.toldRejected':
    '{count, plural, one {Its founder} other {Their founders}} are told of the rejection, its reason and your message.',
  'settings.pipeline.archiveHeld.noTarget': 'Founders hear only of a change in what they see.',

  // Message templates
  'settings.templates.title': 'Message templates',
  'settings.templates.description':
    'Messages your team starts from when it accepts or rejects an application. Placeholders such as {example} are filled in from each application, and the message can still be changed before it is sent.',
  'settings.templates.loading': 'Loading the message templates…',
  'settings.templates.loadFailed': 'We could not load the message templates.',
  'settings.templates.heading':
    'Your team’s templates <muted>({count, number} of {max, number})</muted>',
  'settings.templates.listLabel': 'Your team’s templates',
  'settings.templates.add': 'Add template',
  'settings.templates.none': 'Your team has saved no templates yet.',
  'settings.templates.kind.accepted': 'Acceptance',
  'settings.templates.kind.rejectedFor': 'Rejection · {reason}',
  'settings.templates.kind.rejectedAny': 'Rejection · any reason',
  'settings.templates.deleted': 'Template “{name}” deleted.',
  'settings.templates.deleteFailed': 'We could not delete the template. Please try again.',
  'settings.templates.editLabel': 'Edit “{name}”',
  'settings.templates.deleteLabel': 'Delete “{name}”',
  'settings.templates.delete': 'Delete',
  'settings.templates.deleteTitle': 'Delete “{name}”?',
  'settings.templates.deleteDescription':
    'Teammates will no longer be offered this message. Messages already sent to founders stay as they were.',
  'settings.templates.deleteConfirm': 'Delete template',
  'settings.templates.deleting': 'Deleting…',
  'settings.templates.standard.title': 'Sangam’s standard rejection messages',
  'settings.templates.standard.intro':
    'Until your team saves a rejection template of its own, these are offered when you reject an application. Start from one to make it yours.',
  'settings.templates.standard.useLabel': 'Use as a start: {name}',
  'settings.templates.standard.use': 'Use as a start',

  // The template dialog
  'settings.template.editTitle': 'Edit template',
  'settings.template.description':
    'A message your team can start from when it decides on an application.',
  'settings.template.name': 'Name',
  'settings.template.nameHint': 'What teammates see in the list, e.g. “Too early, keep in touch”.',
  'settings.template.decision': 'Decision',
  'settings.template.decision.rejected': 'Rejection',
  'settings.template.decision.accepted': 'Acceptance',
  'settings.template.reason': 'Reason',
  'settings.template.reasonHint':
    'Offered when a teammate rejects for this reason; “Any reason” is offered for every rejection.',
  'settings.template.anyReason': 'Any reason',
  'settings.template.message': 'Message',
  'settings.template.messageHint':
    'At least 20 characters. Teammates can still change it before it is sent.',
  'settings.template.placeholders':
    'Placeholders, filled in from each application. Insert one at the cursor:',
  'settings.template.insert': 'Insert {token}',
  'settings.template.placeholder.startup': "The startup's name",
  'settings.template.placeholder.founder': "The first founder's first name",
  'settings.template.placeholder.channel': 'The channel they applied to',
  'settings.template.placeholder.investor': "Your organisation's name",
  'settings.template.preview': 'Preview <muted>with sample values</muted>',
  'settings.template.previewEmpty': 'The message appears here as you write it.',
  'settings.template.sample.channel': 'Agritech seed 2025',
  'settings.template.sample.investor': 'Your fund',
  'settings.template.added': 'Template added.',
  'settings.template.saved': 'Template “{name}” saved.',
  'settings.template.goneMeanwhile': 'A teammate has deleted this template. Add it again instead.',
  'settings.template.saveFailed': 'We could not save the template. Please try again.',
  'settings.template.save': 'Save template',

  // Deal intake by email
  'settings.intake.title': 'Deal intake by email',
  'settings.intake.description':
    'Forward a founder’s email, an intro or a demo-day deck to your fund’s address: it arrives as an entry for your team, with its PDFs kept as decks. Only your team sees it.',
  'settings.intake.loading': 'Loading your intake address…',
  'settings.intake.loadFailed': 'We could not load your intake address.',
  'settings.intake.address': 'Your fund’s intake address',
  'settings.intake.addressWhat': 'address',
  'settings.intake.notReceiving':
    'This server does not receive mail itself ({port} is not set): mail to this address arrives only where another of Sangam’s servers receives it.',
  'settings.intake.off':
    'Intake by email is off on this server: its operator has not set {domain} and {port}.',
  'settings.intake.regeneratedOn': 'Last regenerated on {date}.',
  'settings.intake.regeneratedOnBy': 'Last regenerated on {date} by {name}.',
  'settings.intake.regenerate': 'Regenerate address',
  'settings.intake.confirmTitle': 'Make a new intake address?',
  'settings.intake.confirmDescription':
    'Mail to the current address will be refused from now on. Anyone who forwards deals to your fund needs the new address.',
  'settings.intake.confirm': 'Regenerate',
  'settings.intake.regenerating': 'Regenerating…',
  'settings.intake.renewed': 'New address made. Mail to the old one is now refused.',
  'settings.intake.renewFailed': 'The address could not be changed. Please try again.',

  // Members
  'settings.members.title': 'Members',
  'settings.members.descriptionOwner':
    'Everyone in your organisation. As an owner you can change roles and remove members.',
  'settings.members.descriptionMember':
    'Everyone in your organisation. Owners manage roles and invitations.',
  'settings.members.total': '{count, number} total',
  'settings.members.loading': 'Loading the members…',
  'settings.members.loadFailed': 'We could not load the members.',
  'settings.members.roleChanged':
    '{name} is now {role, select, owner {an owner} other {a member}}.',
  'settings.members.roleFailed': 'We could not change the role. Please try again.',
  'settings.members.removed': '{name} is no longer a member.',
  'settings.members.removeFailed': 'We could not remove this member. Please try again.',
  'settings.members.you': 'You',
  'settings.members.joined': 'Joined {date}',
  'settings.members.roleOf': 'Role of {name}',
  'settings.members.removeLabel': 'Remove {name}',
  'settings.members.remove': 'Remove',
  'settings.members.removeTitle': 'Remove {name}?',
  'settings.members.removeDescription':
    '{name} ({email}) loses access to your organisation at once. You can invite them again later.',
  'settings.members.removeConfirm': 'Remove member',
  'settings.members.removing': 'Removing…',

  // Invitations
  'settings.invitations.title': 'Invitations',
  'settings.invitations.description':
    'Invite teammates by email. The link in the invitation works for 7 days.',
  'settings.invitations.sentHeading': 'Sent invitations',
  'settings.invitations.loading': 'Loading the invitations…',
  'settings.invitations.loadFailed': 'We could not load the invitations.',
  'settings.invitations.none': 'No invitations yet.',
  'settings.invitations.state.open': 'Open',
  'settings.invitations.state.expired': 'Expired',
  'settings.invitations.state.accepted': 'Accepted',
  'settings.invitations.state.revoked': 'Revoked',
  'settings.invitations.email': 'Teammate’s email',
  'settings.invitations.role': 'Role',
  'settings.invitations.roleHint': 'Owners can invite and remove members.',
  'settings.invitations.send': 'Send invitation',
  'settings.invitations.sent': 'Invitation sent to {email}.',
  'settings.invitations.alreadyMember': 'This person is already a member.',
  'settings.invitations.tooMany':
    'You have sent many invitations in the last hour. Please try again later.',
  'settings.invitations.sendFailed': 'We could not send the invitation. Please try again.',
  'settings.invitations.resent': 'Invitation sent again to {email}.',
  'settings.invitations.resendFailed': 'We could not resend the invitation. Please try again.',
  'settings.invitations.revoked': 'The invitation to {email} is revoked.',
  'settings.invitations.revokeFailed': 'We could not revoke the invitation. Please try again.',
  'settings.invitations.roleExpires': '{role} · Expires {date}',
  'settings.invitations.roleExpired': '{role} · Expired {date}',
  'settings.invitations.sentTimes':
    'Sent {count, plural, =1 {once} other {# times}}, last on {date}',
  'settings.invitations.sentTimesBy':
    'Sent {count, plural, =1 {once} other {# times}}, last on {date} · by {name}',
  'settings.invitations.resendLabel': 'Resend invitation to {email}',
  'settings.invitations.resend': 'Resend',
  'settings.invitations.revokeLabel': 'Revoke invitation to {email}',
  'settings.invitations.revoke': 'Revoke',
  'settings.invitations.revokeTitle': 'Revoke this invitation?',
  'settings.invitations.revokeDescription':
    'The link sent to {email} stops working at once. You can invite them again later.',
  'settings.invitations.revokeConfirm': 'Revoke invitation',
  'settings.invitations.revoking': 'Revoking…',

  // Leaving the organisation
  'settings.leave.title': 'Leave organisation',
  'settings.leave.description':
    'You lose access to {named, select, yes {{name}} other {your organisation}} and everything in it at once. To come back, an owner has to invite you again.',
  'settings.leave.onlyOwner': 'You are the only owner. Make a teammate an owner before you leave.',
  'settings.leave.failed': 'We could not take you out of the organisation. Please try again.',
  'settings.leave.left': 'You left {named, select, yes {{name}} other {your organisation}}.',
  'settings.leave.confirmTitle': 'Leave {named, select, yes {{name}} other {your organisation}}?',
  'settings.leave.confirmDescription':
    'You lose access at once. An owner can invite you again later.',
  'settings.leave.leaving': 'Leaving…',
} as const
