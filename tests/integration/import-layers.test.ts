import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rules in eslint.config.js, tried on deliberate violations: each must fail lint.
const eslint = new ESLint()

async function restrictedImportsIn(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports')
}

describe('import layers', () => {
  it.each([
    ['src/server/db/queries/example.ts', "import { x } from '@/features/applications/types'"],
    ['src/server/db/queries/example.ts', "import { x } from '../../../features/startups/x'"],
    ['src/features/applications/example.ts', "import { x } from '@/features/investors/review/x'"],
    ['src/features/investors/example.ts', "import { x } from '../applications/x'"],
    ['src/domain/applications/example.ts', "import { useState } from 'react'"],
    ['src/domain/applications/example.ts', "import { db } from '@/server/db/client'"],
    ['src/domain/applications/example.ts', "import { eq } from 'drizzle-orm'"],
    ['src/components/example.tsx', "import { x } from '@/features/settings/settings-page'"],
  ])('%s may not %s', async (filePath, code) => {
    expect(await restrictedImportsIn(filePath, `${code}\nexport const y = x\n`)).toHaveLength(1)
  })

  it.each([
    ['src/server/db/queries/example.ts', "import { x } from '@/domain/applications/status'"],
    ['src/features/applications/example.ts', "import { x } from '@/features/applications/types'"],
    ['src/features/investors/review/example.ts', "import { x } from '@/features/investors/x'"],
    ['src/features/applications/example.ts', "import { x } from '@/components/form'"],
    ['src/domain/applications/example.ts', "import { x } from '@/lib/options'"],
  ])('%s may %s', async (filePath, code) => {
    expect(await restrictedImportsIn(filePath, `${code}\nexport const y = x\n`)).toEqual([])
  })
})

// A screen keeps its route and composition; its sections live in feature files (decision 0013).
const longFilesAllowed = [
  'src/routeTree.gen.ts', // generated
  'src/lib/options.ts', // the option lists, verbatim
]

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === 'src/content' ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('file sizes', () => {
  it('keeps every source file under 400 lines, but generated code, option lists and content', () => {
    const long = sourceFiles('src')
      .filter((file) => !longFilesAllowed.includes(file))
      .map((file) => [file, readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 400)
    expect(long).toEqual([])
  })
})
