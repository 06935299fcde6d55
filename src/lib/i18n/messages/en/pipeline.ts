/**
 * The investors' pipeline and dashboard (decision 0050): the applications list, its filters, saved views and bulk actions, the investors' home and the dashboard's figures.
 */
export const pipeline = {}
