/**
 * What a form says of bad input (decision 0050): validation messages of the domain's schemas, which
 * run in the browser and again on the server. The server's own answers are in `server-rule.ts`.
 */
export const rule = {
  // Names and ids, in every form.
  'rule.name.controlCharacters':
    'Use letters, spaces and punctuation only: no line breaks or tabs.',
  'rule.name.under': 'Keep the name under {max} characters.',
  'rule.id.list': 'That is not a valid list id.',
  'rule.id.startup': 'That is not a valid startup id.',

  // Lists.
  'rule.list.name': 'Name the list.',
  'rule.list.full': 'A list holds at most {max, number} startups. Start another list for the rest.',
  'rule.list.chooseStartup': 'Choose at least one startup.',
  'rule.list.atMost': 'Add at most {max} startups at a time.',

  // Startup and founder profiles, and the full profile.
  'rule.text.under': 'Keep this under {max, number} characters.',
  'rule.choice.atMost': 'Choose at most {max}.',
  'rule.choice.once': 'Each option can be chosen once.',
  'rule.whole.notNumber': 'Enter the {label} as a number.',
  'rule.whole.notWhole': 'Enter the {label} as a whole number.',
  'rule.whole.negative': 'The {label} cannot be negative.',
  'rule.whole.tooLarge': 'That {label} is too large.',
  'rule.whole.label.amount': 'amount',
  'rule.url.full': 'Enter a full web address, like https://example.com.',
  'rule.url.under': 'Keep the address under {max} characters.',
  'rule.slug.short': 'Use at least {min} characters.',
  'rule.slug.long': 'Use at most {max} characters.',
  'rule.slug.characters': 'Use lower-case letters, digits and single hyphens.',
  'rule.profile.startupName': 'Please enter your startup’s name.',
  'rule.date.format': 'Enter the date as YYYY-MM-DD.',
  'rule.profile.foundedFuture': 'The founding date cannot be in the future.',
  'rule.profile.foundedYear': 'Check the founding year.',
  'rule.profile.deepTech': 'Say whether you are a deep-tech startup.',
  'rule.profile.teamSize.number': 'Enter the team size as a number.',
  'rule.profile.teamSize.whole': 'Enter the team size as a whole number.',
  'rule.profile.teamSize.min': 'A team has at least one person.',
  'rule.profile.teamSize.max': 'Check the team size.',
  'rule.profile.founderName': 'Please enter the founder’s name.',
  'rule.email.valid': 'Enter a valid email address.',
  'rule.profile.equity.number': 'Enter the equity share as a number.',
  'rule.profile.equity.negative': 'Equity cannot be negative.',
  'rule.profile.equity.max': 'Equity is at most 100 %.',
  'rule.profile.growth.number': 'Enter the growth as a number.',
  'rule.profile.growth.min': 'Growth cannot be below -100 %.',
  'rule.profile.growth.max': 'Check the growth figure.',
  'rule.choice.companyTypes': 'Choose a company type from the list.',
  'rule.choice.headquarters': 'Choose a state or union territory from the list.',
  'rule.choice.sectors': 'Choose sectors from the list.',
  'rule.choice.businessTypes': 'Choose business types from the list.',
  'rule.choice.customerInteractions': 'Choose customer interactions from the list.',
  'rule.choice.productTypes': 'Choose product types from the list.',
  'rule.choice.developmentStages': 'Choose a development stage from the list.',
  'rule.choice.revenueStages': 'Choose a revenue stage from the list.',
  'rule.choice.targetMarketApproaches': 'Choose approaches from the list.',
  'rule.choice.competitorTypes': 'Choose competitor types from the list.',
  'rule.choice.competitiveAdvantageSources': 'Choose advantages from the list.',
  'rule.choice.defensibilityKinds': 'Choose kinds of defensibility from the list.',
  'rule.choice.pricingStrategies': 'Choose a pricing strategy from the list.',
  'rule.choice.marketingChannels': 'Choose marketing channels from the list.',
  'rule.choice.missionValues': 'Choose a mission from the list.',
  'rule.choice.visionValues': 'Choose a vision from the list.',
  'rule.choice.fundingSources': 'Choose funding sources from the list.',
  'rule.choice.useOfFunds': 'Choose uses of funds from the list.',
  'rule.choice.validationEvidence': 'Choose evidence from the list.',
  'rule.choice.ipStatuses': 'Choose IP statuses from the list.',
  'rule.choice.regulatoryBarriers': 'Choose an option from the list.',
  'rule.whole.label.plannedRaise': 'planned raise',
  'rule.whole.label.totalAddressableMarket': 'total addressable market',
  'rule.whole.label.serviceableMarket': 'serviceable market',
  'rule.whole.label.obtainableMarket': 'obtainable market',
  'rule.whole.label.amountRaised': 'amount raised',
  'rule.whole.label.monthlyBurn': 'monthly burn',
  'rule.whole.label.runway': 'runway',
  'rule.whole.label.annualTurnover': 'annual turnover',
  'rule.whole.label.numberOfCustomers': 'number of customers',
  'rule.whole.label.numberOfUsers': 'number of users',
  'rule.whole.label.monthlyRevenue': 'monthly revenue',
  'rule.identifier.cin': 'A CIN has 21 characters, like U72900KA2021PTC123456.',
  'rule.identifier.llpin': 'An LLPIN has three letters, a hyphen and four digits, like AAB-1234.',
  'rule.identifier.cooperativeRegistration':
    'Enter the number on your registration certificate: letters, digits, / and -, like MSCS/CR/1234/2021.',
  'rule.identifier.gstin': 'A GSTIN has 15 characters, like 29AAACK1234F1ZW.',
  'rule.identifier.gstinCheck':
    'This GSTIN’s last character does not match the rest. Check it for a typing mistake.',
  'rule.identifier.dpiit': 'A DPIIT recognition number looks like DIPP12345.',
  'rule.identifier.gstinState':
    'This GSTIN is registered in {state}; your headquarters are in {headquarters} ({code}). Enter the GSTIN of your headquarters’ state.',
  'rule.identifier.stateCode': 'state code {code}',

  // investor
  'rule.investor.enterFullLinkedinAddress': 'Enter the full LinkedIn address, starting https://.',
  'rule.investor.chooseWhatKindInvestor': 'Choose what kind of investor you are.',
  'rule.investor.enterNameFoundersWill': 'Enter the name founders will see.',
  'rule.investor.writeThesisParagraph': 'Write your thesis in a paragraph.',
  'rule.investor.sayWhetherYouWelcome': 'Say whether you welcome co-investors.',
  'rule.investor.sayWhetherPagePublic': 'Say whether your page is public.',
  'rule.investor.enterSmallestCheque': 'Enter your smallest cheque.',
  'rule.investor.enterLargestCheque': 'Enter your largest cheque.',
  'rule.investor.largestChequeCannotSmaller':
    'The largest cheque cannot be smaller than the smallest.',
  'rule.investor.largestOwnershipCannotSmaller':
    'The largest ownership cannot be smaller than the smallest.',
  'rule.investor.keepAddressUnderCharacters': 'Keep the address under 300 characters.',
  'rule.investor.enterLinkedinAddressHttps':
    'Enter a LinkedIn address (https://www.linkedin.com/…).',
  'rule.investor.enterWholePercentage': 'Enter the {label} as a whole percentage.',
  'rule.whole.label.smallestTypicalOwnership': 'smallest typical ownership',
  'rule.whole.label.largestTypicalOwnership': 'largest typical ownership',
  'rule.investor.percentMost': 'The {label} is at most 100 %.',
  'rule.investor.keepNameUnderCharacters': 'Keep the name under 120 characters.',
  'rule.investor.writeLeastCharactersWhat':
    'Write at least {min} characters: what you back and why.',
  'rule.investor.keepThesisUnderCharacters': 'Keep the thesis under {max, number} characters.',
  'rule.investor.chooseLeastStage': 'Choose at least one stage.',
  'rule.investor.chooseStagesList': 'Choose stages from the list.',
  'rule.investor.chooseStatesUnionTerritories': 'Choose states or union territories from the list.',
  'rule.whole.label.smallestCheque': 'smallest cheque',
  'rule.whole.label.largestCheque': 'largest cheque',
  'rule.whole.label.numberOfInvestments': 'number of investments',

  // deals
  'rule.deals.nameRoundSeed': 'Name the round, like “Seed, 2026”.',
  'rule.deals.chooseFundInvite': 'Choose the fund to invite.',
  'rule.deals.writeSomethingPost': 'Write something to post.',
  'rule.deals.chooseInterestedCommittedPassed': 'Choose interested, committed or passed.',
  'rule.deals.chooseWhichRoomsShow': 'Choose which rooms to show.',
  'rule.deals.chooseAcceptDeclineWithdraw': 'Choose to accept, decline or withdraw.',
  'rule.deals.chooseYesNo': 'Choose yes or no.',
  'rule.deals.enterAmountYouCommit': 'Enter the amount you commit.',
  'rule.deals.passCarriesNoAmount': 'A pass carries no amount.',
  'rule.deals.keepRoundSName': 'Keep the round’s name under {roundNameMax} characters.',
  'rule.deals.enterAmountStartupRaising': 'Enter the amount the startup is raising in this round.',
  'rule.deals.notValidDealRoom': 'That is not a valid deal room.',
  'rule.deals.notFundSangam': 'That is not a fund on Sangam.',
  'rule.deals.keepNoteUnderCharacters': 'Keep the note under {invitationNoteMax} characters.',
  'rule.deals.keepPostUnderCharacters': 'Keep a post under {threadNoteMax} characters.',
  'rule.deals.notValidFund': 'That is not a valid fund.',

  // channel
  'rule.channel.chooseKindQuestionList': 'Choose a kind of question from the list.',
  'rule.channel.enterValidDate': 'Enter a valid date.',
  'rule.channel.chooseListedUnlisted': 'Choose listed or unlisted.',
  'rule.channel.enterNumberDays': 'Enter a number of days.',
  'rule.channel.enterPercentage': 'Enter a percentage.',
  'rule.channel.giveLeastTwoChoices': 'Give at least two choices.',
  'rule.channel.eachChoiceCanAppear': 'Each choice can appear once.',
  'rule.channel.choiceQuestionsHaveChoices': 'Only choice questions have choices.',
  'rule.channel.maximumMustLeastMinimum': 'The maximum must be at least the minimum.',
  'rule.channel.channelMustCloseAfter': 'The channel must close after it opens.',
  'rule.channel.eachQuestionNeedsOwn': 'Each question needs its own id.',
  'rule.channel.questionNeedsStableId': 'A question needs a stable id.',
  'rule.channel.writeQuestion': 'Write the question.',
  'rule.channel.keepQuestionUnderCharacters': 'Keep the question under 200 characters.',
  'rule.channel.choiceCannotEmpty': 'A choice cannot be empty.',
  'rule.channel.keepChoicesUnderCharacters': 'Keep choices under 80 characters.',
  'rule.channel.mostChoices': 'At most 20 choices.',
  'rule.channel.enterDateOnwards': 'Enter a date from 2000 onwards.',
  'rule.channel.enterDateBefore': 'Enter a date before 2100.',
  'rule.channel.giveChannelTitle': 'Give the channel a title.',
  'rule.channel.keepTitleUnderCharacters': 'Keep the title under 120 characters.',
  'rule.channel.channelCanAskMost': 'A channel can ask at most 20 questions.',
  'rule.channel.enterWholeDays': 'Enter whole days.',
  'rule.channel.promiseAnswerWithinLeast': 'Promise an answer within at least 1 day.',
  'rule.channel.promiseAnswerWithinDays': 'Promise an answer within 180 days at most.',
  'rule.channel.enterWholePercentage': 'Enter a whole percentage.',
  'rule.channel.minimumCannotBelow': 'The minimum cannot be below 0 %.',
  'rule.channel.minimumCannotAbove': 'The minimum cannot be above 100 %.',
  'rule.whole.label.minimumRaise': 'minimum raise',
  'rule.whole.label.maximumRaise': 'maximum raise',
  'rule.whole.label.amountSought': 'amount sought',
  'rule.whole.label.intendedCheque': 'intended cheque',

  // access
  'rule.access.pleaseEnterFullName': 'Please enter your full name.',
  'rule.access.pleaseEnterWorkEmail': 'Please enter your work email.',
  'rule.access.tellUsWhetherYou': 'Tell us whether you are a startup or an investor.',
  'rule.access.pleaseEnterStartupFund': 'Please enter your startup or fund name.',
  'rule.access.keepNameUnderCharacters': 'Keep your name under 120 characters.',
  'rule.access.emailAddressTooLong': 'That email address is too long.',
  'rule.access.pleaseEnterValidEmail':
    'Please enter a valid email address, like priya@example.com.',
  'rule.access.keepOrganisationNameUnder': 'Keep the organisation name under 160 characters.',
  'rule.access.enterLinkedinProfileAddress':
    'Enter your LinkedIn profile address, like https://www.linkedin.com/in/your-name.',

  // account
  'rule.account.chooseDensityComfortableCompact': 'Choose a density: comfortable or compact.',
  'rule.account.chooseLanguageEnglishHindi': 'Choose a language: English or Hindi.',
  'rule.account.chooseWhatChange': 'Choose what to change.',

  // account
  'rule.account.pleaseChoosePassword': 'Please choose a password.',
  'rule.account.pleaseEnterEmail': 'Please enter your email.',
  'rule.account.keepEmailAddressUnder': 'Keep the email address under 254 characters.',
  'rule.account.pleaseEnterValidEmail': 'Please enter a valid email address.',
  'rule.account.pleaseEnterPassword': 'Please enter your password.',

  // answer
  'rule.answer.sendAnswersKeyedBy':
    'Send the answers keyed by question, as text or a list of choices.',
  'rule.answer.keepAnswerUnderCharacters': 'Keep your answer under {max, number} characters.',
  'rule.answer.numberTooLarge': 'That number is too large.',
  'rule.answer.chooseEachOptionOnce': 'Choose each option once.',
  'rule.answer.keepAddressUnderCharacters': 'Keep the address under {url} characters.',
  'rule.answer.channelDoesNotAsk': 'This channel does not ask that question.',
  'rule.answer.tooManyAnswers': 'Too many answers.',

  // note
  'rule.note.writeNote': 'Write the note.',
  'rule.note.keepNoteUnderCharacters': 'Keep the note under {noteBodyLimit, number} characters.',

  // pipeline
  'rule.pipeline.nameStage': 'Name the stage.',
  'rule.pipeline.chooseWhatFoundersSee':
    'Choose what founders see: in review, shortlisted or due diligence.',
  'rule.pipeline.chooseStage': 'Choose a stage.',
  'rule.pipeline.chooseReasonList': 'Choose a reason from the list.',
  'rule.pipeline.keepLeastStageBetween':
    'Keep at least one stage between submitted and a decision.',
  'rule.pipeline.pipelineHasMostStages': 'A pipeline has at most {maxActiveStages} stages.',
  'rule.pipeline.notStagePipeline': 'That is not a stage of your pipeline.',
  'rule.pipeline.keepLeastStage': 'Keep at least one stage.',
  'rule.pipeline.keepMessageUnderCharacters': 'Keep the message under 2,000 characters.',

  // rating
  'rule.rating.scoreEveryDimension': 'Score every dimension from 1 to 5.',
  'rule.rating.scoreWholeNumber': 'Score {label} with a whole number from 1 to 5.',
  'rule.rating.score': 'Score {label} from 1 to 5.',
  'rule.rating.keepCommentUnderCharacters':
    'Keep the comment under {ratingCommentLimit, number} characters.',
  'rule.rating.notValidApplicationId': 'That is not a valid application id.',

  // view
  'rule.view.nameView': 'Name the view.',
  'rule.view.thereNoSearchSave': 'There is no search to save.',
  'rule.view.keepNameUnderCharacters': 'Keep the name under 60 characters.',
  'rule.view.searchTooLongSave': 'This search is too long to save.',

  // search

  // audit
  'rule.audit.enterTextHere': 'Enter text here.',
  'rule.audit.enterDateYyyyMm': 'Enter the {which} date as YYYY-MM-DD.',
  'rule.audit.pageMustNumber': 'The page must be a number.',
  'rule.audit.chooseActionsAuditLog': 'Choose actions from the audit log’s list.',
  'rule.audit.actionsMustList': 'Actions must be a list.',
  'rule.audit.startDateMustBefore': 'The start date must be on or before the end date.',
  'rule.audit.dateMustRealDate':
    'The {which} date must be a real date written YYYY-MM-DD, like 2026-01-31.',
  'rule.audit.pageMustWholeNumber': 'The page must be a whole number.',
  'rule.audit.pagesStart': 'Pages start at 1.',
  'rule.audit.pageTooFar': 'That page is too far.',
  'rule.audit.chooseEachActionMost': 'Choose each action at most once.',

  // inbox
  'rule.inbox.chooseTabInbox': 'Choose a tab of the Inbox.',
  'rule.inbox.sayWhetherArchiveEntry': 'Say whether to archive the entry.',
  'rule.inbox.claimLinkNotValid': 'That claim link is not valid.',
  'rule.inbox.tickBoxAgreeBefore': 'Tick the box to agree before claiming.',
  'rule.inbox.notValidEntryId': 'That is not a valid entry id.',
  'rule.inbox.chooseList': 'Choose a list.',
  'rule.inbox.chooseWhatYouAsk':
    'Choose what you ask of them: to apply to a channel of yours, or to be discoverable.',
  'rule.inbox.keepNoteUnderCharacters': 'Keep the note under 1,000 characters.',

  // template
  'rule.template.nameTemplate': 'Name the template.',
  'rule.template.chooseRejectionAcceptance': 'Choose rejection or acceptance.',
  'rule.template.rejectionHasReason': 'Only a rejection has a reason.',
  'rule.template.keepNameUnderCharacters': 'Keep the name under 80 characters.',
  'rule.template.notValidTemplateId': 'That is not a valid template id.',

  // organisation
  'rule.organisation.chooseOwnerMember': 'Choose owner or member.',
  'rule.organisation.pleaseEnterOrganisationS': 'Please enter the organisation’s name.',
  'rule.organisation.useLeastCharacters': 'Use at least 3 characters.',
  'rule.organisation.useMostCharacters': 'Use at most 60 characters.',
  'rule.organisation.invitationLinkIncomplete': 'That invitation link is incomplete.',

  // directory
  'rule.directory.typePartFundS': 'Type part of the fund’s name.',
  'rule.directory.typeLeastTwoLetters': 'Type at least two letters of the fund’s name.',
  'rule.directory.keepSearchUnderCharacters': 'Keep the search under 100 characters.',

  // deck
  'rule.deck.pagePastEndDeck': 'A page is past the end of the deck.',
  'rule.deck.eachPageMayAppear': 'Each page may appear once.',
  'rule.access.messageUnder': 'Keep the message under 2,000 characters.',
  'rule.audit.actorUnder': 'Keep the actor’s email under 254 characters.',
  'rule.audit.organisationUnder': 'Keep the organisation under 120 characters.',
  'rule.id.note': 'That is not a valid note id.',
  'rule.id.view': 'That is not a valid view id.',
  'rule.id.channelLink': 'That is not a valid channel link.',
  'rule.id.notification': 'That is not a valid notification id.',
  'rule.id.member': 'That is not a valid member id.',
  'rule.id.channel': 'That is not a valid channel id.',

  // The domain's sentences: accounts, applications, deal rules, templates
  'rule.account.notYourPassword': 'That is not your password.',
  'rule.account.transferFirst':
    'You are the only owner of {organisation}, and others still work in it. Make one of them an owner first, then erase your account.',
  'rule.account.passwordHint': 'At least 8 characters, 5 of them different; no runs like 12345678.',
  'rule.account.passwordShort': 'Use at least 8 characters.',
  'rule.account.passwordLong': 'Use at most 128 characters.',
  'rule.account.passwordVaried': 'Use at least 5 different characters: repeats are easy to guess.',
  'rule.account.passwordRun': 'Avoid runs like 12345678 or abcdefgh: they are easy to guess.',
  'rule.notifications.chooseMode': 'Choose every application, a daily summary or no emails.',
  'rule.notifications.chooseStatusEmail': 'Choose whether to get emails about your applications.',
  'rule.status.chooseTarget': 'Choose a stage or a decision.',
  'rule.status.startupWithdraws': 'Only the startup can withdraw its application.',
  'rule.status.overdueNotStage': 'Overdue is not a stage: choose where it goes.',
  'rule.status.writeMessage': 'Write a message to the founder.',
  'rule.status.messageLength':
    'Write the founder a message of at least 20 characters: it is what they will read.',
  'rule.status.chooseApplication': 'Choose at least one application.',
  'rule.status.atMost': 'Change at most 500 applications at once.',
  'rule.status.decisionOnly': 'Only a decision carries a message to the founder.',
  'rule.status.chooseReason': 'Choose the reason the founder will see.',
  'rule.pipeline.stageNameUnder': 'Keep a stage’s name under {max} characters.',
  'rule.pipeline.nameTaken': 'Another stage is already called “{name}”.',
  'rule.dashboard.chooseDate': 'Choose the {which, select, start {start} other {end}} date.',
  'rule.dashboard.notDate':
    'The {which, select, start {start} other {end}} date is not a date (YYYY-MM-DD).',
  'rule.dashboard.endBeforeStart': 'The end date is before the start.',
  'rule.dashboard.fiveYears': 'Choose a period of at most five years.',
  'rule.calibration.explanation': 'Adjusted for each reviewer’s usual scoring.',
  'rule.calibration.raw': 'Counts raw: {shared} of {minimum} shared ratings needed.',
  'rule.calibration.inLine': 'Scores in line with the team.',
  'rule.calibration.differs':
    'Scores {by} {direction, select, lower {lower} other {higher}} than the team on {dimension}.',
  'rule.angelFund.chequeBelow':
    'SEBI: an angel fund invests at least {min} in a startup; a cheque of {cheque} is below that.',
  'rule.angelFund.chequeAbove':
    'SEBI: an angel fund invests at most {max} in a startup; a cheque of {cheque} is above that.',
  'rule.angelFund.roundsTooSmall':
    'SEBI: an angel fund invests at least {min} in a startup; rounds of at most {raise} are too small for that.',
  'rule.angelFund.roundsNeedCoInvestors':
    'SEBI: an angel fund invests at most {max} in a startup; rounds of {raise} and more need co-investors for the rest.',

  // Startup India: DPIIT's conditions (src/domain/startups/startup-india.ts)
  'rule.startupIndia.missing.founder.form': 'Add your company type to check the legal form.',
  'rule.startupIndia.missing.founder.age': 'Add your founding date to check the age limit.',
  'rule.startupIndia.missing.founder.turnover':
    'Add your highest annual turnover to check the turnover limit.',
  'rule.startupIndia.missing.investor.form':
    'The profile does not give the company type, so the legal form cannot be checked.',
  'rule.startupIndia.missing.investor.age':
    'The profile does not give the founding date, so the age limit cannot be checked.',
  'rule.startupIndia.missing.investor.turnover':
    'The profile does not give the highest annual turnover, so the turnover limit cannot be checked.',
  'rule.startupIndia.formMet': '{type} is a form DPIIT recognises.',
  'rule.startupIndia.formNone':
    'Only a registered entity can be recognised: a private limited company, an LLP, a partnership firm or a cooperative society.',
  'rule.startupIndia.formNot':
    'A {type} is not among the forms DPIIT recognises: private limited company, LLP, partnership firm or cooperative society.',
  'rule.startupIndia.ageMet':
    'Founded {founded}: within {years} years for {deepTech, select, yes {a deep-tech startup} other {a startup}} until {last}.',
  'rule.startupIndia.ageNot':
    'Founded {founded}: more than {years} years ago, the limit for {deepTech, select, yes {a deep-tech startup} other {a startup}}.',
  'rule.startupIndia.turnoverMet':
    'Highest annual turnover {turnover}: within {max} for {deepTech, select, yes {a deep-tech startup} other {a startup}}.',
  'rule.startupIndia.turnoverNot':
    'Highest annual turnover {turnover}: above {max}, the limit for {deepTech, select, yes {a deep-tech startup} other {a startup}}.',

  // Sangam's standard messages to founders (src/domain/investors/message-templates.ts). {founder}, {startup}, {investor} and {channel} are filled with themselves: they stay the template's own placeholders.
  'rule.template.unknownPlaceholder': 'Unknown placeholder {unknown}: use {known}.',
  'rule.template.founderFallback': 'there',
  'rule.template.standard.not_our_sector_or_stage.name': 'Outside our focus',
  'rule.template.standard.not_our_sector_or_stage.body':
    'Thank you for applying, {founder}. {startup} is interesting, but it falls outside the sectors and stages {investor} invests in, so we will not take it further.',
  'rule.template.standard.too_early.name': 'Too early',
  'rule.template.standard.too_early.body':
    'Thank you for applying, {founder}. We think {startup} is a little early for us; we would be glad to hear from you again once you have more evidence from customers.',
  'rule.template.standard.team.name': 'Team',
  'rule.template.standard.team.body':
    'Thank you for applying, {founder}. For this market we look for a founding team with more hands-on experience, so we will not invest in {startup} this time.',
  'rule.template.standard.market_size.name': 'Market size',
  'rule.template.standard.market_size.body':
    'Thank you for applying, {founder}. We were not convinced the market for {startup} is large enough for the outcome our fund needs.',
  'rule.template.standard.traction.name': 'Traction',
  'rule.template.standard.traction.body':
    'Thank you for applying, {founder}. We would like to see stronger traction before investing in {startup}; please keep us posted on your progress.',
  'rule.template.standard.other.name': 'Not this time',
  'rule.template.standard.other.body':
    'Thank you for applying to {channel}, {founder}. After discussing {startup} as a team, we have decided not to move forward at this time.',
}
