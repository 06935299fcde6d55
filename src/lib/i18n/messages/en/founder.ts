/**
 * The founders' area (decision 0050): the startup profile, the founder profiles, the full profile's three sections, the founder's home and their startups' pages.
 */
export const founder = {}
