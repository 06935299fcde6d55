/**
 * What the server answers of bad input and failed actions (decision 0050): the server's errors,
 * said there in the person's language. Never sent to a browser, whose copy of the catalog holds
 * only the words its screens say.
 */
export const serverRule = {
  // The server's answers: every procedure (src/server/trpc/init.ts, handler.ts), the HTTP entries
  'rule.server.fieldsNeedAttention': 'Some fields need attention.',
  'rule.server.request.tooDeep': 'This request nests too deeply.',
  'rule.server.request.nul': 'Remove the invisible NUL character (\\0) from this text.',
  'rule.server.timeout.statement': 'That took too long to answer. Try again in a moment.',
  'rule.server.timeout.search':
    'That search took too long to answer. Narrow it down (fewer filters, a shorter period) and try again.',
  'rule.server.timeout.erasure':
    'Erasing took too long, and nothing was erased. Try again in a few minutes.',
  'rule.server.dataException':
    'One of the values is outside what Sangam can store (a date too far away, a number too large). Check it and try again.',
  'rule.server.databaseUnreachable':
    'Sangam cannot reach its database just now. Nothing was changed; please try again in a few seconds.',
  'rule.server.tooManyAttempts': 'Too many attempts. Please try again in {seconds} seconds.',
  'rule.server.tooManyRequests':
    'Too many requests in a short time. Please wait a minute and try again.',
  'rule.server.batchTooLarge': 'One request may carry at most {max} calls.',
  'rule.server.noInput': 'This call takes no input.',
  'rule.server.signIn': 'Please sign in to continue.',
  'rule.server.noOrganisation': 'You are not part of an organisation yet.',
  'rule.server.ownersOnly': 'Only owners of the organisation can do this.',
  'rule.server.needsOrganisation':
    '{kind, select, startup {This needs a startup organisation membership.} other {This needs a investor organisation membership.}}',
  'rule.server.confirmEmail': 'Please confirm your email address first.',
  'rule.server.adminsOnly': 'This is for platform admins.',
  'rule.server.foreignOrigin':
    'Sangam only accepts changes from its own address. Open {origin} and try again.',
  'rule.server.bodyTooLarge': 'The request is too large: at most {mb} MB.',
  'rule.server.requestTooLarge': 'The request is too large.',
  'rule.server.outage.title': 'Back in a moment · Sangam',
  'rule.server.outage.heading': 'Back in a moment',
  'rule.server.outage.retry': 'Try again',
  'rule.server.outage.reference': 'Reference: {id}',
  'rule.server.access.couldNotSend':
    'We could not send your request. Please try again in a moment.',
  'rule.server.access.fromPage': 'Send the form from the request-access page.',
  'rule.server.access.tooMany':
    'You have sent several requests in a short time. Please try again in an hour.',
  'rule.server.auth.commonPassword':
    'This password is one of the most common ones. Please choose another.',
  'rule.server.auth.confirmBeforeChange':
    'Confirm your current email address before you change it.',
  'rule.server.auth.changeEmailLimit':
    'You asked to change your email several times today. Please try again tomorrow.',
  'rule.server.auth.signInLimit':
    'Too many failed sign-ins for this account. Please try again later.',

  // The server's answers: what is not there, and ids in a procedure's input
  'rule.server.noSuch.startup': 'No such startup.',
  'rule.server.noSuch.application': 'No such application.',
  'rule.server.noSuch.note': 'No such note.',
  'rule.server.noSuch.list': 'No such list.',
  'rule.server.noSuch.entry': 'No such entry.',
  'rule.server.noSuch.channel': 'No such channel.',
  'rule.server.noSuch.template': 'No such template.',
  'rule.server.noSuch.stage': 'No such stage in your pipeline.',
  'rule.server.noSuch.savedView': 'No such saved view.',
  'rule.server.noSuch.accessRequest': 'No such access request.',
  'rule.server.noSuch.email': 'No such email.',
  'rule.server.noSuch.member': 'No such member.',
  'rule.server.noSuch.invitation': 'No such invitation.',
  'rule.server.noSuch.openInvitation': 'No open invitation like that.',
  'rule.server.noSuch.founder': 'No such founder.',
  'rule.server.noSuch.dealRoom': 'No such deal room.',
  'rule.server.noSuch.companyPage': 'No such company page.',
  'rule.server.noSuch.investorPage': 'No such investor page.',
  'rule.server.noSuch.profile': 'Your startup has no profile yet.',
  'rule.server.searchParameter': 'A search parameter’s name is at most 64 characters.',
  'rule.server.onlyAuthorDeletesNote': 'Only the author can delete a note.',
  'rule.server.roundClosed': 'This round is closed.',

  // The server's answers: the investors' applications, review and notes
  'rule.server.applications.stageGone':
    'That stage is no longer in your pipeline. Reload to see its stages.',
  'rule.server.applications.alreadyAt': 'This application is already at “{stage}”.',
  'rule.server.applications.alreadyStatus':
    'This application is already {status, select, submitted {submitted} in_review {in review} shortlisted {shortlisted} due_diligence {due diligence} accepted {accepted} rejected {rejected} other {withdrawn}}.',
  'rule.server.applications.cannotMove':
    'This application is {status, select, submitted {submitted} in_review {in review} shortlisted {shortlisted} due_diligence {due diligence} accepted {accepted} rejected {rejected} other {withdrawn}} and can no longer move.',
  'rule.server.applications.chooseTeammate': 'Choose a teammate.',
  'rule.server.applications.chooseFromTeam': 'Choose someone from your team.',
  'rule.server.applications.notesFull':
    'Your team has {max} notes on this startup, the most Sangam keeps. Remove some you no longer need first.',

  // The server's answers: lists, the Inbox, saved views, templates, channels, the pipeline
  'rule.server.lists.nameTaken': 'Your team already has a list called “{name}”.',
  'rule.server.lists.full':
    'Your team has {max} lists, the most Sangam keeps. Delete one you no longer need first.',
  'rule.server.lists.notOnList': 'That startup is not on this list.',
  'rule.server.inbox.claimed':
    'The founder has claimed this entry: it is their startup now, in your pipeline.',
  'rule.server.inbox.claimedList':
    'The founder has claimed this entry: add their startup to the list instead.',
  'rule.server.inbox.notesFull':
    'Your team has {max} notes on this entry, the most Sangam keeps. Remove some you no longer need first.',
  'rule.server.inbox.chooseChannel': 'Choose one of your channels.',
  'rule.server.inbox.notTaking': '{channel} is not taking applications.',
  'rule.server.inbox.answered': 'This sender has had your answer.',
  'rule.server.inbox.chooseList': 'Choose one of your lists.',
  'rule.server.views.nameTaken': 'You already have a view called “{name}”.',
  'rule.server.views.full':
    'You have {max} saved views, the most Sangam keeps. Remove one you no longer use first.',
  'rule.server.templates.full':
    'Your team has {max} templates, the most Sangam keeps. Delete one you no longer use first.',
  'rule.server.channels.full':
    'Your team has {max} channels, the most Sangam keeps. Delete a draft you no longer need first.',
  'rule.server.channels.answered':
    '“{question}” already has answers: you can reword or hide it, but not remove it or change its kind.',
  'rule.server.channels.cannotBecome':
    'A {from, select, draft {draft} open {open} closed {closed} other {archived}} channel cannot become {to, select, draft {draft} open {open} closed {closed} other {archived}}.',
  'rule.server.channels.changed': 'The channel changed meanwhile; reload and try again.',
  'rule.server.onboarding.finishFirst': 'Finish these steps first: {steps}.',
  'rule.server.pipeline.full':
    'A pipeline has at most {max} stages. Archive one you no longer use first.',
  'rule.server.pipeline.held':
    '{count, plural, one {One application is} other {# applications are}} in this stage, and their founders were told it is {status, select, in_review {in review} shortlisted {shortlisted} other {in due diligence}}. Move them first, or add a new stage.',
  'rule.server.pipeline.changed':
    'The pipeline changed meanwhile. Reload to see its stages, then order them again.',
  'rule.server.pipeline.whereTo':
    'Choose where its {count, plural, one {application goes} other {# applications go}}: another stage or a decision.',

  // The server's answers: deal rooms, organisations, invitations, claims, the account
  'rule.server.deals.notShared': 'The founders have not shared this deal with your fund.',
  'rule.server.deals.duplicate':
    'Your fund already has a deal room for this round of this startup.',
  'rule.server.deals.leadInvites': 'Only the lead fund invites co-investors to this room.',
  'rule.server.deals.noFund': 'No fund with a public profile by that name.',
  'rule.server.deals.leadsAlready': 'Your fund leads this room already.',
  'rule.server.deals.invitedAlready': 'That fund is invited to this room already.',
  'rule.server.deals.leadCloses': 'Only the lead fund closes the round.',
  'rule.server.deals.onlyAccepted': 'Only a share you accepted can be withdrawn.',
  'rule.server.deals.sharedAlready': 'You have already shared your profile with this fund.',
  'rule.server.deals.teammateAnswered':
    'A teammate answered this request a moment ago. Reload to see their answer.',
  'rule.server.organisation.lastOwner':
    'An organisation needs at least one owner. Make someone else an owner first.',
  'rule.server.organisation.slugTaken': 'The address “{slug}” is taken.',
  'rule.server.organisation.startupOnly': 'Only a startup organisation can be erased here.',
  'rule.server.organisation.alreadyMember': '{email} is already a member.',
  'rule.server.invitation.unknown': 'This invitation link is not valid.',
  'rule.server.invitation.expired': 'This invitation has expired. Ask for a new one.',
  'rule.server.invitation.accepted': 'This invitation has already been used.',
  'rule.server.invitation.revoked': 'This invitation was withdrawn.',
  'rule.server.invitation.otherEmail': 'This invitation was sent to another email address.',
  'rule.server.invitation.hasOrganisation':
    'You already belong to an organisation. Leave it in your settings before joining another.',
  'rule.server.claim.unknown': 'This claim link is not valid.',
  'rule.server.claim.claimed': 'This deal has already been claimed.',
  'rule.server.claim.expired': 'This link has expired. Ask {fund} to invite you again.',
  'rule.server.claim.otherEmail':
    'This link was sent to another email address. Sign in with the address it was sent to.',
  'rule.server.claim.investor':
    'You belong to an investor organisation: claim the deal with your startup’s account.',
  'rule.server.account.adminNoStartup':
    'A platform admin account cannot own a startup. Sign up with another address.',
  'rule.server.account.belongsTo': 'You already belong to {organisation}.',
  'rule.server.account.belongsToOne': 'You already belong to an organisation.',
  'rule.server.admin.decided': 'This request has already been decided.',
  'rule.server.notifications.position': 'That is not a valid position in the list.',
  'rule.server.notifications.number': 'Give the number of notifications as a number.',
  'rule.server.notifications.whole': 'Give a whole number of notifications.',
  'rule.server.notifications.atLeast': 'Ask for at least 1 notification.',
  'rule.server.notifications.atMost': 'Ask for at most 50 notifications at a time.',
  'rule.server.notifications.choose': 'Choose at least one notification.',
  'rule.server.notifications.markAtMost': 'Mark at most 100 notifications at once.',
  'rule.server.startups.alreadyApplied': 'Your startup has already applied to this channel.',
  'rule.server.startups.answersKeyed': 'Send the answers keyed by question.',
  'rule.server.startups.incomplete':
    'This channel asks for a profile at least {min}% complete; yours is {percent}%. Fill in {more} more percentage points of your profile, then apply.',
  'rule.server.startups.decided':
    'The investor has already decided on this application, so it can no longer be withdrawn.',
  'rule.server.startups.teammateOnly':
    'Only a teammate in your startup can be linked to a founder.',
  'rule.server.startups.slugTaken':
    'Another startup already uses /company/{slug}. Try another address.',
  'rule.server.startups.foundersFull': 'A startup lists at most {max} founders.',
  'rule.server.startups.founderOrder': 'The new order must list each founder once.',
  'rule.server.channel.closed': 'This channel is closed and no longer takes applications.',
  'rule.server.channel.closedSince':
    'This channel is closed since {date} and no longer takes applications.',
  'rule.server.channel.opensOn': 'This channel opens for applications on {date}.',
  'rule.server.channel.closedOn': 'This channel closed on {date} and no longer takes applications.',

  // The server's answers: uploads, deck views, exports, one's data
  'rule.server.upload.failed': 'The upload failed. Please try again.',
  'rule.server.upload.membersOnly':
    'Only members of a startup or an investor can upload files here.',
  'rule.server.upload.tooMany': 'Too many uploads. Please try again in {seconds} seconds.',
  'rule.server.upload.investorLogo': 'An investor organisation uploads only its logo.',
  'rule.server.upload.noFounder': 'This founder was not found.',
  'rule.server.upload.investorFirst': 'Save the first step of your investor profile first.',
  'rule.server.upload.startupFirst': 'Create your startup profile first.',
  'rule.server.upload.chooseFounder': 'Choose the founder this photo is of.',
  'rule.server.upload.storage':
    'Your file could not be saved just now, and nothing was changed. Please try again in a few minutes.',
  'rule.server.upload.notFound': 'File not found.',
  'rule.server.upload.chooseKind': 'Choose what to upload: logo, photo or deck.',
  'rule.server.upload.multipart': 'Send the file as multipart/form-data.',
  'rule.server.upload.tooLarge': 'Files can be at most {mb} MB.',
  'rule.server.upload.noFile': 'Choose a file to upload.',
  'rule.server.upload.fieldTooLong': 'The field {name} is too long.',
  'rule.server.upload.fileField': 'Send the file in the field named "file".',
  'rule.server.upload.oneFile': 'Send one file with its kind, nothing else.',
  'rule.server.upload.unreadable': 'The upload could not be read. Please try again.',
  'rule.server.upload.interrupted': 'The upload was interrupted. Please try again.',
  'rule.server.upload.tooManyPixels': 'This image is too large: at most 40 megapixels.',
  'rule.server.upload.badImage': 'This image could not be read. Upload a PNG, JPEG or WebP image.',
  'rule.server.deckViews.investorsOnly':
    'Only members of an investor organisation report deck views.',
  'rule.server.deckViews.tooMany': 'Too many reports. Please try again in {seconds} seconds.',
  'rule.server.deckViews.invalid': 'This report of deck views is not valid.',
  'rule.server.deckViews.notFound': 'Deck not found.',
  'rule.server.deckViews.json': 'Send the report as JSON.',
  'rule.server.deckViews.tooLarge': 'A report can be at most {kb} kB.',
  'rule.server.exports.busy':
    'Your organisation already has {count} exports running. Please try again in {seconds} seconds.',
  'rule.server.exports.applicationsInvestorsOnly':
    'Only members of an investor organisation can export applications.',
  'rule.server.exports.listsInvestorsOnly':
    'Only members of an investor organisation can export lists.',
}
