// What the launcher tells the suite, through environment variables of the code-server process (or of VS Code under
// @vscode/test-electron): the extension host inherits them. Never through workspace files: the API token must not
// touch the workspace.

/** Names of the variables, in one place. */
export const ENV = {
  /** Base URL of the user-group emulator the launcher started, e.g. `http://127.0.0.1:41234`. */
  emulatorUrl: 'DOCSITE_TEST_EMULATOR_URL',
  /** An API token the emulator accepts (environment tag `Customer`). Random per run. */
  apiToken: 'DOCSITE_TEST_API_TOKEN',
  /** A second accepted token whose environment is tagged `Testing`. */
  testingApiToken: 'DOCSITE_TEST_API_TOKEN_TESTING',
  /** Folder where the launcher acknowledges screenshot requests; absent when the launcher cannot take screenshots. */
  screenshotAckDir: 'DOCSITE_TEST_SCREENSHOT_ACK_DIR',
  /** Mocha `grep` pattern (from the launcher's `--grep`). */
  grep: 'DOCSITE_TEST_GREP',
} as const;

export interface EmulatorAccess {
  url: string;
  apiToken: string;
  testingApiToken: string;
}

/** The emulator's URL and tokens; throws a clear error when the launcher did not start one. */
export function emulatorAccess(): EmulatorAccess {
  const url = process.env[ENV.emulatorUrl];
  const apiToken = process.env[ENV.apiToken];
  const testingApiToken = process.env[ENV.testingApiToken];
  if (!url || !apiToken || !testingApiToken) {
    throw new Error(
      `${ENV.emulatorUrl} / ${ENV.apiToken} / ${ENV.testingApiToken} are not set: run the suite through ` +
        'test/vscode/run-in-code-server.mjs or run-in-electron.mjs, which start the emulator.',
    );
  }
  return { url, apiToken, testingApiToken };
}
