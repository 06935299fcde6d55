import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import drizzle from 'eslint-plugin-drizzle'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// The layers (docs/decisions/0013-layers.md): domain ← server, and domain ← components ←
// features ← routes. An import against the arrows fails lint.
const upward = {
  regex: '^\\.\\./',
  message: 'Import across folders with the @/ alias, so the layer rules can see where it goes.',
}
const layerRules = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] })
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
    rules: layerRules({
      regex: '(^@/|(^|/)\\.\\./)(.*/)?(features|components|routes)(/|$)',
      message: 'The server does not depend on screens: move the shared rule to @/domain.',
    }),
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/content/**'],
    rules: layerRules(upward, {
      regex: '^@/(features|routes)(/|$)',
      message: 'Shared components and lib serve every feature: they import no feature or route.',
    }),
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: layerRules(upward, {
      regex: `^@/features/(?!${feature}(/|$))`,
      message: `A feature does not import another: move what ${feature} shares to @/components or @/domain.`,
    }),
  })),
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
    plugins: { 'react-hooks': reactHooks, drizzle },
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
      ],
      // An update or delete without where would touch every row.
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  ...layers,
)
