import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { floorZones } from './scripts/server-floors.mjs';

// Import direction: client -> domain, server -> domain; never client <-> server; domain imports nothing of ours.
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

/*
 * A feature folder (src/client/features/<area>/<feature>) imports another feature's code only through
 * its area's shared folders: `api` (the HTTP calls several tabs use) and `shared`. The area's own files
 * (reports-area.tsx) compose the features and may import any of them.
 */
const SHARED_FOLDERS = ['api', 'shared'];
// Read from the tree, so a new feature folder is held to the rule without editing this file.
const featuresOf = (area) =>
  fs
    .readdirSync(`src/client/features/${area}`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.includes(entry.name))
    .map((entry) => entry.name);
const featureZones = ['public', 'reports'].flatMap((area) =>
  featuresOf(area).map((feature) => ({
    target: `./src/client/features/${area}/${feature}`,
    from: `./src/client/features/${area}`,
    except: [`./${feature}`, ...SHARED_FOLDERS.map((folder) => `./${folder}`)],
    message: `Features import each other only through src/client/features/${area}/{${SHARED_FOLDERS.join(',')}}.`,
  })),
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['scripts/**/*.mjs', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  { files: ['src/server/dev-idp/assets/*.js'], languageOptions: { globals: globals.browser } },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer(
    ['src/domain/**'],
    ['**/server/**', '**/client/**', 'react', 'react-*', 'fastify', '@fastify/*', 'drizzle-orm*', 'pg'],
    'src/domain holds pure rules: no server, client, framework or database imports.',
  ),
  layer(['src/client/**'], ['**/server/**'], 'The client talks to the server over HTTP only.'),
  layer(['src/server/**'], ['**/client/**'], 'The server never imports client code.'),
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'e2e/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      // Packages are not ours to check, and parsing their bundles is slow.
      'import/ignore': ['node_modules'],
      'import/external-module-folders': ['node_modules'],
    },
    rules: {
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // The client's features, and the server's floors: db <- books <- features <- routes.
      'import/no-restricted-paths': ['error', { zones: [...featureZones, ...floorZones()] }],
    },
  },
);
