// The Terms of Service, as content: the page (src/routes/_marketing/legal/terms-of-service.tsx)
// lays them out with a table of contents.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

export const LAST_UPDATED = 'Nov 26, 2026'

export type TermsSection = { id: string; title: string; body: ReactNode }

function RequestAccessLink({ children = 'request-access page' }: { children?: ReactNode }) {
  return (
    <Link
      to="/request-access"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      {children}
    </Link>
  )
}

export const sections: TermsSection[] = [
  {
    id: 'acceptance',
    title: 'Parties and acceptance',
    body: (
      <>
        <p>
          These Terms of Service (“Terms”) are an agreement between you and the operator of the
          Sangam platform (“Sangam”, “we”, “us” or “our”). They govern your access to and use of the
          Sangam website, web application and related services (together, the “Platform”), through
          which startups and investors in India discover one another, and startups apply to
          investors’ calls for applications.
        </p>
        <p>
          By creating an account, requesting access, or otherwise using the Platform, you confirm
          that you have read, understood and agree to be bound by these Terms. If you use the
          Platform on behalf of a company, firm, fund or other organisation, “you” also means that
          organisation. If you do not agree, do not use the Platform.
        </p>
        <p>
          These Terms are an electronic record under the Information Technology Act, 2000 and the
          rules made under it, and do not require a physical or digital signature.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    body: (
      <>
        <p>To use the Platform you must:</p>
        <ul>
          <li>
            be at least 18 years old and competent to contract under the Indian Contract Act, 1872;
          </li>
          <li>
            where you act for an organisation, have the authority to bind it to these Terms and to
            share its information on the Platform;
          </li>
          <li>
            not be barred from using the Platform, or from raising or making investments, under any
            law applicable to you; and
          </li>
          <li>
            not have had a Sangam account suspended or terminated for a breach of these Terms.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and security',
    body: (
      <>
        <p>
          You must give accurate, current and complete information when you register and keep it up
          to date. Each account is personal to one individual: do not share your login, and do not
          create an account for someone else without their permission.
        </p>
        <p>
          You are responsible for keeping your password confidential and for everything that happens
          under your account. Tell us promptly through the <RequestAccessLink /> if you believe your
          account has been accessed without your permission. We may require you to verify your email
          address, reset your password, or take other reasonable steps to protect your account and
          the Platform.
        </p>
        <p>
          Each user belongs to at most one organisation. The first member of an organisation is its
          owner and may invite and remove teammates; owners are responsible for who they give access
          to.
        </p>
      </>
    ),
  },
  {
    id: 'roles',
    title: 'Roles on the Platform',
    body: (
      <>
        <ul>
          <li>
            <strong>Startups</strong> — founders and team members of a startup organisation. They
            build a startup profile, founder profiles and a full profile, browse investors’
            channels, apply to them and follow the status of their applications.
          </li>
          <li>
            <strong>Investors</strong> — members of an investor organisation, such as an angel,
            angel network, venture capital fund, family office, corporate investor, accelerator,
            incubator or government scheme. They run channels (calls for applications with criteria
            and questions), review applications with their team, keep lists and see a dashboard of
            their own organisation’s activity.
          </li>
          <li>
            <strong>Administrators</strong> — Sangam staff who review access requests, maintain the
            Platform and act on complaints and breaches of these Terms.
          </li>
        </ul>
        <p>
          The startups area is available only to members of a startup organisation, and the
          investors area only to members of an investor organisation.
        </p>
      </>
    ),
  },
  {
    id: 'investor-access',
    title: 'Investor access by approval',
    body: (
      <>
        <p>
          Investor accounts are available only by approval. You may request access through the{' '}
          <RequestAccessLink />, or be invited by a member of an approved investor organisation. We
          review each request and may ask for more information about you or your organisation. We
          may approve or decline a request at our discretion, and need not give reasons.
        </p>
        <p>
          Approval is not an endorsement, accreditation or verification of an investor’s identity,
          capacity to invest or regulatory status. Founders must carry out their own checks before
          dealing with any investor.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content and our licence to display it',
    body: (
      <>
        <p>
          “Content” means anything you submit to the Platform: profile information, descriptions,
          logos, photos, pitch decks and other files, answers to channel questions, channel
          descriptions and criteria, notes, ratings and messages.
        </p>
        <p>
          You keep ownership of your Content. You grant Sangam a non-exclusive, royalty-free,
          worldwide licence, for as long as your Content is on the Platform, to host, store, copy,
          process, format and display it solely to operate, secure and improve the Platform, and to
          show it to the people you choose to share it with under these Terms and your settings. We
          do not sell your Content, and we do not use it in advertising without your consent.
        </p>
        <p>
          You confirm that you have the rights needed to submit your Content, that it is accurate
          and not misleading, and that sharing it does not breach any law, contract or duty of
          confidentiality you owe to anyone else. Information about a startup’s business,
          financials, traction and team must be true to the best of your knowledge when you submit
          it.
        </p>
      </>
    ),
  },
  {
    id: 'visibility',
    title: 'Founder data and visibility choices',
    body: (
      <>
        <p>A startup controls who can see its profile:</p>
        <ul>
          <li>
            <strong>Public page</strong> — when switched on, the startup’s public profile is
            available to anyone on the internet at its company page. When switched off, the page is
            not shown.
          </li>
          <li>
            <strong>Discoverable</strong> — when switched on, approved investors may find the
            startup and view its full profile while browsing. When switched off, an investor sees
            the full profile only if the startup has applied to one of that investor organisation’s
            channels.
          </li>
        </ul>
        <p>
          When you apply to a channel, a snapshot of your profile as it stands at submission,
          together with your answers, is shared with the investor organisation that runs the
          channel. Changing your visibility later does not recall information already shared with an
          investor through an application, but withdrawing an application before a decision stops
          further review.
        </p>
      </>
    ),
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality of applications',
    body: (
      <>
        <p>
          Information a startup shares through an application, and any non-public information in a
          discoverable profile, is shared for the sole purpose of evaluating a potential investment.
          Investors must:
        </p>
        <ul>
          <li>use it only to evaluate the startup for a potential investment;</li>
          <li>
            share it only with members of their own organisation and professional advisers who need
            it for that purpose and are bound by duties of confidentiality;
          </li>
          <li>not publish it, sell it, or use it to build or help a competing business; and</li>
          <li>delete or stop using it on request when no investment discussion continues.</li>
        </ul>
        <p>
          An investor organisation’s notes and ratings are private to that organisation. They are
          never shown to the startup or to other investors. Startups see the status of their
          applications, and any decision message and reason the investor sends.
        </p>
        <p>
          Sangam is not a party to any confidentiality or non-disclosure agreement between users. If
          you need one, agree it directly with the other party before sharing sensitive information.
        </p>
      </>
    ),
  },
  {
    id: 'no-advice',
    title: 'No investment advice; our regulatory status',
    body: (
      <>
        <p>
          Sangam is a technology platform that helps startups and investors find and evaluate one
          another. In particular:
        </p>
        <ul>
          <li>
            Sangam is <strong>not</strong> registered with the Securities and Exchange Board of
            India (SEBI) as an intermediary of any kind — including as an investment adviser,
            research analyst, stock broker, merchant banker, portfolio manager or alternative
            investment fund — and does not provide services that require such registration.
          </li>
          <li>
            Sangam is <strong>not</strong> a stock exchange, does not list, trade or settle
            securities, and is not a crowdfunding platform.
          </li>
          <li>
            Nothing on the Platform — including profiles, criteria matches, fit explanations, counts
            or dashboards — is investment, legal, tax or financial advice, a recommendation to
            invest in or to accept investment from anyone, or a rating of any company.
          </li>
          <li>
            Sangam does not receive, hold, pool or transfer funds or securities for anyone, does not
            negotiate terms, and is not a party to any investment.
          </li>
          <li>
            Nothing on the Platform is an offer or invitation to the public to subscribe for
            securities. Startups must not use the Platform to make a public offer. Any issue of
            securities is a matter solely between the parties concerned, who are responsible for
            complying with the Companies Act, 2013 — including section 42 and the rules on private
            placement — the Foreign Exchange Management Act, 1999, SEBI regulations, tax laws and
            every other law that applies to them.
          </li>
        </ul>
        <p>
          Investing in startups carries a high risk, including the loss of the entire amount
          invested. Make your own enquiries and take independent professional advice before you
          invest or accept an investment.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to host, display, upload, share or use the Platform to:</p>
        <ul>
          <li>
            post information that is false, misleading or deceptive, including about a startup’s
            financials, traction, team or funding, or about an investor’s identity or capacity to
            invest;
          </li>
          <li>
            impersonate any person or organisation, or misrepresent your affiliation with one;
          </li>
          <li>
            share content that belongs to someone else without their permission, or that infringes
            any patent, trademark, copyright or other proprietary right;
          </li>
          <li>
            share content that is obscene, defamatory, invasive of another’s privacy, harassing,
            hateful, or that encourages money laundering, gambling or any other unlawful activity;
          </li>
          <li>
            solicit investments from the public, promise returns, or promote schemes prohibited by
            law;
          </li>
          <li>
            contact users for purposes unrelated to investment — for example spam, recruitment
            drives or selling unrelated services;
          </li>
          <li>
            scrape, copy in bulk, or export other users’ information except through features we
            provide, or use it to build a competing database;
          </li>
          <li>
            probe, scan or test the Platform’s security, circumvent access controls or rate limits,
            or access data you are not permitted to see;
          </li>
          <li>
            upload viruses or other harmful code, or interfere with the Platform’s normal operation;
            or
          </li>
          <li>
            threaten the unity, integrity, defence, security or sovereignty of India, friendly
            relations with foreign states or public order, or violate any law for the time being in
            force.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    body: (
      <>
        <p>
          The Platform is free for startups and investors during early access. We do not charge
          startups for applying to channels, and we do not take any commission, equity or success
          fee on investments.
        </p>
        <p>
          If we introduce paid features in future, we will tell you the price and terms before you
          are charged, and you will be free not to use them. Features that are free today will not
          become paid without at least 30 days’ notice.
        </p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <>
        <p>
          The Platform — its software, design, text, graphics, the Sangam name and logo, and the
          arrangement of its content, excluding users’ Content — belongs to Sangam or its licensors
          and is protected by Indian and international intellectual property laws.
        </p>
        <p>
          We grant you a limited, non-exclusive, non-transferable, revocable licence to use the
          Platform for its intended purpose under these Terms. You may not copy, modify,
          reverse-engineer, resell or create derivative works of the Platform, or use our name or
          logo without our written permission.
        </p>
        <p>If you send us suggestions or feedback, we may use them without obligation to you.</p>
      </>
    ),
  },
  {
    id: 'privacy',
    title: 'Privacy and personal data',
    body: (
      <>
        <p>
          We process personal data in accordance with the Digital Personal Data Protection Act, 2023
          and the rules made under it, and other applicable law. For personal data you give us to
          run your account, Sangam acts as a data fiduciary.
        </p>
        <ul>
          <li>
            We collect the personal data needed to provide the Platform: your name, email address,
            organisation, profile information you choose to add (for founders, for example, title,
            education, experience and LinkedIn profile), and technical data such as log records
            needed for security.
          </li>
          <li>
            We use it to operate your account, show your information to the people you choose, send
            you notifications you can control in settings, keep the Platform secure, and meet legal
            obligations.
          </li>
          <li>
            If you add personal data about someone else — for example a co-founder to your founder
            profile — you confirm that you have their consent or another lawful basis to do so.
          </li>
          <li>
            You may ask to access, correct, update or erase your personal data, withdraw consent,
            and nominate another person to exercise your rights in case of death or incapacity.
            Withdrawing consent does not affect processing already carried out, and may mean you can
            no longer use parts of the Platform.
          </li>
          <li>
            We keep personal data only as long as it is needed for these purposes or required by
            law, and protect it with reasonable security safeguards. Investors who receive founders’
            personal data through the Platform are responsible for processing it lawfully for the
            purpose for which it was shared.
          </li>
        </ul>
        <p>
          You may raise any concern about your personal data with the Grievance Officer (see{' '}
          <a
            href="#grievance-officer"
            className="font-medium text-brand-700 underline underline-offset-2"
          >
            Grievance Officer
          </a>
          ). If you are not satisfied with our response, you may complain to the Data Protection
          Board of India.
        </p>
      </>
    ),
  },
  {
    id: 'intermediary',
    title: 'Our role as an intermediary',
    body: (
      <>
        <p>
          With respect to Content that users post, Sangam is an intermediary under the Information
          Technology Act, 2000 and observes the due diligence required by the Information Technology
          (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021 (“IT Rules”). We do
          not initiate the transmission of users’ Content, select its receivers, or select or modify
          the information it contains, and we do not verify it. Users are solely responsible for
          their Content.
        </p>
        <p>
          On receiving actual knowledge — through an order of a court or a notification from an
          appropriate government agency — or a valid complaint that Content breaches these Terms or
          the law, we may remove or disable access to it within the timelines the IT Rules require,
          preserve it as the law requires, and take action against the account responsible.
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'Grievance Officer',
    body: (
      <>
        <p>
          In accordance with the Information Technology Act, 2000, the IT Rules and the Digital
          Personal Data Protection Act, 2023, Sangam has a <strong>Grievance Officer</strong> to
          address complaints about the Platform, its Content and the processing of your personal
          data.
        </p>
        <p>
          Write to the Grievance Officer at the email address our{' '}
          <Link
            to="/legal/privacy-policy"
            hash="grievance-officer"
            className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Privacy policy
          </Link>{' '}
          gives, and include your name, the email address linked to your account (if any), a
          description of the complaint, and links to or descriptions of the Content concerned.
        </p>
        <p>
          The Grievance Officer will acknowledge your complaint within 24 hours and resolve it
          within 15 days of receipt, or within any shorter period the IT Rules 2021 prescribe for
          the kind of complaint concerned.
        </p>
      </>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <>
        <p>
          The Platform is provided “as is” and “as available”. To the fullest extent permitted by
          law, we make no warranty that it will be uninterrupted, timely, secure or error-free, or
          that any information on it is accurate, complete or current.
        </p>
        <p>
          We do not verify, and are not responsible for, information users provide about themselves,
          their organisations or their businesses. Criteria matches, fit explanations, completeness
          scores and counts are computed automatically from information users provide and may be
          incomplete. A channel’s response-time promise is made by the investor who runs it; we flag
          overdue applications but cannot compel any investor to decide.
        </p>
        <p>
          We do not guarantee that any startup will receive investment, or that any investor will
          find a suitable investment, through the Platform.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>To the fullest extent permitted by law:</p>
        <ul>
          <li>
            Sangam is not liable for any indirect, incidental, special, consequential or punitive
            loss, or for any loss of profits, revenue, investment opportunity, goodwill or data,
            however caused;
          </li>
          <li>
            Sangam is not liable for any investment decision, transaction, agreement or dispute
            between users, or for any act or omission of another user; and
          </li>
          <li>
            Sangam’s total liability to you for all claims arising from or relating to the Platform
            or these Terms is limited to the greater of the fees you paid to Sangam in the 12 months
            before the claim arose and ₹10,000.
          </li>
        </ul>
        <p>
          Nothing in these Terms excludes or limits liability that cannot be excluded or limited
          under applicable law, including liability for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: (
      <p>
        You agree to indemnify and hold harmless Sangam and its officers, employees and agents
        against any claim, demand, loss, liability, penalty or expense (including reasonable legal
        fees) arising from your Content, your use of the Platform, your dealings with other users,
        your breach of these Terms, or your violation of any law or of the rights of any third
        party.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <>
        <p>
          You may stop using the Platform at any time, and may ask us to close your account through
          the <RequestAccessLink />.
        </p>
        <p>
          We may suspend or terminate your access, or remove Content, if you breach these Terms, if
          we are required to by law or by an order of a court or government authority, if your use
          creates risk or harm for other users or for Sangam, or if an investor access approval was
          obtained with false information. Where reasonable and lawful, we will tell you why and
          give you a chance to respond. For complaints about such action, contact the Grievance
          Officer.
        </p>
        <p>
          When an account is closed, we delete or anonymise its personal data within a reasonable
          time, except where we must keep it by law. Information already shared with an investor
          through an application remains subject to the confidentiality obligations above. Sections
          that by their nature should survive termination — including content licences needed to
          wind down, confidentiality, no investment advice, disclaimers, limitation of liability,
          indemnity and governing law — survive.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms from time to time, for example to reflect new features or changes
        in law. We will post the updated Terms on this page with a new “Last updated” date and, for
        material changes, notify you by email or in the Platform at least 15 days before they take
        effect, unless the change is required sooner by law. If you continue to use the Platform
        after changes take effect, you accept the updated Terms; if you do not agree, stop using the
        Platform and close your account.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law and jurisdiction',
    body: (
      <p>
        These Terms are governed by the laws of India. Subject to any remedy available to you under
        applicable consumer protection or data protection law, the courts at Bengaluru, Karnataka
        have exclusive jurisdiction over any dispute arising from or relating to these Terms or the
        Platform. Before going to court, both sides agree to try in good faith to resolve the
        dispute through the Grievance Officer for at least 30 days.
      </p>
    ),
  },
  {
    id: 'general',
    title: 'General',
    body: (
      <ul>
        <li>
          <strong>Entire agreement.</strong> These Terms are the entire agreement between you and
          Sangam about the Platform and replace any earlier understanding.
        </li>
        <li>
          <strong>Severability.</strong> If any provision is found unenforceable, the rest remains
          in effect, and the provision is applied to the fullest extent permitted.
        </li>
        <li>
          <strong>No waiver.</strong> Our failure to enforce a provision is not a waiver of our
          right to do so later.
        </li>
        <li>
          <strong>Assignment.</strong> You may not transfer your rights under these Terms without
          our consent. We may transfer ours to a successor in a merger, acquisition or sale of the
          Platform, with notice to you.
        </li>
        <li>
          <strong>Force majeure.</strong> We are not responsible for delays or failures caused by
          events beyond our reasonable control.
        </li>
        <li>
          <strong>Notices.</strong> We may send notices to the email address on your account or show
          them in the Platform.
        </li>
      </ul>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        For questions about these Terms, reach us through the <RequestAccessLink /> and mention
        “Terms of Service” in your message. For complaints, address your message to the Grievance
        Officer as described above.
      </p>
    ),
  },
]
