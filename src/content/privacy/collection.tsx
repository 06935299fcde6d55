// The privacy policy, first part: who we are, what we collect, cookies, why, and who sees it.
import { TermsLink, type PolicySection } from './common'

export const collectionSections: PolicySection[] = [
  {
    id: 'about-this-policy',
    title: 'Who we are and what this policy covers',
    body: () => (
      <>
        <p>
          This Privacy Policy explains how the operator of the Sangam platform (“Sangam”, “we”, “us”
          or “our”) collects, uses, shares and protects personal data when you use the Sangam
          website, web application and related services (together, the “Platform”), through which
          startups and investors in India discover one another, and startups apply to investors’
          calls for applications (“channels”).
        </p>
        <p>
          It is the notice the Digital Personal Data Protection Act, 2023 (“DPDP Act”) and the
          Digital Personal Data Protection Rules, 2025 (“DPDP Rules”) require: it lists the personal
          data we process and why, and tells you how to exercise your rights, how to withdraw
          consent and how to complain to us or to the Data Protection Board of India (“Board”).
        </p>
        <p>
          For the personal data we process to run your account and the Platform, Sangam is a{' '}
          <strong>Data Fiduciary</strong>. When a startup applies to a channel, the investor
          organisation that runs it receives the application and decides how it evaluates it; for
          that use it is responsible as a Data Fiduciary in its own right.
        </p>
        <p>
          This policy forms part of our <TermsLink />. Words defined there, such as “Content”, have
          the same meaning here.
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'Personal data we collect',
    body: () => (
      <>
        <p>
          We collect what you give us, what your teammates add about you, and a small amount of
          technical data needed to keep the Platform secure. In detail:
        </p>
        <ul>
          <li>
            <strong>Your account</strong> — your full name and email address, whether you have
            confirmed the address, your password (stored only as a one-way hash: we never keep or
            see the password itself), your organisation and your role in it (owner or member).
          </li>
          <li>
            <strong>Startup profile</strong> — the startup’s name, page address, one-liner,
            description, website, founding date, company type, CIN and DPIIT recognition number,
            headquarters state and city, sectors, business and product types, stage, team size and
            logo, and whether its public page and discoverability are switched on.
          </li>
          <li>
            <strong>Founder profiles</strong> — each founder’s name, title or role, email address,
            LinkedIn profile, photo, short bio, education and experience.
          </li>
          <li>
            <strong>Full profile</strong> — market and positioning, business and team, and traction
            and intellectual property. It may name team members, advisers or customers if you choose
            to mention them.
          </li>
          <li>
            <strong>Files</strong> — pitch decks, logos and founder photos you upload, with each
            file’s name, type, size and the account that uploaded it.
          </li>
          <li>
            <strong>Applications</strong> — the channel you applied to, your answers to its
            questions, a snapshot of your profile as it stood when you applied, and the history of
            the application: status changes, withdrawal, and any decision message and reason.
          </li>
          <li>
            <strong>Investor profiles and channels</strong> — an investor organisation’s display
            name (for an individual angel, usually their own name), investor type, website, LinkedIn
            profile, thesis, focus, cheque size and portfolio details, and its channels’
            descriptions, criteria and questions.
          </li>
          <li>
            <strong>Investors’ review work</strong> — ratings, scores and comments on applications
            and startups, notes, lists and the notes kept with them, hidden startups and saved
            searches. They can contain an investor’s opinion about a founder.
          </li>
          <li>
            <strong>Access requests and invitations</strong> — the name, work email, organisation,
            website, LinkedIn profile and message you send when you request access, and our
            decision; for an invitation, the invited address, who sent it, and when it was sent and
            accepted.
          </li>
          <li>
            <strong>Notifications and emails</strong> — the notifications in your bell, your email
            notification settings, and a copy of every email the Platform sends: the recipient,
            subject, content and whether it was delivered. The copies are our record of what was
            sent; where no mail service is configured, they wait in an outbox that Sangam’s
            administrators can read.
          </li>
          <li>
            <strong>Security and technical data</strong> — for each signed-in session, the IP
            address and browser or device it was started from and when it began and ends (you see
            these under Settings › Sessions); your IP address as the key of the counters that limit
            sign-in, sign-up, password-reset, request-access and other attempts; and server logs of
            requests and errors, from which passwords, tokens, cookies and email content are removed
            before they are written.
          </li>
        </ul>
        <p>
          We do not ask for Aadhaar or PAN numbers, bank or card details, your precise location or
          your contacts, and we do not buy personal data from anyone. If you add personal data about
          someone else — a co-founder, a teammate, an adviser — you confirm that you have their
          consent or another lawful basis to do so.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and similar technologies',
    body: () => (
      <>
        <p>
          Sangam sets <strong>two cookies</strong>. The first is the session cookie that keeps you
          signed in. It holds a random token that identifies your session and nothing else. It is{' '}
          <strong>HttpOnly</strong> (scripts in the page cannot read it), sent only to Sangam
          (SameSite=Lax), and, on a site served over HTTPS, only over an encrypted connection. It
          stops working when you sign out, when you sign the device out under Settings › Sessions,
          after 12 hours without use, and in any case 7 days after you signed in.
        </p>
        <p>
          The second, <code>tz</code>, holds only the name of your browser’s time zone (for example
          “Asia/Kolkata”), so that the times Sangam shows you are in your own zone from the first
          moment a page appears. It is kept for a year and identifies no one.
        </p>
        <p>
          Both cookies are strictly necessary to provide the service you asked for, so we do not
          show a cookie banner. We use <strong>no</strong> advertising, analytics or tracking
          cookies, no third-party cookies, no tracking pixels and no social-media plugins.
        </p>
        <p>
          Your browser’s session storage may keep a short note that a page was reloaded after Sangam
          was updated, so that it is not reloaded twice. It contains no personal data and disappears
          when you close the tab.
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'Why we use your personal data',
    body: () => (
      <>
        <p>We use personal data only for these purposes:</p>
        <ul>
          <li>
            <strong>To run your account</strong> — to register you, confirm your email address, sign
            you in and keep you signed in, reset your password, change your email address, and let
            you manage your organisation’s members and invitations.
          </li>
          <li>
            <strong>To show your startup to the people you choose</strong> — on its public page, to
            approved investors if you make it discoverable, and to the investors whose channels you
            apply to.
          </li>
          <li>
            <strong>To deliver applications</strong> — to send each application to the investor
            organisation that runs the channel, and to show you its status and the decision.
          </li>
          <li>
            <strong>To let investors do their work</strong> — to run channels, review, rate and
            comment on applications with their team, keep lists and notes, and see a dashboard of
            their own organisation’s activity.
          </li>
          <li>
            <strong>To review access requests</strong> — to decide whether to invite an investor and
            to write to you about it.
          </li>
          <li>
            <strong>To keep you informed</strong> — notifications in the bell and by email. You
            choose which notifications also come by email under Settings › Email notifications;
            emails your account needs to work (address confirmation, password reset, invitations,
            the answer to an access request) are always sent.
          </li>
          <li>
            <strong>To keep the Platform and its users safe</strong> — rate limits, preventing abuse
            and fraud, investigating security incidents, and showing you your own sessions.
          </li>
          <li>
            <strong>To meet legal obligations</strong> — to answer grievances and lawful requests
            from courts and authorities, and to enforce our <TermsLink />.
          </li>
        </ul>
        <p>
          We process personal data on the basis of your consent, which you give for these specific
          purposes when you create an account, request access, fill in a profile or apply to a
          channel, and, where the DPDP Act allows it without consent, for legitimate uses under its
          section 7 — for example data you gave us voluntarily for a purpose, or compliance with a
          law or a court order.
        </p>
        <p>
          We do <strong>not</strong> sell personal data, use it for advertising, build marketing
          profiles, or use it to train machine-learning models.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see your personal data',
    body: () => (
      <>
        <ul>
          <li>
            <strong>Your teammates</strong> — members of your organisation see its profiles,
            applications or channels, its review work, and the names and email addresses of its
            members.
          </li>
          <li>
            <strong>Anyone on the internet</strong> — only if a founder switches on the startup’s
            public page, and then only its public fields: name, one-liner, description, website,
            founding date, company type, headquarters and city, sectors, business and product types,
            stage, team size, logo, and each founder’s name, title and LinkedIn profile. Founders’
            email addresses, photos, bios, the full profile, pitch decks and applications are never
            on the public page. An investor organisation’s public page works the same way.
          </li>
          <li>
            <strong>Approved investors browsing Sangam</strong> — only if the startup is
            discoverable: they may then view its full profile.
          </li>
          <li>
            <strong>The investor organisation you apply to</strong> — your application, its answers
            and the profile snapshot go only to the organisation that runs that channel, never to
            other investors. It must keep them confidential and use them only to evaluate a
            potential investment, as our <TermsLink /> require.
          </li>
          <li>
            <strong>Only the investor’s own team</strong> — ratings, scores, comments, notes and
            lists about an application or a startup are visible only to members of the investor
            organisation that wrote them: never to the founder, and never to other investors.
          </li>
          <li>
            <strong>Sangam’s administrators</strong> — they review access requests and the email
            outbox, and access other data only where needed to run and secure the Platform, answer a
            request or grievance, or comply with the law.
          </li>
          <li>
            <strong>Our service providers</strong> — the hosting, database, file storage and email
            delivery services the operator of the Platform uses process data on our behalf as Data
            Processors, only on our instructions and under contract.
          </li>
          <li>
            <strong>Authorities</strong> — where the law requires it, for example an order of a
            court or a lawful request from a government agency.
          </li>
          <li>
            <strong>A successor</strong> — if the Platform is merged, acquired or sold, with notice
            to you and subject to this policy.
          </li>
        </ul>
        <p>
          When you switch off the public page or discoverability, or withdraw an application before
          a decision, that takes effect on the Platform within a minute. It does not recall
          information an investor already received through an application, or copies an investor
          made outside Sangam, such as a downloaded file; those remain the investor’s
          responsibility.
        </p>
      </>
    ),
  },
]
