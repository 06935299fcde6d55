/**
 * Applying (decision 0050): a channel's overview, the apply flow, a founder's own applications, matching channels and the shared summary; with the form components every screen shares.
 */
export const apply = {}
