/**
 * Investors' channels, onboarding, Discover and lists (decision 0050).
 */
export const investor = {}
