import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

// Comments and docs send readers to files by path; a file that moved must not leave them at a
// dead end. Paths with a wildcard or a placeholder, and the made-up files that lint is tried on,
// are not files.
const namedPath =
  /(?<![\w@/.-])((?:src|tests|scripts|docs|drizzle|deploy|\.ci)\/[\w./$-]+\.(?:tsx|ts|mjs|mts|md|sql|conf|json|js))(?!\w)/g

function trackedTextFiles(): string[] {
  return execFileSync('git', ['ls-files'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.(ts|tsx|mjs|js|md)$/.test(file) || file === '.ci/run')
}

describe('paths named in the sources and docs', () => {
  it('all exist', () => {
    const missing = trackedTextFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(namedPath)]
        .map((match) => match[1]!.replace(/\.$/, ''))
        .filter((named) => !/[*<]|example/.test(named) && !existsSync(named))
        .map((named) => `${file} names ${named}`),
    )
    expect(missing).toEqual([])
  })
})
