/**
 * The legal pages (decision 0050): the privacy policy and the terms of service, a message per
 * paragraph or list item. Tags: <strong>, <code>, links (<terms>, <privacy>, <requestAccess>, a
 * section's <grievanceLink> or <retentionLink>) and the configured addresses ({contactEmail},
 * {grievanceEmail}). The English text is the one that governs.
 */
export const legal = {
  // Said at the top of a legal page in Hindi only (src/content/english-governs.tsx): its English
  // exists for the catalog and is never shown.
  'legal.englishGoverns':
    'This is a translation of the English version, which governs if the two differ.',

  // The privacy policy's page (src/routes/_marketing/legal/privacy-policy.tsx).
  'legal.privacy.title': 'Privacy Policy',
  'legal.privacy.summary':
    'This policy explains what personal data Sangam collects, why, who sees it, how long we keep it, and how you can exercise your rights under India’s Digital Personal Data Protection Act, 2023. In short: we collect what the service needs, you choose who sees your startup, an investor’s notes stay with that investor’s team, our only cookies keep you signed in and remember your time zone, and we never sell your data.',
  'legal.privacy.contacts': 'Questions: {contactEmail} · Grievance Officer: {grievanceEmail}',

  // The terms' page (src/routes/_marketing/legal/terms-of-service.tsx).
  'legal.terms.title': 'Terms of Service',
  'legal.terms.summary':
    'These terms explain the rules for using Sangam, what you can expect from us, and what we expect from you. In short: you own what you share, you choose who sees it, Sangam is not an investment adviser or an exchange, and every investment decision is between you and the other party.',

  // The privacy policy, first part (src/content/privacy/collection.tsx), then second part
  // (src/content/privacy/rights.tsx), then the terms (src/content/terms-of-service.tsx): a
  // comment per section, named by its title.

  // Who we are and what this policy covers
  'legal.privacy.collection.about-this-policy.title': 'Who we are and what this policy covers',
  'legal.privacy.collection.about-this-policy.1':
    'This Privacy Policy explains how the operator of the Sangam platform (“Sangam”, “we”, “us” or “our”) collects, uses, shares and protects personal data when you use the Sangam website, web application and related services (together, the “Platform”), through which startups and investors in India discover one another, and startups apply to investors’ calls for applications (“channels”).',
  'legal.privacy.collection.about-this-policy.2':
    'It is the notice the Digital Personal Data Protection Act, 2023 (“DPDP Act”) and the Digital Personal Data Protection Rules, 2025 (“DPDP Rules”) require: it lists the personal data we process and why, and tells you how to exercise your rights, how to withdraw consent and how to complain to us or to the Data Protection Board of India (“Board”).',
  'legal.privacy.collection.about-this-policy.3':
    'For the personal data we process to run your account and the Platform, Sangam is a <strong>Data Fiduciary</strong>. When a startup applies to a channel, the investor organisation that runs it receives the application and decides how it evaluates it; for that use it is responsible as a Data Fiduciary in its own right.',
  'legal.privacy.collection.about-this-policy.4':
    'This policy forms part of our <terms>Terms of Service</terms>. Words defined there, such as “Content”, have the same meaning here.',

  // Personal data we collect
  'legal.privacy.collection.data-we-collect.title': 'Personal data we collect',
  'legal.privacy.collection.data-we-collect.1':
    'We collect what you give us, what your teammates add about you, and a small amount of technical data needed to keep the Platform secure. In detail:',
  'legal.privacy.collection.data-we-collect.2':
    '<strong>Your account</strong> — your full name and email address, whether you have confirmed the address, your password (stored only as a one-way hash: we never keep or see the password itself), your organisation and your role in it (owner or member).',
  'legal.privacy.collection.data-we-collect.3':
    '<strong>Startup profile</strong> — the startup’s name, page address, one-liner, description, website, founding date, company type, CIN and DPIIT recognition number, headquarters state and city, sectors, business and product types, stage, team size and logo, and whether its public page and discoverability are switched on.',
  'legal.privacy.collection.data-we-collect.4':
    '<strong>Founder profiles</strong> — each founder’s name, title or role, email address, LinkedIn profile, photo, short bio, education and experience.',
  'legal.privacy.collection.data-we-collect.5':
    '<strong>Full profile</strong> — market and positioning, business and team, and traction and intellectual property. It may name team members, advisers or customers if you choose to mention them.',
  'legal.privacy.collection.data-we-collect.6':
    '<strong>Files</strong> — pitch decks, logos and founder photos you upload, with each file’s name, type, size and the account that uploaded it.',
  'legal.privacy.collection.data-we-collect.7':
    '<strong>Applications</strong> — the channel you applied to, your answers to its questions, a snapshot of your profile as it stood when you applied, and the history of the application: status changes, withdrawal, and any decision message and reason.',
  'legal.privacy.collection.data-we-collect.8':
    '<strong>Investor profiles and channels</strong> — an investor organisation’s display name (for an individual angel, usually their own name), investor type, website, LinkedIn profile, thesis, focus, cheque size and portfolio details, and its channels’ descriptions, criteria and questions.',
  'legal.privacy.collection.data-we-collect.9':
    '<strong>Investors’ review work</strong> — ratings, scores and comments on applications and startups, notes, lists and the notes kept with them, hidden startups and saved searches. They can contain an investor’s opinion about a founder.',
  'legal.privacy.collection.data-we-collect.10':
    '<strong>Access requests and invitations</strong> — the name, work email, organisation, website, LinkedIn profile and message you send when you request access, and our decision; for an invitation, the invited address, who sent it, and when it was sent and accepted.',
  'legal.privacy.collection.data-we-collect.11':
    '<strong>Notifications and emails</strong> — the notifications in your bell, your email notification settings, and a copy of every email the Platform sends: the recipient, subject, content and whether it was delivered. The copies are our record of what was sent; where no mail service is configured, they wait in an outbox that Sangam’s administrators can read.',
  'legal.privacy.collection.data-we-collect.12':
    '<strong>Security and technical data</strong> — for each signed-in session, the IP address and browser or device it was started from and when it began and ends (you see these under Settings › Sessions); your IP address as the key of the counters that limit sign-in, sign-up, password-reset, request-access and other attempts; and server logs of requests and errors, from which passwords, tokens, cookies and email content are removed before they are written.',
  'legal.privacy.collection.data-we-collect.13':
    'We do not ask for Aadhaar or PAN numbers, bank or card details, your precise location or your contacts, and we do not buy personal data from anyone. If you add personal data about someone else — a co-founder, a teammate, an adviser — you confirm that you have their consent or another lawful basis to do so.',

  // Cookies and similar technologies
  'legal.privacy.collection.cookies.title': 'Cookies and similar technologies',
  'legal.privacy.collection.cookies.1':
    'Sangam sets <strong>two cookies</strong>. The first is the session cookie that keeps you signed in. It holds a random token that identifies your session and nothing else. It is <strong>HttpOnly</strong> (scripts in the page cannot read it), sent only to Sangam (SameSite=Lax), and, on a site served over HTTPS, only over an encrypted connection. It stops working when you sign out, when you sign the device out under Settings › Sessions, after 12 hours without use, and in any case 7 days after you signed in.',
  'legal.privacy.collection.cookies.2':
    'The second, <code>tz</code>, holds only the name of your browser’s time zone (for example “Asia/Kolkata”), so that the times Sangam shows you are in your own zone from the first moment a page appears. It is kept for a year and identifies no one.',
  'legal.privacy.collection.cookies.3':
    'Both cookies are strictly necessary to provide the service you asked for, so we do not show a cookie banner. We use <strong>no</strong> advertising, analytics or tracking cookies, no third-party cookies, no tracking pixels and no social-media plugins.',
  'legal.privacy.collection.cookies.4':
    'Your browser’s session storage may keep a short note that a page was reloaded after Sangam was updated, so that it is not reloaded twice. It contains no personal data and disappears when you close the tab.',

  // Why we use your personal data
  'legal.privacy.collection.purposes.title': 'Why we use your personal data',
  'legal.privacy.collection.purposes.1': 'We use personal data only for these purposes:',
  'legal.privacy.collection.purposes.2':
    '<strong>To run your account</strong> — to register you, confirm your email address, sign you in and keep you signed in, reset your password, change your email address, and let you manage your organisation’s members and invitations.',
  'legal.privacy.collection.purposes.3':
    '<strong>To show your startup to the people you choose</strong> — on its public page, to approved investors if you make it discoverable, and to the investors whose channels you apply to.',
  'legal.privacy.collection.purposes.4':
    '<strong>To deliver applications</strong> — to send each application to the investor organisation that runs the channel, and to show you its status and the decision.',
  'legal.privacy.collection.purposes.5':
    '<strong>To let investors do their work</strong> — to run channels, review, rate and comment on applications with their team, keep lists and notes, and see a dashboard of their own organisation’s activity.',
  'legal.privacy.collection.purposes.6':
    '<strong>To review access requests</strong> — to decide whether to invite an investor and to write to you about it.',
  'legal.privacy.collection.purposes.7':
    '<strong>To keep you informed</strong> — notifications in the bell and by email. You choose which notifications also come by email under Settings › Email notifications; emails your account needs to work (address confirmation, password reset, invitations, the answer to an access request) are always sent.',
  'legal.privacy.collection.purposes.8':
    '<strong>To keep the Platform and its users safe</strong> — rate limits, preventing abuse and fraud, investigating security incidents, and showing you your own sessions.',
  'legal.privacy.collection.purposes.9':
    '<strong>To meet legal obligations</strong> — to answer grievances and lawful requests from courts and authorities, and to enforce our <terms>Terms of Service</terms>.',
  'legal.privacy.collection.purposes.10':
    'We process personal data on the basis of your consent, which you give for these specific purposes when you create an account, request access, fill in a profile or apply to a channel, and, where the DPDP Act allows it without consent, for legitimate uses under its section 7 — for example data you gave us voluntarily for a purpose, or compliance with a law or a court order.',
  'legal.privacy.collection.purposes.11':
    'We do <strong>not</strong> sell personal data, use it for advertising, build marketing profiles, or use it to train machine-learning models.',

  // Who can see your personal data
  'legal.privacy.collection.sharing.title': 'Who can see your personal data',
  'legal.privacy.collection.sharing.1':
    '<strong>Your teammates</strong> — members of your organisation see its profiles, applications or channels, its review work, and the names and email addresses of its members.',
  'legal.privacy.collection.sharing.2':
    '<strong>Anyone on the internet</strong> — only if a founder switches on the startup’s public page, and then only its public fields: name, one-liner, description, website, founding date, company type, headquarters and city, sectors, business and product types, stage, team size, logo, and each founder’s name, title and LinkedIn profile. Founders’ email addresses, photos, bios, the full profile, pitch decks and applications are never on the public page. An investor organisation’s public page works the same way.',
  'legal.privacy.collection.sharing.3':
    '<strong>Approved investors browsing Sangam</strong> — only if the startup is discoverable: they may then view its full profile.',
  'legal.privacy.collection.sharing.4':
    '<strong>The investor organisation you apply to</strong> — your application, its answers and the profile snapshot go only to the organisation that runs that channel, never to other investors. It must keep them confidential and use them only to evaluate a potential investment, as our <terms>Terms of Service</terms> require.',
  'legal.privacy.collection.sharing.5':
    '<strong>Only the investor’s own team</strong> — ratings, scores, comments, notes and lists about an application or a startup are visible only to members of the investor organisation that wrote them: never to the founder, and never to other investors.',
  'legal.privacy.collection.sharing.6':
    '<strong>Sangam’s administrators</strong> — they review access requests and the email outbox, and access other data only where needed to run and secure the Platform, answer a request or grievance, or comply with the law.',
  'legal.privacy.collection.sharing.7':
    '<strong>Our service providers</strong> — the hosting, database, file storage and email delivery services the operator of the Platform uses process data on our behalf as Data Processors, only on our instructions and under contract.',
  'legal.privacy.collection.sharing.8':
    '<strong>Authorities</strong> — where the law requires it, for example an order of a court or a lawful request from a government agency.',
  'legal.privacy.collection.sharing.9':
    '<strong>A successor</strong> — if the Platform is merged, acquired or sold, with notice to you and subject to this policy.',
  'legal.privacy.collection.sharing.10':
    'When you switch off the public page or discoverability, or withdraw an application before a decision, that takes effect on the Platform within a minute. It does not recall information an investor already received through an application, or copies an investor made outside Sangam, such as a downloaded file; those remain the investor’s responsibility.',

  // How long we keep it
  'legal.privacy.rights.retention.title': 'How long we keep it',
  'legal.privacy.rights.retention.1':
    'We keep personal data only as long as its purpose needs. The periods below are Sangam’s own decisions; where a law, a court order or an open grievance requires us to keep something longer, we keep it for that time only.',
  'legal.privacy.rights.retention.2':
    '<strong>Your account</strong> — for as long as you have it. When you erase it under Settings › Your data, its personal data is erased at once; when we close it on your request, within 30 days.',
  'legal.privacy.rights.retention.3':
    '<strong>A startup’s profiles and files</strong> — for as long as the startup’s organisation is on Sangam. Erased at once when its owner erases it under Settings (the stored files too), and within 30 days after we close it on request.',
  'legal.privacy.rights.retention.4':
    '<strong>Applications</strong> — while both the startup and the investor organisation are on Sangam, and for no more than 3 years after the application’s last status change (a decision or a withdrawal). They are erased within 30 days after either side’s organisation is closed, together with the investor’s ratings, comments and notes about them. When a startup is erased, its undecided applications are erased with it; an accepted, rejected or withdrawn one keeps a trace for the investor’s records, without personal data: its status, dates, channel, rejection reason and the profile’s categories (sectors, stage, headquarters, business types, planned raise), under the name “Erased startup”, within the same 3 years.',
  'legal.privacy.rights.retention.5':
    '<strong>Investors’ review work, lists and channels</strong> — for as long as the investor organisation is on Sangam; erased within 30 days after it is closed.',
  'legal.privacy.rights.retention.6':
    '<strong>Access requests and invitations</strong> — 12 months after our decision or after the invitation was last sent. An invitation link itself works for 7 days.',
  'legal.privacy.rights.retention.7':
    '<strong>Notifications and copies of emails</strong> — 12 months after they were created.',
  'legal.privacy.rights.retention.8':
    '<strong>Session records</strong> (IP address, browser or device) — while the session lasts: it ends when you sign out, after 12 hours without use, or 7 days after you signed in, and its record is deleted then. The audit log keeps each sign-in (when, from which IP address and browser) for at least one year, the minimum the DPDP Rules require for logs of processing; when you erase your account, its events keep their time, address and browser but no longer your name or email address. Server logs are kept for one year as well.',
  'legal.privacy.rights.retention.9':
    '<strong>Rate-limit counters keyed by your IP address</strong> — each counts only within its window, from one minute to a day, and expired counters are deleted within 30 days.',
  'legal.privacy.rights.retention.10':
    'Where the operator keeps backups, erased data leaves them as they are replaced, within a further 30 days.',

  // Your rights
  'legal.privacy.rights.rights.title': 'Your rights',
  'legal.privacy.rights.rights.1': 'Under the DPDP Act you have the right to:',
  'legal.privacy.rights.rights.2':
    '<strong>Access information</strong> — a summary of the personal data we process about you and of how we process it, and the identities of the other Data Fiduciaries and Data Processors we have shared it with, with a description of what was shared.',
  'legal.privacy.rights.rights.3':
    '<strong>Correction, completion and updating</strong> — much of it you can do yourself at any time: your name and email address under Settings, and your startup, founder or investor profile on its own screen. For anything else, ask us.',
  'legal.privacy.rights.rights.4':
    '<strong>Erasure</strong> — of personal data that is no longer needed for its purpose, or for which you withdraw consent, unless a law requires us to keep it.',
  'legal.privacy.rights.rights.5':
    '<strong>Grievance redressal</strong> — a readily available way to complain about how we handle your personal data (see <grievanceLink>Grievance Officer</grievanceLink>).',
  'legal.privacy.rights.rights.6':
    '<strong>Nomination</strong> — to nominate one or more persons to exercise your rights if you die or become unable to do so yourself.',
  'legal.privacy.rights.rights.7':
    'Two of these you can do yourself, signed in, under <strong>Settings › Your data</strong>: <strong>Download my data</strong> gives you a file (JSON) of the personal data we hold about you, and <strong>Erase my account</strong> erases it at once, after you type your password again (platform admins find it under Your data in the admin area, and anyone not yet in an organisation on the welcome page). A startup’s owner erases the startup under <strong>Settings › Erase (the startup’s name)</strong>; before you confirm, the dialog says what is erased and what is kept. For anything else, or if you cannot sign in, write to the Grievance Officer at {grievanceEmail} from the email address of your account, and say which right you are exercising (for a nomination, give the nominee’s name and email address). We may ask you to confirm your identity before we act; we charge nothing. We acknowledge your request within 24 hours and answer it within 15 days.',
  'legal.privacy.rights.rights.8':
    'When you exercise your rights, the DPDP Act asks you not to file false or frivolous complaints, to give only authentic information, and not to impersonate anyone.',

  // Withdrawing consent
  'legal.privacy.rights.withdraw-consent.title': 'Withdrawing consent',
  'legal.privacy.rights.withdraw-consent.1':
    'You may withdraw your consent at any time, and doing so is as easy as giving it. Much of it you can do yourself on the Platform:',
  'legal.privacy.rights.withdraw-consent.2':
    'switch off your startup’s public page or its discoverability on its profile;',
  'legal.privacy.rights.withdraw-consent.3':
    'withdraw an application before the investor decides on it;',
  'legal.privacy.rights.withdraw-consent.4':
    'turn off notification emails under Settings › Email notifications;',
  'legal.privacy.rights.withdraw-consent.5':
    'sign out other devices under Settings › Sessions; and',
  'legal.privacy.rights.withdraw-consent.6':
    'leave your organisation under Settings, if you are not its only owner; and',
  'legal.privacy.rights.withdraw-consent.7':
    'erase your account under Settings › Your data, which ends our processing for good.',
  'legal.privacy.rights.withdraw-consent.8':
    'To withdraw consent for your account as a whole, send one email to {contactEmail} or {grievanceEmail} from your account’s address, saying “Withdraw consent”. No form and no reason is needed. We then stop processing your personal data, close your account and erase the data as described in <retentionLink>How long we keep it</retentionLink>, and tell you when it is done.',
  'legal.privacy.rights.withdraw-consent.9':
    'Withdrawal does not make processing carried out before it unlawful, and without an account you can no longer use the parts of the Platform that need one. Information an investor already received through an application stays under the confidentiality duties of our <terms>Terms of Service</terms>.',

  // Security and personal data breaches
  'legal.privacy.rights.breach.title': 'Security and personal data breaches',
  'legal.privacy.rights.breach.1':
    'We protect personal data with reasonable security safeguards, among them: passwords stored only as one-way hashes; encrypted connections (HTTPS) for the production site; an HttpOnly session cookie and a strict Content Security Policy; checks on every request that you may see only your own organisation’s data and what others chose to share with you; limits on repeated attempts; and logs kept free of passwords, tokens and email content.',
  'legal.privacy.rights.breach.2':
    'No system is perfectly secure. If a personal data breach affects you, we will <strong>inform you without delay</strong>, by email to the address of your account, describing in plain language:',
  'legal.privacy.rights.breach.3':
    'what happened — the nature, extent, timing and location of the breach;',
  'legal.privacy.rights.breach.4': 'the consequences it is likely to have for you;',
  'legal.privacy.rights.breach.5': 'what we have done and are doing to reduce the risk;',
  'legal.privacy.rights.breach.6':
    'what you can do to protect yourself, such as changing your password; and',
  'legal.privacy.rights.breach.7': 'whom to contact: the Grievance Officer, at {grievanceEmail}.',
  'legal.privacy.rights.breach.8':
    'We will also report the breach to the <strong>Data Protection Board of India</strong> without delay, and give it a detailed report within 72 hours of becoming aware of it (or any longer period the Board allows), as the DPDP Rules require. Where a breach is also a cyber security incident, we report it to CERT-In within the time its directions set.',

  // Children
  'legal.privacy.rights.children.title': 'Children',
  'legal.privacy.rights.children.1':
    'Sangam is for adults doing business: you must be at least 18 years old to use it, as our <terms>Terms of Service</terms> say. We do not knowingly process personal data of children (under the DPDP Act, anyone under 18), and we do not track or target advertising at anyone. If you believe that a child has an account, or that a child’s personal data has been added to a profile, tell the Grievance Officer and we will erase it.',

  // Where your data is stored
  'legal.privacy.rights.data-location.title': 'Where your data is stored',
  'legal.privacy.rights.data-location.1':
    'Personal data is stored on the servers where the operator of this Sangam deployment runs it: the Platform’s database, and uploaded files either on the server’s own disk or in an S3-compatible storage service the operator configures. Emails are delivered through the mail service the operator configures. The operator chooses where these servers and services are located; ask us and we will tell you where your data is held.',
  'legal.privacy.rights.data-location.2':
    'If personal data is transferred outside India, we do so only as section 16 of the DPDP Act allows — never to a country the Central Government has restricted — and subject to any requirements it sets under the DPDP Rules.',

  // Grievance Officer
  'legal.privacy.rights.grievance-officer.title': 'Grievance Officer',
  'legal.privacy.rights.grievance-officer.1':
    'As the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 (“IT Rules”) and the DPDP Act require, Sangam has a Grievance Officer, who also answers your questions about the processing of your personal data:',
  'legal.privacy.rights.grievance-officer.address.role': 'Grievance Officer, Sangam',
  'legal.privacy.rights.grievance-officer.address.email': 'Email: {grievanceEmail}',
  'legal.privacy.rights.grievance-officer.2':
    'In your message, give your name, the email address of your account (if you have one), what your complaint or request is about, and links to or descriptions of any Content concerned.',
  'legal.privacy.rights.grievance-officer.3':
    'We acknowledge every complaint within <strong>24 hours</strong> and resolve it within <strong>15 days</strong> of receipt, as the IT Rules require. This is also our period for responding to grievances under the DPDP Rules, well within the <strong>90 days</strong> they allow at most. If you are not satisfied with our answer, you may complain to the Data Protection Board of India once you have used this process.',

  // Changes to this policy
  'legal.privacy.rights.changes.title': 'Changes to this policy',
  'legal.privacy.rights.changes.1':
    'We may update this policy, for example when we add a feature or the law changes. We will post the updated policy on this page with a new “Last updated” date and, for material changes, tell you by email or on the Platform at least 15 days before they take effect, unless the law requires a change sooner. If a change means processing your personal data for a new purpose, we will ask for your consent first.',

  // Contact us
  'legal.privacy.rights.contact.title': 'Contact us',
  'legal.privacy.rights.contact.1':
    'For questions about this policy or about Sangam, write to {contactEmail}. For requests to exercise your rights, and for complaints, write to the Grievance Officer at {grievanceEmail}.',

  // Parties and acceptance
  'legal.terms.acceptance.title': 'Parties and acceptance',
  'legal.terms.acceptance.1':
    'These Terms of Service (“Terms”) are an agreement between you and the operator of the Sangam platform (“Sangam”, “we”, “us” or “our”). They govern your access to and use of the Sangam website, web application and related services (together, the “Platform”), through which startups and investors in India discover one another, and startups apply to investors’ calls for applications.',
  'legal.terms.acceptance.2':
    'By creating an account, requesting access, or otherwise using the Platform, you confirm that you have read, understood and agree to be bound by these Terms. If you use the Platform on behalf of a company, firm, fund or other organisation, “you” also means that organisation. If you do not agree, do not use the Platform.',
  'legal.terms.acceptance.3':
    'These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it, and do not require a physical or digital signature.',

  // Eligibility
  'legal.terms.eligibility.title': 'Eligibility',
  'legal.terms.eligibility.1': 'To use the Platform you must:',
  'legal.terms.eligibility.2':
    'be at least 18 years old and competent to contract under the Indian Contract Act, 1872;',
  'legal.terms.eligibility.3':
    'where you act for an organisation, have the authority to bind it to these Terms and to share its information on the Platform;',
  'legal.terms.eligibility.4':
    'not be barred from using the Platform, or from raising or making investments, under any law applicable to you; and',
  'legal.terms.eligibility.5':
    'not have had a Sangam account suspended or terminated for a breach of these Terms.',

  // Accounts and security
  'legal.terms.accounts.title': 'Accounts and security',
  'legal.terms.accounts.1':
    'You must give accurate, current and complete information when you register and keep it up to date. Each account is personal to one individual: do not share your login, and do not create an account for someone else without their permission.',
  'legal.terms.accounts.2':
    'You are responsible for keeping your password confidential and for everything that happens under your account. Tell us promptly through the <requestAccess>request-access page</requestAccess> if you believe your account has been accessed without your permission. We may require you to verify your email address, reset your password, or take other reasonable steps to protect your account and the Platform.',
  'legal.terms.accounts.3':
    'Each user belongs to at most one organisation. The first member of an organisation is its owner and may invite and remove teammates; owners are responsible for who they give access to.',

  // Roles on the Platform
  'legal.terms.roles.title': 'Roles on the Platform',
  'legal.terms.roles.1':
    '<strong>Startups</strong> — founders and team members of a startup organisation. They build a startup profile, founder profiles and a full profile, browse investors’ channels, apply to them and follow the status of their applications.',
  'legal.terms.roles.2':
    '<strong>Investors</strong> — members of an investor organisation, such as an angel, angel network, venture capital fund, family office, corporate investor, accelerator, incubator or government scheme. They run channels (calls for applications with criteria and questions), review applications with their team, keep lists and see a dashboard of their own organisation’s activity.',
  'legal.terms.roles.3':
    '<strong>Administrators</strong> — Sangam staff who review access requests, maintain the Platform and act on complaints and breaches of these Terms.',
  'legal.terms.roles.4':
    'The startups area is available only to members of a startup organisation, and the investors area only to members of an investor organisation.',

  // Investor access by approval
  'legal.terms.investor-access.title': 'Investor access by approval',
  'legal.terms.investor-access.1':
    'Investor accounts are available only by approval. You may request access through the <requestAccess>request-access page</requestAccess>, or be invited by a member of an approved investor organisation. We review each request and may ask for more information about you or your organisation. We may approve or decline a request at our discretion, and need not give reasons.',
  'legal.terms.investor-access.2':
    'Approval is not an endorsement, accreditation or verification of an investor’s identity, capacity to invest or regulatory status. Founders must carry out their own checks before dealing with any investor.',

  // Your content and our licence to display it
  'legal.terms.content.title': 'Your content and our licence to display it',
  'legal.terms.content.1':
    '“Content” means anything you submit to the Platform: profile information, descriptions, logos, photos, pitch decks and other files, answers to channel questions, channel descriptions and criteria, notes, ratings and messages.',
  'legal.terms.content.2':
    'You keep ownership of your Content. You grant Sangam a non-exclusive, royalty-free, worldwide licence, for as long as your Content is on the Platform, to host, store, copy, process, format and display it solely to operate, secure and improve the Platform, and to show it to the people you choose to share it with under these Terms and your settings. We do not sell your Content, and we do not use it in advertising without your consent.',
  'legal.terms.content.3':
    'You confirm that you have the rights needed to submit your Content, that it is accurate and not misleading, and that sharing it does not breach any law, contract or duty of confidentiality you owe to anyone else. Information about a startup’s business, financials, traction and team must be true to the best of your knowledge when you submit it.',

  // Founder data and visibility choices
  'legal.terms.visibility.title': 'Founder data and visibility choices',
  'legal.terms.visibility.1': 'A startup controls who can see its profile:',
  'legal.terms.visibility.2':
    '<strong>Public page</strong> — when switched on, the startup’s public profile is available to anyone on the internet at its company page. When switched off, the page is not shown.',
  'legal.terms.visibility.3':
    '<strong>Discoverable</strong> — when switched on, approved investors may find the startup and view its full profile while browsing. When switched off, an investor sees the full profile only if the startup has applied to one of that investor organisation’s channels.',
  'legal.terms.visibility.4':
    'When you apply to a channel, a snapshot of your profile as it stands at submission, together with your answers, is shared with the investor organisation that runs the channel. Changing your visibility later does not recall information already shared with an investor through an application, but withdrawing an application before a decision stops further review.',

  // Confidentiality of applications
  'legal.terms.confidentiality.title': 'Confidentiality of applications',
  'legal.terms.confidentiality.1':
    'Information a startup shares through an application, and any non-public information in a discoverable profile, is shared for the sole purpose of evaluating a potential investment. Investors must:',
  'legal.terms.confidentiality.2':
    'use it only to evaluate the startup for a potential investment;',
  'legal.terms.confidentiality.3':
    'share it only with members of their own organisation and professional advisers who need it for that purpose and are bound by duties of confidentiality;',
  'legal.terms.confidentiality.4':
    'not publish it, sell it, or use it to build or help a competing business; and',
  'legal.terms.confidentiality.5':
    'delete or stop using it on request when no investment discussion continues.',
  'legal.terms.confidentiality.6':
    'An investor organisation’s notes and ratings are private to that organisation. They are never shown to the startup or to other investors. Startups see the status of their applications, and any decision message and reason the investor sends.',
  'legal.terms.confidentiality.7':
    'Sangam is not a party to any confidentiality or non-disclosure agreement between users. If you need one, agree it directly with the other party before sharing sensitive information.',

  // No investment advice; our regulatory status
  'legal.terms.no-advice.title': 'No investment advice; our regulatory status',
  'legal.terms.no-advice.1':
    'Sangam is a technology platform that helps startups and investors find and evaluate one another. In particular:',
  'legal.terms.no-advice.2':
    'Sangam is <strong>not</strong> registered with the Securities and Exchange Board of India (SEBI) as an intermediary of any kind — including as an investment adviser, research analyst, stock broker, merchant banker, portfolio manager or alternative investment fund — and does not provide services that require such registration.',
  'legal.terms.no-advice.3':
    'Sangam is <strong>not</strong> a stock exchange, does not list, trade or settle securities, and is not a crowdfunding platform.',
  'legal.terms.no-advice.4':
    'Nothing on the Platform — including profiles, criteria matches, fit explanations, counts or dashboards — is investment, legal, tax or financial advice, a recommendation to invest in or to accept investment from anyone, or a rating of any company.',
  'legal.terms.no-advice.5':
    'Sangam does not receive, hold, pool or transfer funds or securities for anyone, does not negotiate terms, and is not a party to any investment.',
  'legal.terms.no-advice.6':
    'Nothing on the Platform is an offer or invitation to the public to subscribe for securities. Startups must not use the Platform to make a public offer. Any issue of securities is a matter solely between the parties concerned, who are responsible for complying with the Companies Act, 2013 — including section 42 and the rules on private placement — the Foreign Exchange Management Act, 1999, SEBI regulations, tax laws and every other law that applies to them.',
  'legal.terms.no-advice.7':
    'Investing in startups carries a high risk, including the loss of the entire amount invested. Make your own enquiries and take independent professional advice before you invest or accept an investment.',

  // Acceptable use
  'legal.terms.acceptable-use.title': 'Acceptable use',
  'legal.terms.acceptable-use.1':
    'You agree not to host, display, upload, share or use the Platform to:',
  'legal.terms.acceptable-use.2':
    'post information that is false, misleading or deceptive, including about a startup’s financials, traction, team or funding, or about an investor’s identity or capacity to invest;',
  'legal.terms.acceptable-use.3':
    'impersonate any person or organisation, or misrepresent your affiliation with one;',
  'legal.terms.acceptable-use.4':
    'share content that belongs to someone else without their permission, or that infringes any patent, trademark, copyright or other proprietary right;',
  'legal.terms.acceptable-use.5':
    'share content that is obscene, defamatory, invasive of another’s privacy, harassing, hateful, or that encourages money laundering, gambling or any other unlawful activity;',
  'legal.terms.acceptable-use.6':
    'solicit investments from the public, promise returns, or promote schemes prohibited by law;',
  'legal.terms.acceptable-use.7':
    'contact users for purposes unrelated to investment — for example spam, recruitment drives or selling unrelated services;',
  'legal.terms.acceptable-use.8':
    'scrape, copy in bulk, or export other users’ information except through features we provide, or use it to build a competing database;',
  'legal.terms.acceptable-use.9':
    'probe, scan or test the Platform’s security, circumvent access controls or rate limits, or access data you are not permitted to see;',
  'legal.terms.acceptable-use.10':
    'upload viruses or other harmful code, or interfere with the Platform’s normal operation; or',
  'legal.terms.acceptable-use.11':
    'threaten the unity, integrity, defence, security or sovereignty of India, friendly relations with foreign states or public order, or violate any law for the time being in force.',

  // Fees
  'legal.terms.fees.title': 'Fees',
  'legal.terms.fees.1':
    'The Platform is free for startups and investors during early access. We do not charge startups for applying to channels, and we do not take any commission, equity or success fee on investments.',
  'legal.terms.fees.2':
    'If we introduce paid features in future, we will tell you the price and terms before you are charged, and you will be free not to use them. Features that are free today will not become paid without at least 30 days’ notice.',

  // Intellectual property
  'legal.terms.intellectual-property.title': 'Intellectual property',
  'legal.terms.intellectual-property.1':
    'The Platform — its software, design, text, graphics, the Sangam name and logo, and the arrangement of its content, excluding users’ Content — belongs to Sangam or its licensors and is protected by Indian and international intellectual property laws.',
  'legal.terms.intellectual-property.2':
    'We grant you a limited, non-exclusive, non-transferable, revocable licence to use the Platform for its intended purpose under these Terms. You may not copy, modify, reverse-engineer, resell or create derivative works of the Platform, or use our name or logo without our written permission.',
  'legal.terms.intellectual-property.3':
    'If you send us suggestions or feedback, we may use them without obligation to you.',

  // Privacy and personal data
  'legal.terms.privacy.title': 'Privacy and personal data',
  'legal.terms.privacy.1':
    'We process personal data in accordance with the Digital Personal Data Protection Act, 2023 and the rules made under it, and other applicable law. For personal data you give us to run your account, Sangam acts as a data fiduciary.',
  'legal.terms.privacy.2':
    'We collect the personal data needed to provide the Platform: your name, email address, organisation, profile information you choose to add (for founders, for example, title, education, experience and LinkedIn profile), and technical data such as log records needed for security.',
  'legal.terms.privacy.3':
    'We use it to operate your account, show your information to the people you choose, send you notifications you can control in settings, keep the Platform secure, and meet legal obligations.',
  'legal.terms.privacy.4':
    'If you add personal data about someone else — for example a co-founder to your founder profile — you confirm that you have their consent or another lawful basis to do so.',
  'legal.terms.privacy.5':
    'You may ask to access, correct, update or erase your personal data, withdraw consent, and nominate another person to exercise your rights in case of death or incapacity. Withdrawing consent does not affect processing already carried out, and may mean you can no longer use parts of the Platform.',
  'legal.terms.privacy.6':
    'We keep personal data only as long as it is needed for these purposes or required by law, and protect it with reasonable security safeguards. Investors who receive founders’ personal data through the Platform are responsible for processing it lawfully for the purpose for which it was shared.',
  'legal.terms.privacy.7':
    'You may raise any concern about your personal data with the Grievance Officer (see <grievanceLink>Grievance Officer</grievanceLink>). If you are not satisfied with our response, you may complain to the Data Protection Board of India.',

  // Our role as an intermediary
  'legal.terms.intermediary.title': 'Our role as an intermediary',
  'legal.terms.intermediary.1':
    'With respect to Content that users post, Sangam is an intermediary under the Information Technology Act, 2000 and observes the due diligence required by the Information Technology (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 (“IT Rules”). We do not initiate the transmission of users’ Content, select its receivers, or select or modify the information it contains, and we do not verify it. Users are solely responsible for their Content.',
  'legal.terms.intermediary.2':
    'On receiving actual knowledge — through an order of a court or a notification from an appropriate government agency — or a valid complaint that Content breaches these Terms or the law, we may remove or disable access to it within the timelines the IT Rules require, preserve it as the law requires, and take action against the account responsible.',

  // Grievance Officer
  'legal.terms.grievance-officer.title': 'Grievance Officer',
  'legal.terms.grievance-officer.1':
    'In accordance with the Information Technology Act, 2000, the IT Rules and the Digital Personal Data Protection Act, 2023, Sangam has a <strong>Grievance Officer</strong> to address complaints about the Platform, its Content and the processing of your personal data.',
  'legal.terms.grievance-officer.2':
    'Write to the Grievance Officer at the email address our <privacy>Privacy policy</privacy> gives, and include your name, the email address linked to your account (if any), a description of the complaint, and links to or descriptions of the Content concerned.',
  'legal.terms.grievance-officer.3':
    'The Grievance Officer will acknowledge your complaint within 24 hours and resolve it within 15 days of receipt, or within any shorter period the IT Rules 2021 prescribe for the kind of complaint concerned.',

  // Disclaimers
  'legal.terms.disclaimers.title': 'Disclaimers',
  'legal.terms.disclaimers.1':
    'The Platform is provided “as is” and “as available”. To the fullest extent permitted by law, we make no warranty that it will be uninterrupted, timely, secure or error-free, or that any information on it is accurate, complete or current.',
  'legal.terms.disclaimers.2':
    'We do not verify, and are not responsible for, information users provide about themselves, their organisations or their businesses. Criteria matches, fit explanations, completeness scores and counts are computed automatically from information users provide and may be incomplete. A channel’s response-time promise is made by the investor who runs it; we flag overdue applications but cannot compel any investor to decide.',
  'legal.terms.disclaimers.3':
    'We do not guarantee that any startup will receive investment, or that any investor will find a suitable investment, through the Platform.',

  // Limitation of liability
  'legal.terms.liability.title': 'Limitation of liability',
  'legal.terms.liability.1': 'To the fullest extent permitted by law:',
  'legal.terms.liability.2':
    'Sangam is not liable for any indirect, incidental, special, consequential or punitive loss, or for any loss of profits, revenue, investment opportunity, goodwill or data, however caused;',
  'legal.terms.liability.3':
    'Sangam is not liable for any investment decision, transaction, agreement or dispute between users, or for any act or omission of another user; and',
  'legal.terms.liability.4':
    'Sangam’s total liability to you for all claims arising from or relating to the Platform or these Terms is limited to the greater of the fees you paid to Sangam in the 12 months before the claim arose and ₹10,000.',
  'legal.terms.liability.5':
    'Nothing in these Terms excludes or limits liability that cannot be excluded or limited under applicable law, including liability for fraud.',

  // Indemnity
  'legal.terms.indemnity.title': 'Indemnity',
  'legal.terms.indemnity.1':
    'You agree to indemnify and hold harmless Sangam and its officers, employees and agents against any claim, demand, loss, liability, penalty or expense (including reasonable legal fees) arising from your Content, your use of the Platform, your dealings with other users, your breach of these Terms, or your violation of any law or of the rights of any third party.',

  // Suspension and termination
  'legal.terms.termination.title': 'Suspension and termination',
  'legal.terms.termination.1':
    'You may stop using the Platform at any time, and may ask us to close your account through the <requestAccess>request-access page</requestAccess>.',
  'legal.terms.termination.2':
    'We may suspend or terminate your access, or remove Content, if you breach these Terms, if we are required to by law or by an order of a court or government authority, if your use creates risk or harm for other users or for Sangam, or if an investor access approval was obtained with false information. Where reasonable and lawful, we will tell you why and give you a chance to respond. For complaints about such action, contact the Grievance Officer.',
  'legal.terms.termination.3':
    'When an account is closed, we delete or anonymise its personal data within a reasonable time, except where we must keep it by law. Information already shared with an investor through an application remains subject to the confidentiality obligations above. Sections that by their nature should survive termination — including content licences needed to wind down, confidentiality, no investment advice, disclaimers, limitation of liability, indemnity and governing law — survive.',

  // Changes to these Terms
  'legal.terms.changes.title': 'Changes to these Terms',
  'legal.terms.changes.1':
    'We may update these Terms from time to time, for example to reflect new features or changes in law. We will post the updated Terms on this page with a new “Last updated” date and, for material changes, notify you by email or in the Platform at least 15 days before they take effect, unless the change is required sooner by law. If you continue to use the Platform after changes take effect, you accept the updated Terms; if you do not agree, stop using the Platform and close your account.',

  // Governing law and jurisdiction
  'legal.terms.governing-law.title': 'Governing law and jurisdiction',
  'legal.terms.governing-law.1':
    'These Terms are governed by the laws of India. Subject to any remedy available to you under applicable consumer protection or data protection law, the courts at Bengaluru, Karnataka have exclusive jurisdiction over any dispute arising from or relating to these Terms or the Platform. Before going to court, both sides agree to try in good faith to resolve the dispute through the Grievance Officer for at least 30 days.',

  // General
  'legal.terms.general.title': 'General',
  'legal.terms.general.1':
    '<strong>Entire agreement.</strong> These Terms are the entire agreement between you and Sangam about the Platform and replace any earlier understanding.',
  'legal.terms.general.2':
    '<strong>Severability.</strong> If any provision is found unenforceable, the rest remains in effect, and the provision is applied to the fullest extent permitted.',
  'legal.terms.general.3':
    '<strong>No waiver.</strong> Our failure to enforce a provision is not a waiver of our right to do so later.',
  'legal.terms.general.4':
    '<strong>Assignment.</strong> You may not transfer your rights under these Terms without our consent. We may transfer ours to a successor in a merger, acquisition or sale of the Platform, with notice to you.',
  'legal.terms.general.5':
    '<strong>Force majeure.</strong> We are not responsible for delays or failures caused by events beyond our reasonable control.',
  'legal.terms.general.6':
    '<strong>Notices.</strong> We may send notices to the email address on your account or show them in the Platform.',

  // Contact
  'legal.terms.contact.title': 'Contact',
  'legal.terms.contact.1':
    'For questions about these Terms, reach us through the <requestAccess>request-access page</requestAccess> and mention “Terms of Service” in your message. For complaints, address your message to the Grievance Officer as described above.',
} as const
