/** The tour screens' words (decision 0050). */
export const tour = {
  // The page (/demo)
  'tour.page.eyebrow': 'Product tour',
  'tour.page.title': 'See Sangam from both sides of the table',
  'tour.page.lead':
    'Follow one application from a founder’s first profile to an investor’s decision — six steps, about three minutes.',
  'tour.page.stepsNav': 'Tour steps',
  'tour.cta.title': 'Ready to try it for real?',
  'tour.cta.body':
    'Founders can create a startup account today. Investors get access once we’ve approved their request.',
  'tour.cta.signUp': 'Create a startup account',
  'tour.cta.investorAccess': 'Request investor access',

  // The demo accounts
  'tour.access.loading': 'Loading demo accounts',
  'tour.access.none.title': 'Want to see it with your own data?',
  'tour.access.none.body':
    'Request access and we’ll set you up. Founders can also create a startup account straight away and start on their profile.',
  'tour.access.none.request': 'Request access',
  'tour.access.none.signUp': 'Create a startup account',
  'tour.access.title': 'Try it with the demo accounts',
  'tour.access.subtitle': 'Sample data — explore freely.',
  'tour.access.email': 'Email',
  'tour.access.password': 'Password',
  'tour.access.copyEmail': 'Copy {role} email',
  'tour.access.copyPassword': 'Copy {role} password',
  'tour.access.signIn': 'Sign in',
  'tour.access.role.founder': 'Founder',
  'tour.access.role.investor': 'Investor',
  'tour.access.role.admin': 'Platform admin',

  // The steps
  'tour.who.founder': 'Founder',
  'tour.who.investor': 'Investor',
  'tour.step.profile.title': 'Build your profile once',
  'tour.step.profile.body':
    'A founder signs up, creates the startup and fills in three layers: the startup profile, a founder profile for each co-founder, and the full profile investors read.',
  'tour.step.profile.point1':
    'Full profile in three sections: Market & Positioning, Business & Team, Traction & IP',
  'tour.step.profile.point2': 'A completeness score per section shows exactly what is missing',
  'tour.step.profile.point3': 'Choose a public company page and whether investors can discover you',
  'tour.step.profile.caption':
    'Illustration: a startup profile editor with sectors Climate Technology and Energy, stage Prototype, headquarters Karnataka and a planned raise of ₹1.2 Cr, with section completeness bars.',
  'tour.step.channels.title': 'Find channels that fit — and see why',
  'tour.step.channels.body':
    'Open investor channels are listed with their criteria. Sangam checks your profile against each criterion and tells you, line by line, where you fit and where you don’t.',
  'tour.step.channels.point1':
    'Sector, stage, state, business type and raise range checked one by one',
  'tour.step.channels.point2': 'A mismatch is a warning, not a wall — you can still apply',
  'tour.step.channels.point3':
    'Each channel shows when it closes and how fast it promises to answer',
  'tour.step.channels.caption':
    'Illustration: a channel called Seed for climate hardware with a fit checklist — four criteria met, business type not met.',
  'tour.step.apply.title': 'Apply with your answers',
  'tour.step.apply.body':
    'Every channel can ask its own questions. Answer them, review exactly what will be shared with the investor, and submit. Your profile goes as it stands at that moment.',
  'tour.step.apply.point1': 'Short and long answers, numbers, links and multiple choice',
  'tour.step.apply.point2': 'One application per channel — no accidental duplicates',
  'tour.step.apply.point3': 'Withdraw any time before a decision',
  'tour.step.apply.caption':
    'Illustration: an application form with two answered custom questions, a summary of what will be shared, and a submit button.',
  'tour.step.pipeline.title': 'Review a fast, filterable pipeline',
  'tour.step.pipeline.body':
    'Applications land in the investor’s pipeline, already structured and comparable. Filters narrow thousands to the handful worth a closer look — and live in the URL, so a teammate can open the same view.',
  'tour.step.pipeline.point1':
    'Filter by sector, stage, state, business type, customer interaction and raise range',
  'tour.step.pipeline.point2':
    'Move applications through Submitted, In review, Shortlisted, Due diligence',
  'tour.step.pipeline.point3': 'Overdue applications are flagged against the channel’s promise',
  'tour.step.pipeline.caption':
    'Illustration: the applications pipeline filtered by Climate Technology, Karnataka and ₹50 L to ₹2 Cr, with counts per status.',
  'tour.step.team.title': 'Rate and discuss as a team',
  'tour.step.team.body':
    'Each teammate rates the application from 1 to 5 and adds notes. Ratings stay hidden until you have given your own, so nobody anchors the discussion.',
  'tour.step.team.point1': 'Blind ratings, revealed once you rate',
  'tour.step.team.point2': 'Private notes and a full timeline of every status change',
  'tour.step.team.point3': 'Add promising startups to shared lists',
  'tour.step.team.caption':
    'Illustration: a ratings panel where one teammate’s 4-star rating is visible, another’s is hidden until you rate, with two private notes.',
  'tour.step.decision.title': 'A decision reaches the founder',
  'tour.step.decision.body':
    'The investor decides and writes a message. A rejection carries a reason from a short list, so the founder learns something either way. Notes and ratings never leave the investor’s team.',
  'tour.step.decision.point1': 'Accepted or rejected, always with a message',
  'tour.step.decision.point2':
    'Reasons: not our sector or stage, too early, team, market size, traction, other',
  'tour.step.decision.point3': 'The founder is notified in the app and by email',
  'tour.step.decision.caption':
    'Illustration: the founder’s view of a decision — rejected, reason Too early, with a message from the investor inviting them to reapply after their pilot.',

  // The mock screens: sample values shared by several of them
  'tour.mock.channel': 'Seed for climate hardware',
  'tour.mock.sector.climate': 'Climate Technology',
  'tour.mock.sector.energy': 'Energy',
  'tour.mock.state.karnataka': 'Karnataka',
  'tour.mock.raise.range': '₹50 L – ₹2 Cr',
  'tour.mock.status.submitted': 'Submitted',
  'tour.mock.status.inReview': 'In review',
  'tour.mock.status.shortlisted': 'Shortlisted',
  'tour.mock.status.dueDiligence': 'Due diligence',
  'tour.mock.status.rejected': 'Rejected',

  // The startup profile mock
  'tour.mock.profile.window': 'Startup profile · {startup}',
  'tour.mock.profile.tab.startup': 'Startup · {pct}%',
  'tour.mock.profile.tab.founders': 'Founders · {pct}%',
  'tour.mock.profile.tab.full': 'Full profile · {pct}%',
  'tour.mock.profile.oneLiner': 'One-liner',
  'tour.mock.profile.oneLinerValue': 'Battery health monitoring for rural solar mini-grids',
  'tour.mock.profile.sectors': 'Sectors',
  'tour.mock.profile.stage': 'Development stage',
  'tour.mock.profile.stageValue': 'Prototype',
  'tour.mock.profile.hq': 'Headquarters',
  'tour.mock.profile.hqValue': 'Karnataka · Bengaluru',
  'tour.mock.profile.raise': 'Planned raise',
  'tour.mock.profile.raiseValue': '₹1.2 Cr',
  'tour.mock.profile.dpiit': 'DPIIT recognition',
  'tour.mock.profile.dpiitValue': 'Recognised',
  'tour.mock.profile.discoverable': 'Discoverable by investors',
  'tour.mock.profile.saved': 'Saved just now',

  // The channel fit mock
  'tour.mock.fit.window': 'Open channels',
  'tour.mock.fit.closes': 'Closes Jan 15, 2027 · answers within 14 days',
  'tour.mock.fit.score': '4 of 5 criteria',
  'tour.mock.fit.sector': 'Sector: Climate Technology',
  'tour.mock.fit.sectorYours': 'Yours: Climate Technology, Energy',
  'tour.mock.fit.stage': 'Stage: Prototype or Early Access',
  'tour.mock.fit.stageYours': 'Yours: Prototype',
  'tour.mock.fit.hq': 'Headquarters: Karnataka, Tamil Nadu, Kerala',
  'tour.mock.fit.hqYours': 'Yours: Karnataka',
  'tour.mock.fit.raise': 'Planned raise: ₹50 L – ₹2 Cr',
  'tour.mock.fit.raiseYours': 'Yours: ₹1.2 Cr',
  'tour.mock.fit.business': 'Business type: B2B',
  'tour.mock.fit.businessYours': 'Yours: B2C — you can still apply',
  'tour.mock.fit.apply': 'Apply',

  // The application form mock
  'tour.mock.apply.window': 'Apply · {channel}',
  'tour.mock.apply.question1': '1. How many mini-grids run your monitor today? *',
  'tour.mock.apply.question2': '2. What would this round let you prove? *',
  'tour.mock.apply.answer2':
    'That a paid pilot with two state renewable energy agencies converts into a district-wide contract within 12 months.',
  'tour.mock.apply.sharedWith': 'Shared with this investor only',
  'tour.mock.apply.shared.startup': 'Startup profile',
  'tour.mock.apply.shared.founders': '2 founders',
  'tour.mock.apply.shared.full': 'Full profile',
  'tour.mock.apply.shared.deck': 'Pitch deck (PDF)',
  'tour.mock.apply.shared.answers': 'Your answers',
  'tour.mock.apply.back': 'Back',
  'tour.mock.apply.submit': 'Submit application',

  // The pipeline mock
  'tour.mock.pipeline.window': 'Applications',
  'tour.mock.pipeline.filters': 'Filters',
  'tour.mock.pipeline.row.hasiru': 'Bengaluru · ₹1.2 Cr',
  'tour.mock.pipeline.row.kaveri': 'Mysuru · ₹75 L',
  'tour.mock.pipeline.row.vayu': 'Hubballi · ₹1.8 Cr',
  'tour.mock.pipeline.overdue': 'Overdue',

  // The team review mock
  'tour.mock.team.window': '{startup} · Team review',
  'tour.mock.team.ratings': 'Ratings',
  'tour.mock.team.you': 'You',
  'tour.mock.team.notRated': 'Not rated yet',
  'tour.mock.team.notes': 'Private notes',
  'tour.mock.team.note1.meta': '{name} · Nov 5, 2026',
  'tour.mock.team.note1':
    'Strong hardware team. Unit economics depend on the agency pilot — worth a call.',
  'tour.mock.team.note2.meta': 'You · Nov 6, 2026',
  'tour.mock.team.note2': 'Agreed. Moving to shortlist; I’ll set up the call.',
  'tour.mock.team.private': 'Notes and ratings are never shown to the founder.',

  // The decision mock
  'tour.mock.decision.window': 'Your applications · Decision',
  'tour.mock.decision.decided': 'Decided Nov 12, 2026 · 9 days after you applied',
  'tour.mock.decision.reason': 'Reason',
  'tour.mock.decision.reasonValue': 'Too early',
  'tour.mock.decision.messageLabel': 'Message from the investor',
  'tour.mock.decision.message':
    'We liked the team and the problem a lot. We’d like to see the state agency pilot convert first — please apply again when it does; we’ll open our next climate channel in the spring.',
  'tour.mock.decision.history.submitted': '<b>Submitted</b> · Nov 3, 2026',
  'tour.mock.decision.history.inReview': '<b>In review</b> · Nov 4, 2026',
  'tour.mock.decision.history.shortlisted': '<b>Shortlisted</b> · Nov 6, 2026',
  'tour.mock.decision.history.rejected': '<b>Rejected</b> · Nov 12, 2026',
} as const
