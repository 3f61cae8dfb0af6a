// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The architecture's dependency rule, enforced on every lint (ARCHITECTURE.md):
 * apps -> adapters -> domain, never inwards-out, never adapter to adapter.
 */
const nodeBuiltins = builtinModules.flatMap((name) => [name, `${name}/*`, `node:${name}`, `node:${name}/*`]);
const frameworks = [
  'react',
  'react-dom',
  'react-router',
  'graphql',
  '@apollo/*',
  'pg',
  '@electric-sql/*',
  'inversify',
  'express',
  'commander',
  '@blueprintjs/*',
];
const adapters = [
  '@lease-portal/postgres',
  '@lease-portal/graphql',
  '@lease-portal/partners',
  '@lease-portal/files',
  '@lease-portal/documents',
];
const apps = ['@lease-portal/server', '@lease-portal/web', '@lease-portal/cli'];
/** tools/ is a harness: it may import anything, and nothing imports it. */
const tools = ['@lease-portal/tools', '@lease-portal/tools/*'];

const restrict = (message, names) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: names, message }] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.data/**',
      'apps/web/src/gql/**',
      'adapters/graphql/src/generated/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['domain/**/*.ts'],
    ignores: ['domain/**/*.test.ts'],
    rules: restrict('domain/ is framework-free: no frameworks, Node built-ins, adapters or apps.', [
      ...nodeBuiltins,
      ...frameworks,
      ...adapters,
      ...apps,
      ...tools,
    ]),
  },
  ...adapters.map((adapter) => ({
    files: [`adapters/${adapter.split('/')[1]}/**/*.ts`],
    rules: restrict('An adapter depends on the domain only: never on an app, another adapter or tools/.', [
      ...apps,
      ...adapters.filter((other) => other !== adapter),
      ...tools,
    ]),
  })),
  {
    files: ['apps/server/**/*.ts'],
    rules: restrict('The server is the composition root: it never imports the other apps or tools/.', [
      '@lease-portal/web',
      '@lease-portal/cli',
      ...tools,
    ]),
  },
  {
    files: ['apps/cli/**/*.ts'],
    rules: restrict("lease-admin builds on the server's container: never on the web app or tools/.", [
      '@lease-portal/web',
      ...tools,
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: restrict('The web app talks to the server over GraphQL only: no adapters, other apps or tools/.', [
      ...adapters,
      '@lease-portal/server',
      '@lease-portal/cli',
      ...tools,
    ]),
  },
  prettier,
);
