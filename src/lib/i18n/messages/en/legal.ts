/**
 * The legal pages (decision 0050): the privacy policy and the terms of service.
 */
export const legal = {}
