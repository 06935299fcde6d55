/**
 * The admin area (decision 0050): access requests, the audit log and their controls.
 */
export const admin = {}
