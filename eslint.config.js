// One lint setup for the whole repository. Besides the usual TypeScript and React rules it enforces
// the dependency rules of docs/architecture.md with `no-restricted-imports`, so a wrong-way import
// fails `npm run check` instead of waiting for a reviewer to notice.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module itself.' },
        {
          selector: "CallExpression[callee.object.name=/^(it|test|describe)$/][callee.property.name='only']",
          message: '.only must not be committed.',
        },
      ],
    },
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
  // Rule 1: the domain package is pure: zod and its own modules only (its tests may use the test tools).
  {
    files: ['packages/domain/**/*.ts'],
    ignores: ['packages/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!zod$|\\.{1,2}/)',
              message: 'packages/domain depends on zod and nothing else (architecture rule 1).',
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
  // Rule 4: a feature may use another feature's service, never its repository.
  restrict(
    ['apps/server/src/features/**/*.ts'],
    ['../*/*.repository', '../../features/*/*.repository'],
    "Use the other feature's service, not its repository (rule 4).",
  ),
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
            {
              group: ['../*/*.repository', '../../features/*/*.repository'],
              message: "Use the other feature's service, not its repository (rule 4).",
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
  // Rule 6: shared web code does not reach into features.
  restrict(
    ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    ['**/features/**', '**/app/**'],
    'components/ and lib/ are shared: they never import a feature or the app shell (rule 6).',
  ),
);
