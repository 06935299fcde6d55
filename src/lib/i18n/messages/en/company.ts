/** The company screens' words (decision 0050): the public company and investor pages, and the request for access. */
export const company = {
  'company.head.sangam': 'Sangam',

  'company.page.notFoundTitle': 'Company not found · Sangam',
  'company.page.description': '{name} on Sangam, where Indian startups and investors meet.',
  'company.page.logoAlt': '{name} logo',
  'company.page.website': 'Website',
  'company.page.headquarters': 'Headquarters',
  'company.page.stage': 'Stage',
  'company.page.team': 'Team',
  'company.page.teamSize': '{count} people',
  'company.page.about': 'About {name}',
  'company.page.founded': 'Founded {date}',
  'company.page.founders': 'Founders',
  'company.page.legalIdentity': 'Legal identity',
  'company.page.legalForm': 'Legal form',
  'company.page.legalNote':
    'As {name} gave them on Sangam, checked for their format. The registries (MCA, GST, Startup India) hold the records.',

  'company.investor.notFoundTitle': 'Investor not found · Sangam',
  'company.investor.description': '{name} invests in Indian startups through Sangam.',
  'company.investor.website': 'Website',
  'company.investor.opensInNewTab': '(opens in a new tab)',
  'company.investor.answers': 'How they answer founders',
  'company.investor.thesis': 'Thesis',
  'company.investor.cheque': 'Cheque size',
  'company.investor.stages': 'Stages',
  'company.investor.where': 'Where',
  'company.investor.anywhere': 'Anywhere in India',
  'company.investor.ownership': 'Typical ownership',
  'company.investor.coInvestors': 'Co-investors',
  'company.investor.businessTypes': 'Business types',
  'company.investor.anyBusiness': 'Any',
  'company.investor.portfolio': 'Portfolio',
  'company.investor.portfolioSize': '{count, number} investments so far',
  'company.investor.notable': 'Including {investments}',
  'company.investor.channels': 'Open channels',
  'company.investor.channelsIntro':
    'Founders: apply to {name}{nameEndsInS, select, yes {’} other {’s}} open channels on Sangam, and hear back on every application.',
  'company.investor.closes': 'Closes {date}',
  'company.investor.signUp': 'Create a startup account',

  'company.requestAccess.done.title': 'Thank you — your request is in',
  'company.requestAccess.done.merged':
    'We already had a request from this email, so we updated it with your new details rather than opening a second one. We will write to <strong>{email}</strong> with the decision.',
  'company.requestAccess.done.new':
    'Our team reviews every request, usually within two working days. We will write to <strong>{email}</strong> with the decision.',
  'company.requestAccess.done.home': 'Back to the home page',
  'company.requestAccess.title': 'Request access',
  'company.requestAccess.intro':
    'Investors join Sangam by invitation so founders meet people who really invest. Tell us who you are and we will send you an invitation once we have checked your details.',
  'company.requestAccess.founders':
    'Founders can <link>create a startup account</link> straight away — or use this form to talk to us first.',
  'company.requestAccess.kind': 'I am',
  'company.requestAccess.kind.investor': 'An investor',
  'company.requestAccess.kind.startup': 'A startup',
  'company.requestAccess.name': 'Full name',
  'company.requestAccess.email': 'Work email',
  'company.requestAccess.organisation.startup': 'Startup name',
  'company.requestAccess.organisation.investor': 'Fund or organisation',
  'company.requestAccess.organisation.either': 'Fund or startup name',
  'company.requestAccess.website': 'Website',
  'company.requestAccess.message': 'Anything we should know?',
  'company.requestAccess.messageHint': 'Your thesis, cheque size, or what you are looking for.',
  'company.requestAccess.fieldsNeedAttention':
    'Some fields need attention: their messages are next to them.',
  'company.requestAccess.submit': 'Request access',
  'company.requestAccess.consent':
    'By sending this request you agree to the <terms>Terms of service</terms>. We use these details only to review your request and reply to you; the <privacy>Privacy policy</privacy> explains how long we keep them and your rights.',
} as const
