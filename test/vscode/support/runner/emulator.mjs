// Starts the user-group emulator (emulator/src/main.ts, run through tsx like `npm run emulator`) in its own process
// group and waits for its `listening on http://127.0.0.1:<port>` line.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawnGroup, waitForOutput } from './processGroup.mjs';
import { repoRoot } from './paths.mjs';

export const EMULATOR_MAIN = join(repoRoot, 'emulator', 'src', 'main.ts');

export function emulatorAvailable() {
  return existsSync(EMULATOR_MAIN);
}

/**
 * @param {{ dataFile: string, tokens: string[], port?: number, logFile?: string, extraArgs?: string[] }} options `tokens` as the emulator's tokens file
 *   holds them (`<token>` or `<token>:Customer|Testing`). They reach the emulator through its stdin (`--tokens -`),
 *   never its command line, which every local user can read.
 * @returns {Promise<{ url: string, child: import('node:child_process').ChildProcess }>}
 */
export async function startEmulator({ dataFile, tokens, port, logFile, extraArgs = [] }) {
  // 0 lets the emulator pick; the port is then read from its listening line.
  const chosenPort = port ?? 0;
  const args = [
    '--import',
    'tsx',
    EMULATOR_MAIN,
    '--port',
    String(chosenPort),
    '--data',
    dataFile,
    '--tokens',
    '-',
    ...extraArgs,
  ];
  const input = tokens.map((token) => `${token}\n`).join('');
  const child = spawnGroup(process.execPath, args, { cwd: repoRoot, env: process.env, logFile, input });
  const match = await waitForOutput(child, /listening on (http:\/\/127\.0\.0\.1:\d+)/, 30_000, 'the emulator');
  return { url: match[1], child };
}

/**
 * The emulator both test launchers start: in `stateDir`, with two API tokens random per run (one Customer, one
 * Testing), so a token can never be mistaken for a real one or leak from one run into another's logs.
 */
export async function startTestEmulator(stateDir) {
  const apiToken = `test-customer-${randomBytes(18).toString('hex')}`;
  const testingApiToken = `test-testing-${randomBytes(18).toString('hex')}`;
  const emulator = await startEmulator({
    dataFile: join(stateDir, 'emulator-data.json'),
    tokens: [`${apiToken}:Customer`, `${testingApiToken}:Testing`],
    logFile: join(stateDir, 'emulator.log'),
  });
  return { emulator, apiToken, testingApiToken };
}
