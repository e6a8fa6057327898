import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// The site generator's own packages are test oracles only (Elastic-2.0): never imported by product code, so never
// bundled.
const GENERATOR = {
  group: ['@mintlify/*', 'mint', 'mint/*'],
  message: "The generator's packages are test oracles only (Elastic-2.0): never import them from product code.",
};
const SERVER_SOURCES = {
  regex: '(^|/)server/src(/|$)',
  message: "The client never imports the server's sources: move code both sides need to shared/src/.",
};

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
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite'] },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  { files: ['server/src/**/*.ts'], rules: { 'no-console': 'error' } },
  {
    // A spread into a call passes every element as an argument: an array built from a repository (130,000 elements
    // of a config, the findings of a page) overflows the stack. Loop instead.
    files: ['server/src/**/*.ts', 'server/src/**/*.mjs', 'shared/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression > SpreadElement, NewExpression > SpreadElement',
          message: 'No spread into a call: an unbounded array overflows the stack. Push in a loop.',
        },
      ],
    },
  },
  {
    // Product code reads untrusted text (a cloned repository, a server's answers): no regex whose work grows faster
    // than its input, by backtracking or by being retried from every start position (`/\/+$/` on 150,000 slashes
    // froze the server for 25 s). See docs/security.md.
    files: [
      'server/src/**/*.ts',
      'server/src/**/*.mjs',
      'client/src/**/*.ts',
      'shared/src/**/*.ts',
      'emulator/src/**/*.ts',
      'scripts/**/*.mjs',
    ],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  // Import boundaries. One `no-restricted-imports` setting applies per file (a later block replaces an earlier one),
  // so each block below repeats the generator rule.
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.ts', 'shared/src/**/*.ts', 'emulator/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GENERATOR] }] },
  },
  {
    // The service is pure: text, the file index and settings in, LSP types out. It does no I/O and knows no
    // connection, so the CLI, the language server and the tests run the same code (docs/architecture.md).
    files: ['server/src/service/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vscode-languageserver',
              message: 'The service knows no LSP connection: use the plain types of vscode-languageserver-protocol.',
            },
            {
              name: 'vscode-languageserver/node',
              message: 'The service knows no LSP connection: use the plain types of vscode-languageserver-protocol.',
            },
            { name: 'vscode', message: 'The service runs without VS Code.' },
            ...['fs', 'node:fs', 'fs/promises', 'node:fs/promises'].map((name) => ({
              name,
              message:
                'The service does no I/O: the host reads files and hands the service text (server/src/host/, server/src/lsp/, server/src/cli/).',
            })),
          ],
          patterns: [
            GENERATOR,
            {
              regex: '(^|/)(lsp|host|cli)(/|$)',
              message: 'The service is imported by the adapters (lsp/, cli/) and the host, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // The extension bundle never takes the server's sources; code both sides need lives in shared/src/.
    files: ['client/src/**/*.ts'],
    ignores: ['client/src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [GENERATOR, SERVER_SOURCES] }] },
  },
  {
    // The HTTP client stands alone (no `vscode`, nothing else of the extension), so it can be tested and reused as is.
    files: ['client/src/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'vscode', message: 'The HTTP client has no vscode import.' }],
          patterns: [
            GENERATOR,
            SERVER_SOURCES,
            {
              regex: '^\\.\\./(?!\\.\\./)',
              message:
                'client/src/api/ imports nothing else of the client: move what it needs into it, or into shared/src/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code is bundled into both sides: it imports neither side.
    files: ['shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            GENERATOR,
            SERVER_SOURCES,
            { regex: '(^|/)client/src(/|$)', message: 'shared/src/ imports neither the client nor the server.' },
          ],
        },
      ],
    },
  },
  {
    // The two adapters stand side by side: the server never takes the CLI's code.
    files: ['server/src/lsp/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            GENERATOR,
            {
              regex: '(^|/)cli(/|$)',
              message: 'What the server and the CLI both need lives in server/src/host/ (I/O) or server/src/service/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            GENERATOR,
            {
              regex: '(^|/)(cli|lsp)(/|$)',
              message: 'The host serves both adapters (lsp/, cli/) and imports neither.',
            },
          ],
        },
      ],
    },
  },
  { files: ['server/src/cli/**/*.ts'], rules: { 'no-console': 'off' } },
);
