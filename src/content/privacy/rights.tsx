// The privacy policy, second part: retention, rights, consent, breaches and how to reach us.
// Each paragraph is a message of the legal catalog ('legal.privacy.rights.<section>.<n>').
import { PolicyText, type PolicySection } from './common'

export const rightsSections: PolicySection[] = [
  {
    id: 'retention',
    title: 'legal.privacy.rights.retention.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.retention.1" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.rights.retention.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.7" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.8" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.retention.9" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.rights.retention.10" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'rights',
    title: 'legal.privacy.rights.rights.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.rights.1" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.rights.rights.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.rights.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.rights.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.rights.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.rights.6" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.rights.rights.7" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.rights.rights.8" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'withdraw-consent',
    title: 'legal.privacy.rights.withdraw-consent.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.withdraw-consent.1" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.withdraw-consent.7" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.rights.withdraw-consent.8" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.rights.withdraw-consent.9" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'breach',
    title: 'legal.privacy.rights.breach.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.breach.1" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.rights.breach.2" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.rights.breach.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.breach.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.breach.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.breach.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.rights.breach.7" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.rights.breach.8" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'legal.privacy.rights.children.title',
    body: (contact) => (
      <p>
        <PolicyText id="legal.privacy.rights.children.1" contact={contact} />
      </p>
    ),
  },
  {
    id: 'data-location',
    title: 'legal.privacy.rights.data-location.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.data-location.1" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.rights.data-location.2" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'grievance-officer',
    title: 'legal.privacy.rights.grievance-officer.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.rights.grievance-officer.1" contact={contact} />
        </p>
        <address className="rounded-xl border border-line bg-surface p-4 not-italic">
          <strong translate="no">{contact.grievanceOfficer.name}</strong>
          <br />
          <PolicyText id="legal.privacy.rights.grievance-officer.address.role" contact={contact} />
          <br />
          <PolicyText id="legal.privacy.rights.grievance-officer.address.email" contact={contact} />
        </address>
        <p>
          <PolicyText id="legal.privacy.rights.grievance-officer.2" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.rights.grievance-officer.3" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'legal.privacy.rights.changes.title',
    body: (contact) => (
      <p>
        <PolicyText id="legal.privacy.rights.changes.1" contact={contact} />
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'legal.privacy.rights.contact.title',
    body: (contact) => (
      <p>
        <PolicyText id="legal.privacy.rights.contact.1" contact={contact} />
      </p>
    ),
  },
]
