// The privacy policy, first part: who we are, what we collect, cookies, why, and who sees it.
// Each paragraph is a message of the legal catalog ('legal.privacy.collection.<section>.<n>').
import { PolicyText, type PolicySection } from './common'

export const collectionSections: PolicySection[] = [
  {
    id: 'about-this-policy',
    title: 'legal.privacy.collection.about-this-policy.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.collection.about-this-policy.1" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.about-this-policy.2" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.about-this-policy.3" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.about-this-policy.4" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'data-we-collect',
    title: 'legal.privacy.collection.data-we-collect.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.collection.data-we-collect.1" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.7" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.8" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.9" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.10" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.11" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.data-we-collect.12" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.collection.data-we-collect.13" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'legal.privacy.collection.cookies.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.collection.cookies.1" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.cookies.2" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.cookies.3" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.cookies.4" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'purposes',
    title: 'legal.privacy.collection.purposes.title',
    body: (contact) => (
      <>
        <p>
          <PolicyText id="legal.privacy.collection.purposes.1" contact={contact} />
        </p>
        <ul>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.7" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.8" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.purposes.9" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.collection.purposes.10" contact={contact} />
        </p>
        <p>
          <PolicyText id="legal.privacy.collection.purposes.11" contact={contact} />
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'legal.privacy.collection.sharing.title',
    body: (contact) => (
      <>
        <ul>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.1" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.2" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.3" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.4" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.5" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.6" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.7" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.8" contact={contact} />
          </li>
          <li>
            <PolicyText id="legal.privacy.collection.sharing.9" contact={contact} />
          </li>
        </ul>
        <p>
          <PolicyText id="legal.privacy.collection.sharing.10" contact={contact} />
        </p>
      </>
    ),
  },
]
