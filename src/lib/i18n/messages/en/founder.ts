/**
 * The founders' area (decision 0050): the startup profile, the founder profiles, the full profile's three sections, the founder's home and their startups' pages.
 */
export const founder = {
  // The parts of a profile's completeness (src/domain/startups/completeness.ts), by key; the full
  // profile's sections have the same names.
  'founder.part.profile': 'Startup profile',
  'founder.part.founders': 'Founders',
  'founder.part.marketPositioning': 'Market & Positioning',
  'founder.part.businessTeam': 'Business & Team',
  'founder.part.tractionIp': 'Traction & IP',

  // What a part still misses, by the completeness check's field.
  'founder.missing.oneLiner': 'One-liner',
  'founder.missing.description': 'Description',
  'founder.missing.sectors': 'Sectors',
  'founder.missing.developmentStage': 'Development stage',
  'founder.missing.headquarters': 'Headquarters',
  'founder.missing.city': 'City',
  'founder.missing.website': 'Website',
  'founder.missing.foundedOn': 'Founded on',
  'founder.missing.companyType': 'Company type',
  'founder.missing.teamSize': 'Team size',
  'founder.missing.plannedRaise': 'Planned raise',
  'founder.missing.logo': 'Logo',
  'founder.missing.founders': 'At least one founder',
  'founder.missing.titles': 'Each founder’s title',
  'founder.missing.bios': 'Each founder’s bio',
  'founder.missing.linkedin': 'Each founder’s LinkedIn',
  'founder.missing.problem': 'Problem',
  'founder.missing.solution': 'Solution',
  'founder.missing.targetMarketApproaches': 'Target market approach',
  'founder.missing.tam': 'Total addressable market (TAM)',
  'founder.missing.sam': 'Serviceable market (SAM)',
  'founder.missing.som': 'Obtainable market (SOM)',
  'founder.missing.competitorTypes': 'Competitor types',
  'founder.missing.competitors': 'Named competitors',
  'founder.missing.advantageSources': 'Competitive advantages',
  'founder.missing.defensibility': 'Defensibility',
  'founder.missing.pricingStrategy': 'Pricing strategy',
  'founder.missing.marketingChannels': 'Marketing channels',
  'founder.missing.mission': 'Mission',
  'founder.missing.vision': 'Vision',
  'founder.missing.businessTypes': 'Business types',
  'founder.missing.customerInteractions': 'Customer interactions',
  'founder.missing.productTypes': 'Product types',
  'founder.missing.revenueStage': 'Revenue stage',
  'founder.missing.fundingSources': 'Funding sources so far',
  'founder.missing.amountRaised': 'Amount raised so far',
  'founder.missing.useOfFunds': 'Use of funds',
  'founder.missing.monthlyBurn': 'Monthly burn',
  'founder.missing.runwayMonths': 'Runway',
  'founder.missing.hiringPlan': 'Hiring plan',
  'founder.missing.deck': 'Pitch deck',
  'founder.missing.validationEvidence': 'Validation evidence',
  'founder.missing.customers': 'Customers',
  'founder.missing.users': 'Users',
  'founder.missing.monthlyRevenue': 'Monthly revenue',
  'founder.missing.monthlyGrowthPercent': 'Monthly growth',
  'founder.missing.milestones': 'Milestones',
  'founder.missing.ipStatuses': 'IP status',
  'founder.missing.regulatoryBarriers': 'Regulatory barriers',

  // The completeness meter of one part.
  'founder.completeness.heading': '{title}: {percent}% complete',
  'founder.completeness.filled': '{filled} of {total} details filled in',
  'founder.completeness.done': 'Everything here is filled in.',
  'founder.completeness.stillMissing': 'Still missing:',

  // What a list to choose from says before anything is chosen.
  'founder.choose': 'Choose…',

  // The startup profile editor.
  'founder.profile.saved': 'Startup profile saved',
  'founder.profile.checkFields': 'Some fields need another look — see the messages next to them.',
  'founder.profile.saveFailedBecause': 'We could not save your profile: {message}',
  'founder.profile.saveFailed': 'We could not save your profile. Please try again.',
  'founder.profile.save': 'Save profile',

  // Its basics.
  'founder.profile.basics.title': 'Basics',
  'founder.profile.basics.description':
    'How your startup is named and introduced everywhere on Sangam.',
  'founder.profile.basics.name': 'Startup name',
  'founder.profile.basics.slug': 'Page address',
  'founder.profile.basics.slugHint':
    'Lower-case letters, digits and single hyphens, 3–60 characters.',
  'founder.profile.basics.oneLiner': 'One-liner',
  'founder.profile.basics.oneLinerPlaceholder':
    'e.g. Cold storage on a subscription for small farmers',
  'founder.profile.basics.oneLinerHint': 'One sentence on what you do and for whom.',
  'founder.profile.basics.description.label': 'Description',
  'founder.profile.basics.descriptionHint': 'The problem, your product, who pays and why now.',
  'founder.profile.basics.website': 'Website',
  'founder.profile.basics.websiteHint': 'A full address, like https://example.com.',
  'founder.profile.basics.foundedOn': 'Founded on',
  'founder.profile.basics.logo': 'Logo',
  'founder.profile.basics.logoHint':
    'A square image looks best. It is saved as soon as it uploads.',

  // The page address's availability, as it is typed.
  'founder.profile.slug.current': '{address} is your current address',
  'founder.profile.slug.checkFailed': 'We could not check this address right now.',
  'founder.profile.slug.checking': 'Checking {address}…',
  'founder.profile.slug.free': '{address} is free',
  'founder.profile.slug.taken': '{address} is taken — try {suggestion}',
  'founder.profile.slug.use': 'Use {suggestion}',

  // Its legal identity.
  'founder.profile.legal.title': 'Legal identity',
  'founder.profile.legal.description':
    'Your legal form and its identifiers, as your certificates give them. Each is checked for its format when you save.',
  'founder.profile.legal.companyType': 'Company type',
  'founder.profile.legal.hint.cin':
    'Optional. From your certificate of incorporation, e.g. U72900KA2021PTC123456.',
  'founder.profile.legal.hint.llpin':
    'Optional. From your LLP’s certificate of incorporation, e.g. AAB-1234.',
  'founder.profile.legal.hint.cooperativeRegistration':
    'Optional. As your registrar wrote it on the certificate, e.g. MSCS/CR/1234/2021.',
  'founder.profile.legal.noIdentifier.partnership':
    'A partnership firm gives no registration identifier here.',
  'founder.profile.legal.noIdentifier.soleProprietorship':
    'A sole proprietorship gives no registration identifier here.',
  'founder.profile.legal.noIdentifier.none': 'Not registered yet: nothing to give here.',
  'founder.profile.legal.chooseType':
    'Choose your company type to give its registration identifier.',
  'founder.profile.legal.gstinHint':
    'Optional. The GSTIN of your headquarters’ state, e.g. 29AAACK1234F1ZW.',
  'founder.profile.legal.dpiit': 'DPIIT recognition number',
  'founder.profile.legal.dpiitHint':
    'Optional. From your Startup India certificate, e.g. DIPP12345.',
  'founder.profile.legal.deepTech': 'We are a deep-tech startup',
  'founder.profile.legal.deepTechDescription':
    "Building on new scientific or engineering knowledge, with a high share of spending on research and development and significant novel IP of your own (DPIIT's 2026 definition).",
  'founder.profile.legal.turnoverWhere':
    'Your highest annual turnover goes in <link>Business & Team</link>.',

  // Where, what, stage and size.
  'founder.profile.where.title': 'Where',
  'founder.profile.where.description': 'Where your company is registered or mostly works from.',
  'founder.profile.where.headquarters': 'Headquarters',
  'founder.profile.where.states': 'States',
  'founder.profile.where.unionTerritories': 'Union territories',
  'founder.profile.where.choose': 'Choose a state or union territory…',
  'founder.profile.where.city': 'City',
  'founder.profile.what.title': 'What',
  'founder.profile.what.description': 'Investors filter by these, so choose what fits best.',
  'founder.profile.what.sectors': 'Sectors',
  'founder.profile.what.sectorsPlaceholder': 'Search sectors…',
  'founder.profile.what.sectorsHint': 'Up to 5. Type to search.',
  'founder.profile.what.businessTypes': 'Business types',
  'founder.profile.what.customerInteractions': 'Customer interactions',
  'founder.profile.what.productTypes': 'Product types',
  'founder.profile.stage.title': 'Stage & size',
  'founder.profile.stage.description': 'Where you are today and what you are raising.',
  'founder.profile.stage.developmentStage': 'Development stage',
  'founder.profile.stage.revenueStage': 'Revenue stage',
  'founder.profile.stage.teamSize': 'Team size',
  'founder.profile.stage.teamSizeHint': 'Full-time people, founders included.',
  'founder.profile.stage.plannedRaise': 'Planned raise',
  'founder.profile.stage.plannedRaiseHint': 'In rupees: type 1.5 Cr, 25 L or the full amount.',

  // Visibility.
  'founder.profile.visibility.title': 'Visibility',
  'founder.profile.visibility.description': 'You decide who sees your startup.',
  'founder.profile.visibility.public': 'Public page',
  'founder.profile.visibility.publicDescription':
    'Shows your page at <address>/company/{slug}</address> to everyone, including people without an account and search engines.',
  'founder.profile.visibility.viewPublic': 'View your public page',
  'founder.profile.visibility.newTab': '(opens in a new tab)',
  'founder.profile.visibility.discoverable': 'Discoverable to investors',
  'founder.profile.visibility.discoverableDescription':
    'Investors on Sangam can find you when they search for startups and see your full profile, even before you apply to one of their channels.',

  // The full profile: what its sections share.
  'founder.full.saved': '{section} saved',
  'founder.full.needsAttention': 'Some fields need attention.',
  'founder.full.saveFailed': 'We could not save {section}. Please try again.',
  'founder.full.notSaved': '{section} was not saved. Check the marked fields.',
  'founder.full.progress': 'Progress',
  'founder.full.save': 'Save {section}',
  'founder.full.notGiven': 'Not given',

  // The whole profile's progress.
  'founder.full.overall.heading': 'Whole profile',
  'founder.full.overall.complete': '<big>{percent}%</big> complete',
  'founder.full.overall.next': 'Next: <link>{item}</link> ({part})',
  'founder.full.overall.sections': 'Sections of the full profile',
  'founder.full.overall.unsaved': 'unsaved changes',

  // Market & Positioning.
  'founder.full.market.description':
    'The problem you solve, for whom, how big the market is and why you will win it.',
  'founder.full.market.problem': 'Problem',
  'founder.full.market.problemHint':
    'Who has the problem, how often, and what it costs them today.',
  'founder.full.market.solution': 'Solution',
  'founder.full.market.solutionHint': 'What you built and why it solves the problem better.',
  'founder.full.market.approaches': 'Target market approaches',
  'founder.full.market.size': 'Market size',
  'founder.full.market.sizeHint': 'Yearly, in rupees. Type amounts like 5000 Cr or 25 L.',
  'founder.full.market.tam': 'Total addressable market (TAM)',
  'founder.full.market.tamPlaceholder': 'e.g. 5000 Cr',
  'founder.full.market.sam': 'Serviceable market (SAM)',
  'founder.full.market.samPlaceholder': 'e.g. 800 Cr',
  'founder.full.market.som': 'Obtainable market (SOM)',
  'founder.full.market.somPlaceholder': 'e.g. 40 Cr',
  'founder.full.market.competitorTypes': 'Competitor types',
  'founder.full.market.competitors': 'Named competitors',
  'founder.full.market.competitorsHint':
    'Companies or products your customers would otherwise use, separated by commas.',
  'founder.full.market.advantages': 'Competitive advantages',
  'founder.full.market.defensibility': 'Defensibility',
  'founder.full.market.pricing': 'Pricing strategy',
  'founder.full.market.marketingChannels': 'Marketing channels',
  'founder.full.market.mission': 'Mission',
  'founder.full.market.vision': 'Vision',

  // Business & Team.
  'founder.full.business.description':
    'How you make money, what you have raised and will spend, your team and your pitch deck.',
  'founder.full.business.fromProfile': 'From your startup profile',
  'founder.full.business.editProfile': 'Edit in startup profile',
  'founder.full.business.businessTypes': 'Business types',
  'founder.full.business.customerInteractions': 'Customer interactions',
  'founder.full.business.productTypes': 'Product types',
  'founder.full.business.revenueStage': 'Revenue stage',
  'founder.full.business.plannedRaise': 'Planned raise',
  'founder.full.business.teamSize': 'Team size',
  'founder.full.business.people': '{count, plural, one {# person} other {# people}}',
  'founder.full.business.founders': 'Founders',
  'founder.full.business.editFounders': 'Edit founders',
  'founder.full.business.addFounders': 'Add founders',
  'founder.full.business.noFounders': 'No founders yet.',
  'founder.full.business.fundingSources': 'Funding sources so far',
  'founder.full.business.amountRaised': 'Amount raised so far',
  'founder.full.business.amountRaisedPlaceholder': 'e.g. 2 Cr',
  'founder.full.business.monthlyBurn': 'Monthly burn',
  'founder.full.business.monthlyBurnPlaceholder': 'e.g. 12 L',
  'founder.full.business.runway': 'Runway (months)',
  'founder.full.business.runwayHint': 'At the current burn.',
  'founder.full.business.runwayPlaceholder': 'e.g. 18',
  'founder.full.business.turnover': 'Highest annual turnover',
  'founder.full.business.turnoverPlaceholder': 'e.g. 4 Cr',
  'founder.full.business.turnoverHint':
    "Of any financial year since you were incorporated: DPIIT's startup definition caps it.",
  'founder.full.business.useOfFunds': 'Use of funds',
  'founder.full.business.hiringPlan': 'Hiring plan',
  'founder.full.business.hiringPlanHint': 'The roles you will hire for in the next 12–18 months.',
  'founder.full.business.deck': 'Pitch deck',
  'founder.full.business.deckHint':
    'Investors you apply to can view and download it. It saves as soon as it is uploaded.',
  'founder.full.business.deckUploaded': 'Pitch deck uploaded',

  // Traction & IP.
  'founder.full.traction.description':
    'Proof that customers want what you built, your key numbers, and what protects it.',
  'founder.full.traction.validation': 'Validation evidence',
  'founder.full.traction.metrics': 'Key metrics',
  'founder.full.traction.customers': 'Customers',
  'founder.full.traction.customersPlaceholder': 'e.g. 120',
  'founder.full.traction.users': 'Users',
  'founder.full.traction.usersPlaceholder': 'e.g. 25,000',
  'founder.full.traction.revenue': 'Monthly revenue',
  'founder.full.traction.revenuePlaceholder': 'e.g. 8 L',
  'founder.full.traction.growth': 'Monthly growth (%)',
  'founder.full.traction.growthHint': 'Average over the last 3 months.',
  'founder.full.traction.growthPlaceholder': 'e.g. 12',
  'founder.full.traction.milestones': 'Milestones',
  'founder.full.traction.milestonesHint':
    'What you have achieved so far and what comes next, with dates.',
  'founder.full.traction.ip': 'IP status',
  'founder.full.traction.regulatory': 'Regulatory barriers',

  // The founders screen.
  'founder.founders.title': 'Founders',
  'founder.founders.description':
    'Who is building this company: background, roles and how to reach each founder.',
  'founder.founders.add': 'Add founder',
  'founder.founders.empty.title': 'No founders yet',
  'founder.founders.empty.body':
    'Investors back people first. Add each founder with their role, background and LinkedIn.',
  'founder.founders.order': 'Founders in the order investors see them',
  'founder.founders.moved': 'Moved {name} to position {position} of {count}.',
  'founder.founders.moveFailed': 'We could not change the order. Please try again.',
  'founder.founders.removed': '{name} removed',
  'founder.founders.removedAnnouncement': '{name} removed.',
  'founder.founders.removeFailed': 'We could not remove this founder. Please try again.',
  'founder.founders.equityTotal': 'Founders hold {total} in total.',
  'founder.founders.equityTooMuch':
    'Founders hold {total} in total — that is more than 100 %, please check the shares.',

  // A founder's card.
  'founder.card.position': '{position} of {count}',
  'founder.card.noTitle': 'No title yet',
  'founder.card.linked': 'Linked account',
  'founder.card.linkedTo': 'Linked account: {name}',
  'founder.card.notLinked': 'No linked account',
  'founder.card.equity': 'Equity {percent}',
  'founder.card.linkedin': 'LinkedIn profile<hidden> of {name} (opens in a new tab)</hidden>',
  'founder.card.moveUp': 'Move {name} up',
  'founder.card.moveUpShort': 'Move up',
  'founder.card.moveDown': 'Move {name} down',
  'founder.card.moveDownShort': 'Move down',
  'founder.card.edit': 'Edit<hidden> {name}</hidden>',
  'founder.card.remove': 'Remove<hidden> {name}</hidden>',
  'founder.card.removeTitle': 'Remove {name}?',
  'founder.card.removeDescription':
    'Their details and photo leave your profile. Applications you already submitted keep the profile as it was then.',
  'founder.card.removeConfirm': 'Remove',
  'founder.card.removing': 'Removing…',

  // The dialog adding or editing a founder.
  'founder.dialog.saved': '{name} saved',
  'founder.dialog.added': '{name} added',
  'founder.dialog.saveFailed': 'We could not save this founder. Please try again.',
  'founder.dialog.editTitle': 'Edit founder',
  'founder.dialog.addTitle': 'Add founder',
  'founder.dialog.editDescription': 'Update {name}’s details.',
  'founder.dialog.addDescription': 'Only the name is required; fill in the rest when you can.',
  'founder.dialog.name': 'Name',
  'founder.dialog.title': 'Title',
  'founder.dialog.titleHint': 'e.g. Co-founder & CEO',
  'founder.dialog.email': 'Email',
  'founder.dialog.bio': 'Bio',
  'founder.dialog.bioHint': 'A few lines on who they are and what they do here.',
  'founder.dialog.education': 'Education',
  'founder.dialog.experience': 'Experience',
  'founder.dialog.experienceHint': 'Past roles, companies, notable results.',
  'founder.dialog.equity': 'Equity share (%)',
  'founder.dialog.linkedAccount': 'Linked account',
  'founder.dialog.notLinked': 'Not linked',
  'founder.dialog.linkedAccountHint': 'Link a teammate’s Sangam account when this founder has one.',
  'founder.dialog.photo': 'Photo',
  'founder.dialog.photoUploaded': 'Photo uploaded',
  'founder.dialog.photoLater': 'You can add a photo once the founder is saved.',
  'founder.dialog.cancel': 'Cancel',
  'founder.dialog.saving': 'Saving…',
  'founder.dialog.save': 'Save founder',
  'founder.dialog.add': 'Add founder',

  // The founder's home.
  'founder.home.description':
    'How complete your profile is, what to fill in next, and how investors can find you.',
  'founder.home.completeness': 'Profile completeness',
  'founder.home.overall': 'Overall profile completeness',
  'founder.home.nextIn':
    'A complete profile gets read first. The most useful thing to add now is in <b>{part}</b>.',
  'founder.home.next': 'Next: {item}',
  'founder.home.complete': 'Your profile is complete. Keep it current as your numbers change.',
  'founder.home.byPart': 'Completeness by part',
  'founder.home.partCount': '{filled} of {total} · {percent}%',
  'founder.home.missing': 'Missing: {items}',
  'founder.home.visibility': 'Visibility',
  'founder.home.publicOn': 'Public page is on',
  'founder.home.publicOff': 'Public page is off',
  'founder.home.publicOnBody':
    'Anyone with the link can see your basics at <link>/company/{slug}</link>.',
  'founder.home.publicOffBody':
    'Switch on the public page in your <link>startup profile</link> to get a shareable page at /company/{slug}.',
  'founder.home.discoverable': 'Discoverable by investors',
  'founder.home.notDiscoverable': 'Not discoverable',
  'founder.home.discoverableBody':
    'Investors on Sangam can find your full profile when they search for startups.',
  'founder.home.notDiscoverableBody':
    'Only investors whose channels you apply to see your full profile. Make it discoverable in your <link>startup profile</link> to be found by others.',

  // Applying to a channel: the page's frame.
  'founder.apply.home': 'Home',
  'founder.apply.notFound.title': 'Channel not found',
  'founder.apply.notFound.body':
    'This channel does not exist, is not open yet, or has been archived. Your home page lists the channels open now.',
  'founder.apply.applied': 'A call from {investor}. Your application and where it stands.',
  'founder.apply.open':
    'An open call from {investor}. Check how you fit, answer their questions and review what you share before you apply.',
  'founder.apply.closed': 'A call from {investor} that does not take applications now.',

  // The pages' headers (src/routes/startups/startup-profile.tsx and full-profile.tsx).
  'founder.page.startupProfile.title': 'Startup profile',
  'founder.page.startupProfile.description':
    'The basics investors see first: name, one-liner, sectors, stage, headquarters and your planned raise.',
  'founder.page.fullProfile.title': 'Full profile',
  'founder.page.fullProfile.description':
    'The three sections investors review with every application. Each section saves on its own.',
} as const
