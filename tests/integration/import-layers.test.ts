import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layer rules in eslint.config.js, tried on deliberate violations: each must fail lint.
const eslint = new ESLint()

const layerRuleIds = [
  '@typescript-eslint/no-restricted-imports',
  'layers/dynamic-imports',
  'import-x/no-cycle',
]

async function restrictedImportsIn(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => layerRuleIds.includes(message.ruleId ?? ''))
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
    // A feature serves routes; even a type from a route turns the arrow round.
    ['src/features/account/example.ts', "import type { Route as x } from '@/routes/__root'"],
    // Shared code is bundled for the browser too: server code reaches it only as types.
    ['src/lib/example.ts', "import { ssrLink as x } from '@/server/trpc/ssr-link'"],
    ['src/components/example.tsx', "import { services as x } from '@/server/services'"],
    // One import style: ./ within a folder, @/ across folders, in the server too.
    ['src/server/jobs/example.ts', "import { x } from '../db/client'"],
    // import() is held to the same rules as import.
    ['src/domain/applications/example.ts', "const x = await import('@/server/db/client')"],
    ['src/features/startups/example.ts', "const x = () => import('@/features/investors/x')"],
  ])('%s may not %s', async (filePath, code) => {
    expect(
      (await restrictedImportsIn(filePath, `${code}\nexport const y = x\n`)).length,
    ).toBeGreaterThan(0)
  })

  it.each([
    ['src/server/db/queries/example.ts', "import { x } from '@/domain/applications/status'"],
    ['src/features/applications/example.ts', "import { x } from '@/features/applications/types'"],
    ['src/features/investors/review/example.ts', "import { x } from '@/features/investors/x'"],
    ['src/features/applications/example.ts', "import { x } from '@/components/form'"],
    ['src/domain/applications/example.ts', "import { x } from '@/lib/options'"],
    ['src/lib/example.ts', "import type { AppRouter as x } from '@/server/trpc/root'"],
    ['src/server/db/demo/example.ts', "import { x } from '../../../../tests/factories'"],
    [
      'src/features/startups/example.test.tsx',
      "import { Route as x } from '@/routes/startups/index'",
    ],
  ])('%s may %s', async (filePath, code) => {
    expect(await restrictedImportsIn(filePath, `${code}\nexport const y = x\n`)).toEqual([])
  })
})

describe('import cycles', () => {
  it('fails lint on a module that imports, through others, one that imports it', async () => {
    // invite-action.tsx imports sign-up-and-accept.tsx; importing it back closes a loop.
    const filePath = 'src/features/account/invite/sign-up-and-accept.tsx'
    const code = `${readFileSync(filePath, 'utf8')}\nimport { InviteAction } from './invite-action'\nexport const again = InviteAction\n`
    const messages = await restrictedImportsIn(filePath, code)
    expect(messages.map((message) => message.ruleId)).toEqual(['import-x/no-cycle'])
  })

  it('finds none in the sources as they are', async () => {
    const filePath = 'src/features/account/invite/sign-up-and-accept.tsx'
    expect(await restrictedImportsIn(filePath, readFileSync(filePath, 'utf8'))).toEqual([])
  })
})

// A screen keeps its route and composition; its sections live in feature files (decision 0013).
const longFilesAllowed = [
  'src/routeTree.gen.ts', // generated
  'src/lib/options.ts', // the option lists, verbatim
]

const contentFolders = ['src/content', 'src/lib/i18n/messages/en', 'src/lib/i18n/messages/hi']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // Content and the message catalogs are words, not code: as long as what they say.
    if (entry.isDirectory()) return contentFolders.includes(full) ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

describe('file sizes', () => {
  it('keeps every source file under 400 lines, but generated code, option lists, content and catalogs', () => {
    const long = sourceFiles('src')
      .filter((file) => !longFilesAllowed.includes(file))
      .map((file) => [file, readFileSync(file, 'utf8').split('\n').length] as const)
      .filter(([, lines]) => lines > 400)
    expect(long).toEqual([])
  })
})
