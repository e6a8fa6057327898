import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/out/**', 'packages/*/dist/**', 'node_modules/**', '.cache/**', 'examples/**', '.test-artifacts/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { project: './tsconfig.json' } },
    rules: {
      // node:test's describe/it/test return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['server/src/**/*.ts'], rules: { 'no-console': 'error' } },
  {
    // A spread into a call passes every element as an argument: an array built from a repository (130,000 elements
    // of a config, the findings of a page) overflows the stack. Loop instead.
    files: ['server/src/**/*.ts', 'shared/src/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', { selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement', message: 'No spread into a call: an unbounded array overflows the stack. Push in a loop.' }] },
  },
  {
    // Product code reads untrusted text (a cloned repository, a server's answers): no regex whose work grows faster
    // than its input, by backtracking or by being retried from every start position (`/\/+$/` on 150,000 slashes
    // froze the server for 25 s). See docs/security.md.
    files: ['server/src/**/*.ts', 'client/src/**/*.ts', 'shared/src/**/*.ts', 'emulator/src/**/*.ts', 'scripts/**/*.mjs'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    // The site generator's own packages are test oracles only (Elastic-2.0): never imported by product code, so
    // never bundled.
    files: ['server/src/**/*.ts', 'client/src/**/*.ts', 'shared/src/**/*.ts', 'emulator/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@mintlify/*', 'mint', 'mint/*'], message: 'The generator\'s packages are test oracles only (Elastic-2.0): never import them from product code.' }] }] },
  },
  { files: ['server/src/cli/**/*.ts'], rules: { 'no-console': 'off' } },
);
