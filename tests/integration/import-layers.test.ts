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
