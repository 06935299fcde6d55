// investors.applications.* procedures for the list screen: search, facets, export.
export const searchProcedures = {}
