/**
 * Deal rooms, the email Inbox and co-investors (decision 0050): the screens of rooms, entries and a startup's consent.
 */
export const deals = {}
