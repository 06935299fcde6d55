/**
 * Words of components and formats several screens share (decision 0050): form fields, public
 * page facts, the Startup India badges, the identifier labels, an investor's responsiveness, and
 * figures of an investor profile (cheque size, co-investors).
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
} as const
