/**
 * The investors' pipeline and dashboard (decision 0050): the applications list, its filters, saved views and bulk actions, the investors' home and the dashboard's figures.
 */
export const pipeline = {
  // The filters' names (the filter panel's legends, the chips) and values shown otherwise.
  'pipeline.filter.status': 'Status',
  'pipeline.filter.channelId': 'Channel',
  'pipeline.filter.sectors': 'Sector',
  'pipeline.filter.developmentStage': 'Stage',
  'pipeline.filter.headquarters': 'Headquarters',
  'pipeline.filter.businessType': 'Business type',
  'pipeline.filter.customerInteraction': 'Customer interaction',
  'pipeline.filter.dpiit': 'DPIIT recognition',
  'pipeline.filter.startupIndia': 'Startup India eligibility',
  'pipeline.filter.startupIndia.unknown': 'Details missing',
  'pipeline.filter.overdue': 'Overdue',
  'pipeline.filter.channelStatus':
    '{channel} ({status, select, draft {draft} closed {closed} archived {archived} other {open}})',

  // A group of checkboxes in the filter panel.
  'pipeline.facet.counting':
    '{counting, select, startups {{count, plural, one {startup} other {startups}}} other {{count, plural, one {application} other {applications}}}}',
  'pipeline.facet.showFewer': 'Show fewer',
  'pipeline.facet.showAll':
    'Show all {count} {noun, select, channels {channels} sectors {sectors} stages {stages} states {states and territories} businessTypes {business types} customerInteractions {customer interactions} other {values}}',

  // The planned raise's range in the filter panel.
  'pipeline.raise.legend': 'Planned raise',
  'pipeline.raise.minimum': 'Minimum',
  'pipeline.raise.maximum': 'Maximum',
  'pipeline.raise.apply': 'Apply raise range',
  'pipeline.raise.hint': '₹, e.g. 50 L or 1.5 Cr',
  'pipeline.raise.invalid': 'Type an amount, like 50 L or 1.5 Cr.',
  'pipeline.raise.belowMinimum': 'The maximum is below the minimum.',

  // The filters in force, as chips.
  'pipeline.chips.label': 'Active filters',
  'pipeline.chips.query': '“{query}”',
  'pipeline.chips.value':
    '{filter, select, status {Status} channelId {Channel} sectors {Sector} developmentStage {Stage} headquarters {Headquarters} businessType {Business type} customerInteraction {Customer interaction} dpiit {DPIIT recognition} startupIndia {Startup India eligibility} other {Filter}}: {value}',
  'pipeline.chips.raise': '{bound, select, min {Raise ≥} other {Raise ≤}} {amount}',
  'pipeline.chips.raiseText': '{bound, select, min {Raise ≥} other {Raise ≤}} “{text}”',
  'pipeline.chips.submitted':
    '{bound, select, from {Submitted from {date}} other {Submitted until {date}}}',
  'pipeline.chips.submittedText':
    '{bound, select, from {Submitted from “{text}”} other {Submitted until “{text}”}}',
  'pipeline.chips.note.unknown': '(unknown)',
  'pipeline.chips.note.ignored': '(ignored)',
  'pipeline.chips.note.archived': '(archived stage)',
  'pipeline.chips.title.unknown': 'Not a value Sangam knows: it matches no application.',
  'pipeline.chips.title.ignored': 'Not an amount in rupees or a date: this bound is ignored.',
  'pipeline.chips.title.archived':
    'A stage your team archived: its applications were moved when it was, so it finds only what is in it now.',
  'pipeline.chips.remove': 'Remove filter {filter}',
  'pipeline.chips.clearAll': 'Clear all',

  // The status tabs.
  'pipeline.statusTabs.all': 'All',

  // Comfortable or compact rows.
  'pipeline.density.label': 'Row density',
  'pipeline.density.comfortable': 'Comfortable',
  'pipeline.density.compact': 'Compact',
  'pipeline.density.title': '{density, select, compact {Compact rows} other {Comfortable rows}}',
  'pipeline.density.failed': 'We could not keep your choice of density. Please try again.',

  // The list's rows: columns and cells.
  'pipeline.results.caption': 'Applications',
  'pipeline.results.startup': 'Startup',
  'pipeline.results.channel': 'Channel',
  'pipeline.results.status': 'Status',
  'pipeline.results.waiting': 'Waiting',
  'pipeline.results.fit': 'Fit',
  'pipeline.results.rating': 'Rating',
  'pipeline.results.raise': 'Raise',
  'pipeline.results.lastActivity': 'Last activity',
  'pipeline.results.assignee': 'Assignee',
  'pipeline.results.statusWaiting': 'Status · waiting',
  'pipeline.results.fitRating': 'Fit · rating',
  'pipeline.results.activity': 'Activity',
  'pipeline.results.plannedRaise': 'Planned raise',
  'pipeline.results.profile': 'Stage, state and sectors',
  'pipeline.results.assigneeAndActivity': 'Assignee and last activity',
  'pipeline.results.assigneeActivity': '{assignee} · last activity {date}',
  'pipeline.results.unassigned': 'Unassigned',
  'pipeline.results.selectAll': 'Select all applications on this page',
  'pipeline.results.select': 'Select {startup}',

  // The cells of triage: waiting, fit, ratings.
  'pipeline.cells.submitted': 'Submitted {date}',
  'pipeline.cells.withdrawn': 'Submitted {date}; withdrawn by the startup',
  'pipeline.cells.answered': 'Answered',
  'pipeline.cells.waitingTitle':
    'Submitted {date}; the channel promises an answer within {promise} days{overdue, select, yes { (overdue)} other {}}',
  'pipeline.cells.waited': '<waited>{days} d</waited><of>of {promise}</of>',
  'pipeline.cells.overdue': '(overdue)',
  'pipeline.cells.noCriteria': 'The channel sets no criteria',
  'pipeline.cells.fitTitle': "Meets {fit}% of the channel's criteria",
  'pipeline.cells.notRated': 'Not rated',
  'pipeline.cells.rateToSee': "Rate it to see your teammates' scores",
  'pipeline.cells.rated': '{count} rated',
  'pipeline.cells.ratingsTitle':
    'Team average {average} of 5 ({count, plural, one {# rating} other {# ratings}}){hasCalibrated, select, yes {; calibrated {calibrated} (adjusted for each reviewer’s usual scoring)} other {}}; yours {mine}',
  'pipeline.cells.you': ' · you {mine}',
  'pipeline.cells.calibrated': 'calibrated {score}',

  // Acting on the selected applications.
  'pipeline.bulk.label': 'Selected applications',
  'pipeline.bulk.selected': '{count} selected',
  'pipeline.bulk.clear': 'Clear selection',
  'pipeline.bulk.move': 'Move the selected applications to',
  'pipeline.bulk.decisionTitle':
    '{decision, select, rejected {Reject} other {Accept}} {count, plural, =1 {one application} other {# applications}}?',
  'pipeline.bulk.decisionDescription':
    'A decision is final. Every founder is notified and reads the same message{decision, select, rejected { and reason} other {}}. Applications already decided or withdrawn are skipped.',
  'pipeline.bulk.outcome':
    '{moved} {to, select, accepted {accepted} rejected {rejected} other {moved to {stage}}}{skipped, plural, =0 {} other {, {skipped} skipped (already there, decided or withdrawn)}}',
  'pipeline.bulk.listLabel': 'Add the selected startups to a list',
  'pipeline.bulk.listPlaceholder': 'Add to list…',
  'pipeline.bulk.adding': 'Adding…',
  'pipeline.bulk.add': 'Add',
  'pipeline.bulk.added':
    '{added, plural, one {# startup} other {# startups}} added to “{list}”{alreadyThere, plural, =0 {} other {, {alreadyThere} already there}}',
  'pipeline.bulk.addFailed': 'We could not add them to the list.',

  // Saved views.
  'pipeline.views.button': 'Saved views',
  'pipeline.views.heading': 'Your saved views',
  'pipeline.views.loading': 'Loading your views…',
  'pipeline.views.loadFailed': 'We could not load your views.',
  'pipeline.views.none': 'None yet. Save the filters you use often.',
  'pipeline.views.current': '(current)',
  'pipeline.views.delete': 'Delete view {name}',
  'pipeline.views.saveAs': 'Save the current filters as',
  'pipeline.views.placeholder': 'e.g. Agritech, south India',
  'pipeline.views.saving': 'Saving…',
  'pipeline.views.save': 'Save',
  'pipeline.views.saved': 'Saved “{name}”',
  'pipeline.views.deleted': 'Deleted “{name}”',
  'pipeline.views.saveFailed': 'We could not save this view.',
  'pipeline.views.deleteFailed': 'We could not delete this view.',

  // The applications list (/investors/applications).
  'pipeline.applications.title': 'Applications',
  'pipeline.applications.matching':
    '{count, plural, one {# application matches} other {# applications match}} these filters.',
  'pipeline.applications.total':
    '{count, plural, one {# application} other {# applications}} to your channels.',
  'pipeline.applications.count': '{count, plural, one {# application} other {# applications}}',
  'pipeline.applications.triage':
    '{filtered, select, yes {Triage these {count, number}} other {Triage all {count, number}}}',
  'pipeline.applications.export': 'Export CSV',
  'pipeline.applications.search': 'Search applications',
  'pipeline.applications.searchPlaceholder': 'Search startups, one-liners and answers',
  'pipeline.applications.sortLabel': 'Sort applications',
  'pipeline.applications.sort.newest': 'Newest first',
  'pipeline.applications.sort.oldest': 'Oldest first',
  'pipeline.applications.sort.name': 'Startup name (A–Z)',
  'pipeline.applications.sort.raise_desc': 'Largest raise first',
  'pipeline.applications.sort.raise_asc': 'Smallest raise first',
  'pipeline.applications.sort.calibrated': 'Calibrated score',
  'pipeline.applications.filters': '{count, plural, =0 {Filters} other {Filters (#)}}',
  'pipeline.applications.filtersLabel': 'Filters',
  'pipeline.applications.calibratedSort':
    'Applications you have rated come first, by the team’s calibrated score: adjusted for each reviewer’s usual scoring. The rest follow, newest first.',
  'pipeline.applications.calibratedNote':
    'Calibrated scores are adjusted for each reviewer’s usual scoring.',
  'pipeline.applications.ignoredRaise':
    '“{text}” is not an amount in rupees, so the {bound, select, min {minimum} other {maximum}} raise is ignored.',
  'pipeline.applications.raiseHelp':
    'Amounts are whole rupees in the address, like 5000000; the raise range in Filters also takes 50 L or 1.5 Cr.',
  'pipeline.applications.loadFailed': 'We could not load the applications.',
  'pipeline.applications.tryAgain': 'Try again',
  'pipeline.applications.noPage': 'There is no page {page}.',
  'pipeline.applications.noMatches': 'No applications match these filters.',
  'pipeline.applications.noneYet': 'No applications yet.',
  'pipeline.applications.firstPage': 'Go to the first page',
  'pipeline.applications.unknownValues':
    'Filters marked unknown hold values Sangam does not know, so they match nothing.',
  'pipeline.applications.clearFilters': 'Clear filters',
  'pipeline.applications.appearHere':
    'Startups’ applications to your <link>channels</link> appear here.',
  'pipeline.applications.loading': 'Loading…',

  // A startup's review page (/investors/applications/$startupId): what frames the review panels.
  'pipeline.startup.allApplications': 'All applications',
  'pipeline.startup.notFound': 'Startup not found',
  'pipeline.startup.notFoundBody':
    'No startup your team can see has this address: it does not exist, or it has not applied to your channels and is not discoverable.',
  'pipeline.startup.withdrew': '{startup} withdrew its application to {channel} on {date}.',
  'pipeline.startup.asSubmitted':
    'You see the profile as it was submitted on {date}. Later changes and files are not shared with you.',
  'pipeline.startup.shareWithdrawn':
    '{startup}’s founders withdrew the share with your fund on {date}.',
  'pipeline.startup.asShared':
    'You see the profile as {lead} shared it in the {round} deal room on {date}, without its deck. Later changes and files are not shared with you. <link>Open the deal room</link>',
  'pipeline.startup.loadingApplications': 'Loading applications',
  'pipeline.startup.loadFailed': 'We could not load the applications.',
  'pipeline.startup.tryAgain': 'Try again',
  'pipeline.startup.noApplications': 'No applications to your channels',
  'pipeline.startup.noApplicationsBody':
    '{startup} has not applied to any of your channels: it is discoverable, or shared with your fund in a deal room. Your team can still rate it, keep notes and add it to a list.',
  'pipeline.startup.ratingsFailed': 'We could not load the ratings.',
  'pipeline.startup.fitSummary':
    'How well the startup fits your thesis: sectors, stages, states and cheque size.',

  // The dashboard (/investors/dashboard): its frame and period.
  'pipeline.dashboard.title': 'Dashboard',
  'pipeline.dashboard.description':
    'Your pipeline over a period: applications by stage and week, the funnel per channel through your own stages, sectors and states, how fast your team answers, and who did what.',
  'pipeline.dashboard.fixedPeriod':
    'The address held a period that is not one, so this shows the last 12 months.',
  'pipeline.dashboard.scope':
    '{from} – {to}{hasChannel, select, yes { · {channel}} other { · all channels}}{updating, select, yes { · updating…} other {}}',
  'pipeline.dashboard.bySector': 'By sector',
  'pipeline.dashboard.bySectorDescription': 'An application counts once in each of its sectors.',
  'pipeline.dashboard.byState': 'By state',
  'pipeline.dashboard.byStateDescription': 'Where the startups have their headquarters.',
  'pipeline.dashboard.nothingInPeriod': 'No applications in this period',
  'pipeline.dashboard.nothingInPeriodBody':
    'The charts appear once applications arrive. Choose a longer period, or all channels.',
  'pipeline.dashboard.noneYet': 'No applications yet',
  'pipeline.dashboard.noneYetBody':
    'Applications to your channels are charted here. <link>Open a channel</link> to receive them.',
  'pipeline.dashboard.channelNotFound': 'Channel not found',
  'pipeline.dashboard.channelNotFoundBody':
    'The dashboard was asked for a channel that is not one of your organisation’s.',
  'pipeline.dashboard.allChannelsLink': 'Dashboard for all channels',
  'pipeline.period.label': 'Period',
  'pipeline.period.30d': 'Last 30 days',
  'pipeline.period.90d': 'Last 90 days',
  'pipeline.period.12m': 'Last 12 months',
  'pipeline.period.channel': 'Channel',
  'pipeline.period.allChannels': 'All channels',
  'pipeline.period.custom': 'Custom period',
  'pipeline.period.from': 'From',
  'pipeline.period.to': 'To',
  'pipeline.period.show': 'Show',

  // The dashboard's headline figures.
  'pipeline.summary.applications': 'Applications',
  'pipeline.summary.applicationsDetail': 'submitted in the period',
  'pipeline.summary.firstAnswer': 'First answer',
  'pipeline.summary.firstAnswerDetail': 'median, submission to your team’s first move',
  'pipeline.summary.decision': 'Decision',
  'pipeline.summary.decisionDetail': 'median, submission to acceptance or rejection',
  'pipeline.summary.onTime': 'Decided within the promise',
  'pipeline.summary.onTimeDetail': '{decided} of {due} whose promise has come due',
  'pipeline.summary.overdue': 'Undecided past the promise',
  'pipeline.summary.overdueDetail': 'now, whenever submitted; answered or not',

  // The responsiveness card.
  'pipeline.responsiveness.heading': 'Your responsiveness, as founders see it',
  'pipeline.responsiveness.where':
    'On your channel cards, apply pages and public page · last 12 months, whatever the period above',
  'pipeline.responsiveness.promise':
    'Founders are promised an answer: your team’s first move on their application, not yet a decision.',
  'pipeline.responsiveness.noneWaiting':
    'No application is waiting past the promise for its first answer.',
  'pipeline.responsiveness.waiting':
    '{count} without a first answer past the promise<muted> · each lowers “Answered within the promise”</muted>',
  'pipeline.responsiveness.late': '{days, plural, one {# day} other {# days}} late · sent {date}',
  'pipeline.responsiveness.seeAll': 'See every application undecided past the promise',

  // How each reviewer scores.
  'pipeline.habits.heading': 'How each reviewer scores',
  'pipeline.habits.description':
    'Against teammates who rated the same applications, over the last 12 months, whatever the period above. Calibrated scores take this off.',
  'pipeline.habits.ownersOnly': 'Only the team’s owners see this card.',
  'pipeline.habits.list': 'Reviewers’ scoring',
  'pipeline.habits.from': 'From {count} ratings shared with teammates',
  'pipeline.habits.minimum':
    'A reviewer counts raw until {minimum} of their ratings in the last 12 months are of applications a teammate rated too.',

  // A chart card and its table.
  'pipeline.chart.showAs': 'Show {title} as',
  'pipeline.chart.chart': 'Chart',
  'pipeline.chart.table': 'Table',
  'pipeline.chart.empty': 'Nothing in this period.',
  'pipeline.chart.applications': 'Applications',
  'pipeline.chart.weekOf': 'Week of {week}',
  'pipeline.chart.daysTick': '{days} d',
  'pipeline.chart.days': '{days} days',
  'pipeline.chart.firstAnswer': 'First answer (median)',
  'pipeline.chart.decision': 'Decision (median)',
  'pipeline.chart.promised': 'Promised',
  'pipeline.chart.statusMoves': 'Status moves',
  'pipeline.chart.notes': 'Notes',
  'pipeline.chart.ratings': 'Ratings',

  // The dashboard's figures.
  'pipeline.figures.days': '{count, plural, one {{days} day} other {{days} days}}',
  'pipeline.figures.archivedStage': '{name} (archived stage)',
  'pipeline.figures.byStage': 'Applications by stage',
  'pipeline.figures.byStageDescription':
    "Where the period's applications stand today, in your pipeline's order.",
  'pipeline.figures.stage': 'Stage',
  'pipeline.figures.applications': 'Applications',
  'pipeline.figures.share': 'Share',
  'pipeline.figures.perWeek': 'Applications per week',
  'pipeline.figures.perWeekDescription': 'Submitted each week (Monday to Sunday, India time).',
  'pipeline.figures.weekOf': 'Week of',
  'pipeline.figures.funnel': 'Funnel per channel',
  'pipeline.figures.funnelDescription':
    'Applications that reached each stage or went further, and the conversion from the stage before.',
  'pipeline.figures.noChannels': 'No channels take applications yet.',
  'pipeline.figures.channel': 'Channel',
  'pipeline.figures.timing': 'Time to answer, against each promise',
  'pipeline.figures.timingDescription':
    "Median days from submission to the team's first move and to a decision; the channel's promised answer time beside them.",
  'pipeline.figures.noApplications': 'No applications in this period.',
  'pipeline.figures.timingCaption': 'Time to answer per channel',
  'pipeline.figures.promised': 'Promised',
  'pipeline.figures.firstAnswer': 'First answer',
  'pipeline.figures.decision': 'Decision',
  'pipeline.figures.decidedOnTime': 'Decided within the promise',
  'pipeline.figures.decidedOf': '{decided} of {due} ({share})',
  'pipeline.figures.tenLargest': '{description} The ten largest; the table has all.',
  'pipeline.figures.sector': 'Sector',
  'pipeline.figures.state': 'State or UT',
  'pipeline.figures.reviewers': 'Reviewer activity',
  'pipeline.figures.reviewersDescription':
    'What each teammate did in the period: status moves, notes and ratings.',
  'pipeline.figures.teammate': 'Teammate',
  'pipeline.figures.statusMoves': 'Status moves',
  'pipeline.figures.notes': 'Notes',
  'pipeline.figures.ratings': 'Ratings',
} as const
