import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const browserOnly = ['react', 'react-dom', 'react-*', '@chakra-ui/*', '@emotion/*', 'formik', '@tanstack/*', 'axios'];
const serverOnly = [
  'fastify',
  '@fastify/*',
  'pg',
  '@electric-sql/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'nodemailer',
  'smtp-server',
  'pino',
];

// Test files and their helpers: the only places besides e2e journeys that may import a
// type:testing library (renderWithProviders and the like), so test support never ships.
const testFiles = ['**/*.test.ts', '**/*.test.tsx', '**/test-setup.ts', '**/test-*.ts', '**/test-*.tsx'];

/** The module boundaries; `testing` is ['type:testing'] for test files, [] for the rest. */
const boundaries = (testing) => [
  // Layers (STYLE.md): apps compose features; features never import features.
  {
    sourceTag: 'type:app',
    onlyDependOnLibsWithTags: [
      'type:feature',
      'type:ui',
      'type:data-access',
      'type:util',
      'type:module',
      'type:platform',
      ...testing,
    ],
  },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', ...testing] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', ...testing] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util', ...testing] },
  {
    sourceTag: 'type:util',
    onlyDependOnLibsWithTags: ['type:util', ...testing],
    bannedExternalImports: [...browserOnly, ...serverOnly],
  },
  // Server: modules (libs/server/<domain>) build on the platform layer (server-platform, server-auth,
  // server-db), which imports no module; a module reaches another only through its index.ts.
  { sourceTag: 'type:module', onlyDependOnLibsWithTags: ['type:module', 'type:platform', 'type:util', ...testing] },
  { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:util', ...testing] },
  // Test support builds on what it renders or fakes, never on features or server modules.
  { sourceTag: 'type:testing', onlyDependOnLibsWithTags: ['type:ui', 'type:data-access', 'type:util', 'type:testing'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util', 'type:testing'] },
  // Scopes: browser apps never reach server code; the server reaches only shared utils.
  {
    sourceTag: 'scope:attendee',
    onlyDependOnLibsWithTags: ['scope:attendee', 'scope:shared'],
    bannedExternalImports: serverOnly,
  },
  {
    sourceTag: 'scope:admin',
    onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'],
    bannedExternalImports: serverOnly,
  },
  {
    sourceTag: 'scope:identity',
    onlyDependOnLibsWithTags: ['scope:identity', 'scope:shared'],
    bannedExternalImports: serverOnly,
  },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
  {
    sourceTag: 'scope:server',
    onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
    bannedExternalImports: browserOnly,
  },
];

const moduleBoundaries = (testing) => [
  'error',
  { enforceBuildableLibDependency: true, allow: [], depConstraints: boundaries(testing) },
];

/**
 * Server modules (docs/server-modules.md): only repositories and table files talk to the database.
 * Listed in each server module's eslint.config.mjs, since file patterns are relative to it.
 */
export const serverModuleRules = [
  {
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/**/*.tables.ts', 'src/**/*.test.ts', 'src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only *.repository.ts and *.tables.ts touch the database (docs/server-modules.md).',
            },
            {
              group: ['./*.tables', '../*.tables'],
              message: "Tables are read and written in the module's repository (docs/server-modules.md).",
            },
          ],
        },
      ],
    },
  },
];

/** Props that a user reads or hears (names, hints, headings), which must come from t() too. */
const LABELLING_ATTRIBUTES =
  '/^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|helperText|helper|description|heading|emptyText)$/';

/**
 * End-to-end journeys (apps/*-e2e) take `test` and `expect` from util-e2e: its `test` fails a
 * journey on any Content-Security-Policy violation (issue 15.4). Listed in each e2e app's config.
 */
export const journeyRules = [
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from '@festival/shared-util-e2e' (it fails a journey on CSP violations).",
            },
          ],
        },
      ],
    },
  },
];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/node_modules',
      '**/storybook-static',
      '**/test-output',
      '**/test-results',
      '**/playwright-report',
      '**/.data',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
    ],
  },
  {
    files: ['**/src/**/*.ts', '**/src/**/*.tsx', '**/src/**/*.js', '**/src/**/*.mjs'],
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries([]) },
  },
  {
    files: testFiles,
    rules: { '@nx/enforce-module-boundaries': moduleBoundaries(['type:testing']) },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      // Dropping fields by destructuring (`const { id, ...rest } = row`) is how we omit them.
      '@typescript-eslint/no-unused-vars': [
        'warn',
        { ignoreRestSiblings: true, argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Every word a user reads goes through i18next (issue 16): no text or labelling attribute
    // written as a literal in JSX. Tests, stories and their helpers may use literals.
    files: ['**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', '**/test-*.tsx', '**/*-story.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Also a word chosen in place (`{busy ? 'Saving' : label}`, `{name || 'Unknown'}`) or
          // written into a template (`{`${n} left`}`).
          selector: [
            ':matches(JSXText, JSXElement > JSXExpressionContainer > Literal)[value=/[A-Za-z]{2,}/]',
            'JSXElement > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]{2,}/]',
            'JSXElement > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]',
          ].join(', '),
          message: 'Words on screen come from t() (i18next), so that they can be translated.',
        },
        {
          selector: [
            `JSXAttribute[name.name=${LABELLING_ATTRIBUTES}] > Literal[value=/[A-Za-z]{2,}/]`,
            `JSXAttribute[name.name=${LABELLING_ATTRIBUTES}] > JSXExpressionContainer > Literal[value=/[A-Za-z]{2,}/]`,
            `JSXAttribute[name.name=${LABELLING_ATTRIBUTES}] > JSXExpressionContainer > :matches(ConditionalExpression, LogicalExpression) > Literal[value=/[A-Za-z]{2,}/]`,
            `JSXAttribute[name.name=${LABELLING_ATTRIBUTES}] > JSXExpressionContainer > TemplateLiteral > TemplateElement[value.raw=/[A-Za-z]{2,}/]`,
          ].join(', '),
          message: 'Labels, placeholders and titles come from t() (i18next), so that they can be translated.',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
];
