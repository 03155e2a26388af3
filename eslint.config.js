import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import direction: client -> domain, server -> domain; never client <-> server; domain imports nothing of ours.
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: forbidden, message }] }],
  },
});

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
);
