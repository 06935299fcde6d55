/** LinkedIn's name: a brand's, the same in every language. */
const linkedIn = 'LinkedIn'

/**
 * A brand's name, marked so that neither a browser's translation nor the pseudo-locale check
 * takes it for a word of ours (docs/decisions/0050).
 */
export function LinkedInName() {
  return <span translate="no">{linkedIn}</span>
}
