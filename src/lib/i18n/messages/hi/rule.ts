import type { rule as english } from '@/lib/i18n/messages/en/rule'

export const rule: Record<keyof typeof english, string> = {
  'rule.name.controlCharacters':
    'सिर्फ़ अक्षर, स्पेस और विराम चिह्न लिखें: लाइन ब्रेक या टैब नहीं।',
  'rule.name.under': 'नाम {max} अक्षरों से छोटा रखें।',
  'rule.id.list': 'यह सूची की सही id नहीं है।',
  'rule.id.startup': 'यह स्टार्टअप की सही id नहीं है।',

  'rule.list.name': 'सूची का नाम लिखें।',
  'rule.list.full':
    'एक सूची में ज़्यादा से ज़्यादा {max, number} स्टार्टअप आ सकते हैं। बाक़ी के लिए नई सूची बनाएँ।',
  'rule.list.chooseStartup': 'कम से कम एक स्टार्टअप चुनें।',
  'rule.list.atMost': 'एक बार में ज़्यादा से ज़्यादा {max} स्टार्टअप जोड़ें।',

  'rule.text.under': 'इसे {max, number} अक्षरों से छोटा रखें।',
  'rule.choice.atMost': 'ज़्यादा से ज़्यादा {max} चुनें।',
  'rule.choice.once': 'हर विकल्प एक ही बार चुना जा सकता है।',
  'rule.whole.notNumber': '{label} संख्या में लिखें।',
  'rule.whole.notWhole': '{label} पूरी संख्या में लिखें।',
  'rule.whole.negative': '{label} माइनस में नहीं हो सकता।',
  'rule.whole.tooLarge': '{label} बहुत बड़ा है।',
  'rule.whole.label.amount': 'रकम',
  'rule.url.full': 'पूरा वेब पता लिखें, जैसे https://example.com.',
  'rule.url.under': 'पता {max} अक्षरों से छोटा रखें।',
  'rule.slug.short': 'कम से कम {min} अक्षर लिखें।',
  'rule.slug.long': 'ज़्यादा से ज़्यादा {max} अक्षर लिखें।',
  'rule.slug.characters': 'सिर्फ़ छोटे अंग्रेज़ी अक्षर, अंक और बीच में एक-एक हाइफ़न लिखें।',
  'rule.profile.startupName': 'अपने स्टार्टअप का नाम लिखें।',
  'rule.date.format': 'तारीख़ YYYY-MM-DD में लिखें।',
  'rule.profile.foundedFuture': 'शुरू होने की तारीख़ आगे की नहीं हो सकती।',
  'rule.profile.foundedYear': 'शुरू होने का साल जाँच लें।',
  'rule.profile.deepTech': 'बताएँ कि आपका स्टार्टअप डीप-टेक है या नहीं।',
  'rule.profile.teamSize.number': 'टीम का साइज़ संख्या में लिखें।',
  'rule.profile.teamSize.whole': 'टीम का साइज़ पूरी संख्या में लिखें।',
  'rule.profile.teamSize.min': 'टीम में कम से कम एक व्यक्ति होता है।',
  'rule.profile.teamSize.max': 'टीम का साइज़ जाँच लें।',
  'rule.profile.founderName': 'फ़ाउंडर का नाम लिखें।',
  'rule.email.valid': 'सही ईमेल पता लिखें।',
  'rule.profile.equity.number': 'इक्विटी हिस्सा संख्या में लिखें।',
  'rule.profile.equity.negative': 'इक्विटी माइनस में नहीं हो सकती।',
  'rule.profile.equity.max': 'इक्विटी ज़्यादा से ज़्यादा 100 % हो सकती है।',
  'rule.profile.growth.number': 'ग्रोथ संख्या में लिखें।',
  'rule.profile.growth.min': 'ग्रोथ -100 % से कम नहीं हो सकती।',
  'rule.profile.growth.max': 'ग्रोथ का आँकड़ा जाँच लें।',
  'rule.choice.companyTypes': 'सूची से कंपनी का प्रकार चुनें।',
  'rule.choice.headquarters': 'सूची से कोई राज्य या केंद्र शासित प्रदेश चुनें।',
  'rule.choice.sectors': 'सूची से सेक्टर चुनें।',
  'rule.choice.businessTypes': 'सूची से बिज़नेस के प्रकार चुनें।',
  'rule.choice.customerInteractions': 'सूची से ग्राहकों से जुड़ने के तरीक़े चुनें।',
  'rule.choice.productTypes': 'सूची से प्रोडक्ट के प्रकार चुनें।',
  'rule.choice.developmentStages': 'सूची से डेवलपमेंट स्टेज चुनें।',
  'rule.choice.revenueStages': 'सूची से रेवेन्यू स्टेज चुनें।',
  'rule.choice.targetMarketApproaches': 'सूची से तरीक़े चुनें।',
  'rule.choice.competitorTypes': 'सूची से प्रतियोगियों के प्रकार चुनें।',
  'rule.choice.competitiveAdvantageSources': 'सूची से अपनी बढ़त चुनें।',
  'rule.choice.defensibilityKinds': 'सूची से बचाव के प्रकार चुनें।',
  'rule.choice.pricingStrategies': 'सूची से प्राइसिंग का तरीक़ा चुनें।',
  'rule.choice.marketingChannels': 'सूची से मार्केटिंग चैनल चुनें।',
  'rule.choice.missionValues': 'सूची से मिशन चुनें।',
  'rule.choice.visionValues': 'सूची से विज़न चुनें।',
  'rule.choice.fundingSources': 'सूची से फ़ंडिंग के स्रोत चुनें।',
  'rule.choice.useOfFunds': 'सूची से पैसे के इस्तेमाल चुनें।',
  'rule.choice.validationEvidence': 'सूची से सबूत चुनें।',
  'rule.choice.ipStatuses': 'सूची से IP की स्थिति चुनें।',
  'rule.choice.regulatoryBarriers': 'सूची से कोई विकल्प चुनें।',
  'rule.whole.label.plannedRaise': 'जुटाने की योजना',
  'rule.whole.label.totalAddressableMarket': 'कुल बाज़ार (TAM)',
  'rule.whole.label.serviceableMarket': 'सेवा योग्य बाज़ार (SAM)',
  'rule.whole.label.obtainableMarket': 'हासिल होने लायक़ बाज़ार (SOM)',
  'rule.whole.label.amountRaised': 'जुटाई गई रकम',
  'rule.whole.label.monthlyBurn': 'महीने का ख़र्च',
  'rule.whole.label.runway': 'रनवे',
  'rule.whole.label.annualTurnover': 'सालाना टर्नओवर',
  'rule.whole.label.numberOfCustomers': 'ग्राहकों की संख्या',
  'rule.whole.label.numberOfUsers': 'यूज़र्स की संख्या',
  'rule.whole.label.monthlyRevenue': 'महीने का रेवेन्यू',
  'rule.identifier.cin': 'CIN में 21 अक्षर होते हैं, जैसे U72900KA2021PTC123456.',
  'rule.identifier.llpin': 'LLPIN में तीन अक्षर, एक हाइफ़न और चार अंक होते हैं, जैसे AAB-1234.',
  'rule.identifier.cooperativeRegistration':
    'अपने रजिस्ट्रेशन सर्टिफ़िकेट का नंबर लिखें: अक्षर, अंक, / और -, जैसे MSCS/CR/1234/2021.',
  'rule.identifier.gstin': 'GSTIN में 15 अक्षर होते हैं, जैसे 29AAACK1234F1ZW.',
  'rule.identifier.gstinCheck':
    'इस GSTIN का आख़िरी अक्षर बाक़ी से मेल नहीं खाता। टाइपिंग की ग़लती जाँच लें।',
  'rule.identifier.dpiit': 'DPIIT रिकग्निशन नंबर DIPP12345 जैसा दिखता है।',
  'rule.identifier.gstinState':
    'यह GSTIN {state} में रजिस्टर है; आपका मुख्यालय {headquarters} ({code}) में है। अपने मुख्यालय वाले राज्य का GSTIN लिखें।',
  'rule.identifier.stateCode': 'स्टेट कोड {code}',
  'rule.investor.enterFullLinkedinAddress': 'पूरा LinkedIn पता लिखें, https:// से शुरू करके।',
  'rule.investor.chooseWhatKindInvestor': 'चुनें कि आप किस तरह के निवेशक हैं।',
  'rule.investor.enterNameFoundersWill': 'वह नाम लिखें जो फ़ाउंडर देखेंगे।',
  'rule.investor.writeThesisParagraph': 'अपनी थीसिस एक पैराग्राफ़ में लिखें।',
  'rule.investor.sayWhetherYouWelcome': 'बताएँ कि आप को-इन्वेस्टर्स का स्वागत करते हैं या नहीं।',
  'rule.investor.sayWhetherPagePublic': 'बताएँ कि आपका पेज पब्लिक है या नहीं।',
  'rule.investor.enterSmallestCheque': 'अपना सबसे छोटा चेक लिखें।',
  'rule.investor.enterLargestCheque': 'अपना सबसे बड़ा चेक लिखें।',
  'rule.investor.largestChequeCannotSmaller': 'सबसे बड़ा चेक सबसे छोटे से छोटा नहीं हो सकता।',
  'rule.investor.largestOwnershipCannotSmaller':
    'सबसे ज़्यादा हिस्सेदारी सबसे कम से कम नहीं हो सकती।',
  'rule.investor.keepAddressUnderCharacters': 'पता 300 अक्षरों से छोटा रखें।',
  'rule.investor.enterLinkedinAddressHttps': 'LinkedIn पता लिखें (https://www.linkedin.com/…)।',
  'rule.investor.enterWholePercentage': '{label} पूरे प्रतिशत में लिखें।',
  'rule.whole.label.smallestTypicalOwnership': 'आम तौर पर सबसे कम हिस्सेदारी',
  'rule.whole.label.largestTypicalOwnership': 'आम तौर पर सबसे ज़्यादा हिस्सेदारी',
  'rule.investor.percentMost': '{label} ज़्यादा से ज़्यादा 100 % हो सकती है।',
  'rule.investor.keepNameUnderCharacters': 'नाम 120 अक्षरों से छोटा रखें।',
  'rule.investor.writeLeastCharactersWhat':
    'कम से कम {min} अक्षर लिखें: आप किसमें पैसा लगाते हैं और क्यों।',
  'rule.investor.keepThesisUnderCharacters': 'थीसिस {max, number} अक्षरों से छोटी रखें।',
  'rule.investor.chooseLeastStage': 'कम से कम एक स्टेज चुनें।',
  'rule.investor.chooseStagesList': 'सूची से स्टेज चुनें।',
  'rule.investor.chooseStatesUnionTerritories': 'सूची से राज्य या केंद्र शासित प्रदेश चुनें।',
  'rule.whole.label.smallestCheque': 'सबसे छोटा चेक',
  'rule.whole.label.largestCheque': 'सबसे बड़ा चेक',
  'rule.whole.label.numberOfInvestments': 'निवेशों की संख्या',
  'rule.deals.nameRoundSeed': 'राउंड का नाम लिखें, जैसे “Seed, 2026”।',
  'rule.deals.chooseFundInvite': 'न्योता भेजने के लिए फ़ंड चुनें।',
  'rule.deals.writeSomethingPost': 'पोस्ट करने के लिए कुछ लिखें।',
  'rule.deals.chooseInterestedCommittedPassed': 'दिलचस्पी, पक्का या मना में से चुनें।',
  'rule.deals.chooseWhichRoomsShow': 'चुनें कि कौन-से रूम दिखाने हैं।',
  'rule.deals.chooseAcceptDeclineWithdraw': 'मंज़ूर करें, मना करें या वापस लें में से चुनें।',
  'rule.deals.chooseYesNo': 'हाँ या नहीं चुनें।',
  'rule.deals.enterAmountYouCommit': 'वह रकम लिखें जो आप पक्की कर रहे हैं।',
  'rule.deals.passCarriesNoAmount': 'मना करने पर कोई रकम नहीं होती।',
  'rule.deals.keepRoundSName': 'राउंड का नाम {roundNameMax} अक्षरों से छोटा रखें।',
  'rule.deals.enterAmountStartupRaising': 'वह रकम लिखें जो स्टार्टअप इस राउंड में जुटा रहा है।',
  'rule.deals.notValidDealRoom': 'यह सही डील रूम नहीं है।',
  'rule.deals.notFundSangam': 'यह Sangam पर कोई फ़ंड नहीं है।',
  'rule.deals.keepNoteUnderCharacters': 'नोट {invitationNoteMax} अक्षरों से छोटा रखें।',
  'rule.deals.keepPostUnderCharacters': 'पोस्ट {threadNoteMax} अक्षरों से छोटी रखें।',
  'rule.deals.notValidFund': 'यह सही फ़ंड नहीं है।',
  'rule.channel.chooseKindQuestionList': 'सूची से सवाल का प्रकार चुनें।',
  'rule.channel.enterValidDate': 'सही तारीख़ लिखें।',
  'rule.channel.chooseListedUnlisted': 'लिस्टेड या अनलिस्टेड चुनें।',
  'rule.channel.enterNumberDays': 'दिनों की संख्या लिखें।',
  'rule.channel.enterPercentage': 'प्रतिशत लिखें।',
  'rule.channel.giveLeastTwoChoices': 'कम से कम दो विकल्प दें।',
  'rule.channel.eachChoiceCanAppear': 'हर विकल्प एक ही बार आ सकता है।',
  'rule.channel.choiceQuestionsHaveChoices': 'विकल्प सिर्फ़ विकल्प वाले सवालों में होते हैं।',
  'rule.channel.maximumMustLeastMinimum': 'ज़्यादा से ज़्यादा, कम से कम जितना तो होना चाहिए।',
  'rule.channel.channelMustCloseAfter': 'कॉल खुलने के बाद ही बंद हो सकती है।',
  'rule.channel.eachQuestionNeedsOwn': 'हर सवाल की अपनी id होनी चाहिए।',
  'rule.channel.questionNeedsStableId': 'सवाल की एक पक्की id होनी चाहिए।',
  'rule.channel.writeQuestion': 'सवाल लिखें।',
  'rule.channel.keepQuestionUnderCharacters': 'सवाल 200 अक्षरों से छोटा रखें।',
  'rule.channel.choiceCannotEmpty': 'विकल्प ख़ाली नहीं हो सकता।',
  'rule.channel.keepChoicesUnderCharacters': 'विकल्प 80 अक्षरों से छोटे रखें।',
  'rule.channel.mostChoices': 'ज़्यादा से ज़्यादा 20 विकल्प।',
  'rule.channel.enterDateOnwards': '2000 या उसके बाद की तारीख़ लिखें।',
  'rule.channel.enterDateBefore': '2100 से पहले की तारीख़ लिखें।',
  'rule.channel.giveChannelTitle': 'कॉल का टाइटल लिखें।',
  'rule.channel.keepTitleUnderCharacters': 'टाइटल 120 अक्षरों से छोटा रखें।',
  'rule.channel.channelCanAskMost': 'एक कॉल ज़्यादा से ज़्यादा 20 सवाल पूछ सकती है।',
  'rule.channel.enterWholeDays': 'पूरे दिन लिखें।',
  'rule.channel.promiseAnswerWithinLeast': 'कम से कम 1 दिन में जवाब का वादा करें।',
  'rule.channel.promiseAnswerWithinDays': 'ज़्यादा से ज़्यादा 180 दिन में जवाब का वादा करें।',
  'rule.channel.enterWholePercentage': 'पूरा प्रतिशत लिखें।',
  'rule.channel.minimumCannotBelow': 'कम से कम 0 % से नीचे नहीं हो सकता।',
  'rule.channel.minimumCannotAbove': 'कम से कम 100 % से ऊपर नहीं हो सकता।',
  'rule.whole.label.minimumRaise': 'कम से कम राउंड',
  'rule.whole.label.maximumRaise': 'ज़्यादा से ज़्यादा राउंड',
  'rule.whole.label.amountSought': 'माँगी गई रकम',
  'rule.whole.label.intendedCheque': 'सोचा हुआ चेक',
  'rule.access.pleaseEnterFullName': 'अपना पूरा नाम लिखें।',
  'rule.access.pleaseEnterWorkEmail': 'अपना काम का ईमेल लिखें।',
  'rule.access.tellUsWhetherYou': 'बताएँ कि आप स्टार्टअप हैं या निवेशक।',
  'rule.access.pleaseEnterStartupFund': 'अपने स्टार्टअप या फ़ंड का नाम लिखें।',
  'rule.access.keepNameUnderCharacters': 'अपना नाम 120 अक्षरों से छोटा रखें।',
  'rule.access.emailAddressTooLong': 'यह ईमेल पता बहुत लंबा है।',
  'rule.access.pleaseEnterValidEmail': 'सही ईमेल पता लिखें, जैसे priya@example.com.',
  'rule.access.keepOrganisationNameUnder': 'संस्था का नाम 160 अक्षरों से छोटा रखें।',
  'rule.access.enterLinkedinProfileAddress':
    'अपनी LinkedIn प्रोफ़ाइल का पता लिखें, जैसे https://www.linkedin.com/in/your-name.',
  'rule.account.chooseDensityComfortableCompact': 'दिखने का तरीक़ा चुनें: खुला या सटा हुआ।',
  'rule.account.chooseLanguageEnglishHindi': 'भाषा चुनें: English या हिन्दी।',
  'rule.account.chooseWhatChange': 'चुनें कि क्या बदलना है।',
  'rule.account.pleaseChoosePassword': 'पासवर्ड चुनें।',
  'rule.account.pleaseEnterEmail': 'अपना ईमेल लिखें।',
  'rule.account.keepEmailAddressUnder': 'ईमेल पता 254 अक्षरों से छोटा रखें।',
  'rule.account.pleaseEnterValidEmail': 'सही ईमेल पता लिखें।',
  'rule.account.pleaseEnterPassword': 'अपना पासवर्ड लिखें।',
  'rule.answer.sendAnswersKeyedBy':
    'जवाब सवाल के हिसाब से भेजें, टेक्स्ट या विकल्पों की सूची के रूप में।',
  'rule.answer.keepAnswerUnderCharacters': 'अपना जवाब {max, number} अक्षरों से छोटा रखें।',
  'rule.answer.numberTooLarge': 'यह संख्या बहुत बड़ी है।',
  'rule.answer.chooseEachOptionOnce': 'हर विकल्प एक ही बार चुनें।',
  'rule.answer.keepAddressUnderCharacters': 'पता {url} अक्षरों से छोटा रखें।',
  'rule.answer.channelDoesNotAsk': 'यह कॉल यह सवाल नहीं पूछती।',
  'rule.answer.tooManyAnswers': 'बहुत ज़्यादा जवाब।',
  'rule.note.writeNote': 'नोट लिखें।',
  'rule.note.keepNoteUnderCharacters': 'नोट {noteBodyLimit, number} अक्षरों से छोटा रखें।',
  'rule.pipeline.nameStage': 'पड़ाव का नाम लिखें।',
  'rule.pipeline.chooseWhatFoundersSee':
    'चुनें कि फ़ाउंडर क्या देखें: रिव्यू में, शॉर्टलिस्ट या ड्यू डिलिजेंस।',
  'rule.pipeline.chooseStage': 'कोई पड़ाव चुनें।',
  'rule.pipeline.chooseReasonList': 'सूची से कोई वजह चुनें।',
  'rule.pipeline.keepLeastStageBetween': 'भेजे गए और फ़ैसले के बीच कम से कम एक पड़ाव रखें।',
  'rule.pipeline.pipelineHasMostStages':
    'एक पाइपलाइन में ज़्यादा से ज़्यादा {maxActiveStages} पड़ाव होते हैं।',
  'rule.pipeline.notStagePipeline': 'यह आपकी पाइपलाइन का पड़ाव नहीं है।',
  'rule.pipeline.keepLeastStage': 'कम से कम एक पड़ाव रखें।',
  'rule.pipeline.keepMessageUnderCharacters': 'मैसेज 2,000 अक्षरों से छोटा रखें।',
  'rule.rating.scoreEveryDimension': 'हर पहलू को 1 से 5 तक स्कोर दें।',
  'rule.rating.scoreWholeNumber': '{label} को 1 से 5 तक की पूरी संख्या में स्कोर दें।',
  'rule.rating.score': '{label} को 1 से 5 तक स्कोर दें।',
  'rule.rating.keepCommentUnderCharacters':
    'टिप्पणी {ratingCommentLimit, number} अक्षरों से छोटी रखें।',
  'rule.rating.notValidApplicationId': 'यह आवेदन की सही id नहीं है।',
  'rule.view.nameView': 'व्यू का नाम लिखें।',
  'rule.view.thereNoSearchSave': 'सेव करने के लिए कोई खोज नहीं है।',
  'rule.view.keepNameUnderCharacters': 'नाम 60 अक्षरों से छोटा रखें।',
  'rule.view.searchTooLongSave': 'यह खोज सेव करने के लिए बहुत लंबी है।',
  'rule.audit.enterTextHere': 'यहाँ टेक्स्ट लिखें।',
  'rule.audit.enterDateYyyyMm': '{which} तारीख़ YYYY-MM-DD में लिखें।',
  'rule.audit.pageMustNumber': 'पेज एक संख्या होनी चाहिए।',
  'rule.audit.chooseActionsAuditLog': 'ऑडिट लॉग की सूची से काम चुनें।',
  'rule.audit.actionsMustList': 'काम एक सूची में होने चाहिए।',
  'rule.audit.startDateMustBefore': 'शुरू की तारीख़ आख़िरी तारीख़ से पहले या उसी दिन होनी चाहिए।',
  'rule.audit.dateMustRealDate':
    '{which} तारीख़ YYYY-MM-DD में लिखी असली तारीख़ होनी चाहिए, जैसे 2026-01-31.',
  'rule.audit.pageMustWholeNumber': 'पेज एक पूरी संख्या होनी चाहिए।',
  'rule.audit.pagesStart': 'पेज 1 से शुरू होते हैं।',
  'rule.audit.pageTooFar': 'यह पेज बहुत आगे है।',
  'rule.audit.chooseEachActionMost': 'हर काम ज़्यादा से ज़्यादा एक बार चुनें।',
  'rule.inbox.chooseTabInbox': 'इनबॉक्स का कोई टैब चुनें।',
  'rule.inbox.sayWhetherArchiveEntry': 'बताएँ कि एंट्री आर्काइव करनी है या नहीं।',
  'rule.inbox.claimLinkNotValid': 'यह क्लेम लिंक सही नहीं है।',
  'rule.inbox.tickBoxAgreeBefore': 'क्लेम करने से पहले सहमति का बॉक्स टिक करें।',
  'rule.inbox.notValidEntryId': 'यह एंट्री की सही id नहीं है।',
  'rule.inbox.chooseList': 'कोई सूची चुनें।',
  'rule.inbox.chooseWhatYouAsk':
    'चुनें कि आप उनसे क्या चाहते हैं: आपकी किसी कॉल पर आवेदन, या निवेशकों को दिखना।',
  'rule.inbox.keepNoteUnderCharacters': 'नोट 1,000 अक्षरों से छोटा रखें।',
  'rule.template.nameTemplate': 'टेम्पलेट का नाम लिखें।',
  'rule.template.chooseRejectionAcceptance': 'नामंज़ूरी या मंज़ूरी चुनें।',
  'rule.template.rejectionHasReason': 'वजह सिर्फ़ नामंज़ूरी की होती है।',
  'rule.template.keepNameUnderCharacters': 'नाम 80 अक्षरों से छोटा रखें।',
  'rule.template.notValidTemplateId': 'यह टेम्पलेट की सही id नहीं है।',
  'rule.organisation.chooseOwnerMember': 'ओनर या मेंबर चुनें।',
  'rule.organisation.pleaseEnterOrganisationS': 'संस्था का नाम लिखें।',
  'rule.organisation.useLeastCharacters': 'कम से कम 3 अक्षर लिखें।',
  'rule.organisation.useMostCharacters': 'ज़्यादा से ज़्यादा 60 अक्षर लिखें।',
  'rule.organisation.invitationLinkIncomplete': 'यह न्योता लिंक अधूरा है।',
  'rule.directory.typePartFundS': 'फ़ंड के नाम का कुछ हिस्सा लिखें।',
  'rule.directory.typeLeastTwoLetters': 'फ़ंड के नाम के कम से कम दो अक्षर लिखें।',
  'rule.directory.keepSearchUnderCharacters': 'खोज 100 अक्षरों से छोटी रखें।',
  'rule.deck.pagePastEndDeck': 'कोई पेज डेक के आख़िर से आगे है।',
  'rule.deck.eachPageMayAppear': 'हर पेज एक ही बार आ सकता है।',
  'rule.access.messageUnder': 'मैसेज 2,000 अक्षरों से छोटा रखें।',
  'rule.audit.actorUnder': 'करने वाले का ईमेल 254 अक्षरों से छोटा रखें।',
  'rule.audit.organisationUnder': 'संस्था 120 अक्षरों से छोटी रखें।',

  // The server's answers: every procedure (src/server/trpc/init.ts, handler.ts), the HTTP entries
  'rule.server.fieldsNeedAttention': 'कुछ फ़ील्ड ठीक करनी हैं।',
  'rule.server.request.tooDeep': 'इस अनुरोध में बहुत ज़्यादा परतें हैं।',
  'rule.server.request.nul': 'इस टेक्स्ट से दिखाई न देने वाला NUL अक्षर (\\0) हटाएँ।',
  'rule.server.timeout.statement': 'जवाब आने में बहुत देर लगी। थोड़ी देर में फिर कोशिश करें।',
  'rule.server.timeout.search':
    'इस खोज का जवाब आने में बहुत देर लगी। खोज छोटी करें (कम फ़िल्टर, छोटी अवधि) और फिर कोशिश करें।',
  'rule.server.timeout.erasure':
    'मिटाने में बहुत देर लगी, और कुछ भी नहीं मिटा। कुछ मिनट बाद फिर कोशिश करें।',
  'rule.server.dataException':
    'कोई एक वैल्यू Sangam में सेव नहीं हो सकती (बहुत दूर की तारीख़, बहुत बड़ी संख्या)। उसे जाँचें और फिर कोशिश करें।',
  'rule.server.databaseUnreachable':
    'Sangam अभी अपने डेटाबेस तक नहीं पहुँच पा रहा है। कुछ भी नहीं बदला; कुछ सेकंड बाद फिर कोशिश करें।',
  'rule.server.tooManyAttempts': 'बहुत ज़्यादा कोशिशें हो गईं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.tooManyRequests':
    'थोड़े समय में बहुत ज़्यादा अनुरोध आए। एक मिनट रुककर फिर कोशिश करें।',
  'rule.server.batchTooLarge': 'एक अनुरोध में ज़्यादा से ज़्यादा {max} कॉल हो सकते हैं।',
  'rule.server.noInput': 'इस कॉल में कोई इनपुट नहीं भेजा जाता।',
  'rule.server.signIn': 'आगे बढ़ने के लिए साइन इन करें।',
  'rule.server.noOrganisation': 'आप अभी किसी संगठन में नहीं हैं।',
  'rule.server.ownersOnly': 'यह सिर्फ़ संगठन के मालिक कर सकते हैं।',
  'rule.server.needsOrganisation':
    '{kind, select, startup {इसके लिए आपको किसी स्टार्टअप संगठन का सदस्य होना चाहिए।} other {इसके लिए आपको किसी निवेशक संगठन का सदस्य होना चाहिए।}}',
  'rule.server.confirmEmail': 'पहले अपना ईमेल पता पक्का करें।',
  'rule.server.adminsOnly': 'यह सिर्फ़ प्लेटफ़ॉर्म एडमिन के लिए है।',
  'rule.server.foreignOrigin':
    'Sangam सिर्फ़ अपने पते से किए गए बदलाव लेता है। {origin} खोलें और फिर कोशिश करें।',
  'rule.server.bodyTooLarge': 'अनुरोध बहुत बड़ा है: ज़्यादा से ज़्यादा {mb} MB।',
  'rule.server.requestTooLarge': 'अनुरोध बहुत बड़ा है।',
  'rule.server.outage.title': 'थोड़ी देर में लौटते हैं · Sangam',
  'rule.server.outage.heading': 'थोड़ी देर में लौटते हैं',
  'rule.server.outage.retry': 'फिर कोशिश करें',
  'rule.server.outage.reference': 'रेफ़रेंस: {id}',
  'rule.server.access.couldNotSend': 'हम आपका अनुरोध नहीं भेज पाए। थोड़ी देर में फिर कोशिश करें।',
  'rule.server.access.fromPage': 'फ़ॉर्म एक्सेस माँगने वाले पेज से भेजें।',
  'rule.server.access.tooMany':
    'आपने थोड़े समय में कई अनुरोध भेजे हैं। एक घंटे बाद फिर कोशिश करें।',
  'rule.server.auth.commonPassword': 'यह सबसे आम पासवर्ड में से एक है। कोई दूसरा पासवर्ड चुनें।',
  'rule.server.auth.confirmBeforeChange': 'ईमेल पता बदलने से पहले अपना मौजूदा ईमेल पता पक्का करें।',
  'rule.server.auth.changeEmailLimit': 'आपने आज कई बार ईमेल बदलने को कहा है। कल फिर कोशिश करें।',
  'rule.server.auth.signInLimit':
    'इस अकाउंट में साइन इन की बहुत ज़्यादा कोशिशें नाकाम रहीं। बाद में फिर कोशिश करें।',

  // The server's answers: what is not there, and ids in a procedure's input
  'rule.server.noSuch.startup': 'ऐसा कोई स्टार्टअप नहीं मिला।',
  'rule.server.noSuch.application': 'ऐसा कोई आवेदन नहीं मिला।',
  'rule.server.noSuch.note': 'ऐसा कोई नोट नहीं मिला।',
  'rule.server.noSuch.list': 'ऐसी कोई सूची नहीं मिली।',
  'rule.server.noSuch.entry': 'ऐसी कोई एंट्री नहीं मिली।',
  'rule.server.noSuch.channel': 'ऐसी कोई कॉल नहीं मिली।',
  'rule.server.noSuch.template': 'ऐसा कोई टेम्पलेट नहीं मिला।',
  'rule.server.noSuch.stage': 'आपकी पाइपलाइन में ऐसा कोई पड़ाव नहीं है।',
  'rule.server.noSuch.savedView': 'ऐसा कोई सेव किया व्यू नहीं मिला।',
  'rule.server.noSuch.accessRequest': 'एक्सेस का ऐसा कोई अनुरोध नहीं मिला।',
  'rule.server.noSuch.email': 'ऐसा कोई ईमेल नहीं मिला।',
  'rule.server.noSuch.member': 'ऐसा कोई सदस्य नहीं मिला।',
  'rule.server.noSuch.invitation': 'ऐसा कोई न्योता नहीं मिला।',
  'rule.server.noSuch.openInvitation': 'ऐसा कोई खुला न्योता नहीं है।',
  'rule.server.noSuch.founder': 'ऐसा कोई फ़ाउंडर नहीं मिला।',
  'rule.server.noSuch.dealRoom': 'ऐसा कोई डील रूम नहीं मिला।',
  'rule.server.noSuch.companyPage': 'ऐसा कोई कंपनी पेज नहीं मिला।',
  'rule.server.noSuch.investorPage': 'ऐसा कोई निवेशक पेज नहीं मिला।',
  'rule.server.noSuch.profile': 'आपके स्टार्टअप की अभी कोई प्रोफ़ाइल नहीं है।',
  'rule.id.note': 'यह नोट की सही id नहीं है।',
  'rule.id.view': 'यह व्यू की सही id नहीं है।',
  'rule.id.channelLink': 'यह कॉल का सही लिंक नहीं है।',
  'rule.id.notification': 'यह सूचना की सही id नहीं है।',
  'rule.id.member': 'यह सदस्य की सही id नहीं है।',
  'rule.id.channel': 'यह कॉल की सही id नहीं है।',
  'rule.server.searchParameter':
    'खोज के किसी पैरामीटर का नाम ज़्यादा से ज़्यादा 64 अक्षरों का हो सकता है।',
  'rule.server.onlyAuthorDeletesNote': 'नोट सिर्फ़ उसे लिखने वाला हटा सकता है।',
  'rule.server.roundClosed': 'यह राउंड बंद हो चुका है।',

  // The server's answers: the investors' applications, review and notes
  'rule.server.applications.stageGone':
    'यह पड़ाव अब आपकी पाइपलाइन में नहीं है। उसके पड़ाव देखने के लिए पेज फिर से लोड करें।',
  'rule.server.applications.alreadyAt': 'यह आवेदन पहले से “{stage}” पर है।',
  'rule.server.applications.alreadyStatus':
    'यह आवेदन पहले से {status, select, submitted {भेजा गया} in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} due_diligence {ड्यू डिलिजेंस में} accepted {मंज़ूर} rejected {नामंज़ूर} other {वापस लिया गया}} है।',
  'rule.server.applications.cannotMove':
    'यह आवेदन {status, select, submitted {भेजा गया} in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} due_diligence {ड्यू डिलिजेंस में} accepted {मंज़ूर} rejected {नामंज़ूर} other {वापस लिया गया}} है और अब आगे नहीं बढ़ सकता।',
  'rule.server.applications.chooseTeammate': 'टीम का कोई साथी चुनें।',
  'rule.server.applications.chooseFromTeam': 'अपनी टीम में से किसी को चुनें।',
  'rule.server.applications.notesFull':
    'आपकी टीम ने इस स्टार्टअप पर {max} नोट लिखे हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कुछ ऐसे नोट हटाएँ जिनकी अब ज़रूरत नहीं।',

  // The server's answers: lists, the Inbox, saved views, templates, channels, the pipeline
  'rule.server.lists.nameTaken': 'आपकी टीम के पास “{name}” नाम की सूची पहले से है।',
  'rule.server.lists.full':
    'आपकी टीम के पास {max} सूचियाँ हैं, जितनी Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसी सूची हटाएँ जिसकी अब ज़रूरत नहीं।',
  'rule.server.lists.notOnList': 'यह स्टार्टअप इस सूची में नहीं है।',
  'rule.server.inbox.claimed':
    'फ़ाउंडर ने यह एंट्री क्लेम कर ली है: अब यह उनका स्टार्टअप है, आपकी पाइपलाइन में।',
  'rule.server.inbox.claimedList':
    'फ़ाउंडर ने यह एंट्री क्लेम कर ली है: इसकी जगह उनका स्टार्टअप सूची में जोड़ें।',
  'rule.server.inbox.notesFull':
    'आपकी टीम ने इस एंट्री पर {max} नोट लिखे हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कुछ ऐसे नोट हटाएँ जिनकी अब ज़रूरत नहीं।',
  'rule.server.inbox.chooseChannel': 'अपनी कोई एक कॉल चुनें।',
  'rule.server.inbox.notTaking': '{channel} अभी आवेदन नहीं ले रही है।',
  'rule.server.inbox.answered': 'इस भेजने वाले को आपका जवाब जा चुका है।',
  'rule.server.inbox.chooseList': 'अपनी कोई एक सूची चुनें।',
  'rule.server.views.nameTaken': 'आपके पास “{name}” नाम का व्यू पहले से है।',
  'rule.server.views.full':
    'आपके पास {max} सेव किए व्यू हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा व्यू हटाएँ जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.templates.full':
    'आपकी टीम के पास {max} टेम्पलेट हैं, जितने Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा टेम्पलेट हटाएँ जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.channels.full':
    'आपकी टीम के पास {max} कॉल हैं, जितनी Sangam ज़्यादा से ज़्यादा रखता है। पहले कोई ऐसा ड्राफ़्ट हटाएँ जिसकी अब ज़रूरत नहीं।',
  'rule.server.channels.answered':
    '“{question}” के जवाब आ चुके हैं: आप इसके शब्द बदल सकते हैं या इसे छिपा सकते हैं, पर इसे हटा नहीं सकते और इसका प्रकार नहीं बदल सकते।',
  'rule.server.channels.cannotBecome':
    '{from, select, draft {ड्राफ़्ट} open {खुली} closed {बंद} other {आर्काइव की गई}} कॉल {to, select, draft {ड्राफ़्ट} open {खुली} closed {बंद} other {आर्काइव}} नहीं हो सकती।',
  'rule.server.channels.changed': 'इस बीच कॉल बदल गई; पेज फिर से लोड करें और दोबारा कोशिश करें।',
  'rule.server.onboarding.finishFirst': 'पहले ये स्टेप पूरे करें: {steps}।',
  'rule.server.pipeline.full':
    'एक पाइपलाइन में ज़्यादा से ज़्यादा {max} पड़ाव हो सकते हैं। पहले कोई ऐसा पड़ाव आर्काइव करें जिसे आप अब इस्तेमाल नहीं करते।',
  'rule.server.pipeline.held':
    '{count, plural, one {एक आवेदन इस पड़ाव में है} other {# आवेदन इस पड़ाव में हैं}}, और उनके फ़ाउंडर्स को बताया गया है कि आवेदन {status, select, in_review {रिव्यू में} shortlisted {शॉर्टलिस्ट} other {ड्यू डिलिजेंस में}} है। पहले उन्हें दूसरे पड़ाव पर ले जाएँ, या नया पड़ाव जोड़ें।',
  'rule.server.pipeline.changed':
    'इस बीच पाइपलाइन बदल गई। उसके पड़ाव देखने के लिए पेज फिर से लोड करें, फिर उन्हें दोबारा क्रम में लगाएँ।',
  'rule.server.pipeline.whereTo':
    'चुनें कि इसके {count, plural, one {आवेदन} other {# आवेदन}} कहाँ जाएँ: किसी दूसरे पड़ाव पर या फ़ैसले पर।',

  // The server's answers: deal rooms, organisations, invitations, claims, the account
  'rule.server.deals.notShared': 'फ़ाउंडर्स ने यह डील आपके फ़ंड के साथ शेयर नहीं की है।',
  'rule.server.deals.duplicate': 'इस स्टार्टअप के इस राउंड के लिए आपके फ़ंड का डील रूम पहले से है।',
  'rule.server.deals.leadInvites': 'इस रूम में को-इन्वेस्टर्स को सिर्फ़ लीड फ़ंड बुला सकता है।',
  'rule.server.deals.noFund': 'इस नाम से पब्लिक प्रोफ़ाइल वाला कोई फ़ंड नहीं है।',
  'rule.server.deals.leadsAlready': 'इस रूम को आपका फ़ंड पहले से लीड कर रहा है।',
  'rule.server.deals.invitedAlready': 'यह फ़ंड इस रूम में पहले से बुलाया जा चुका है।',
  'rule.server.deals.leadCloses': 'राउंड सिर्फ़ लीड फ़ंड बंद कर सकता है।',
  'rule.server.deals.onlyAccepted':
    'सिर्फ़ वही शेयर वापस लिया जा सकता है जिसे आपने मंज़ूर किया था।',
  'rule.server.deals.sharedAlready': 'आप इस फ़ंड के साथ अपनी प्रोफ़ाइल पहले ही शेयर कर चुके हैं।',
  'rule.server.deals.teammateAnswered':
    'आपकी टीम के किसी साथी ने अभी-अभी इस अनुरोध का जवाब दिया है। उनका जवाब देखने के लिए पेज फिर से लोड करें।',
  'rule.server.organisation.lastOwner':
    'संगठन में कम से कम एक मालिक होना चाहिए। पहले किसी और को मालिक बनाएँ।',
  'rule.server.organisation.slugTaken': '“{slug}” पता पहले से लिया जा चुका है।',
  'rule.server.organisation.startupOnly': 'यहाँ सिर्फ़ स्टार्टअप संगठन मिटाया जा सकता है।',
  'rule.server.organisation.alreadyMember': '{email} पहले से सदस्य हैं।',
  'rule.server.invitation.unknown': 'न्योते का यह लिंक सही नहीं है।',
  'rule.server.invitation.expired': 'इस न्योते की मियाद ख़त्म हो गई है। नया न्योता माँगें।',
  'rule.server.invitation.accepted': 'यह न्योता पहले ही इस्तेमाल हो चुका है।',
  'rule.server.invitation.revoked': 'यह न्योता वापस ले लिया गया था।',
  'rule.server.invitation.otherEmail': 'यह न्योता किसी दूसरे ईमेल पते पर भेजा गया था।',
  'rule.server.invitation.hasOrganisation':
    'आप पहले से एक संगठन में हैं। दूसरे में जुड़ने से पहले सेटिंग्स में जाकर उसे छोड़ें।',
  'rule.server.claim.unknown': 'क्लेम का यह लिंक सही नहीं है।',
  'rule.server.claim.claimed': 'यह डील पहले ही क्लेम की जा चुकी है।',
  'rule.server.claim.expired':
    'इस लिंक की मियाद ख़त्म हो गई है। {fund} से फिर से न्योता भेजने को कहें।',
  'rule.server.claim.otherEmail':
    'यह लिंक किसी दूसरे ईमेल पते पर भेजा गया था। उसी पते से साइन इन करें जिस पर यह भेजा गया था।',
  'rule.server.claim.investor':
    'आप एक निवेशक संगठन में हैं: डील अपने स्टार्टअप के अकाउंट से क्लेम करें।',
  'rule.server.account.adminNoStartup':
    'प्लेटफ़ॉर्म एडमिन का अकाउंट किसी स्टार्टअप का मालिक नहीं हो सकता। किसी दूसरे पते से साइन अप करें।',
  'rule.server.account.belongsTo': 'आप पहले से {organisation} में हैं।',
  'rule.server.account.belongsToOne': 'आप पहले से एक संगठन में हैं।',
  'rule.server.admin.decided': 'इस अनुरोध पर फ़ैसला हो चुका है।',
  'rule.server.notifications.position': 'यह सूची में सही जगह नहीं है।',
  'rule.server.notifications.number': 'सूचनाओं की गिनती संख्या में दें।',
  'rule.server.notifications.whole': 'सूचनाओं की गिनती पूरी संख्या में दें।',
  'rule.server.notifications.atLeast': 'कम से कम 1 सूचना माँगें।',
  'rule.server.notifications.atMost': 'एक बार में ज़्यादा से ज़्यादा 50 सूचनाएँ माँगें।',
  'rule.server.notifications.choose': 'कम से कम एक सूचना चुनें।',
  'rule.server.notifications.markAtMost':
    'एक बार में ज़्यादा से ज़्यादा 100 सूचनाएँ पढ़ी हुई मार्क करें।',
  'rule.server.startups.alreadyApplied': 'आपका स्टार्टअप इस कॉल पर पहले ही आवेदन कर चुका है।',
  'rule.server.startups.answersKeyed': 'जवाब सवाल के हिसाब से भेजें।',
  'rule.server.startups.incomplete':
    'इस कॉल के लिए प्रोफ़ाइल कम से कम {min}% पूरी होनी चाहिए; आपकी {percent}% है। अपनी प्रोफ़ाइल {more} प्रतिशत अंक और भरें, फिर आवेदन करें।',
  'rule.server.startups.decided':
    'निवेशक इस आवेदन पर फ़ैसला कर चुके हैं, इसलिए अब इसे वापस नहीं लिया जा सकता।',
  'rule.server.startups.teammateOnly':
    'फ़ाउंडर से सिर्फ़ आपके स्टार्टअप की टीम के किसी साथी को जोड़ा जा सकता है।',
  'rule.server.startups.slugTaken':
    'कोई दूसरा स्टार्टअप /company/{slug} पहले से इस्तेमाल कर रहा है। कोई दूसरा पता आज़माएँ।',
  'rule.server.startups.foundersFull':
    'एक स्टार्टअप ज़्यादा से ज़्यादा {max} फ़ाउंडर्स जोड़ सकता है।',
  'rule.server.startups.founderOrder': 'नए क्रम में हर फ़ाउंडर एक ही बार होना चाहिए।',
  'rule.server.channel.closed': 'यह कॉल बंद है और अब आवेदन नहीं लेती।',
  'rule.server.channel.closedSince': 'यह कॉल {date} से बंद है और अब आवेदन नहीं लेती।',
  'rule.server.channel.opensOn': 'यह कॉल {date} को आवेदनों के लिए खुलेगी।',
  'rule.server.channel.closedOn': 'यह कॉल {date} को बंद हो गई और अब आवेदन नहीं लेती।',

  // The server's answers: uploads, deck views, exports, one's data
  'rule.server.upload.failed': 'अपलोड नहीं हो पाया। फिर से कोशिश करें।',
  'rule.server.upload.membersOnly':
    'यहाँ फ़ाइलें सिर्फ़ किसी स्टार्टअप या निवेशक के सदस्य अपलोड कर सकते हैं।',
  'rule.server.upload.tooMany': 'बहुत ज़्यादा अपलोड हो गए। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.upload.investorLogo': 'निवेशक संगठन सिर्फ़ अपना लोगो अपलोड करता है।',
  'rule.server.upload.noFounder': 'यह फ़ाउंडर नहीं मिला।',
  'rule.server.upload.investorFirst': 'पहले अपनी निवेशक प्रोफ़ाइल का पहला स्टेप सेव करें।',
  'rule.server.upload.startupFirst': 'पहले अपने स्टार्टअप की प्रोफ़ाइल बनाएँ।',
  'rule.server.upload.chooseFounder': 'चुनें कि यह फ़ोटो किस फ़ाउंडर की है।',
  'rule.server.upload.storage':
    'आपकी फ़ाइल अभी सेव नहीं हो पाई, और कुछ भी नहीं बदला। कुछ मिनट बाद फिर कोशिश करें।',
  'rule.server.upload.notFound': 'फ़ाइल नहीं मिली।',
  'rule.server.upload.chooseKind': 'चुनें कि क्या अपलोड करना है: लोगो, फ़ोटो या डेक।',
  'rule.server.upload.multipart': 'फ़ाइल multipart/form-data के रूप में भेजें।',
  'rule.server.upload.tooLarge': 'फ़ाइल ज़्यादा से ज़्यादा {mb} MB की हो सकती है।',
  'rule.server.upload.noFile': 'अपलोड करने के लिए फ़ाइल चुनें।',
  'rule.server.upload.fieldTooLong': 'फ़ील्ड {name} बहुत लंबी है।',
  'rule.server.upload.fileField': 'फ़ाइल "file" नाम की फ़ील्ड में भेजें।',
  'rule.server.upload.oneFile': 'सिर्फ़ एक फ़ाइल और उसका प्रकार भेजें, और कुछ नहीं।',
  'rule.server.upload.unreadable': 'अपलोड पढ़ा नहीं जा सका। फिर से कोशिश करें।',
  'rule.server.upload.interrupted': 'अपलोड बीच में रुक गया। फिर से कोशिश करें।',
  'rule.server.upload.tooManyPixels': 'यह इमेज बहुत बड़ी है: ज़्यादा से ज़्यादा 40 मेगापिक्सल।',
  'rule.server.upload.badImage': 'यह इमेज पढ़ी नहीं जा सकी। PNG, JPEG या WebP इमेज अपलोड करें।',
  'rule.server.deckViews.investorsOnly':
    'डेक देखे जाने की जानकारी सिर्फ़ निवेशक संगठन के सदस्य भेजते हैं।',
  'rule.server.deckViews.tooMany':
    'बहुत ज़्यादा रिपोर्ट आ गईं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.deckViews.invalid': 'डेक देखे जाने की यह रिपोर्ट सही नहीं है।',
  'rule.server.deckViews.notFound': 'डेक नहीं मिला।',
  'rule.server.deckViews.json': 'रिपोर्ट JSON में भेजें।',
  'rule.server.deckViews.tooLarge': 'एक रिपोर्ट ज़्यादा से ज़्यादा {kb} kB की हो सकती है।',
  'rule.server.exports.busy':
    'आपके संगठन के {count} एक्सपोर्ट पहले से चल रहे हैं। {seconds} सेकंड बाद फिर कोशिश करें।',
  'rule.server.exports.applicationsInvestorsOnly':
    'आवेदन सिर्फ़ निवेशक संगठन के सदस्य एक्सपोर्ट कर सकते हैं।',
  'rule.server.exports.listsInvestorsOnly':
    'सूचियाँ सिर्फ़ निवेशक संगठन के सदस्य एक्सपोर्ट कर सकते हैं।',

  // The domain's sentences: accounts, applications, deal rules, templates
  'rule.account.notYourPassword': 'यह आपका पासवर्ड नहीं है।',
  'rule.account.transferFirst':
    'आप {organisation} के अकेले मालिक हैं, और उसमें दूसरे लोग अब भी काम करते हैं। पहले उनमें से किसी को मालिक बनाएँ, फिर अपना अकाउंट मिटाएँ।',
  'rule.account.passwordHint':
    'कम से कम 8 अक्षर, जिनमें 5 अलग-अलग हों; 12345678 जैसा सिलसिला नहीं।',
  'rule.account.passwordShort': 'कम से कम 8 अक्षर लिखें।',
  'rule.account.passwordLong': 'ज़्यादा से ज़्यादा 128 अक्षर लिखें।',
  'rule.account.passwordVaried':
    'कम से कम 5 अलग-अलग अक्षर लिखें: दोहराए गए अक्षर आसानी से अंदाज़ा लगाए जा सकते हैं।',
  'rule.account.passwordRun':
    '12345678 या abcdefgh जैसे सिलसिले से बचें: इनका आसानी से अंदाज़ा लगाया जा सकता है।',
  'rule.notifications.chooseMode':
    'हर आवेदन पर ईमेल, रोज़ का सारांश या कोई ईमेल नहीं, इनमें से चुनें।',
  'rule.notifications.chooseStatusEmail':
    'चुनें कि आपको अपने आवेदनों के बारे में ईमेल चाहिए या नहीं।',
  'rule.status.chooseTarget': 'कोई पड़ाव या फ़ैसला चुनें।',
  'rule.status.startupWithdraws': 'आवेदन सिर्फ़ स्टार्टअप ही वापस ले सकता है।',
  'rule.status.overdueNotStage': '“देर हो गई” कोई पड़ाव नहीं है: चुनें कि आवेदन कहाँ जाए।',
  'rule.status.writeMessage': 'फ़ाउंडर के लिए मैसेज लिखें।',
  'rule.status.messageLength': 'फ़ाउंडर के लिए कम से कम 20 अक्षरों का मैसेज लिखें: वे यही पढ़ेंगे।',
  'rule.status.chooseApplication': 'कम से कम एक आवेदन चुनें।',
  'rule.status.atMost': 'एक बार में ज़्यादा से ज़्यादा 500 आवेदन बदलें।',
  'rule.status.decisionOnly': 'फ़ाउंडर को मैसेज सिर्फ़ फ़ैसले के साथ जाता है।',
  'rule.status.chooseReason': 'वह वजह चुनें जो फ़ाउंडर को दिखेगी।',
  'rule.pipeline.stageNameUnder': 'पड़ाव का नाम {max} अक्षरों से छोटा रखें।',
  'rule.pipeline.nameTaken': '“{name}” नाम का पड़ाव पहले से है।',
  'rule.dashboard.chooseDate': '{which, select, start {शुरू की} other {आख़िरी}} तारीख़ चुनें।',
  'rule.dashboard.notDate':
    '{which, select, start {शुरू की} other {आख़िरी}} तारीख़ सही तारीख़ नहीं है (YYYY-MM-DD)।',
  'rule.dashboard.endBeforeStart': 'आख़िरी तारीख़ शुरू की तारीख़ से पहले है।',
  'rule.dashboard.fiveYears': 'ज़्यादा से ज़्यादा पाँच साल की अवधि चुनें।',
  'rule.calibration.explanation': 'हर रिव्यूअर के आम रुझान के हिसाब से ठीक किया गया।',
  'rule.calibration.raw':
    'बिना बदलाव के गिना जाता है: ज़रूरी {minimum} साझा रेटिंग में से {shared} हुई हैं।',
  'rule.calibration.inLine': 'टीम जैसा ही स्कोर देते हैं।',
  'rule.calibration.differs':
    '{dimension} पर टीम से {by} {direction, select, lower {कम} other {ज़्यादा}} स्कोर देते हैं।',
  'rule.angelFund.chequeBelow':
    'SEBI: एंजल फ़ंड किसी स्टार्टअप में कम से कम {min} लगाता है; {cheque} का चेक इससे कम है।',
  'rule.angelFund.chequeAbove':
    'SEBI: एंजल फ़ंड किसी स्टार्टअप में ज़्यादा से ज़्यादा {max} लगाता है; {cheque} का चेक इससे ज़्यादा है।',
  'rule.angelFund.roundsTooSmall':
    'SEBI: एंजल फ़ंड किसी स्टार्टअप में कम से कम {min} लगाता है; ज़्यादा से ज़्यादा {raise} के राउंड इसके लिए बहुत छोटे हैं।',
  'rule.angelFund.roundsNeedCoInvestors':
    'SEBI: एंजल फ़ंड किसी स्टार्टअप में ज़्यादा से ज़्यादा {max} लगाता है; {raise} या उससे बड़े राउंड में बाक़ी रकम के लिए को-इन्वेस्टर्स चाहिए।',

  // Startup India: DPIIT's conditions (src/domain/startups/startup-india.ts)
  'rule.startupIndia.missing.founder.form':
    'क़ानूनी रूप जाँचने के लिए अपनी कंपनी का प्रकार जोड़ें।',
  'rule.startupIndia.missing.founder.age':
    'उम्र की सीमा जाँचने के लिए अपनी स्थापना की तारीख़ जोड़ें।',
  'rule.startupIndia.missing.founder.turnover':
    'टर्नओवर की सीमा जाँचने के लिए अपना सबसे ज़्यादा सालाना टर्नओवर जोड़ें।',
  'rule.startupIndia.missing.investor.form':
    'प्रोफ़ाइल में कंपनी का प्रकार नहीं दिया गया है, इसलिए क़ानूनी रूप नहीं जाँचा जा सकता।',
  'rule.startupIndia.missing.investor.age':
    'प्रोफ़ाइल में स्थापना की तारीख़ नहीं दी गई है, इसलिए उम्र की सीमा नहीं जाँची जा सकती।',
  'rule.startupIndia.missing.investor.turnover':
    'प्रोफ़ाइल में सबसे ज़्यादा सालाना टर्नओवर नहीं दिया गया है, इसलिए टर्नओवर की सीमा नहीं जाँची जा सकती।',
  'rule.startupIndia.formMet': '{type} ऐसा रूप है जिसे DPIIT मान्यता देता है।',
  'rule.startupIndia.formNone':
    'मान्यता सिर्फ़ रजिस्टर्ड इकाई को मिल सकती है: प्राइवेट लिमिटेड कंपनी, LLP, पार्टनरशिप फ़र्म या सहकारी समिति।',
  'rule.startupIndia.formNot':
    '{type} उन रूपों में नहीं है जिन्हें DPIIT मान्यता देता है: प्राइवेट लिमिटेड कंपनी, LLP, पार्टनरशिप फ़र्म या सहकारी समिति।',
  'rule.startupIndia.ageMet':
    'स्थापना {founded}: {last} तक {deepTech, select, yes {डीप-टेक स्टार्टअप} other {स्टार्टअप}} की {years} साल की सीमा में।',
  'rule.startupIndia.ageNot':
    'स्थापना {founded}: {years} साल से ज़्यादा पहले, जो {deepTech, select, yes {डीप-टेक स्टार्टअप} other {स्टार्टअप}} की सीमा है।',
  'rule.startupIndia.turnoverMet':
    'सबसे ज़्यादा सालाना टर्नओवर {turnover}: {deepTech, select, yes {डीप-टेक स्टार्टअप} other {स्टार्टअप}} की {max} की सीमा में।',
  'rule.startupIndia.turnoverNot':
    'सबसे ज़्यादा सालाना टर्नओवर {turnover}: {max} से ज़्यादा, जो {deepTech, select, yes {डीप-टेक स्टार्टअप} other {स्टार्टअप}} की सीमा है।',

  // Sangam's standard messages to founders (src/domain/investors/message-templates.ts). {founder}, {startup}, {investor} and {channel} are filled with themselves: they stay the template's own placeholders.
  'rule.template.unknownPlaceholder': 'अनजान प्लेसहोल्डर {unknown}: इनमें से लिखें: {known}।',
  'rule.template.founderFallback': 'फ़ाउंडर',
  'rule.template.standard.not_our_sector_or_stage.name': 'हमारे फ़ोकस से बाहर',
  'rule.template.standard.not_our_sector_or_stage.body':
    '{founder} जी, आवेदन करने के लिए धन्यवाद। {startup} दिलचस्प है, पर यह उन सेक्टरों और स्टेज से बाहर है जिनमें {investor} निवेश करता है, इसलिए हम इसे आगे नहीं बढ़ाएँगे।',
  'rule.template.standard.too_early.name': 'अभी बहुत जल्दी है',
  'rule.template.standard.too_early.body':
    '{founder} जी, आवेदन करने के लिए धन्यवाद। हमें लगता है कि {startup} हमारे लिए अभी थोड़ा जल्दी है; जब आपके पास ग्राहकों से और सबूत हों, तब आपसे फिर सुनकर हमें ख़ुशी होगी।',
  'rule.template.standard.team.name': 'टीम',
  'rule.template.standard.team.body':
    '{founder} जी, आवेदन करने के लिए धन्यवाद। इस बाज़ार के लिए हम ऐसी फ़ाउंडिंग टीम ढूँढते हैं जिसके पास ज़्यादा ज़मीनी अनुभव हो, इसलिए इस बार हम {startup} में निवेश नहीं करेंगे।',
  'rule.template.standard.market_size.name': 'बाज़ार का आकार',
  'rule.template.standard.market_size.body':
    '{founder} जी, आवेदन करने के लिए धन्यवाद। हमें भरोसा नहीं हुआ कि {startup} का बाज़ार उतना बड़ा है जितने नतीजे की हमारे फ़ंड को ज़रूरत है।',
  'rule.template.standard.traction.name': 'ट्रैक्शन',
  'rule.template.standard.traction.body':
    '{founder} जी, आवेदन करने के लिए धन्यवाद। {startup} में निवेश करने से पहले हम और मज़बूत ट्रैक्शन देखना चाहेंगे; अपनी प्रगति के बारे में हमें बताते रहें।',
  'rule.template.standard.other.name': 'इस बार नहीं',
  'rule.template.standard.other.body':
    '{founder} जी, {channel} में आवेदन करने के लिए धन्यवाद। टीम में {startup} पर चर्चा के बाद हमने तय किया है कि इस समय हम आगे नहीं बढ़ेंगे।',
}
