import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js'

// The browser's stand-in for the ICU message parser (decision 0045). The build hands a browser its
// catalogs already parsed wherever a message has syntax (placeholders, plurals, selects, tags,
// quoting); a message kept as text is text and nothing else, which is all this parses. The
// parser's own code (about 8 kB gzip, with its number and date skeletons) stays on the server.
export * from '@formatjs/icu-messageformat-parser/no-parser.js'

/** Whether a message has characters that may make it more than its text: the build parses those. */
export function mayHaveSyntax(message: string): boolean {
  return /[{}<>]|''/.test(message)
}

export function parse(message: string): MessageFormatElement[] {
  if (mayHaveSyntax(message)) {
    throw new SyntaxError(`A message with ICU syntax reached the browser unparsed: ${message}`)
  }
  return message === '' ? [] : [{ type: TYPE.literal, value: message }]
}
