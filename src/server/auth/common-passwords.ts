import { dictionary } from '@zxcvbn-ts/language-common'

// The most used passwords (about 49,000, from the zxcvbn-ts common list), lower-cased.
const common = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()))

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase())
}
