/**
 * Words of components and formats several screens share (decision 0050): form fields, public
 * page facts, the Startup India badges, the identifier labels, an investor's responsiveness, and
 * figures of an investor profile (cheque size, co-investors); and the components of
 * src/components every signed-in screen uses (loading and error states, not found, dialogs, the
 * save bar, uploads, the deck viewer, the notification bell).
 */
export const shared = {
  'shared.field.optional': '(optional)',

  'shared.companyType.none': 'Not registered as a company',

  'shared.startupIndia.eligible': 'Startup India eligible',
  'shared.startupIndia.notEligible': 'Not Startup India eligible',
  'shared.startupIndia.unknown': 'Startup India: details missing',
  'shared.startupIndia.deepTech': '{status} · deep tech',
  'shared.startupIndia.conditions': 'Startup India conditions',
  'shared.startupIndia.check':
    '<hidden>{met, select, yes {met} no {not met} other {not known yet}}: </hidden>{text}',
  'shared.startupIndia.source':
    "DPIIT's startup definition of {date} ({notification}), checked against this profile. Recognition itself is DPIIT's decision.",
  'shared.startupIndia.dpiitRecognised': 'DPIIT recognised',

  'shared.identifier.cin': 'CIN',
  'shared.identifier.llpin': 'LLPIN',
  'shared.identifier.cooperativeRegistration': 'Registration number',
  'shared.identifier.gstin': 'GSTIN',
  'shared.identifier.dpiit': 'DPIIT recognition',

  'shared.responsiveness.new': 'New on Sangam',
  'shared.responsiveness.newTitle': 'Fewer than {minimum} applications in the last 12 months',
  'shared.responsiveness.measuredTitle': 'Last 12 months, {applications} applications',
  'shared.responsiveness.onTime': '{percent}% answered on time',
  'shared.responsiveness.noAnswerDue': 'No answer due yet',
  'shared.responsiveness.firstAnswerIn': '· first answer in {days}',
  'shared.responsiveness.days': '{days, plural, one {# day} other {# days}}',
  'shared.responsiveness.underADay': 'under a day',
  'shared.responsiveness.pending':
    '{name}’s record of answering founders is being worked out; it shows here in a few minutes.',
  'shared.responsiveness.newDetail':
    '{name} has received {applications, plural, =0 {no applications} one {one application} other {# applications}} in the last 12 months. How quickly it answers is shown once it has received {minimum}.',
  'shared.responsiveness.onTimeLabel': 'Answered within the promise',
  'shared.responsiveness.noneDue': 'None due yet',
  'shared.responsiveness.firstAnswerLabel': 'Typical first answer',
  'shared.responsiveness.decisionLabel': 'Typical decision',
  'shared.responsiveness.noneYet': 'None yet',
  'shared.responsiveness.footnote':
    'Last 12 months, {applications} applications; {due} had their answer due. Typical means the median.',

  'shared.rupees.lakh': '{amount}\u00a0L',
  'shared.rupees.crore': '{amount}\u00a0Cr',
  'shared.rupees.range': '{min} – {max}',
  'shared.rupees.from': 'From {amount}',
  'shared.rupees.upTo': 'Up to {amount}',

  'shared.coInvestors.welcome': 'Welcome',
  'shared.coInvestors.notThisTime': 'Not this time',
  // Loading and failing: placeholders, the error panel, a list's states, the skip link.
  'shared.loading': 'Loading',
  'shared.loadingEllipsis': 'Loading…',
  'shared.errorPanel.title': 'Something went wrong!',
  'shared.errorPanel.retry': 'Try again',
  'shared.errorPanel.show': 'Show Error',
  'shared.errorPanel.hide': 'Hide Error',
  'shared.panel.failed': '{message} <retry>Try again</retry>',
  'shared.skipLink': 'Skip to main content',

  // An address with no page.
  'shared.notFound.eyebrow': 'Not Found',
  'shared.notFound.title': 'There is no page at this address',
  'shared.notFound.body': 'The page you are looking for does not exist or is not public.',
  'shared.notFound.backToApplications': 'Back to applications',
  'shared.notFound.backToAdmin': 'Back to the admin area',
  'shared.notFound.backToSangam': 'Back to Sangam',

  // An application's status badge, when the fund's stage stands in for it.
  'shared.statusBadge.stageTitle': '{stage}. Founders see: {status}',

  // Dialogs, copying, searching, signing out.
  'shared.dialog.cancel': 'Cancel',
  'shared.dialog.close': 'Close',
  'shared.copy.button': 'Copy {what}',
  'shared.copy.copied': 'Copied',
  'shared.copy.done': '{What} copied',
  'shared.copy.failed': 'Could not copy. Select the {what} and copy it yourself.',
  'shared.search.clear': 'Clear search',
  'shared.signOut.failed': 'Could not sign out. Please try again.',

  // Editor forms: the save bar, leaving unsaved, the fields.
  'shared.saveBar.unsaved': 'Unsaved changes',
  'shared.saveBar.saved': 'All changes saved',
  'shared.saveBar.discard': 'Discard changes',
  'shared.saveBar.save': 'Save',
  'shared.saveBar.saving': 'Saving…',
  'shared.unsavedChanges.confirm': 'You have unsaved changes. Leave without saving?',
  'shared.textArea.count': '{length} / {max}',
  'shared.rupeeInput.hint': 'Type an amount like 1.5 Cr, 25 L or 45,000.',
  'shared.rupeeInput.placeholder': 'e.g. 1.5 Cr',
  'shared.multiSelect.placeholder': 'Search and choose…',
  'shared.multiSelect.remove': 'Remove {option}',
  'shared.multiSelect.status':
    '{count} selected{limited, select, yes { of at most {max}} other {}}{full, select, yes {. Remove one to choose another.} other {}}',
  'shared.multiSelect.chosen':
    '{count} / {max} chosen{full, select, yes { — remove one to choose another} other {}}',
  'shared.multiSelect.matching': 'Matching options',
  'shared.multiSelect.noMatch': 'No option matches “{query}”.',

  // Uploading a file (the rule's words: src/domain/startups/file-rules.ts).
  'shared.upload.label.logo': 'Upload logo (PNG, JPEG or WebP, up to 5 MB)',
  'shared.upload.label.photo': 'Upload photo (PNG, JPEG or WebP, up to 5 MB)',
  'shared.upload.label.deck': 'Upload pitch deck (PDF, up to 25 MB)',
  'shared.upload.tooLarge.logo': 'The logo can be at most 5 MB.',
  'shared.upload.tooLarge.photo': 'The photo can be at most 5 MB.',
  'shared.upload.tooLarge.deck': 'The deck can be at most 25 MB.',
  'shared.upload.wrongImage': 'Upload a PNG, JPEG or WebP image.',
  'shared.upload.wrongPdf': 'This file is not a real PDF.',
  'shared.upload.empty': 'This file is empty.',
  'shared.upload.uploading.logo': 'Uploading logo',
  'shared.upload.uploading.photo': 'Uploading photo',
  'shared.upload.uploading.deck': 'Uploading pitch deck',
  'shared.upload.cancel': 'Cancel',
  'shared.upload.currentLogo': 'Current logo',
  'shared.upload.currentPhoto': 'Current photo',
  'shared.upload.bytes': '{count, plural, one {# byte} other {# bytes}}',
  'shared.upload.currentFile': '<file>{name}</file> <muted>({size})</muted>',
  'shared.upload.viewDeck': 'View deck',
  'shared.upload.download': 'Download',
  'shared.upload.connectionFailed': 'The upload failed. Check your connection and try again.',
  'shared.upload.signInAgain': 'Please sign in again to upload.',
  'shared.upload.tooMany': 'Too many uploads. Please wait a while and try again.',
  'shared.upload.failed': 'The upload failed. Please try again.',

  // Reading a deck in the page.
  'shared.deck.page': 'Page {page} of {count}',
  'shared.deck.loading': 'Loading the deck',
  'shared.deck.firstPage': 'First page of the {title}',
  'shared.deck.pageLabel': '{title}, page {page} of {count}',
  'shared.deck.failed': 'This deck could not be shown here.',
  'shared.deck.download': 'Download the deck',
  'shared.deck.viewer': '{title}, viewer',
  'shared.deck.previousPage': 'Previous page',
  'shared.deck.previous': 'Previous',
  'shared.deck.nextPage': 'Next page',
  'shared.deck.next': 'Next',
  'shared.deck.turnHint': ' · ← → turn pages',
  'shared.deck.pageText': 'Text of page {page}',
  'shared.deck.reading': 'Reading the page…',
  'shared.deck.noText': 'This page has no text to read: it is an image.',

  // A legal page's frame.
  'shared.legal.eyebrow': 'Legal',
  'shared.legal.lastUpdated': 'Last updated: {date}',
  'shared.legal.contents': 'Contents',
  'shared.legal.back': 'Back to contents',

  // The notification bell (the notifications' own words are written by the server).
  'shared.notifications.title': 'Notifications',
  'shared.notifications.unreadLabel':
    '{past99, select, yes {Notifications, more than 99 unread} other {Notifications, {count} unread}}',
  'shared.notifications.markAll': 'Mark all as read',
  'shared.notifications.markFailed':
    'We could not mark your notifications as read. Please try again.',
  'shared.notifications.loading': 'Loading notifications…',
  'shared.notifications.loadFailed': 'We could not load your notifications.',
  'shared.notifications.empty':
    'Nothing yet. New applications and changes to applications show up here.',
  'shared.notifications.older': 'Show older',
  'shared.notifications.unread': 'Unread: ',
  'shared.notifications.justNow': 'Just now',
  'shared.notifications.minutesAgo': '{minutes} min ago',
  'shared.notifications.hoursAgo': '{hours} h ago',
  'shared.notifications.daysAgo': '{days} d ago',
} as const
