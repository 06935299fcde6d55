/** The about screens' words (decision 0050). */
export const about = {
  // /about
  'about.hero.eyebrow': 'About Sangam',
  'about.hero.title': 'We’re building the place where founders and investors actually meet.',
  'about.hero.body':
    'Raising money in India still runs on cold emails, forwarded decks and favours. Sangam replaces that with one honest profile for every startup, open calls from investors, and a promise that every application gets an answer.',
  'about.name.title': 'Why “Sangam”',
  'about.name.meaning':
    '<word>संगम</word> (<em>sangam</em>) is Sanskrit for <strong>confluence</strong> — the place where rivers meet and flow on as one. The best known is the Triveni Sangam at Prayagraj, where the Ganga and the Yamuna join.',
  'about.name.streams':
    'Two streams run through every startup ecosystem: founders with ideas and the determination to build them, and investors with capital and experience looking for them. Too often they run side by side without ever meeting. We built Sangam to be the point where they do — and to make that meeting clear, fair and quick for both.',
  'about.art.title':
    'Two rivers, one indigo and one saffron, flowing together into a single stream',
  'about.art.caption': 'Two streams, one confluence.',
  'about.side.founders': 'Founders',
  'about.side.investors': 'Investors',
  'about.problem.title': 'The problem: silence on one side, noise on the other',
  'about.problem.intro':
    'Both sides want the same thing — the right match, quickly. The way fundraising works today gets in the way of both.',
  'about.problem.silence': 'Silence',
  'about.problem.silence.unanswered':
    'You send a deck to an address found online, and hear nothing. A week later you can’t tell a “no” from a “not yet” from an email nobody opened.',
  'about.problem.silence.forms':
    'Every fund has its own form. You retype the same story — problem, market, team, traction — again and again, and each version drifts a little.',
  'about.problem.silence.guessing':
    'You rarely learn what an investor actually looks for, so you can’t tell whether to apply at all, or why it didn’t work.',
  'about.problem.noise': 'Noise',
  'about.problem.noise.formats':
    'Decks arrive by email, messaging apps, events and introductions, in every format — impossible to compare side by side.',
  'about.problem.noise.sorting':
    'Most are outside your thesis, and sorting them takes hours your team would rather spend with the companies that fit.',
  'about.problem.noise.opinions':
    'Opinions live in scattered threads and spreadsheets, and writing a considerate “no” takes time — so too often it never gets sent.',
  'about.principles.title': 'What we hold ourselves to',
  'about.principles.intro': 'These aren’t slogans; they are built into how the product works.',
  'about.principles.answer.title': 'Every application gets an answer',
  'about.principles.answer.body':
    'Each channel states how quickly applicants will hear back — 14 days unless the investor sets otherwise — and overdue applications are flagged to the investor. A decision always reaches the founder with a message, and a rejection with a reason.',
  'about.principles.data.title': 'Founders own their data',
  'about.principles.data.body':
    'You decide whether your company has a public page and whether investors can discover your profile. Otherwise your full profile is shown only to the investors whose channels you apply to.',
  'about.principles.fit.title': 'Fit is explained, not guessed',
  'about.principles.fit.body':
    'Investors see how each startup meets every criterion of their channel — sector, stage, state, business type, raise — one line at a time. Founders see the same check before they apply.',
  'about.principles.private.title': 'Private stays private',
  'about.principles.private.body':
    'An investor team’s notes and ratings are for that team alone. They are never shown to founders, and never to other investors.',
  'about.india.title': 'Built in India, for Indian startups',
  'about.india.intro':
    'Great companies are growing far beyond a handful of metros. Sangam is designed around how startups in India are registered, described and funded.',
  'about.india.rupees.title': 'Rupees, lakhs and crores',
  'about.india.rupees.body':
    'Raises and cheque sizes are in ₹, written the way Indian founders and investors say them — ₹50 L, ₹2 Cr — with Indian digit grouping when exact.',
  'about.india.states.title': 'Every state and union territory',
  'about.india.states.body':
    'Startups list their headquarters by state or union territory, and investors can run channels for a region — the North East, South India, or a single state.',
  'about.india.company.title': 'Indian company details',
  'about.india.company.body':
    'Profiles take the company type — from Private Limited and LLP to One Person Company and Section 8 — along with the CIN and DPIIT recognition number where a startup has them.',
  'about.contact.title': 'Get in touch',
  'about.contact.body':
    'Questions, feedback or a partnership idea? Write to us at {email}. A person on our team reads every message and replies by email. A fund that wants to run channels can also <link>request investor access</link>.',
  'about.contact.emailUs': 'Email us',

  // /coming-soon
  'about.next.eyebrow': 'What’s next',
  'about.next.title': 'Coming soon to Sangam',
  'about.next.intro':
    'Sangam is in early access. Here is what we’re working on next, shaped by the founders and investors already using it. We share stages, not dates — we’d rather ship something right than something on time and wrong.',
  'about.next.stages': 'Roadmap stages',
  'about.next.stage.nextUp': 'Next up',
  'about.next.stage.designing': 'Designing',
  'about.next.stage.exploring': 'Exploring',
  'about.next.roadmap': 'Roadmap',
  'about.next.intros.title': 'Warm introductions',
  'about.next.intros.body':
    'A founder can ask an investor they already know on Sangam to introduce them to another — with consent on both sides before any details are shared.',
  'about.next.intros.optIn': 'Double opt-in: the recipient accepts before a conversation opens',
  'about.next.intros.note': 'The introducer adds a short note on why the match makes sense',
  'about.next.intros.declined': 'Declined requests stay private',
  'about.next.dataRoom.title': 'Data room',
  'about.next.dataRoom.body':
    'Share the documents diligence needs — financials, cap table, incorporation papers, contracts — with a specific investor once they shortlist you, not with everyone.',
  'about.next.dataRoom.perInvestor': 'Access granted per investor and per application',
  'about.next.dataRoom.viewOnly': 'View-only documents with an access log',
  'about.next.dataRoom.ends': 'Access ends when you revoke it or the application closes',
  'about.next.updates.title': 'Investor updates',
  'about.next.updates.body':
    'Send a regular update to your investors and to the teams that shortlisted you, built from the metrics already in your profile.',
  'about.next.updates.templates': 'Monthly or quarterly templates: highlights, metrics, asks',
  'about.next.updates.metrics':
    'Revenue, customers and runway pulled from your Traction & IP section',
  'about.next.updates.onePlace': 'Investors read every update in one place',
  'about.next.syndicates.title': 'Syndicates',
  'about.next.syndicates.body':
    'Let a lead investor bring co-investors they trust into an application they are evaluating, so diligence is shared instead of repeated.',
  'about.next.syndicates.invite': 'Lead investors invite co-investors to a shared review',
  'about.next.syndicates.private': 'Each team keeps its own private notes and ratings',
  'about.next.syndicates.money': 'Sangam will not pool, hold or move anyone’s money',
  'about.next.languages.title': 'Regional languages',
  'about.next.languages.body':
    'Use Sangam in the language you think in. The interface first, then profiles written in one language and readable in another.',
  'about.next.languages.which':
    'Starting with Hindi, then languages such as Tamil, Kannada, Marathi and Bengali',
  'about.next.languages.formats': 'Amounts and dates formatted for each language',
  'about.next.languages.teams': 'Investors choose the languages their team reads',
  'about.next.grants.title': 'Grant and scheme channels',
  'about.next.grants.body':
    'Incubators and programmes that give grants or run government schemes can open channels with eligibility checks tailored to them.',
  'about.next.grants.eligibility':
    'Eligibility questions such as DPIIT recognition and date of incorporation',
  'about.next.grants.milestones': 'Milestone-based tracking after selection',
  'about.next.grants.promise': 'The same promise: every applicant gets an answer',
  'about.next.shipped.title': 'Already on Sangam',
  'about.next.shipped.intro':
    'Everything the roadmap builds on is live today for early-access members.',
  'about.next.shipped.profiles': 'Startup, founder and full profiles with a completeness score',
  'about.next.shipped.channels': 'Investor channels with criteria and custom questions',
  'about.next.shipped.fit': 'Fit explained criterion by criterion',
  'about.next.shipped.pipeline': 'Filterable applications pipeline with CSV export',
  'about.next.shipped.ratings': 'Blind team ratings and private notes',
  'about.next.shipped.lists': 'Shared lists and the investor dashboard',
  'about.next.tour': 'Take the product tour',
  'about.next.invite.title': 'Help us decide what comes first',
  'about.next.invite.body':
    'Request access and tell us, in the message, which of these would change how you raise or invest. Early-access members try new features before anyone else.',
  'about.next.invite.requestAccess': 'Request access',
  'about.next.invite.signUp': 'Create a startup account',
} as const
