/**
 * The admin area (decision 0050): access requests, the audit log and their controls.
 */
export const admin = {
  // Badges (src/features/admin/badges.tsx).
  'admin.email.status.queued': 'Queued',
  'admin.email.status.sent': 'Sent',
  'admin.email.status.stored': 'Stored',
  'admin.email.status.queued.hint': 'Waiting to be delivered',
  'admin.email.status.sent.hint': 'Delivered over SMTP',
  'admin.email.status.stored.hint': 'Kept in the outbox (no SMTP configured)',

  // Access requests (/admin).
  'admin.requests.title': 'Access requests',
  'admin.requests.description':
    'People who asked to join Sangam. Approving creates their organisation and emails them an invitation; rejecting emails them your message.',
  'admin.requests.status.nav': 'Filter by status',
  'admin.requests.status.pending': 'Pending',
  'admin.requests.status.approved': 'Approved',
  'admin.requests.status.rejected': 'Rejected',
  'admin.requests.status.all': 'All',
  'admin.requests.search': 'Search requests',
  'admin.requests.search.placeholder': 'Name, email or organisation',
  'admin.requests.count': '{count, plural, one {# request} other {# requests}}',
  'admin.requests.empty.pending': 'No requests are waiting for review.',
  'admin.requests.empty.approved': 'No approved requests yet.',
  'admin.requests.empty.rejected': 'No rejected requests.',
  'admin.requests.empty.all': 'No one has requested access yet.',
  'admin.requests.empty.filtered': 'No requests match your search.',
  'admin.requests.empty.firstPage': 'Go to the first page',
  'admin.requests.empty.clear': 'Clear the search and kind filter',
  'admin.requests.empty.hint': 'New requests from the request-access form appear here.',
  'admin.requests.list': 'Access requests',

  // An access request's card (src/features/admin/access-request-card.tsx).
  'admin.request.website': 'Website',
  'admin.request.opensInNewTab': ' (opens in a new tab)',
  'admin.request.askedTimes': 'asked {count} times',
  'admin.request.submitted':
    'Submitted {submitted}{resubmitted, select, yes { · last asked {lastAsked}} other {}}',
  'admin.request.decided':
    '{status, select, approved {Approved} other {Rejected}}{byWhom, select, yes { by {reviewer}} other {}}{onDate, select, yes { on {date}} other {}}',
  'admin.request.decisionMessage': 'Message sent with the decision',
  'admin.request.noDecisionMessage': 'No message was sent with the decision.',

  // Approving and rejecting a request (src/features/admin/access-request-actions.tsx).
  'admin.request.approve': 'Approve',
  'admin.request.approve.label': 'Approve {name}',
  'admin.request.approve.title': 'Approve {name}?',
  'admin.request.approve.body':
    'We will create the {kind, select, investor {investor} other {startup}} organisation <strong>{organisation}</strong> and email an invitation to <address>{email}</address> to join it as its owner.',
  'admin.request.approve.submit': 'Approve and invite',
  'admin.request.approve.submitting': 'Approving…',
  'admin.request.approve.done': '{name} approved',
  'admin.request.approve.doneDetail':
    '{organisation} was created and an invitation is on its way to {email}.',
  'admin.request.approve.failed': 'Could not approve {name}. Please try again.',
  'admin.request.cancel': 'Cancel',
  'admin.request.reject': 'Reject',
  'admin.request.reject.label': 'Reject {name}',
  'admin.request.reject.title': "Reject {name}'s request?",
  'admin.request.reject.body':
    'We will email <address>{email}</address> that their request for {organisation} was not approved. Add a message to tell them why or what to do next; it is included in the email.',
  'admin.request.reject.message': 'Message to the requester',
  'admin.request.reject.placeholder':
    'For example: Sangam is open to investors registered in India for now.',
  'admin.request.reject.tooLong': 'Keep the message under {limit, number} characters.',
  'admin.request.reject.characters': '{length, number} / {limit, number} characters',
  'admin.request.reject.submit': 'Reject and notify',
  'admin.request.reject.submitting': 'Rejecting…',
  'admin.request.reject.done': "{name}'s request was rejected",
  'admin.request.reject.doneDetail': 'We emailed {email} to let them know.',
  'admin.request.reject.failed': 'Could not reject {name}. Please try again.',

  // Users (/admin/users).
  'admin.users.title': 'Users',
  'admin.users.description':
    'Everyone with a Sangam account, newest first, with the organisation they belong to.',
  'admin.users.search': 'Search users',
  'admin.users.search.placeholder': 'Name or email',
  'admin.users.count': '{count, plural, one {# user} other {# users}}',
  'admin.users.empty.search': 'No users match “{q}”.',
  'admin.users.empty': 'No users yet.',
  'admin.users.showAll': 'Show all users',
  'admin.users.column.user': 'User',
  'admin.users.column.account': 'Account',
  'admin.users.column.organisation': 'Organisation',
  'admin.users.column.joined': 'Joined',
  'admin.users.verified': 'Verified',
  'admin.users.notVerified': 'Not verified',
  'admin.users.admin': 'Admin',
  'admin.users.noOrganisation': 'No organisation',

  // Organisations (/admin/organisations).
  'admin.organisations.title': 'Organisations',
  'admin.organisations.description':
    'Every startup and investor organisation on Sangam, newest first.',
  'admin.organisations.search': 'Search organisations',
  'admin.organisations.search.placeholder': 'Name or slug',
  'admin.organisations.count': '{count, plural, one {# organisation} other {# organisations}}',
  'admin.organisations.empty.search': 'No organisations match your search.',
  'admin.organisations.empty': 'No organisations yet.',
  'admin.organisations.showAll': 'Show all organisations',
  'admin.organisations.column.name': 'Name',
  'admin.organisations.column.slug': 'Slug',
  'admin.organisations.column.kind': 'Kind',
  'admin.organisations.column.members': 'Members',
  'admin.organisations.column.created': 'Created',

  // The outbox (/admin/outbox).
  'admin.outbox.title': 'Outbox',
  'admin.outbox.description':
    'Every email Sangam sends. Without SMTP configured, emails are kept here instead of being delivered.',
  'admin.outbox.search': 'Search emails',
  'admin.outbox.search.placeholder': 'Recipient or subject',
  'admin.outbox.count': '{count, plural, one {# email} other {# emails}}',
  'admin.outbox.empty.search': 'No emails match “{q}”.',
  'admin.outbox.empty': 'No emails yet.',
  'admin.outbox.showAll': 'Show all emails',
  'admin.outbox.empty.hint':
    'Emails appear here as soon as Sangam sends one: verification, invitations, decisions.',
  'admin.outbox.caption': 'Emails',
  'admin.outbox.column.subject': 'Subject',
  'admin.outbox.column.to': 'To',
  'admin.outbox.column.status': 'Status',
  'admin.outbox.column.created': 'Created',
  'admin.outbox.attempts': '{count, plural, one {# attempt} other {# attempts}}',

  // One email of the outbox (/admin/outbox/$id).
  'admin.email.back': 'Back to the outbox',
  'admin.email.to': 'To <recipient>{email}</recipient>',
  'admin.email.status': 'Status',
  'admin.email.template': 'Template',
  'admin.email.created': 'Created',
  'admin.email.sent': 'Sent',
  'admin.email.notSent': 'Not sent',
  'admin.email.attempts': 'Delivery attempts',
  'admin.email.lastError': 'Last error',
  'admin.email.html': 'Email as the recipient sees it',
  'admin.email.preview': 'Email preview',
  'admin.email.text': 'Plain text',
  'admin.email.notFound.title': 'Not Found',
  'admin.email.notFound.body': 'There is no email with this address in the outbox.',
  'admin.email.links': 'Links in this email',
  'admin.email.links.copy': 'Copy',
  'admin.email.links.copyLabel': 'Copy {url}',
  'admin.email.links.copied': 'Copied',
  'admin.email.links.copyFailed': 'Could not copy. Select the link and copy it by hand.',

  // The audit log (/admin/audit).
  'admin.audit.title': 'Audit log',
  'admin.audit.description':
    'Who did what, when and from where: sign-ins, membership and role changes, access-request decisions, application status changes and exports. Newest first; dates filter by India’s calendar day. Events are kept as written: never changed or deleted.',
  'admin.audit.count': '{count, plural, one {# event} other {# events}}',
  'admin.audit.empty.filtered': 'No events match these filters.',
  'admin.audit.empty': 'Nothing has been recorded yet.',
  'admin.audit.showAll': 'Show every event',
  'admin.audit.empty.hint':
    'Events appear here as people sign in, change their teams, decide and export.',

  // The audit log's filters (src/features/admin/audit-filters.tsx).
  'admin.audit.filters': 'Filter the audit log',
  'admin.audit.filters.action': 'Action',
  'admin.audit.filters.allActions': 'All actions',
  'admin.audit.filters.chosen': '{count, plural, one {# chosen action} other {# chosen actions}}',
  'admin.audit.filters.groups': 'Groups',
  'admin.audit.filters.oneAction': 'One action',
  'admin.audit.filters.actor': 'Actor’s email',
  'admin.audit.filters.actor.placeholder': 'All or part of it',
  'admin.audit.filters.organisation': 'Organisation',
  'admin.audit.filters.organisation.placeholder': 'Name or slug',
  'admin.audit.filters.from': 'From',
  'admin.audit.filters.to': 'To',
  'admin.audit.filters.submit': 'Filter',

  // The audit log's rows (src/features/admin/audit-table.tsx).
  'admin.audit.table': 'Audit events, newest first',
  'admin.audit.column.when': 'When',
  'admin.audit.column.who': 'Who',
  'admin.audit.column.what': 'What',
  'admin.audit.column.subject': 'Subject',
  'admin.audit.column.organisation': 'Organisation',
  'admin.audit.column.fromWhere': 'From where',
  'admin.audit.card.from': 'From',
  'admin.audit.notSignedIn': 'Not signed in',
  'admin.audit.tried': 'tried {email}',
  'admin.audit.organisationOnly': '{organisation}: show only its events',
  'admin.audit.unknownAddress': 'Unknown address',

  // The audit log's actions, one per action of src/domain/audit/actions.ts.
  'admin.audit.action.auth.sign-in': 'Signed in',
  'admin.audit.action.auth.sign-in-failed': 'Failed sign-in',
  'admin.audit.action.member.added': 'Member added',
  'admin.audit.action.member.removed': 'Member removed',
  'admin.audit.action.member.role-changed': 'Role changed',
  'admin.audit.action.member.left': 'Left the organisation',
  'admin.audit.action.invitation.accepted': 'Invitation accepted',
  'admin.audit.action.access-request.approved': 'Access request approved',
  'admin.audit.action.access-request.rejected': 'Access request rejected',
  'admin.audit.action.application.status-changed': 'Application status changed',
  'admin.audit.action.applications.exported': 'Applications exported',
  'admin.audit.action.list.exported': 'List exported',
  'admin.audit.action.pipeline.stage-added': 'Pipeline stage added',
  'admin.audit.action.pipeline.stage-changed': 'Pipeline stage changed',
  'admin.audit.action.pipeline.stage-archived': 'Pipeline stage archived',
  'admin.audit.action.pipeline.reordered': 'Pipeline reordered',

  // The action filter's groups.
  'admin.audit.group.sign-ins': 'Sign-ins and failed sign-ins',
  'admin.audit.group.membership': 'Membership changes',
  'admin.audit.group.access-requests': 'Access-request decisions',
  'admin.audit.group.exports': 'Exports',
  'admin.audit.group.pipeline': 'Pipeline changes',

  // What an event is about.
  'admin.audit.subject.user': 'Person',
  'admin.audit.subject.invitation': 'Invitation',
  'admin.audit.subject.access-request': 'Access request',
  'admin.audit.subject.application': 'Application',
  'admin.audit.subject.list': 'List',
  'admin.audit.subject.stage': 'Pipeline stage',

  // What an event's details add.
  'admin.audit.detail.emailLink': 'With a confirmation link',
  'admin.audit.detail.password': 'With a password',
  'admin.audit.detail.wrongPassword': 'Wrong email or password',
  'admin.audit.detail.emailNotVerified': 'Email address not confirmed',
  'admin.audit.detail.tooManyFailures': 'Refused after too many failed attempts',
  'admin.audit.detail.as': 'As {role}',
  'admin.audit.detail.filtered': 'Filtered by {filters}',
  'admin.audit.detail.searchKey': 'search',
  'admin.audit.detail.everyApplication': 'Every application',
  'admin.audit.detail.entries': '{count, plural, one {# entry} other {# entries}}',

  // The admin's own data (/admin/account).
  'admin.account.title': 'Your data',
  'admin.account.description':
    'The personal data Sangam holds about you, as a platform admin: download it, or erase your account.',
} as const
