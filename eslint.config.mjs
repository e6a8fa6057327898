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
  { files: ['server/src/cli/**/*.ts'], rules: { 'no-console': 'off' } },
);
