/**
 * Reviewing an application (decision 0050): the review screen's panels (profile, answers, deck, notes, ratings, status, decision, lists) and triage.
 */
export const review = {}
