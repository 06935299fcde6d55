// The privacy policy, second part: retention, rights, consent, breaches and how to reach us.
import { MailLink, SectionLink, TermsLink, type PolicySection } from './common'

export const rightsSections: PolicySection[] = [
  {
    id: 'retention',
    title: 'How long we keep it',
    body: () => (
      <>
        <p>
          We keep personal data only as long as its purpose needs. The periods below are Sangam’s
          own decisions; where a law, a court order or an open grievance requires us to keep
          something longer, we keep it for that time only.
        </p>
        <ul>
          <li>
            <strong>Your account</strong> — for as long as you have it. When you erase it under
            Settings › Your data, its personal data is erased at once; when we close it on your
            request, within 30 days.
          </li>
          <li>
            <strong>A startup’s profiles and files</strong> — for as long as the startup’s
            organisation is on Sangam. Erased at once when its owner erases it under Settings (the
            stored files too), and within 30 days after we close it on request.
          </li>
          <li>
            <strong>Applications</strong> — while both the startup and the investor organisation are
            on Sangam, and for no more than 3 years after the application’s last status change (a
            decision or a withdrawal). They are erased within 30 days after either side’s
            organisation is closed, together with the investor’s ratings, comments and notes about
            them. When a startup is erased, its undecided applications are erased with it; an
            accepted, rejected or withdrawn one keeps a trace for the investor’s records, without
            personal data: its status, dates, channel, rejection reason and the profile’s categories
            (sectors, stage, headquarters, business types, planned raise), under the name “Erased
            startup”, within the same 3 years.
          </li>
          <li>
            <strong>Investors’ review work, lists and channels</strong> — for as long as the
            investor organisation is on Sangam; erased within 30 days after it is closed.
          </li>
          <li>
            <strong>Access requests and invitations</strong> — 12 months after our decision or after
            the invitation was last sent. An invitation link itself works for 7 days.
          </li>
          <li>
            <strong>Notifications and copies of emails</strong> — 12 months after they were created.
          </li>
          <li>
            <strong>Session records</strong> (IP address, browser or device) — while the session
            lasts: it ends when you sign out, after 12 hours without use, or 7 days after you signed
            in, and its record is deleted then. The audit log keeps each sign-in (when, from which
            IP address and browser) for at least one year, the minimum the DPDP Rules require for
            logs of processing; when you erase your account, its events keep their time, address and
            browser but no longer your name or email address. Server logs are kept for one year as
            well.
          </li>
          <li>
            <strong>Rate-limit counters keyed by your IP address</strong> — each counts only within
            its window, from one minute to a day, and expired counters are deleted within 30 days.
          </li>
        </ul>
        <p>
          Where the operator keeps backups, erased data leaves them as they are replaced, within a
          further 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: ({ grievanceOfficer }) => (
      <>
        <p>Under the DPDP Act you have the right to:</p>
        <ul>
          <li>
            <strong>Access information</strong> — a summary of the personal data we process about
            you and of how we process it, and the identities of the other Data Fiduciaries and Data
            Processors we have shared it with, with a description of what was shared.
          </li>
          <li>
            <strong>Correction, completion and updating</strong> — much of it you can do yourself at
            any time: your name and email address under Settings, and your startup, founder or
            investor profile on its own screen. For anything else, ask us.
          </li>
          <li>
            <strong>Erasure</strong> — of personal data that is no longer needed for its purpose, or
            for which you withdraw consent, unless a law requires us to keep it.
          </li>
          <li>
            <strong>Grievance redressal</strong> — a readily available way to complain about how we
            handle your personal data (see{' '}
            <SectionLink id="grievance-officer">Grievance Officer</SectionLink>).
          </li>
          <li>
            <strong>Nomination</strong> — to nominate one or more persons to exercise your rights if
            you die or become unable to do so yourself.
          </li>
        </ul>
        <p>
          Two of these you can do yourself, signed in, under <strong>Settings › Your data</strong>:{' '}
          <strong>Download my data</strong> gives you a file (JSON) of the personal data we hold
          about you, and <strong>Erase my account</strong> erases it at once, after you type your
          password again (platform admins find it under Your data in the admin area, and anyone not
          yet in an organisation on the welcome page). A startup’s owner erases the startup under{' '}
          <strong>Settings › Erase (the startup’s name)</strong>; before you confirm, the dialog
          says what is erased and what is kept. For anything else, or if you cannot sign in, write
          to the Grievance Officer at <MailLink address={grievanceOfficer.email} /> from the email
          address of your account, and say which right you are exercising (for a nomination, give
          the nominee’s name and email address). We may ask you to confirm your identity before we
          act; we charge nothing. We acknowledge your request within 24 hours and answer it within
          15 days.
        </p>
        <p>
          When you exercise your rights, the DPDP Act asks you not to file false or frivolous
          complaints, to give only authentic information, and not to impersonate anyone.
        </p>
      </>
    ),
  },
  {
    id: 'withdraw-consent',
    title: 'Withdrawing consent',
    body: ({ grievanceOfficer, contactEmail }) => (
      <>
        <p>
          You may withdraw your consent at any time, and doing so is as easy as giving it. Much of
          it you can do yourself on the Platform:
        </p>
        <ul>
          <li>switch off your startup’s public page or its discoverability on its profile;</li>
          <li>withdraw an application before the investor decides on it;</li>
          <li>turn off notification emails under Settings › Email notifications;</li>
          <li>sign out other devices under Settings › Sessions; and</li>
          <li>leave your organisation under Settings, if you are not its only owner; and</li>
          <li>
            erase your account under Settings › Your data, which ends our processing for good.
          </li>
        </ul>
        <p>
          To withdraw consent for your account as a whole, send one email to{' '}
          <MailLink address={contactEmail} /> or <MailLink address={grievanceOfficer.email} /> from
          your account’s address, saying “Withdraw consent”. No form and no reason is needed. We
          then stop processing your personal data, close your account and erase the data as
          described in <SectionLink id="retention">How long we keep it</SectionLink>, and tell you
          when it is done.
        </p>
        <p>
          Withdrawal does not make processing carried out before it unlawful, and without an account
          you can no longer use the parts of the Platform that need one. Information an investor
          already received through an application stays under the confidentiality duties of our{' '}
          <TermsLink />.
        </p>
      </>
    ),
  },
  {
    id: 'breach',
    title: 'Security and personal data breaches',
    body: ({ grievanceOfficer }) => (
      <>
        <p>
          We protect personal data with reasonable security safeguards, among them: passwords stored
          only as one-way hashes; encrypted connections (HTTPS) for the production site; an HttpOnly
          session cookie and a strict Content Security Policy; checks on every request that you may
          see only your own organisation’s data and what others chose to share with you; limits on
          repeated attempts; and logs kept free of passwords, tokens and email content.
        </p>
        <p>
          No system is perfectly secure. If a personal data breach affects you, we will{' '}
          <strong>inform you without delay</strong>, by email to the address of your account,
          describing in plain language:
        </p>
        <ul>
          <li>what happened — the nature, extent, timing and location of the breach;</li>
          <li>the consequences it is likely to have for you;</li>
          <li>what we have done and are doing to reduce the risk;</li>
          <li>what you can do to protect yourself, such as changing your password; and</li>
          <li>
            whom to contact: the Grievance Officer, at <MailLink address={grievanceOfficer.email} />
            .
          </li>
        </ul>
        <p>
          We will also report the breach to the <strong>Data Protection Board of India</strong>{' '}
          without delay, and give it a detailed report within 72 hours of becoming aware of it (or
          any longer period the Board allows), as the DPDP Rules require. Where a breach is also a
          cyber security incident, we report it to CERT-In within the time its directions set.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: () => (
      <p>
        Sangam is for adults doing business: you must be at least 18 years old to use it, as our{' '}
        <TermsLink /> say. We do not knowingly process personal data of children (under the DPDP
        Act, anyone under 18), and we do not track or target advertising at anyone. If you believe
        that a child has an account, or that a child’s personal data has been added to a profile,
        tell the Grievance Officer and we will erase it.
      </p>
    ),
  },
  {
    id: 'data-location',
    title: 'Where your data is stored',
    body: () => (
      <>
        <p>
          Personal data is stored on the servers where the operator of this Sangam deployment runs
          it: the Platform’s database, and uploaded files either on the server’s own disk or in an
          S3-compatible storage service the operator configures. Emails are delivered through the
          mail service the operator configures. The operator chooses where these servers and
          services are located; ask us and we will tell you where your data is held.
        </p>
        <p>
          If personal data is transferred outside India, we do so only as section 16 of the DPDP Act
          allows — never to a country the Central Government has restricted — and subject to any
          requirements it sets under the DPDP Rules.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: ({ grievanceOfficer }) => (
      <>
        <p>
          As the Information Technology (Intermediary Guidelines and Digital Media Ethics Code)
          Rules, 2021 (“IT Rules”) and the DPDP Act require, Sangam has a Grievance Officer, who
          also answers your questions about the processing of your personal data:
        </p>
        <address className="rounded-xl border border-line bg-surface p-4 not-italic">
          <strong>{grievanceOfficer.name}</strong>
          <br />
          Grievance Officer, Sangam
          <br />
          Email: <MailLink address={grievanceOfficer.email} />
        </address>
        <p>
          In your message, give your name, the email address of your account (if you have one), what
          your complaint or request is about, and links to or descriptions of any Content concerned.
        </p>
        <p>
          We acknowledge every complaint within <strong>24 hours</strong> and resolve it within{' '}
          <strong>15 days</strong> of receipt, as the IT Rules require. This is also our period for
          responding to grievances under the DPDP Rules, well within the <strong>90 days</strong>{' '}
          they allow at most. If you are not satisfied with our answer, you may complain to the Data
          Protection Board of India once you have used this process.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: () => (
      <p>
        We may update this policy, for example when we add a feature or the law changes. We will
        post the updated policy on this page with a new “Last updated” date and, for material
        changes, tell you by email or on the Platform at least 15 days before they take effect,
        unless the law requires a change sooner. If a change means processing your personal data for
        a new purpose, we will ask for your consent first.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: ({ contactEmail, grievanceOfficer }) => (
      <p>
        For questions about this policy or about Sangam, write to{' '}
        <MailLink address={contactEmail} />. For requests to exercise your rights, and for
        complaints, write to the Grievance Officer at <MailLink address={grievanceOfficer.email} />.
      </p>
    ),
  },
]
