/**
 * What a form or the server says of bad input and failed actions (decision 0050): validation messages of the domain's schemas and the server's errors shown to people.
 */
export const rule = {}
