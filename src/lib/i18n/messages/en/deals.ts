/**
 * Deal rooms, the email Inbox and co-investors (decision 0050): the screens of rooms, entries and a startup's consent.
 */
export const deals = {
  // Words several deal-room screens share.
  'deals.common.cancel': 'Cancel',
  'deals.common.sending': 'Sending…',
  'deals.common.saving': 'Saving…',
  'deals.common.sendInvitation': 'Send invitation',
  'deals.common.inviteCoInvestor': 'Invite a co-investor',
  'deals.common.dealRooms': 'Deal rooms',
  'deals.common.allDealRooms': 'All deal rooms',
  'deals.common.openRoom': 'Open the room',
  'deals.common.openRoom.label': 'Open the room: {startup}, {round}',
  'deals.common.amountSought': 'Amount sought',

  // The small figures of a room: the committed total, a fund's line.
  'deals.figures.committedOf': '{committed} committed of {sought} sought',
  'deals.figures.progress': '{committed} committed of {sought} sought<muted>({percent}%)</muted>',
  'deals.figures.progress.label': 'Committed against the amount sought',
  'deals.figures.noInterest': 'No interest stated yet',

  // The investors' dashboard card.
  'deals.card.sharedWithYou': 'Deals shared with you',
  'deals.card.waiting': '{count, number} waiting for the founders',
  'deals.card.openLed': 'Open rounds you lead',
  'deals.card.committedLed': 'Committed in rounds you lead',
  'deals.card.ofSought': 'of {amount} sought',
  'deals.card.roundsYouLead': 'Rounds you lead',

  // The list of deal rooms (/investors/deal-rooms).
  'deals.list.description':
    'Rounds your fund leads with co-investors, and rounds other funds invited you into. A startup’s founders decide what each co-investor sees.',
  'deals.list.views': 'Which deal rooms',
  'deals.list.view.all': 'All',
  'deals.list.view.led': 'You lead',
  'deals.list.view.invited': 'Invited',
  'deals.list.view.shared': 'Shared with you',
  'deals.list.empty.title': 'No deal rooms here yet',
  'deals.list.empty.all':
    'Open one from a startup’s page with “Invite a co-investor”, or wait for another fund to invite yours.',
  'deals.list.empty.led': 'Open one from a startup’s page with “Invite a co-investor”.',
  'deals.list.empty.invited': 'When another fund invites yours into a round, it shows here.',
  'deals.list.empty.shared': 'Deals whose founders agreed to share them with your fund show here.',

  // One room in a list.
  'deals.roomCard.meta':
    '{lead, select, yes {Your fund leads} other {Led by {leadName}}} · opened {opened}{closed, select, yes { · closed {closedOn}} other {}}',
  'deals.roomCard.raising':
    'Raising {sought}{cheque, select, yes {, {leadName} intends {leadCheque}} other {}}',
  'deals.roomCard.profile': '{startup}’s profile',

  // A room (/investors/deal-rooms/$roomId).
  'deals.room.notFound.title': 'Deal room not found',
  'deals.room.notFound.body':
    'No deal room your fund is in has this address: it does not exist, or your fund was not invited to it.',
  'deals.room.leadsThis': 'Your fund leads this room',
  'deals.room.ledBy': 'Led by {leadName}',
  'deals.room.opened': 'Opened {date}',
  'deals.room.closed': 'Closed {date}',
  'deals.room.stateInterest': 'State your interest',
  'deals.room.leadCheque': '{leadName}’s intended cheque',
  'deals.room.notStated': 'Not stated',
  'deals.room.totalHidden': 'The committed total is shown to the funds the deal is shared with.',
  'deals.room.ownLine': 'Your own line:',
  'deals.room.fundLine': 'Your fund’s line:',
  'deals.room.openProfile': 'Open {startup}’s profile',
  'deals.room.readOnly.closed': 'The round is closed; the thread is kept as it was.',
  'deals.room.readOnly.withdrawn':
    'The founders withdrew their consent: this is the thread up to then.',
  'deals.room.readOnly.notShared': 'Only the funds the deal is shared with post here.',
  'deals.room.close.trigger': 'Close round',
  'deals.room.close.title': 'Close this round?',
  'deals.room.close.description':
    'Every fund’s interest becomes final and no one can be invited. The founders can no longer withdraw what they shared.',
  'deals.room.close.confirm': 'Close the round',
  'deals.room.close.pending': 'Closing…',
  'deals.room.close.done': 'Round closed',
  'deals.room.close.failed': 'We could not close the round. Please try again.',

  // What an invited fund is told of its place in the room.
  'deals.notice.withdrawn.title': '{startup}’s founders withdrew the share with your fund.',
  'deals.notice.withdrawn.body':
    'You keep the profile as it was shared, without the deck, and this room’s thread. The live profile and its files are no longer shared, and your fund’s commitment no longer counts towards the total.',
  'deals.notice.withdrawn.link': 'The profile as shared',
  'deals.notice.pending.title':
    '{startup}’s founders are deciding whether to share this deal with your fund.',
  'deals.notice.declined.title':
    '{startup}’s founders chose not to share this deal with your fund.',
  'deals.notice.invited':
    '{leadName} invited your fund to co-invest{by, select, yes { ({inviter}, {date})} other {}}. {pending, select, yes {Until the founders agree you see the startup’s name, the lead, the note and the round’s figures: no profile, no deck, no thread. You are told when they answer.} other {You see only the invitation and the round’s figures.}}',

  // The funds in a room and the invitations.
  'deals.funds.heading': 'Funds in the room',
  'deals.funds.role':
    ' · {lead, select, yes {Lead} other {Co-investor}}{own, select, yes { (your fund)} other {}}',
  'deals.funds.angels': '{fund}’s angels',
  'deals.funds.invitations': 'Invitations',
  'deals.funds.invitations.hint':
    'A fund joins the room once the founders agree to share the deal with it.',
  'deals.funds.invited':
    ' · invited {invitedOn}{answered, select, yes { · answered {answeredOn}} other {}}',

  // The room's thread.
  'deals.thread.heading': 'Thread',
  'deals.thread.intro':
    'Shared by every fund in the room. The founders do not see it; your fund’s private notes stay on the startup’s page.',
  'deals.thread.empty': 'Nothing posted yet.',
  'deals.thread.posts': 'Posts',
  'deals.thread.label': 'Your post',
  'deals.thread.placeholder': 'Diligence findings, terms, the next call…',
  'deals.thread.posting': 'Posting…',
  'deals.thread.submit': 'Post to the room',
  'deals.thread.posted': 'Posted to the room',
  'deals.thread.failed': 'We could not post that. Please try again.',

  // "State your interest".
  'deals.interest.title': 'State your interest',
  'deals.interest.description':
    'Every fund in the room sees your line, and the founders see your status. Change it any time while the round is open.',
  'deals.interest.description.angel':
    'As an angel of {network}, you state your own line; the network’s line is its members’ sum. Every fund in the room sees it.',
  'deals.interest.legend': 'Your interest',
  'deals.interest.explained.interested':
    'You are looking at the deal; an amount, if you give one, is indicative.',
  'deals.interest.explained.committed':
    'You will invest this amount. It counts towards the round’s total.',
  'deals.interest.explained.passed': 'You will not invest in this round.',
  'deals.interest.amount.committed': 'Amount you commit',
  'deals.interest.amount.indicative': 'Indicative amount',
  'deals.interest.amount.placeholder': 'e.g. 50 L',
  'deals.interest.submit': 'Save interest',
  'deals.interest.saved.committed': 'Committed {amount}',
  'deals.interest.saved': 'Interest saved: {status}',
  'deals.interest.failed': 'We could not save your interest. Please try again.',

  // "Invite a co-investor": opening a room, then inviting a fund.
  'deals.inviteDialog.title.round': 'Open a deal room for {startup}',
  'deals.inviteDialog.description.round':
    'Bring other funds into this round. The founders decide what each of them sees.',
  'deals.inviteDialog.description.invite':
    'The fund sees {startup}’s name, your note and the round’s figures. Its profile and deck are shared only once the founders agree.',
  'deals.openRoom.defaultName': 'Seed, {year}',
  'deals.openRoom.intro':
    'First, the round you are bringing co-investors into. Nothing about {startup} is shared with them until its founders agree.',
  'deals.openRoom.roundName': 'Round name',
  'deals.openRoom.roundName.hint': 'Like “Seed, 2026”.',
  'deals.openRoom.sought.placeholder': 'e.g. 3 Cr',
  'deals.openRoom.cheque': 'Your intended cheque',
  'deals.openRoom.cheque.placeholder': 'e.g. 1 Cr',
  'deals.openRoom.opening': 'Opening…',
  'deals.openRoom.submit': 'Open the deal room',
  'deals.openRoom.opened': 'Deal room for {startup}’s {round} opened',
  'deals.openRoom.failed': 'We could not open the deal room. Please try again.',
  'deals.inviteForm.round': 'Round',
  'deals.inviteForm.round.value': 'Round: <b>{round}</b>',
  'deals.inviteForm.note': 'Note to the fund',
  'deals.inviteForm.note.hint': 'Why this deal suits them. The founders read it too.',
  'deals.inviteForm.openAnother': 'Open another round',
  'deals.inviteForm.invited.shared':
    '{fund} invited. {startup} pre-approved your co-investors, so the deal is shared.',
  'deals.inviteForm.invited.pending':
    '{fund} invited. {startup}’s founders decide whether to share the deal.',
  'deals.inviteForm.failed': 'We could not send the invitation. Please try again.',
  'deals.fundPicker.label': 'Fund to invite',
  'deals.fundPicker.hint': 'Type the fund’s name, or the address of its public page on Sangam.',
  'deals.fundPicker.placeholder': 'e.g. Tungabhadra Ventures',
  'deals.fundPicker.inviting':
    'Inviting <name>{fund}</name>{typed, select, yes {<muted> · {kind}</muted>} other {}}',
  'deals.fundPicker.looking': 'Looking for funds…',
  'deals.fundPicker.failed': 'We could not search the funds. Try again.',
  'deals.fundPicker.none':
    'No public fund matches “{query}”. Funds appear here once their investor profile is public.',
  'deals.fundPicker.matches': 'Matching public funds',
  'deals.fundPicker.choose': '<hidden>Choose </hidden>{fund}',

  // A startup's review screen: its deal rooms, and Discover's "Shared with you".
  'deals.startupRooms.intro':
    'Bring other funds into {startup}’s round. Its founders decide what each one sees.',
  'deals.startupRooms.loading': 'Loading deal rooms',
  'deals.startupRooms.failed': 'We could not load the deal rooms.',
  'deals.startupRooms.none': '{startup} is in none of your fund’s deal rooms.',
  'deals.startupRooms.role':
    '{lead, select, yes {You lead} other {Led by {leadName}}}{closed, select, yes { · closed} other {}}',
  'deals.shared.heading': 'Shared with you',
  'deals.shared.intro':
    'Rounds other funds invited yours into, whose founders agreed to share their profile.',
  'deals.shared.all': 'All shared deals',
  'deals.shared.meta': '{round} · led by {leadName}{closed, select, yes { · closed} other {}}',

  // The email Inbox (/investors/inbox): its tabs and list.
  'deals.inbox.title': 'Inbox',
  'deals.inbox.pageTitle': 'Inbox · Sangam',
  'deals.inbox.description':
    'Decks and intros your team forwards to your intake address. Private to your fund until a founder claims their deal.',
  'deals.inbox.tabs': 'Inbox tabs',
  'deals.inbox.status.new': 'New',
  'deals.inbox.status.invited': 'Invited',
  'deals.inbox.status.claimed': 'Claimed',
  'deals.inbox.status.not_for_us': 'Not for us',
  'deals.inbox.status.archived': 'Archived',
  'deals.inbox.triage': 'Triage this tab →',
  'deals.inbox.entries': 'Entries',
  'deals.inbox.empty.title': 'Nothing here yet',
  'deals.inbox.empty.new':
    'Forward a founder’s email with its deck to your intake address (Settings → Deal intake by email), and it shows here.',
  'deals.inbox.empty.invited':
    'Entries whose founders you invited to claim their deal show here until they do.',
  'deals.inbox.empty.claimed':
    'Entries whose founders claimed them show here, linked to their startup.',
  'deals.inbox.empty.not_for_us': 'Entries you answered “Not for us” show here.',
  'deals.inbox.empty.archived': 'Entries you archived show here.',
  'deals.inbox.row.unknownSender': 'Unknown sender',
  'deals.inbox.row.noSubject': '(no subject)',
  'deals.inbox.row.forwarded': 'From {author}, forwarded by {forwarder}',
  'deals.inbox.row.from': 'From {sender}',
  'deals.inbox.row.decks': '{count, plural, one {# deck} other {# decks}}',
  'deals.inbox.row.notes': '{count, plural, one {# note} other {# notes}}',
  'deals.inbox.row.ratings': '{count, plural, one {# rating} other {# ratings}}',

  // One Inbox entry (/investors/inbox/$entryId).
  'deals.entry.notFound.title': 'Entry not found',
  'deals.entry.notFound.body':
    'Nothing in your fund’s Inbox has this address: it does not exist, or it belongs to another fund.',
  'deals.entry.thisStartup': 'this startup',
  'deals.entry.archived': '{name} archived',
  'deals.entry.restored': '{name} is back in the Inbox',
  'deals.entry.changeFailed': 'We could not change the entry. Try again.',
  'deals.entry.meta': '{status} · received {date}',
  'deals.entry.position': '{position} of {total}',
  'deals.entry.previous': 'Previous entry (k)',
  'deals.entry.next': 'Next entry (j)',
  'deals.entry.keys': 'Keys',
  'deals.entry.keys.heading': 'Keys for triage',
  'deals.entry.keys.next': 'Next entry',
  'deals.entry.keys.previous': 'Previous entry',
  'deals.entry.keys.invite': 'Invite the founder',
  'deals.entry.keys.decline': 'Not for us',
  'deals.entry.keys.archive': 'Archive, or bring back',
  'deals.entry.keys.help': 'Show or hide the keys',
  'deals.entry.answer': 'Answer',
  'deals.entry.inviteAgain': 'Invite again',
  'deals.entry.invite': 'Invite the founder',
  'deals.entry.notForUs': 'Not for us',
  'deals.entry.bringBack': 'Bring back',
  'deals.entry.archive': 'Archive',
  'deals.entry.onLists': 'On {lists}',
  'deals.entry.fitSummary': 'Judge the fit against your fund’s thesis.',
  'deals.entry.state.claimed':
    'Claimed by its founder on {date}: it is <b>{startup}</b> on Sangam now.',
  'deals.entry.state.applied':
    'They applied to your channel: review the application with the rest of your pipeline.',
  'deals.entry.state.notApplied': 'They have not applied to {channel} yet.',
  'deals.entry.state.discoverable': 'Their profile is discoverable to investors.',
  'deals.entry.state.openApplication': 'Open the application',
  'deals.entry.state.openStartup': 'Open {startup}',
  'deals.entry.state.answered': 'Answered “Not for us” on {date}.',
  'deals.entry.state.archived':
    'Archived. Bring it back to answer it{invited, select, yes {: the founder’s claim link still works.} other {.}}',
  'deals.entry.state.invited':
    '{known, select, yes {{inviter}} other {A teammate}} invited {email} on {date}{channel, select, yes { to apply to {channelTitle}} other { to make their profile discoverable}}. The link works until {expires}.',
  'deals.entry.state.new':
    'Answer every email: invite the founder to claim the deal, or tell them it is not for you.',

  // The email as received.
  'deals.message.from': 'From',
  'deals.message.forwardedBy': 'Forwarded by',
  'deals.message.received': 'Received',
  'deals.message.noText': 'The message has no text.',
  'deals.message.links': 'Links in the message',
  'deals.message.skipped': 'Attachments not kept',
  'deals.message.skippedItem': '<file>{name}</file>: {reason}',

  // The entry's decks.
  'deals.deck.heading': '{many, select, yes {Decks} other {Deck}}',
  'deals.deck.download': 'Download',
  'deals.deck.openNewTab': 'Open in new tab',
  'deals.deck.choose': 'Choose a deck',
  'deals.deck.facts':
    '{name} · {size}{paged, select, yes { · {pages, plural, one {# page} other {# pages}}} other {}}',
  'deals.deck.title': 'Deck of {name}',
  'deals.deck.none':
    '{claimed, select, yes {No PDF came with this email. The founder’s own deck is on their profile.} other {No PDF came with this email. When the founder claims the deal, they can upload their deck.}}',

  // The startup as guessed from the email.
  'deals.details.heading': 'The startup',
  'deals.details.edit': 'Edit',
  'deals.details.dialog.title': 'Correct the startup’s details',
  'deals.details.dialog.description':
    'Sangam guessed them from the email. The founder’s invitation and the claimed profile start from these.',
  'deals.details.name': 'Name',
  'deals.details.website': 'Website',
  'deals.details.founderEmail': 'Founder’s email',
  'deals.details.unknown': 'Not known yet',
  'deals.details.startupName': 'Startup’s name',
  'deals.details.save': 'Save',
  'deals.details.saved': 'Details saved',
  'deals.details.failed': 'We could not save the details. Try again.',

  // "Invite the founder".
  'deals.inviteFounder.title': 'Invite the founder of {name}',
  'deals.inviteFounder.description':
    'They get an email with a link to claim the deal: their profile starts with the details and deck you received. Nothing is shared with anyone until they agree.',
  'deals.inviteFounder.email.hint':
    'Guessed from the message: check it is the founder’s, not the person who forwarded it.',
  'deals.inviteFounder.ask': 'What you ask of them',
  'deals.inviteFounder.ask.hint':
    'Applying, they send the profile the claim starts, and you see the application linked here. Discoverable, every fund may find them in Discover.',
  'deals.inviteFounder.ask.placeholder': 'Choose…',
  'deals.inviteFounder.ask.apply': 'Apply to {channel}',
  'deals.inviteFounder.ask.discoverable': 'Make their profile discoverable to investors',
  'deals.inviteFounder.note': 'Note to the founder',
  'deals.inviteFounder.note.placeholder':
    'Thanks for the deck. We would like to take a closer look…',
  'deals.inviteFounder.replaces':
    'A new invitation replaces the one sent to {email}: its link stops working.',
  'deals.inviteFounder.sent': 'Invitation sent to {email}',
  'deals.inviteFounder.failed': 'We could not send the invitation. Try again.',

  // "Not for us".
  'deals.notForUs.title': 'Not for us: {name}',
  'deals.notForUs.description':
    'Sangam emails your answer to whoever wrote, and files the entry under Not for us.',
  'deals.notForUs.defaultMessage':
    'Thank you for writing to {investor} about {startup}, {founder}. We read your email and deck carefully: it is not a fit for us at this stage, so we will not take it further. We wish you the very best with the raise.',
  'deals.notForUs.founderFallback': 'there',
  'deals.notForUs.to': 'To',
  'deals.notForUs.saved': 'Saved message',
  'deals.notForUs.saved.hint': 'Fills in the message below; you can still edit it.',
  'deals.notForUs.saved.placeholder': 'Sangam’s answer to an email',
  'deals.notForUs.message': 'Message',
  'deals.notForUs.message.hint': 'At least 20 characters. They read it exactly as you write it.',
  'deals.notForUs.submit': 'Send and file',
  'deals.notForUs.sent': 'Your answer is on its way to {email}',
  'deals.notForUs.failed': 'We could not send your answer. Try again.',

  // The founders' "Co-investor requests" on their home page.
  'deals.coInvestors.heading': 'Co-investor requests',
  'deals.coInvestors.intro':
    'A fund leading your round can ask to bring in other funds to invest beside it. Nothing about you is shared with them until you accept, and you can withdraw consent later.',
  'deals.coInvestors.empty':
    'No co-investor requests yet. When a fund you applied to, or one that found you on Sangam, wants to share your profile with a co-investor, you decide here. <hint></hint>',
  'deals.coInvestors.preApproval':
    '{on, select, yes {Co-investors of funds you applied to see your profile without asking you first: <link>change it in settings</link>.} other {To let co-investors of funds you applied to see your profile without asking you each time, use <link>the setting in settings</link>.}}',
  'deals.coInvestors.requests': 'Requests waiting for your answer',
  'deals.coInvestors.rounds': 'Your rounds with co-investors',
  'deals.coInvestors.request':
    '{leadName} wants to share your profile and deck with {fund} to co-invest',
  'deals.coInvestors.request.figures':
    '{round}: raising {sought}{cheque, select, yes {, {leadName} intends {leadCheque}} other {}}, {committed} committed so far. Asked {date}.',
  'deals.coInvestors.request.note':
    '{endsInS, select, yes {{leadName}’} other {{leadName}’s}} note',
  'deals.coInvestors.notStated': 'Not stated yet',
  'deals.coInvestors.round.heading': '{round}, led by {leadName}',
  'deals.coInvestors.round.raising':
    'Raising {sought}{cheque, select, yes { · {leadName} intends {leadCheque}} other {}}',
  'deals.coInvestors.round.closed': 'Round closed',
  'deals.coInvestors.round.committed': '{amount} committed',
  'deals.coInvestors.round.ofSought': 'of {amount} sought',
  'deals.coInvestors.round.progress': 'Committed of the amount sought in {round}',
  'deals.coInvestors.round.funds': 'Funds in this round',
  'deals.coInvestors.round.fundsIn': 'Funds in {round}',
  'deals.coInvestors.round.leads': 'Leads the round',
  'deals.coInvestors.round.waiting': 'Waiting for your answer: {names}.',
  'deals.coInvestors.round.notShared': 'Not shared',
  'deals.coInvestors.round.notSharedIn': 'Not shared in {round}',
  'deals.coInvestors.shared':
    '{preApproved, select, yes {Shared through your pre-approval, {date}} other {Shared with your consent, {date}}}',
  'deals.coInvestors.declined':
    '{dated, select, yes {You declined on {date}} other {You declined}}',
  'deals.coInvestors.withdrew':
    '{dated, select, yes {You withdrew consent on {date}} other {You withdrew consent}}',
  'deals.coInvestors.shareAgain': 'Share again',

  // The founders' answers to a request, and what each tells them.
  'deals.consent.terms.share':
    '{fund} will see your full profile and your pitch deck, live: as they are now and as you change them, like a fund you applied to. Its views of your deck are reported to you.',
  'deals.consent.terms.withdraw':
    'You can withdraw consent here at any time until the round closes. {fund} then loses your live profile and deck at once, and keeps only a snapshot of your profile as you shared it, without the deck.',
  'deals.consent.accept': 'Accept',
  'deals.consent.accept.title': 'Share your profile and deck with {fund}?',
  'deals.consent.accept.confirm': 'Accept and share',
  'deals.consent.accept.pending': 'Sharing…',
  'deals.consent.decline': 'Decline',
  'deals.consent.decline.title':
    'Decline {endsInS, select, yes {{leadName}’} other {{leadName}’s}} request?',
  'deals.consent.decline.description':
    '{fund} will not see your profile or deck. {leadName} and {fund} are told you declined. You can still share with {fund} later from this page.',
  'deals.consent.decline.pending': 'Declining…',
  'deals.consent.withdraw': 'Withdraw consent',
  'deals.consent.withdraw.title': 'Withdraw consent for {fund}?',
  'deals.consent.withdraw.description':
    '{fund} loses your live profile and deck at once. It keeps a snapshot of your profile as you shared it{dated, select, yes { on {since}} other {}}, without the deck, and the room’s discussion it took part in. You can share again later.',
  'deals.consent.withdraw.pending': 'Withdrawing…',
  'deals.consent.saved.accepted': 'Shared with {fund}',
  'deals.consent.saved.accepted.description':
    '{fund} now sees your profile and deck, live, until you withdraw consent.',
  'deals.consent.saved.declined':
    'You declined {endsInS, select, yes {{leadName}’} other {{leadName}’s}} request',
  'deals.consent.saved.declined.description':
    '{fund} sees nothing of your profile. You can still share later from this page.',
  'deals.consent.saved.withdrawn': 'Consent withdrawn for {fund}',
  'deals.consent.saved.withdrawn.description':
    '{fund} no longer sees your live profile or deck. It keeps the profile as you shared it, without the deck.',
  'deals.consent.failed': 'We could not save your answer. Please try again.',

  // The founders' setting: pre-approving co-investors of funds they applied to.
  'deals.preApproval.heading': 'Co-investors',
  'deals.preApproval.intro':
    'Funds leading your round can ask to share your profile with other funds that would invest beside them. You answer each request on your <link>home page</link>.',
  'deals.preApproval.loading': 'Loading your co-investor setting…',
  'deals.preApproval.loadFailed':
    'We could not load your co-investor setting. <retry>Try again</retry>',
  'deals.preApproval.label': 'Co-investors of funds I applied to may see my profile',
  'deals.preApproval.hint':
    '{on, select, yes {On} other {Off}}. When on, a fund you applied to (and have not withdrawn from) can bring in a co-investor without asking you first: that fund sees your profile and deck at once, and you are told. You can withdraw consent for any fund on your home page. When off, every request waits for your answer.',
  'deals.preApproval.savedOn': 'Co-investors of funds you applied to may now see your profile.',
  'deals.preApproval.savedOff': 'Every co-investor request now waits for your answer.',
  'deals.inbox.lists.summary': '{name} is on {count, plural, one {# list} other {# lists}}.',
} as const
