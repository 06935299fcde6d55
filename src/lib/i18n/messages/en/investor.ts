/**
 * Investors' channels, onboarding, Discover and lists (decision 0050).
 */
export const investor = {
  // Words several of these screens share.
  'investor.common.cancel': 'Cancel',
  'investor.common.saving': 'Saving…',
  'investor.common.back': 'Back',
  'investor.common.fit': '{fit}% fit',
  'investor.common.raising': 'Raising {amount}',
  'investor.common.startups': '{count, plural, one {# startup} other {# startups}}',

  // The channels' list (/investors/channels).
  'investor.channels.title': 'Channels',
  'investor.channels.description':
    'Your open calls: criteria, questions, response-time promise and how many applications each has.',
  'investor.channels.new': 'New channel',
  'investor.channels.empty.title': 'No channels yet',
  'investor.channels.empty.body':
    'A channel is an open call for applications. Set the sectors, stages, states and raise range you invest in, add your own questions, and promise how soon startups will hear back. Keep it listed for every startup on Sangam, or unlisted and share its link.',
  'investor.channels.empty.create': 'Create your first channel',
  'investor.channels.listLabel': 'Your channels',
  'investor.channels.loading': 'Loading…',

  // A channel's card in that list.
  'investor.channelCard.listed': 'Listed',
  'investor.channelCard.unlisted': 'Unlisted',
  'investor.channelCard.answersWithin': 'Answers within {days, plural, one {# day} other {# days}}',
  'investor.channelCard.dates.range': '{opens} – {closes}',
  'investor.channelCard.dates.opens': '{past, select, yes {Opened} other {Opens}} {date}',
  'investor.channelCard.dates.closes': '{past, select, yes {Closed} other {Closes}} {date}',
  'investor.channelCard.dates.none': 'No dates set',
  'investor.channelCard.applications':
    '<figure>{count}</figure> {count, plural, one {application} other {applications}}',
  'investor.channelCard.overdue': '{count} overdue',
  'investor.channelCard.overdueLabel': '{count} overdue applications of {title}',
  'investor.channelCard.noneOverdue': 'None overdue',
  'investor.channelCard.tileLabel': '{name}: {count} of {title}',
  'investor.channelCard.updated': 'Updated {date}',

  // A channel's status badge.
  'investor.channelStatus.opens': 'Opens {date}',

  // A channel's screen (/investors/channels/$id) and the new channel's (/investors/channels/new).
  'investor.channel.description':
    'Title, criteria, questions, dates, visibility and the response-time promise.',
  'investor.channel.skeletonTitle': 'Channel',
  'investor.channel.allChannels': 'All channels',
  'investor.channel.notFound.title': 'Channel not found',
  'investor.channel.notFound.body':
    'This channel does not exist or belongs to another organisation.',
  'investor.channel.status': 'Status',
  'investor.channel.new.title': 'New channel',
  'investor.channel.new.description':
    'Title, criteria, questions, dates, visibility and the response-time promise. Nothing is created until you save; it is then a draft that only your team sees until you open it.',

  // The channel's share link.
  'investor.shareLink.label': 'Share link',
  // What CopyField names it: "Copy link", "Link copied".
  'investor.shareLink.what': 'link',
  'investor.shareLink.hint':
    'Startups with this link can apply while the channel is open, even when it is unlisted.',

  // The channel's status moves and their confirmations.
  'investor.statusMove.reopen.label': 'Reopen channel',
  'investor.statusMove.reopen.title': 'Reopen this channel?',
  'investor.statusMove.reopen.effect':
    'Startups can apply again. If the channel is listed it reappears for every startup; the closing date still applies.',
  'investor.statusMove.reopen.done': 'Channel reopened',
  'investor.statusMove.open.label': 'Open channel',
  'investor.statusMove.open.title': 'Open this channel?',
  'investor.statusMove.open.effect':
    'Startups can start applying. A listed channel appears for every startup on Sangam; an unlisted one only for people with the link. Save your changes first.',
  'investor.statusMove.open.done': 'Channel opened',
  'investor.statusMove.close.label': 'Close channel',
  'investor.statusMove.close.title': 'Close this channel?',
  'investor.statusMove.close.effect':
    'No new applications are accepted. Applications already received stay in your pipeline, and you can reopen the channel later.',
  'investor.statusMove.close.done': 'Channel closed',
  'investor.statusMove.archive.label': 'Archive channel',
  'investor.statusMove.archive.title': 'Archive this channel?',
  'investor.statusMove.archive.effect':
    'The channel is put away for good: it no longer accepts applications and cannot be reopened. Its applications stay available.',
  'investor.statusMove.archive.done': 'Channel archived',
  'investor.statusMove.draft.label': 'Move to draft',
  'investor.statusMove.draft.title': 'Move to draft?',
  'investor.statusMove.draft.effect': 'The channel stops accepting applications.',
  'investor.statusMove.draft.done': 'Channel moved to draft',
  'investor.statusMove.archived': 'Archived channels cannot change status.',
  'investor.statusMove.working': 'Working…',
  'investor.statusMove.failed': 'We could not change the status. Please try again.',

  // The channel's form.
  'investor.channelForm.created': 'Draft channel created',
  'investor.channelForm.saved': 'Channel saved',
  'investor.channelForm.fieldsNeedAttention': 'Some fields need attention.',
  'investor.channelForm.failed': 'We could not save the channel. Please try again.',
  'investor.channelForm.notSaved': 'The channel was not saved. Check the marked fields.',
  'investor.channelForm.about.title': 'About the channel',
  'investor.channelForm.about.description': 'What startups see first.',
  'investor.channelForm.title': 'Title',
  'investor.channelForm.description': 'Description',
  'investor.channelForm.descriptionHint':
    'What you invest in, what you offer and what happens after someone applies.',
  'investor.channelForm.criteria.title': 'Criteria',
  'investor.channelForm.criteria.description':
    'Who should apply. Startups outside the criteria are warned, not blocked. Leave a field empty to accept any.',
  'investor.channelForm.sectors': 'Sectors',
  'investor.channelForm.headquarters': 'Headquarters',
  'investor.channelForm.headquartersHint': 'States and union territories.',
  'investor.channelForm.developmentStages': 'Development stages',
  'investor.channelForm.businessTypes': 'Business types',
  'investor.channelForm.raiseMin': 'Minimum raise',
  'investor.channelForm.raiseMinPlaceholder': 'e.g. 50 L',
  'investor.channelForm.raiseMax': 'Maximum raise',
  'investor.channelForm.raiseMaxPlaceholder': 'e.g. 5 Cr',
  'investor.channelForm.questions.title': 'Questions',
  'investor.channelForm.questions.description':
    "Asked in addition to the startup's profile. Questions that already have answers can be reworded or hidden, not removed.",
  'investor.channelForm.dates.title': 'Dates, visibility and requirements',
  'investor.channelForm.opensOn': 'Opens on',
  'investor.channelForm.closesOn': 'Closes on',
  'investor.channelForm.visibility': 'Visibility',
  'investor.channelForm.listed': 'Listed for all startups',
  'investor.channelForm.unlisted': 'Unlisted — only people with the link',
  'investor.channelForm.responseDays': 'Response-time promise (days)',
  'investor.channelForm.responseDaysHint':
    'Applications waiting longer than this are flagged overdue.',
  'investor.channelForm.minCompleteness': 'Minimum profile completeness (%)',
  'investor.channelForm.minCompletenessHint':
    'Startups whose profile is less complete see what to fill in and cannot apply until they reach it. 0 accepts any profile.',
  'investor.channelForm.save': 'Save channel',
  'investor.channelForm.create': 'Create draft channel',
  'investor.channelForm.draftNote': 'Saved as a draft: founders see it once you open it.',

  // The channel's questions.
  'investor.questions.empty':
    "No questions yet. Every application already includes the startup's full profile; add questions for anything else you want to know.",
  'investor.questions.add': 'Add question',
  'investor.questions.count': '{count} of {max} questions',
  'investor.questions.heading': 'Question {number}',
  'investor.questions.answers': '· {count, plural, one {# answer} other {# answers}}',
  'investor.questions.moveUp': 'Move question {number} up',
  'investor.questions.moveDown': 'Move question {number} down',
  'investor.questions.removeTitle': 'Has {count} answers — hide it instead',
  'investor.questions.remove': 'Remove',
  'investor.questions.answeredHint':
    'Has {count, plural, one {# answer} other {# answers}} — hide it instead. You can reword it, but not remove it or change its kind.',
  'investor.questions.kind': 'Kind',
  'investor.questions.kindPlaceholder': 'Choose a kind…',
  'investor.questions.question': 'Question',
  'investor.questions.questionPlaceholder': 'e.g. Who are your first ten customers?',
  'investor.questions.choices': 'Choices',
  'investor.questions.choicesHint': 'One choice per line, at least two.',
  'investor.questions.required': 'Required',
  'investor.questions.hidden': 'Hide from new applicants',
  'investor.questions.kind.short_text': 'Short text',
  'investor.questions.kind.long_text': 'Long text',
  'investor.questions.kind.number': 'Number',
  'investor.questions.kind.single_choice': 'Single choice',
  'investor.questions.kind.multi_choice': 'Multiple choice',
  'investor.questions.kind.url': 'Web address',

  // Discover (/investors).
  'investor.discover.title': 'Discover startups',
  'investor.discover.hiddenTitle': 'Hidden startups',
  'investor.discover.sort.fit': 'Best fit first',
  'investor.discover.sort.newest': 'Newest on Sangam',
  'investor.discover.sort.raise_desc': 'Largest raise first',
  'investor.discover.sort.raise_asc': 'Smallest raise first',
  'investor.discover.sort.name': 'Startup name (A–Z)',
  'investor.discover.description':
    '{count, plural, one {# startup} other {# startups}} you can see: discoverable on Sangam, applied to your channels or shared with you in a deal room, ranked by fit with your thesis.',
  'investor.discover.hiddenDescription':
    '{count, plural, one {# startup} other {# startups}} your team set aside. Show one again to bring it back to Discover.',
  'investor.discover.backToDiscover': 'Back to Discover',
  'investor.discover.hidden': 'Hidden ({count})',
  'investor.discover.finishProfile':
    'Fit is measured against your investor profile. <link>Finish it</link> to rank startups by what you back.',
  'investor.discover.searchPlaceholder': 'Search startups by name or description',
  'investor.discover.searchLabel': 'Search startups',
  'investor.discover.sortLabel': 'Sort startups',
  'investor.discover.filters': 'Filters',
  'investor.discover.listLabel': 'Startups',
  'investor.discover.empty.hiddenTitle': 'Nothing hidden',
  'investor.discover.empty.filteredTitle': 'No startups match these filters',
  'investor.discover.empty.title': 'No startups to discover yet',
  'investor.discover.empty.hidden': 'Startups your team marks “not for us” are kept here.',
  'investor.discover.empty.filtered': 'Loosen a filter, or clear them all.',
  'investor.discover.empty.body':
    'Startups appear here when they make their profile discoverable or apply to one of your channels. Open a channel to invite applications.',
  'investor.discover.clearFilters': 'Clear filters',

  // A startup's card in Discover.
  'investor.discoverCard.hiddenToast': '{name} hidden from Discover',
  'investor.discoverCard.undo': 'Undo',
  'investor.discoverCard.backToast': '{name} is back in Discover',
  'investor.discoverCard.failed': 'That did not work. Please try again.',
  'investor.discoverCard.shared': 'Shared with you',
  'investor.discoverCard.sharedBy': 'by {lead} ·',
  'investor.discoverCard.dealRoom': '{round} deal room',
  'investor.discoverCard.why': 'Why this fit',
  'investor.discoverCard.met': 'Met',
  'investor.discoverCard.notMet': 'Not met',
  'investor.discoverCard.openProfile': 'Open profile<hidden> of {name}</hidden>',
  'investor.discoverCard.showAgain': 'Show again<hidden> {name}</hidden>',
  'investor.discoverCard.notForUs': 'Not for us<hidden>: hide {name}</hidden>',
  'investor.deckGlance.button': 'Deck<hidden> of {name}</hidden>',
  'investor.deckGlance.title': 'Pitch deck of {name}',
  'investor.deckGlance.description':
    'Page by page; the arrow keys turn pages while the deck has focus.',

  // Why a startup fits the investor, criterion by criterion.
  'investor.fit.sector.any': 'Any sector',
  'investor.fit.sector.met': 'Sector: {sectors}',
  'investor.fit.sector.notMet':
    '{given, select, yes {Sector: {sectors}} other {Sector: not given}}; you prefer {preferred}',
  'investor.fit.stage.any': 'Any stage',
  'investor.fit.stage.met': 'Stage: {stage}',
  'investor.fit.stage.notMet':
    '{given, select, yes {Stage: {stage}} other {Stage: not given}}; you back {preferred}',
  'investor.fit.raise.any': 'Any raise',
  'investor.fit.raise.notGiven': 'Raise not given; your cheques are {range}',
  'investor.fit.raise.met': 'Raising {amount}, within your cheques of {range}',
  'investor.fit.raise.notMet': 'Raising {amount}; your cheques are {range}',
  'investor.fit.place.any': 'Anywhere in India',
  'investor.fit.place.met': 'Based in {place}',
  'investor.fit.place.notMet':
    '{given, select, yes {Based in {place}} other {Based in a state not given}}; you prefer {preferred}',
  'investor.fit.businessType.any': 'Any business type',
  'investor.fit.businessType.met': 'Business type: {types}',
  'investor.fit.businessType.notMet':
    '{given, select, yes {Business type: {types}} other {Business type: not given}}; you prefer {preferred}',

  // The lists (/investors/lists).
  'investor.lists.title': 'Lists',
  'investor.lists.description': 'Named lists of startups your team keeps, with a note per entry.',
  'investor.lists.new': 'New list',
  'investor.lists.empty.title': 'No lists yet',
  'investor.lists.empty.body':
    'Keep startups worth a second look together: a list per theme, trip or partner meeting, shared with your team, with a note on each.',
  'investor.lists.summary': '{count, plural, one {# startup} other {# startups}} · updated {date}',

  // A list (/investors/lists/$id).
  'investor.list.sort.added': 'Latest added first',
  'investor.list.sort.name': 'Startup name (A–Z)',
  'investor.list.sort.fit': 'Best fit first',
  'investor.list.sort.raise': 'Largest raise first',
  'investor.list.allLists': 'All lists',
  'investor.list.description': 'The startups on this list, with your team’s notes.',
  'investor.list.export': 'Export CSV',
  'investor.list.edit': 'Edit',
  'investor.list.delete': 'Delete',
  'investor.list.delete.title': 'Delete “{name}”?',
  'investor.list.delete.description':
    'The list and the notes on its entries go for everyone in your organisation. The startups, their applications and your team notes stay.',
  'investor.list.delete.confirm': 'Delete list',
  'investor.list.delete.pending': 'Deleting…',
  'investor.list.delete.done': 'List “{name}” deleted',
  'investor.list.empty.title': 'No startups on this list yet',
  'investor.list.empty.body':
    'Add startups from <link>Discover</link> or from a startup’s page with “Add to list”.',
  'investor.list.sort': 'Sort',
  'investor.list.scoresNote':
    'Team scores are those of each startup’s latest application you rated. Calibrated: adjusted for each reviewer’s usual scoring.',
  'investor.list.entriesLabel': 'Startups on this list',
  'investor.list.inbox.title': 'From your Inbox',
  'investor.list.inbox.description':
    'Deals received by email. When a founder claims theirs, their startup takes its place here.',
  'investor.list.inbox.received':
    '{status, select, new {New} invited {Invited} claimed {Claimed} not_for_us {Not for us} archived {Archived} other {{status}}} · received {date}',
  'investor.list.notFound.title': 'List not found',
  'investor.list.notFound.body': 'It may have been deleted, or it belongs to another organisation.',
  'investor.list.notFound.back': 'Back to lists',

  // A startup on a list.
  'investor.listEntry.noteSaved': 'Note on {name} saved',
  'investor.listEntry.noteFailed': 'We could not save the note.',
  'investor.listEntry.notShared': 'This startup no longer shares its profile with you.',
  'investor.listEntry.scores': 'Team {average}<muted> · calibrated {calibrated}</muted>',
  'investor.listEntry.times': '× {count}',
  'investor.listEntry.note': 'Note',
  'investor.listEntry.notePlaceholder': 'Why it is on this list, what to ask next…',
  'investor.listEntry.added':
    '{known, select, yes {Added by {name}} other {Added by a former teammate}} on {date}',
  'investor.listEntry.saveNote':
    '{saving, select, yes {Saving…} other {Save note}}<hidden> on {name}</hidden>',
  'investor.listEntry.remove': 'Remove<hidden> {name}</hidden>',
  'investor.listEntry.remove.title': 'Remove {name} from this list?',
  'investor.listEntry.remove.description':
    'The startup, its notes and its applications stay; only this entry and its note go.',
  'investor.listEntry.remove.confirm': 'Remove',
  'investor.listEntry.remove.pending': 'Removing…',
  'investor.listEntry.removed': '{name} removed from the list',

  // Creating or editing a list.
  'investor.listForm.saved': 'List saved',
  'investor.listForm.created': 'List “{name}” created',
  'investor.listForm.failed': 'We could not save the list. Please try again.',
  'investor.listForm.editTitle': 'Edit list',
  'investor.listForm.newTitle': 'New list',
  'investor.listForm.description': 'Lists are shared with everyone in your organisation.',
  'investor.listForm.name': 'Name',
  'investor.listForm.descriptionLabel': 'Description',
  'investor.listForm.descriptionHint':
    'What the list is for, e.g. “Agritech startups to meet in Bengaluru”.',
  'investor.listForm.save': 'Save list',
  'investor.listForm.create': 'Create list',

  // Onboarding (/investors/onboarding): the page and its steps' frame.
  'investor.onboarding.title': 'Investor profile',
  'investor.onboarding.description':
    'Your thesis, the sectors and stages you back, where, and your cheque size.',
  'investor.onboarding.intro.onboarded':
    'What founders see about you. Change any step; the review saves it.',
  'investor.onboarding.intro.new':
    'Tell founders who you are and what you back. Each step saves as you go, so you can leave and come back.',
  'investor.onboarding.step.identity': 'Who you are',
  'investor.onboarding.step.thesis': 'Thesis',
  'investor.onboarding.step.focus': 'Focus',
  'investor.onboarding.step.cheque': 'Cheques',
  'investor.onboarding.step.portfolio': 'Portfolio',
  'investor.onboarding.step.review': 'Review',
  'investor.onboarding.progress.label': 'Onboarding steps',
  'investor.onboarding.progress.where':
    'Step {step} of {steps} · <tally>{answered} of {questions} answered</tally>',
  'investor.onboarding.progress.answered': '(answered)',
  'investor.onboarding.saveAndContinue': 'Save and continue',
  'investor.onboarding.fieldsNeedAnotherLook':
    'Some answers need another look — see the messages next to them.',
  'investor.onboarding.stepFailed': 'We could not save this step. Please try again.',

  // The steps' questions.
  'investor.onboarding.identity.description':
    'How founders will see your organisation on channel cards, the apply page and your public page.',
  'investor.onboarding.identity.investorType': 'Investor type',
  'investor.onboarding.identity.choose': 'Choose…',
  'investor.onboarding.identity.displayName': 'Display name',
  'investor.onboarding.identity.website': 'Website',
  'investor.onboarding.identity.websiteHint': 'A full address, like https://example.com.',
  'investor.onboarding.identity.linkedinHint': "Your firm's or your own LinkedIn page.",
  'investor.onboarding.logo.label': 'Logo <muted>(optional)</muted>',
  'investor.onboarding.logo.saved': 'Logo saved',
  'investor.onboarding.logo.hint': 'A square image looks best. It is saved as soon as it uploads.',
  'investor.onboarding.logo.saveFirst': 'Save this step first; then you can add your logo here.',
  'investor.onboarding.thesis.description':
    'One paragraph on what you back and why. Founders read it first; Sangam explains fit against it.',
  'investor.onboarding.thesis.label': 'Your thesis',
  'investor.onboarding.thesis.placeholder':
    "e.g. We back pre-seed founders building software for India's small businesses…",
  'investor.onboarding.thesis.hint':
    'At least {min} characters: the founders, markets and stages you back.',
  'investor.onboarding.focus.description':
    'What you invest in. Leave sectors, states or business types empty when any will do.',
  'investor.onboarding.focus.sectors': 'Preferred sectors',
  'investor.onboarding.focus.sectorsPlaceholder': 'Search sectors…',
  'investor.onboarding.focus.sectorsHint': 'Up to 10. None means any sector.',
  'investor.onboarding.focus.stages': 'Development stages',
  'investor.onboarding.focus.headquarters': 'Headquarters (states and union territories)',
  'investor.onboarding.focus.headquartersPlaceholder': 'Search states…',
  'investor.onboarding.focus.headquartersHint':
    'Where the startups you back are based. None means anywhere in India.',
  'investor.onboarding.focus.businessTypes': 'Business types',
  'investor.onboarding.cheque.description':
    'What you usually invest in one startup, and the stake you usually take.',
  'investor.onboarding.cheque.min': 'Smallest cheque',
  'investor.onboarding.cheque.minPlaceholder': 'e.g. 25 L',
  'investor.onboarding.cheque.minHint': 'In rupees: type 25 L, 1.5 Cr or the full amount.',
  'investor.onboarding.cheque.max': 'Largest cheque',
  'investor.onboarding.cheque.maxPlaceholder': 'e.g. 2 Cr',
  'investor.onboarding.cheque.ownershipMin': 'Typical ownership from (%)',
  'investor.onboarding.cheque.ownershipMax': 'Typical ownership to (%)',
  'investor.onboarding.portfolio.description':
    'Your track record, and whether founders may bring other investors into the round.',
  'investor.onboarding.portfolio.size': 'Investments so far',
  'investor.onboarding.portfolio.notable': 'Notable investments',
  'investor.onboarding.portfolio.notableHint':
    'A few names founders will recognise, separated by commas.',
  'investor.onboarding.portfolio.coInvestors': 'Co-investors welcome',
  'investor.onboarding.portfolio.coInvestorsDescription':
    'Founders may raise the same round from other investors alongside you.',

  // The review step.
  'investor.review.intro':
    'This is what founders see. Change any part, then {onboarded, select, yes {save.} other {finish to start discovering startups.}}',
  'investor.review.needsAnswer': 'Needs an answer',
  'investor.review.edit': 'Edit<hidden> {step}</hidden>',
  'investor.review.notGiven': 'Not given',
  'investor.review.investorType': 'Investor type',
  'investor.review.displayName': 'Display name',
  'investor.review.website': 'Website',
  'investor.review.thesis': 'Thesis',
  'investor.review.sectors': 'Sectors',
  'investor.review.anySector': 'Any sector',
  'investor.review.stages': 'Stages',
  'investor.review.headquarters': 'Headquarters',
  'investor.review.anywhere': 'Anywhere in India',
  'investor.review.businessTypes': 'Business types',
  'investor.review.anyBusinessType': 'Any',
  'investor.review.cheque': 'Cheque size',
  'investor.review.ownership': 'Typical ownership',
  'investor.review.portfolioSize': 'Investments so far',
  'investor.review.notable': 'Notable investments',
  'investor.review.coInvestors': 'Co-investors',
  'investor.review.finish': 'Finish',
  'investor.review.public': 'Public investor page',
  'investor.review.publicDescription':
    'Shows your profile at <path>/investor/{slug}</path> to everyone, including people without an account and search engines.',
  'investor.review.viewPublic': 'View your public page',
  'investor.review.opensInNewTab': '(opens in a new tab)',
  'investor.review.saveChanges': 'Save changes',
  'investor.review.finishAndStart': 'Finish and start discovering',
  'investor.review.answerMarked': 'Answer the marked steps to finish.',
  'investor.review.saved': 'Investor profile saved',
  'investor.review.complete': 'Your investor profile is complete',
  'investor.review.failed': 'We could not finish your profile. Please try again.',
} as const
