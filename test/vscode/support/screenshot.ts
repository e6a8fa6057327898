// Screenshots of the live workbench, taken by the launcher while the test waits (a screenshot taken after the run
// would show an empty UI: the extension host has stopped by then).
//
// Protocol: the test logs `@@screenshot <name>` (or `@@screenshot <name> docs`); the code-server launcher sees the
// line, captures the page to .test-artifacts/screenshots/<name>.png (and, for `docs` requests when it runs with
// `--update-screenshots`, copies it to docs/screenshots/<name>.png), and then writes `<ackDir>/<name>.json` (`{"file": "..."}` or `{"error": "..."}`, written
// atomically); this helper waits for that file. Under @vscode/test-electron there is no page to capture, and
// `takeScreenshot` resolves `undefined` without waiting.
import { existsSync, readFileSync, rmSync, watch } from 'node:fs';
import { join } from 'node:path';
import { ENV } from './environment';
import { SCREENSHOT_MARKER } from './markers';

const NAME = /^[a-z0-9][a-z0-9._-]{0,80}$/i;

/** True when the launcher can take screenshots (the code-server launcher). */
export function screenshotsSupported(): boolean {
  return Boolean(process.env[ENV.screenshotAckDir]);
}

export interface ScreenshotOptions {
  /** A picture the README shows: also written to docs/screenshots/<name>.png when the launcher runs with
   * `--update-screenshots` (never otherwise, so ordinary runs leave the repo clean). */
  docs?: boolean;
  timeoutMs?: number;
}

/**
 * Asks the launcher for a screenshot named `name` (letters, digits, `.`, `_`, `-`) and resolves with the path of the
 * PNG in .test-artifacts/screenshots/ once it is written. Get the UI ready first (reveal the view, open the file,
 * wait for the diagnostics): the capture shows the workbench as it is when this is called.
 */
export async function takeScreenshot(
  name: string,
  { docs = false, timeoutMs = 20_000 }: ScreenshotOptions = {},
): Promise<string | undefined> {
  const ackDir = process.env[ENV.screenshotAckDir];
  if (!ackDir) return undefined;
  if (!NAME.test(name)) throw new Error(`screenshot name ${JSON.stringify(name)} must match ${NAME}`);
  const ackFile = join(ackDir, `${name}.json`);
  // A second request with the same name must wait for a new capture, not find the old acknowledgement.
  rmSync(ackFile, { force: true });
  const acknowledged = waitForFile(ackDir, `${name}.json`, timeoutMs);
  console.log(`${SCREENSHOT_MARKER} ${name}${docs ? ' docs' : ''}`);
  await acknowledged;
  const ack = JSON.parse(readFileSync(ackFile, 'utf8')) as { file?: string; error?: string };
  if (ack.error || !ack.file) throw new Error(`screenshot ${name} failed: ${ack.error ?? 'no file reported'}`);
  return ack.file;
}

function waitForFile(dir: string, name: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const file = join(dir, name);
    const watcher = watch(dir, () => {
      if (existsSync(file)) finish();
    });
    const timer = setTimeout(() => {
      watcher.close();
      reject(new Error(`the launcher did not acknowledge screenshot ${name} within ${timeoutMs} ms`));
    }, timeoutMs);
    function finish(): void {
      clearTimeout(timer);
      watcher.close();
      resolve();
    }
    if (existsSync(file)) finish();
  });
}
