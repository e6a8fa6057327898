// The browser-driven phase of `npm run test:vscode`: starts the `npm start` demo exactly as a user does (a real
// `npm` process; the site copied to a temporary folder), drives its workbench in headless Chromium through the
// steps in *.steps.mjs, then stops the demo with SIGTERM sent to the npm process alone and checks that it stopped,
// removed its temporary folder and left the repository's sample untouched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../support/runner/freePort.mjs';
import { repoRoot } from '../support/runner/paths.mjs';
import { launchChromium } from '../support/runner/workbench.mjs';
import { steps as groupEditorSteps } from './groupEditor.steps.mjs';
import { steps as groupLookUpSteps } from './groupLookUp.steps.mjs';
import { steps as mdxPageSteps } from './mdxPage.steps.mjs';
import { Workbench } from './workbench.mjs';

const STEP_TIMEOUT_MS = 120_000;
const START_TIMEOUT_MS = 180_000;

/**
 * @param {{ say: (line: string) => void, grep?: string, artifactsDir: string }} options
 * @returns {Promise<{ passed: number, failed: number }>}
 */
export async function runUiTests({ say, grep, artifactsDir }) {
  const pattern = grep ? new RegExp(grep, 'i') : undefined;
  const selected = [...groupEditorSteps, ...groupLookUpSteps, ...mdxPageSteps].filter(
    (step) => !pattern || pattern.test(step.name) || pattern.test('ui'),
  );
  const stopStep =
    'npm start stops on SIGTERM to the npm process alone, removes its temporary folder and leaves the repository untouched';
  const runStop = !pattern || pattern.test(stopStep) || pattern.test('ui');
  if (selected.length === 0 && !runStop) return { passed: 0, failed: 0 };

  let passed = 0;
  let failed = 0;
  const report = (name, error) => {
    if (error) {
      failed++;
      console.log(`    ✖ ${name}\n${String(error.stack ?? error).replace(/^/gm, '        ')}`);
    } else {
      passed++;
      console.log(`    ✔ ${name}`);
    }
  };
  console.log('  browser-driven: the npm start demo');

  const sampleBefore = sampleStatus();
  const demo = await startDemo(say);
  const browserHome = mkdtempSync(join(tmpdir(), 'docsite-ui-browser-'));
  const browser = await launchChromium(browserHome);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    const wb = new Workbench(page);
    await page.goto(demo.workbenchUrl, { waitUntil: 'domcontentloaded', timeout: 60_000 });
    await wb.waitUntilReady();
    const emulator = {
      requests: async () => {
        const body = await (await fetch(`${demo.emulatorUrl}/__emulator/requests`)).json();
        return body.requests.filter((r) => r.path === '/api/user');
      },
      clear: async () => {
        const response = await fetch(`${demo.emulatorUrl}/__emulator/requests`, { method: 'DELETE' });
        if (response.status !== 200)
          throw new Error(`the emulator refused to clear its request log (HTTP ${response.status})`);
      },
      /** Deletes a Customer group in the service behind the explorer's back (another tool, a colleague). */
      deleteGroup: async (groupId) => {
        const response = await fetch(`${demo.emulatorUrl}/__emulator/groups`, {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ user_group_id: groupId, environment: 'Customer' }),
        });
        if (response.status !== 200)
          throw new Error(`the emulator did not delete ${groupId} (HTTP ${response.status})`);
      },
    };
    const site = {
      folder: demo.siteFolder,
      /** Waits until the file on disk satisfies `accept` (what an auto-save or a save wrote). */
      waitForFile: async (path, accept, what) => {
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
          if (existsSync(path) && accept(readFileSync(path, 'utf8'))) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`timed out waiting for ${what}`);
      },
    };
    let skipRest = false;
    for (const step of selected) {
      if (skipRest) {
        report(step.name, new Error('not run: an earlier step failed and the steps build on each other'));
        continue;
      }
      try {
        await withTimeout(step.run({ wb, emulator, site }), STEP_TIMEOUT_MS, step.name);
        report(step.name);
      } catch (error) {
        await screenshot(page, artifactsDir, step.name, say);
        report(step.name, error);
        skipRest = true;
      }
    }
  } finally {
    await browser.close().catch(() => {});
    rmSync(browserHome, { recursive: true, force: true });
  }

  const stopError = await stopDemo(demo, sampleBefore);
  if (runStop) report(stopStep, stopError);
  else if (stopError) throw stopError;
  return { passed, failed };
}

/** `git status` of the sample site: the demo must leave it exactly as it was. */
function sampleStatus() {
  const result = spawnSync('git', ['status', '--porcelain', '--', 'examples/docs'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout : undefined;
}

async function startDemo(say) {
  const port = await freePort();
  // A plain child, not a process group of its own: the stop below signals the npm process alone.
  const child = spawn('npm', ['start', '--silent', '--', '--port', String(port), '--skip-build'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start was not ready within ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk) => {
      output += chunk.toString();
      const workbench = /(http:\/\/127\.0\.0\.1:\d+\/\?folder=\S+)/.exec(output);
      const emulator = /emulator listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      const copy = /copied examples\/docs to (\S+) /.exec(output);
      if (workbench && emulator && copy && /Docsite Kit is running/.test(output)) {
        clearTimeout(timer);
        resolve({ workbenchUrl: workbench[1], emulatorUrl: emulator[1], siteFolder: copy[1] });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  const found = await ready;
  say(`npm start demo: ${found.workbenchUrl} (site copy ${found.siteFolder}, emulator ${found.emulatorUrl})`);
  return { child, ...found, output: () => output };
}

/** SIGTERM to npm alone; resolves with an Error describing what did not hold, or undefined. */
async function stopDemo(demo, sampleBefore) {
  const exited = new Promise((resolve) => demo.child.once('exit', (code, signal) => resolve({ code, signal })));
  demo.child.kill('SIGTERM');
  const outcome = await withTimeout(exited, 30_000, 'npm start to exit after SIGTERM').catch((error) => {
    demo.child.kill('SIGKILL');
    return { error };
  });
  const problems = [];
  if (outcome.error) problems.push(outcome.error.message);
  const stateDir = dirname(demo.siteFolder);
  if (stateDir.startsWith(repoRoot)) problems.push(`the demo site is inside the repository: ${demo.siteFolder}`);
  if (existsSync(stateDir)) {
    problems.push(`the temporary folder ${stateDir} is still there`);
    rmSync(stateDir, { recursive: true, force: true });
  }
  if (!/removed /.test(demo.output())) problems.push('npm start did not report removing its temporary folder');
  const sampleAfter = sampleStatus();
  if (sampleBefore !== undefined && sampleAfter !== sampleBefore)
    problems.push(`examples/docs changed:\n${sampleAfter}`);
  return problems.length ? new Error(`${problems.join('\n')}\n--- npm start output ---\n${demo.output()}`) : undefined;
}

function withTimeout(promise, ms, what) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function screenshot(page, artifactsDir, name, say) {
  try {
    mkdirSync(artifactsDir, { recursive: true });
    const file = join(artifactsDir, `ui-${name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}.png`);
    await page.screenshot({ path: file });
    say(`screenshot of the failure: ${file}`);
  } catch {
    // the page is gone; the error says enough
  }
}
