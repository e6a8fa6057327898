// Opens the code-server workbench in headless Chromium (Debian's, driven by playwright-core) with the extension-test
// payload, relays the test output, serves screenshot requests and resolves with the test run's exit code.
import { chromium } from 'playwright-core';
import { copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format } from 'node:util';
import { RESULT_MARKER, SCREENSHOT_MARKER, SCREENSHOT_NAME } from './markers.mjs';
import { isWorkbenchNoise } from './workbenchNoise.mjs';

export const CHROMIUM = process.env.DOCSITE_CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's Chromium, headless, with its profile, crash reports and caches under `browserHome`. The launcher's own
 * signal handlers stop everything in order (see closeBrowsers); Playwright's would exit first, so they are off. */
export function launchChromium(browserHome) {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    env: {
      ...process.env,
      HOME: browserHome,
      XDG_CONFIG_HOME: join(browserHome, '.config'),
      XDG_CACHE_HOME: join(browserHome, '.cache'),
    },
  });
}

/**
 * The workbench URL that runs extension tests. Both paths must be `vscode-remote://<host:port>` URIs: plain paths
 * make the workbench silently run nothing.
 */
export function testWorkbenchUrl({ serverUrl, folder, extensionDevelopmentPath, extensionTestsPath }) {
  const remote = (path) => `vscode-remote://${new URL(serverUrl).host}${path}`;
  const payload = [
    ['extensionDevelopmentPath', remote(extensionDevelopmentPath)],
    ['extensionTestsPath', remote(extensionTestsPath)],
  ];
  return `${serverUrl}/?folder=${encodeURIComponent(folder)}&payload=${encodeURIComponent(JSON.stringify(payload))}`;
}

/**
 * Runs the tests the URL starts and resolves `{ exitCode, results }` (`results` = mocha's counts, or undefined if the
 * suite never reported). Rejects on timeout.
 * @param {{ url: string, timeoutMs: number, screenshots: { artifactsDir: string, docsDir?: string, ackDir: string },
 *           print: (line: string) => void, verbose?: boolean, browserHome: string,
 *           beforeClose?: (page: import('playwright-core').Page) => Promise<void> }} options
 *   `browserHome`: HOME / XDG folders for Chromium (its profile, crash reports, caches), inside the run's temp dir.
 *   `beforeClose`: called once the suite has exited, while the page is still open (the secret audit copies the
 *   browser's storage then; Playwright deletes its temporary profile on close).
 */
export async function runTestsInWorkbench({
  url,
  timeoutMs,
  screenshots,
  print,
  verbose = false,
  browserHome,
  beforeClose,
}) {
  const browser = await launchChromium(browserHome);
  openBrowsers.add(browser);
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 860 } });
    let results;
    let resolveExit;
    const exited = new Promise((resolve) => (resolveExit = resolve));
    // Screenshot requests are served one at a time, in order.
    let screenshotQueue = Promise.resolve();

    await page.exposeFunction('codeAutomationLog', (type, args) => {
      const received = formatLogArgs(args);
      if (!verbose && isWorkbenchNoise(received)) return;
      const shown = [];
      for (const line of received.split('\n')) {
        const trimmed = line.trim();
        if (trimmed.startsWith(RESULT_MARKER)) {
          results = parseResults(trimmed.slice(RESULT_MARKER.length));
        } else if (trimmed.startsWith(SCREENSHOT_MARKER)) {
          const [name, flag] = trimmed.slice(SCREENSHOT_MARKER.length).trim().split(/\s+/);
          screenshotQueue = screenshotQueue.then(() =>
            captureScreenshot(page, name, flag === 'docs', screenshots, print),
          );
        } else {
          shown.push(line);
        }
      }
      if (shown.length === 0) return;
      const text = shown.join('\n');
      print(type === 'error' ? `[error] ${text}` : text);
    });
    await page.exposeFunction('codeAutomationExit', (code) => resolveExit(code));

    let timer;
    const failed = new Promise((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the test run did not finish within ${timeoutMs / 1000} s`)),
        timeoutMs,
      );
      // Without these a crashed page would only surface as the timeout, minutes later.
      page.once('crash', () => reject(new Error('the workbench page crashed')));
      browser.once('disconnected', () => reject(new Error('Chromium went away during the run')));
    });
    failed.catch(() => {}); // observed through the races below; never an unhandled rejection
    if (verbose) page.on('pageerror', (error) => print(`[page error] ${error.message}`));
    try {
      await Promise.race([page.goto(url, { waitUntil: 'domcontentloaded', timeout: 60_000 }), failed]);
      const exitCode = await Promise.race([exited, failed]);
      await screenshotQueue;
      await beforeClose?.(page);
      return { exitCode, results };
    } finally {
      clearTimeout(timer);
    }
  } finally {
    openBrowsers.delete(browser);
    await browser.close().catch(() => {});
  }
}

const openBrowsers = new Set();

/** Closes any browser a run left open (the launcher calls this when interrupted). */
export async function closeBrowsers() {
  await Promise.all([...openBrowsers].map((browser) => browser.close().catch(() => {})));
  openBrowsers.clear();
}

/** The workbench hands over console-style arguments (mocha's reporter logs `'%s%s', indent, title`). */
function formatLogArgs(args) {
  const list = Array.isArray(args) ? args : [args];
  return format(...list).replace(/\s+$/, '');
}

function parseResults(json) {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

async function captureScreenshot(page, name, forDocs, { artifactsDir, docsDir, ackDir }, print) {
  let ack;
  try {
    if (!SCREENSHOT_NAME.test(name ?? '')) throw new Error(`invalid screenshot name ${JSON.stringify(name)}`);
    mkdirSync(artifactsDir, { recursive: true });
    const file = join(artifactsDir, `${name}.png`);
    await page.screenshot({ path: file });
    if (forDocs && docsDir) {
      mkdirSync(docsDir, { recursive: true });
      copyFileSync(file, join(docsDir, `${name}.png`));
      print(`[launcher] screenshot ${name} -> ${file} and ${join(docsDir, `${name}.png`)}`);
    } else {
      print(`[launcher] screenshot ${name} -> ${file}`);
    }
    ack = { file };
  } catch (error) {
    print(`[launcher] screenshot ${name} failed: ${error.message}`);
    ack = { error: error.message };
  }
  if (!SCREENSHOT_NAME.test(name ?? '')) return; // nowhere safe to acknowledge; the test times out with its message
  // Written whole, then renamed: the waiting test never reads half a file.
  const ackFile = join(ackDir, `${name}.json`);
  writeFileSync(`${ackFile}.tmp`, JSON.stringify(ack));
  renameSync(`${ackFile}.tmp`, ackFile);
}
