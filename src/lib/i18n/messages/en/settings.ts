/** The settings page's sections, as far as they are translated (decision 0050's order of work). */
export const settings = {
  'settings.language.title': 'Language',
  'settings.language.description':
    'The language of your screens and of the emails Sangam sends you. It follows you to every browser you sign in on.',
  'settings.language.save': 'Save language',
  'settings.language.current': 'Sangam speaks {language} to you now.',
} as const
