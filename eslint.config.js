// One lint setup for the whole repository. Besides the usual TypeScript and React rules it enforces
// the dependency rules of docs/architecture.md with `no-restricted-imports` (by import text) and
// eslint-plugin-import-x's `no-restricted-paths` (by the file an import resolves to) and `no-cycle`, so
// a wrong-way import or an import loop fails `npm run check` instead of waiting for a reviewer to notice
// (docs/decisions/0007 and 0204).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const ROOT = import.meta.dirname;
const WEB = 'apps/web/src';
/** Every web feature folder, read at lint time, so a new feature (invoices) is fenced in too. */
const webFeatures = fs
  .readdirSync(path.join(ROOT, WEB, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

const BASE_SYNTAX_RULES = [
  { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
  {
    selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
    message: '.only must not be committed.',
  },
];

/** Cents become decimals only through the domain's money helpers (packages/domain/src/money/money.ts:
 * fromMinor, minorToText, formatMoney), never by dividing by 100 in place (ADR 0001, docs/decisions/0342). */
const MONEY_NAME = '/minor|cents|amount|price|total|gross|net|due|paid/i';
const MONEY_MESSAGE =
  "Turn cents into decimals with the domain's money helpers (fromMinor, minorToText, formatMoney), not '/ 100'.";
const MONEY_SYNTAX_RULES = [
  `BinaryExpression[operator='/'][right.value=100][left.type='Identifier'][left.name=${MONEY_NAME}]`,
  `BinaryExpression[operator='/'][right.value=100][left.type='MemberExpression'][left.property.name=${MONEY_NAME}]`,
  "BinaryExpression[operator='/'][right.value=100][left.type='CallExpression'][left.callee.name='Number']",
].map((selector) => ({ selector, message: MONEY_MESSAGE }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/server/dist-bench-*/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...BASE_SYNTAX_RULES],
    },
  },
  // Money: cents become decimals only in the domain's money module.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/domain/**/*.ts'],
    ignores: ['packages/domain/src/money/money.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...BASE_SYNTAX_RULES, ...MONEY_SYNTAX_RULES] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Rule 1: the domain package is pure: zod, libphonenumber-js (pure data and functions: a phone number is
  // read the same way by web and server, ADR 0305) and its own modules only (its tests may use the test
  // tools).
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|libphonenumber-js/min$|\\.{1,2}/)',
              message:
                'packages/domain depends on zod and libphonenumber-js/min and nothing else (architecture rule 1).',
            },
          ],
        },
      ],
    },
  },
  // Rule 2: apps import the domain by its name; web and server never import each other.
  restrict(
    ['apps/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ['**/packages/domain/**', '**/apps/server/**', '**/apps/web/**'],
    'Import the domain as @tradebook/domain/...; web, server and e2e never import each other (rules 2 and 7).',
  ),
  // Rule 3: routes never touch Kysely or repositories; repositories never know HTTP.
  restrict(
    ['apps/server/src/**/*.routes.ts'],
    ['kysely', '*.repository', '**/*.repository', '**/db/*'],
    'Routes call services; only repositories touch the database (rule 3).',
  ),
  restrict(
    ['apps/server/src/**/*.repository.ts'],
    ['fastify', '@fastify/*', '**/http/*'],
    'Repositories know nothing of HTTP (rule 3).',
  ),
  // Rule 4 (only repositories query, and only their own feature's tables; another feature's rows are
  // read through its repository) is kept by scripts/check-server-layers.mjs, with the floors of rule 8.
  // Services and use cases never import http/ (AppError lives in src/app-error.ts): they run the same
  // from a route, a test or the admin tool.
  {
    files: ['apps/server/src/features/**/*.ts', 'apps/server/src/files/**/*.ts'],
    ignores: ['apps/server/src/**/*.routes.ts', 'apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/http/*', '../http/*'],
              message: 'Services never import http/: routes do (rule 3).',
            },
          ],
        },
      ],
    },
  },
  // Rule 5: migrations import only kysely. They use Kysely<any> on purpose: a migration is a frozen
  // snapshot and must not depend on today's Database type.
  {
    files: ['apps/server/src/db/migrations/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!kysely$)', message: 'Migrations import only kysely (rule 5).' }] },
      ],
    },
  },
  // Resolving imports to files, for the two rules below: TypeScript sources of the apps and the domain.
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x reads to follow imports (no-cycle walks them): ours are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
  },
  // Rule 6: web flows app -> features -> components | hooks | lib. A feature imports no other feature;
  // what two share lives in components/, hooks/ or lib/, which never import a feature or the app shell.
  // lib/ is the bottom layer and hooks/ hold no UI.
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: ROOT,
          zones: [
            ...webFeatures.map((feature) => ({
              target: `${WEB}/features/${feature}`,
              from: `${WEB}/features`,
              except: [`./${feature}`],
              message:
                'A feature imports no other feature: move what two features share to components/, hooks/ or lib/ (rule 6).',
            })),
            {
              target: [`${WEB}/components`, `${WEB}/hooks`, `${WEB}/lib`],
              from: [`${WEB}/features`, `${WEB}/app`],
              message:
                'components/, hooks/ and lib/ are shared: they never import a feature or the app shell (rule 6).',
            },
            {
              target: `${WEB}/lib`,
              from: [`${WEB}/components`, `${WEB}/hooks`],
              message: 'lib/ is the bottom layer: it imports no components or hooks (rule 6).',
            },
            {
              target: `${WEB}/hooks`,
              from: `${WEB}/components`,
              message: 'hooks/ hold no UI: a hook imports no component (rule 6).',
            },
          ],
        },
      ],
    },
  },
  // No import loops in the apps or the domain (type-only imports do not count: they vanish at build).
  {
    files: ['apps/**/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
