import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import drizzle from 'eslint-plugin-drizzle'
import formatjs from 'eslint-plugin-formatjs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import vitest from '@vitest/eslint-plugin'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layers (docs/decisions/0013-layers.md): domain ← server, and domain ← components ←
// features ← routes. An import against the arrows fails lint.
const upward = {
  regex: '^\\.\\./',
  message: 'Import across folders with the @/ alias, so the layer rules can see where it goes.',
}
// A pattern may allow `import type` (allowTypeImports): types vanish from the built code.
// The demo data is built with the tests' factories (tests/ has no alias).
const upwardButFactories = { ...upward, regex: '^\\.\\./(?!(\\.\\./)*tests/factories)' }
const layerRules = (...patterns) => ({
  'no-restricted-imports': 'off',
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  'layers/dynamic-imports': ['error', patterns],
})
// no-restricted-imports does not look at import(): this applies the same patterns to it.
const layersPlugin = {
  rules: {
    'dynamic-imports': {
      meta: { type: 'problem', schema: [{ type: 'array' }] },
      create: (context) => ({
        ImportExpression(node) {
          const source = node.source.type === 'Literal' ? node.source.value : undefined
          if (typeof source !== 'string') return
          const broken = context.options[0].find(({ regex }) => new RegExp(regex).test(source))
          if (broken) context.report({ node, message: broken.message })
        },
      }),
    },
  },
}
// Screens' words come from the message catalogs (docs/decisions/0050): text in JSX, and the props
// people read (labels, titles, descriptions, hints, alt text), fail lint as literals.
const literalText = {
  files: ['src/**/*.tsx'],
  ignores: ['src/**/*.test.tsx', 'src/lib/testing/**'],
  plugins: { formatjs },
  rules: {
    'formatjs/no-literal-string-in-jsx': [
      'error',
      {
        props: {
          include: [['*', '{label,title,description,hint,placeholder,alt,confirmLabel,what}']],
        },
      },
    ],
  },
}

const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const layers = [
  {
    files: ['src/domain/**'],
    // A test may check the domain against the router's own behaviour.
    ignores: ['src/domain/**/*.test.ts'],
    rules: layerRules(
      upward,
      {
        regex: '^(react|react-dom|drizzle-orm|@tanstack/.*|@trpc/.*|@electric-sql/.*|pg)(/.*)?$',
        message: 'The domain layer is plain TypeScript: no React, database or transport.',
      },
      {
        regex: '^@/(server|features|components|routes)(/|$)',
        message: 'The domain layer imports only @/domain and @/lib.',
      },
    ),
  },
  {
    files: ['src/server/**'],
    rules: layerRules(upwardButFactories, {
      regex: '(^@/|(^|/)\\.\\./)(.*/)?(features|components|routes)(/|$)',
      message: 'The server does not depend on screens: move the shared rule to @/domain.',
    }),
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/content/**'],
    rules: layerRules(
      upward,
      {
        regex: '^@/(features|routes)(/|$)',
        message: 'Shared components and lib serve every feature: they import no feature or route.',
      },
      {
        regex: '^@/server(/|$)',
        allowTypeImports: true,
        message:
          'Shared components and lib also run in the browser: import only types from the server, and wire server code in src/router.tsx or a route.',
      },
    ),
  },
  ...features.flatMap((feature) => {
    const otherFeatures = {
      regex: `^@/features/(?!${feature}(/|$))`,
      message: `A feature does not import another: move what ${feature} shares to @/components or @/domain.`,
    }
    const tests = `src/features/${feature}/**/*.test.{ts,tsx}`
    return [
      {
        files: [`src/features/${feature}/**`],
        ignores: [tests],
        rules: layerRules(upward, otherFeatures, {
          regex: '^@/routes(/|$)',
          message:
            'Routes compose features, not the other way: move what both need to @/lib or @/domain.',
        }),
      },
      // A screen's test may render it inside its route.
      { files: [tests], rules: layerRules(upward, otherFeatures) },
    ]
  }),
]

export default tseslint.config(
  {
    ignores: [
      '.output/',
      '.nitro/',
      '.tanstack/',
      'node_modules/',
      'src/routeTree.gen.ts',
      '.data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, drizzle, layers: layersPlugin },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // A form submitted before the page hydrates is sent by the browser itself: with GET its
      // fields (a password) would land in the URL, in history and in server logs.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='form']:not(:has(JSXAttribute[name.name='method'][value.value='post']))",
          message:
            'Give every <form> method="post", so a submit before hydration never puts its fields in the URL.',
        },
        // sonner loads at a page's first use, not with it (decision 0045).
        {
          selector: "ImportDeclaration[source.value='sonner'][importKind='value']",
          message:
            "Give notices with @/lib/toast's toast: sonner is not in a page's first download.",
        },
      ],
      // An update or delete without where would touch every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  ...layers,
  literalText,
  {
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.{ts,mts}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.e2e.ts'],
    plugins: { vitest },
    rules: {
      // A test that asserts nothing passes whatever the code does. A helper that asserts for a
      // test is named expect… (expectDocumentBasics).
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      // Nothing is switched off or singled out in what is committed.
      'vitest/no-disabled-tests': 'error',
      'vitest/no-focused-tests': 'error',
    },
  },
)
