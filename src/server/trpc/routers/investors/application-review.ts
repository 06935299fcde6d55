// investors.applications.* procedures for the detail screen: applications, timeline, notes, ratings.
export const reviewProcedures = {}
