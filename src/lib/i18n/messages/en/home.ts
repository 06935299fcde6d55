/** The home screens' words (decision 0050). */
export const home = {
  // Calls to action shared by the sections.
  'home.actions.signUp': 'Create a startup account',
  'home.actions.requestAccess': 'Request investor access',

  // The hero.
  'home.hero.badge': 'Built in India, for Indian startups',
  'home.hero.title': 'Where Indian startups and investors <accent>meet</accent>.',
  'home.hero.lead':
    'Founders tell their story once and apply to investor channels that fit — and every application gets an answer. Investors open channels with their own criteria and questions, then review a clean, filterable pipeline together with their team.',
  'home.hero.tour': 'Take the product tour',
  'home.hero.note': 'Free during early access. Investor accounts are approved by our team.',
  'home.hero.sample.channel': 'Channel',
  'home.hero.sample.channelName': 'Seed for climate hardware',
  'home.hero.sample.open': 'Open',
  'home.hero.sample.whyFits': 'Why this channel fits you',
  'home.hero.sample.fit.sector': '<label>Sector:</label> <value>Climate Technology</value>',
  'home.hero.sample.fit.stage': '<label>Stage:</label> <value>Prototype</value>',
  'home.hero.sample.fit.headquarters': '<label>Headquarters:</label> <value>Karnataka</value>',
  'home.hero.sample.fit.raise':
    '<label>Planned raise:</label> <value>₹1.2 Cr of ₹50 L – ₹2 Cr</value>',
  'home.hero.sample.fit.businessType':
    '<label>Business type:</label> <value>Looking for B2B, you are D2C</value>',
  'home.hero.sample.answerWithin': 'Answer within 14 days',
  'home.hero.sample.apply': 'Apply',
  'home.hero.sample.shortlisted': 'Application shortlisted',
  'home.hero.sample.message': '“We’d like to meet the founding team.”',
  'home.hero.illustration':
    'Illustration: an open investor channel showing, criterion by criterion, why it fits a startup, with a promise to answer within 14 days, and a notification that the startup’s application was shortlisted.',

  // The live counts.
  'home.counts.title': 'Live on Sangam right now',
  'home.counts.startups': 'Startups on Sangam',
  'home.counts.investors': 'Investor organisations',
  'home.counts.openChannels': 'Channels open for applications',
  'home.counts.applications': 'Applications sent',
  'home.counts.loading': 'Loading',
  'home.counts.notAvailable': 'Not available',

  // For founders.
  'home.founders.eyebrow': 'For founders',
  'home.founders.title': 'Tell your story once. Hear back every time.',
  'home.founders.lead':
    'Stop rewriting the same deck summary for every fund’s form. Build one profile, apply to the channels that fit, and know where each application stands.',
  'home.founders.profile.title': 'One profile, three layers',
  'home.founders.profile.body':
    'A startup profile (what you do, stage, state, planned raise), a founder profile for each co-founder, and a full profile in three sections — <b>Market & Positioning</b>, <b>Business & Team</b> and <b>Traction & IP</b>. A completeness score shows what is still missing.',
  'home.founders.apply.title': 'Apply to channels that fit',
  'home.founders.apply.body':
    'Browse investor channels that are open now, see criterion by criterion how your startup matches, answer the investor’s own questions and review exactly what will be shared before you submit.',
  'home.founders.answer.title': 'Every application gets an answer',
  'home.founders.answer.body':
    'Each channel carries a response-time promise — 14 days unless the investor sets another — and overdue applications are flagged to the investor. You see every status change, and a decision always comes with a message; a no comes with a reason.',
  'home.founders.data.title': 'Your data, your choice',
  'home.founders.data.body':
    'Turn your public company page on or off, and decide whether investors can discover your profile or only see it when you apply.',
  'home.founders.sample.fullProfile': 'Full profile',
  'home.founders.sample.complete': '82% complete',
  'home.founders.sample.market': 'Market & Positioning',
  'home.founders.sample.business': 'Business & Team',
  'home.founders.sample.traction': 'Traction & IP',
  'home.founders.sample.applications': 'Your applications',
  'home.founders.sample.deepTech': 'Pre-seed for deep tech',
  'home.founders.sample.agritech': 'Agritech angels, South India',
  'home.founders.sample.womenLed': 'Women-led startups fund',
  'home.founders.illustration':
    'Illustration: a full profile at 82% completeness across Market & Positioning, Business & Team and Traction & IP, and a list of applications with their statuses.',

  // Application statuses in the sample cards.
  'home.sample.status.shortlisted': 'Shortlisted',
  'home.sample.status.inReview': 'In review',
  'home.sample.status.submitted': 'Submitted',

  // For investors.
  'home.investors.eyebrow': 'For investors',
  'home.investors.title': 'Less noise. Better deal flow, reviewed together.',
  'home.investors.lead':
    'Replace the shared inbox and the spreadsheet of forwarded decks with open calls that bring you structured, comparable applications — and a pipeline your whole team works in.',
  'home.investors.channels.title': 'Run channels',
  'home.investors.channels.body':
    'Open calls with your criteria — sectors, stages, states, business types and a raise range — plus your own questions. Listed for every startup, or unlisted and shared by link.',
  'home.investors.pipeline.title': 'A fast, filterable pipeline',
  'home.investors.pipeline.body':
    'Filter applications by sector, development stage, state, business type and planned raise, move them from submitted to decided, and export the filtered set as CSV.',
  'home.investors.fit.title': 'Fit, explained',
  'home.investors.fit.body':
    'Every application shows how the startup meets each of the channel’s criteria, one by one — no opaque match score to second-guess.',
  'home.investors.ratings.title': 'Rate and discuss as a team',
  'home.investors.ratings.body':
    'Private notes and 1–5 ratings per teammate. Ratings stay blind until you have rated, so the first opinion doesn’t anchor the rest. Founders never see notes or ratings.',
  'home.investors.lists.title': 'Lists',
  'home.investors.lists.body':
    'Keep shared lists — a shortlist for Monday’s partner meeting, companies to revisit next quarter — with a note on every entry.',
  'home.investors.dashboard.title': 'Dashboard',
  'home.investors.dashboard.body':
    'Applications by stage, the funnel of each channel through your own stages, sectors and states you attract, and your median time to a decision.',
  'home.investors.demo': 'See the review pipeline',
  'home.investors.sample.filters': 'Filters',
  'home.investors.sample.sector': 'Climate Technology',
  'home.investors.sample.stages': 'Prototype, Launched',
  'home.investors.sample.states': 'Karnataka, Tamil Nadu',
  'home.investors.sample.raiseRange': '₹50 L – ₹2 Cr',
  'home.investors.sample.data': 'Sample data',
  'home.investors.sample.hasiru.name': 'Hasiru Grid · Bengaluru',
  'home.investors.sample.hasiru.sector': 'Climate Technology',
  'home.investors.sample.hasiru.raise': '₹1.2 Cr',
  'home.investors.sample.surya.name': 'Surya Cold Chain · Chennai',
  'home.investors.sample.surya.sector': 'Energy',
  'home.investors.sample.surya.raise': '₹80 L',
  'home.investors.sample.neer.name': 'Neer Sense · Mysuru',
  'home.investors.sample.neer.sector': 'Sustainability',
  'home.investors.sample.neer.raise': '₹1.75 Cr',
  'home.investors.illustration':
    'Illustration: the applications pipeline filtered by Climate Technology, stage, Karnataka and Tamil Nadu, B2B and a raise of ₹50 L to ₹2 Cr, listing sample applications with team ratings and statuses.',

  // How it works, and the closing call to action.
  'home.how.eyebrow': 'How it works',
  'home.how.title': 'From first profile to a clear answer in four steps',
  'home.how.step': 'Step {number}',
  'home.how.profile.title': 'Founders build one profile',
  'home.how.profile.body':
    'Startup, founders and the full profile — market, business, traction — filled in once and kept up to date.',
  'home.how.channels.title': 'Investors open channels',
  'home.how.channels.body':
    'An open call with criteria, custom questions, a closing date and a promise of when applicants will hear back.',
  'home.how.apply.title': 'Founders apply with answers',
  'home.how.apply.body':
    'Fit is checked criterion by criterion; the founder answers the channel’s questions and submits the profile as it stands.',
  'home.how.decision.title': 'Every application gets a decision',
  'home.how.decision.body':
    'The team reviews, rates and discusses, then sends a decision with a message — and, for a no, a reason.',
  'home.cta.title': 'Your next conversation starts at the confluence.',
  'home.cta.body':
    'Founders can start today. Investors, tell us a little about your fund or network and we’ll get you set up.',
} as const
