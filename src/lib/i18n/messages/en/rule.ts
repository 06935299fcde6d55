/**
 * What a form or the server says of bad input and failed actions (decision 0050): validation messages of the domain's schemas and the server's errors shown to people.
 */
export const rule = {
  // Names and ids, in every form.
  'rule.name.controlCharacters':
    'Use letters, spaces and punctuation only: no line breaks or tabs.',
  'rule.name.under': 'Keep the name under {max} characters.',
  'rule.id.list': 'That is not a valid list id.',
  'rule.id.startup': 'That is not a valid startup id.',

  // Lists.
  'rule.list.name': 'Name the list.',
  'rule.list.full': 'A list holds at most {max, number} startups. Start another list for the rest.',
  'rule.list.chooseStartup': 'Choose at least one startup.',
  'rule.list.atMost': 'Add at most {max} startups at a time.',
}
