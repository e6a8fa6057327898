// The secret-leak audit of a real-VS-Code run (`run-in-code-server.mjs --audit-secrets`). Before the run it turns
// tracing up as far as it goes (docsite.trace.server "verbose" in the workspace settings, code-server's --log trace,
// so the language client logs every LSP message in full) and puts a recording proxy in front of the emulator. After
// the run it scans everything the run left behind — log files (the extension's log channel, the language server's
// trace), user and workspace settings, extension storage, the workspace files, the browser's storage, the test
// output — for the API tokens and every group token that crossed the proxy or sits in the emulator's data file.
// A hit fails the run, naming the file and the token's label, never the token.
// While the run goes on, it also copies the environment and command line of the language server processes (and the
// emulator's command line) from /proc into its folder, so the same scan proves no token reached them there.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join, relative } from 'node:path';
import { dumpBrowserStorage } from './browserStorage.mjs';
import { listFiles, scanForSecrets } from './scanForSecrets.mjs';
import { startTokenRecorder } from './tokenRecorder.mjs';

/**
 * Files the run's infrastructure writes, not the extension: the launcher's capture of code-server's output,
 * code-server's and the VS Code server's own logs (directly in the session's log folder; the extension host's logs
 * are in its exthost* subfolder), and the emulator's request log. At --log trace the VS Code server writes the
 * extension host's environment there, which is how the harness hands the test API tokens to the tests; a hit there
 * is reported as a note, since the extension never wrote it.
 */
const INFRASTRUCTURE_FILES = [
  /^code-server\.log$/,
  /^emulator\.log$/,
  /^home\/\.local\/share\/code-server\/coder-logs\//,
  /^user-data\/logs\/[^/]+\/[^/]+\.log$/,
];

export function isInfrastructureFile(relativePath) {
  return INFRASTRUCTURE_FILES.some((pattern) => pattern.test(relativePath.split('\\').join('/')));
}

/** What the language client writes at verbose trace: proof the server's messages were in the logs we scanned. */
const LSP_TRACE_LINE = /Sending (request|notification) '|Received (response|notification|request) '/;

export class SecretAudit {
  /** @param {{ stateDir: string, say: (line: string) => void }} options */
  constructor({ stateDir, say }) {
    this.stateDir = stateDir;
    this.say = say;
    this.auditDir = join(stateDir, 'secret-audit');
    mkdirSync(this.auditDir, { recursive: true });
    /** @type {{ label: string, value: string }[]} */
    this.apiTokens = [];
    this.output = [];
    this.recorder = undefined;
    this.processTimer = undefined;
    this.languageServersSeen = new Set();
    this.watchingLanguageServers = false;
  }

  /**
   * Every second until finish(), copies /proc/<pid>/environ and cmdline of each language server process below
   * `rootPid` (code-server) into the audit folder. Linux only; elsewhere the audit says it was skipped.
   */
  watchLanguageServers(rootPid) {
    if (process.platform !== 'linux' || rootPid === undefined) return;
    this.watchingLanguageServers = true;
    const sample = () => {
      for (const pid of descendantsOf(rootPid)) {
        const commandLine = readProc(pid, 'cmdline');
        if (commandLine === undefined || !commandLine.includes('server/out/server.js')) continue;
        const environment = readProc(pid, 'environ');
        if (environment === undefined) continue;
        this.languageServersSeen.add(pid);
        writeFileSync(join(this.auditDir, `language-server-${pid}.environ`), environment);
        writeFileSync(join(this.auditDir, `language-server-${pid}.cmdline`), commandLine);
      }
    };
    sample();
    this.processTimer = setInterval(sample, 1000);
    this.processTimer.unref();
  }

  /** Copies a process's command line (e.g. the emulator's) into the audit folder, to be scanned with the rest. */
  recordCommandLine(label, pid) {
    if (process.platform !== 'linux' || pid === undefined) return;
    const commandLine = readProc(pid, 'cmdline');
    if (commandLine !== undefined) writeFileSync(join(this.auditDir, `${label}-${pid}.cmdline`), commandLine);
  }

  /** code-server arguments for the most verbose logging. */
  codeServerArgs() {
    return ['--log', 'trace'];
  }

  addApiToken(label, value) {
    this.apiTokens.push({ label, value });
  }

  /** Starts the recording proxy; the run must give the extension the returned URL instead of the emulator's. */
  async recordTokensFrom(emulatorUrl) {
    this.recorder = await startTokenRecorder(emulatorUrl);
    return this.recorder.url;
  }

  /** Merges `docsite.trace.server: "verbose"` into the (copied) test workspace's settings. */
  enableVerboseTracing(workspace) {
    const dir = join(workspace, '.vscode');
    const file = join(dir, 'settings.json');
    mkdirSync(dir, { recursive: true });
    const settings = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    settings['docsite.trace.server'] = 'verbose';
    writeFileSync(file, `${JSON.stringify(settings, null, 2)}\n`);
  }

  /** Keeps what the test run printed: it is scanned too (a token in CI output is a leak as well). */
  recordOutput(text) {
    this.output.push(text);
  }

  /** For the workbench runner, before Chromium closes: copies the browser-side storage into a file to scan. */
  async captureBrowserStorage(page) {
    try {
      const chars = await dumpBrowserStorage(page, join(this.auditDir, 'browser-storage.json'));
      this.say(`secret audit: copied the browser's storage (${chars} characters)`);
    } catch (error) {
      this.say(`secret audit: could not copy the browser's storage: ${error.message}`);
    }
  }

  /**
   * Scans the run's folder. Returns whether the audit passed; prints one line per hit (file + label only).
   * @param {{ emulatorDataFile?: string }} options
   */
  async finish({ emulatorDataFile }) {
    clearInterval(this.processTimer);
    await this.recorder?.close();
    writeFileSync(join(this.auditDir, 'test-output.txt'), this.output.join('\n'));
    const secrets = this.collectSecrets(emulatorDataFile);
    const problems = [];

    // A fake token planted where the logs are proves the scan walks them and matches (reported, then set aside).
    const canary = { label: 'canary', value: `audit-canary-${randomBytes(16).toString('hex')}` };
    const canaryFile = join(this.stateDir, 'user-data', 'logs', 'secret-audit-canary.log');
    mkdirSync(join(this.stateDir, 'user-data', 'logs'), { recursive: true });
    writeFileSync(canaryFile, `planted by the audit: ${canary.value}\n`);

    // The service's own database holds the group tokens by design; it is the service's, not the extension's.
    const dataFileName = emulatorDataFile ? basename(emulatorDataFile) : undefined;
    const exclude = (file) => dataFileName !== undefined && basename(file).includes(dataFileName);
    const { hits, filesScanned, bytesScanned } = scanForSecrets([this.stateDir], [...secrets, canary], { exclude });

    const canaryHits = hits.filter((hit) => hit.label === canary.label);
    if (!canaryHits.some((hit) => hit.file === canaryFile))
      problems.push('the planted canary was not found: the scan itself is broken');
    const found = hits.filter((hit) => hit.label !== canary.label);
    const infrastructure = found.filter((hit) => isInfrastructureFile(relative(this.stateDir, hit.file)));
    for (const leak of found.filter((hit) => !infrastructure.includes(hit))) {
      problems.push(
        `LEAK: ${leak.label} in ${relative(this.stateDir, leak.file)} at byte ${leak.offset} (${leak.encoding})`,
      );
    }

    const traced = this.lspTraceFound();
    if (!traced) problems.push("no verbose LSP trace in the logs: the language server's messages were not covered");
    if (this.apiTokens.length === 0) problems.push('no API token was given to the audit');
    if (this.watchingLanguageServers && this.languageServersSeen.size === 0) {
      problems.push('no language server process was seen: its environment was not checked');
    }

    const groupTokens = secrets.filter((s) => s.label.startsWith('group token')).length;
    this.say(
      `secret audit: ${secrets.length} secrets (${this.apiTokens.length} API tokens, ${groupTokens} group tokens, ` +
        `${this.recorder?.requests() ?? 0} requests seen) looked for in ${filesScanned} files (${Math.round(bytesScanned / 1024)} KB)` +
        `${traced ? ', verbose LSP trace included' : ''}` +
        `${this.languageServersSeen.size > 0 ? `, environment of ${this.languageServersSeen.size} language server process(es) included` : ''}`,
    );
    for (const [file, labels] of groupByFile(infrastructure, this.stateDir)) {
      this.say(
        `secret audit: note: ${labels} in ${file} (written by code-server or the emulator, not by the extension)`,
      );
    }
    if (groupTokens === 0)
      this.say('secret audit: note: no group token was issued in this run (only API tokens were looked for)');
    for (const problem of problems) this.say(`secret audit: ${problem}`);
    this.say(`secret audit: ${problems.length === 0 ? 'passed: no token in anything the extension wrote' : 'FAILED'}`);
    return problems.length === 0;
  }

  collectSecrets(emulatorDataFile) {
    const secrets = [...this.apiTokens];
    const known = new Set(secrets.map((s) => s.value));
    // Tokens sent to the service that the runner did not hand out (a test's own API token).
    for (const value of this.recorder?.apiTokens ?? []) {
      if (!known.has(value)) secrets.push({ label: `API token #${secrets.length + 1} (sent by a test)`, value });
      known.add(value);
    }
    const groupTokens = new Set(this.recorder?.groupTokens ?? []);
    if (emulatorDataFile && existsSync(emulatorDataFile)) {
      const data = JSON.parse(readFileSync(emulatorDataFile, 'utf8'));
      for (const group of data.groups ?? []) if (typeof group.token === 'string') groupTokens.add(group.token);
    }
    let index = 0;
    for (const value of groupTokens) {
      if (known.has(value)) continue;
      known.add(value);
      secrets.push({ label: `group token #${++index}`, value });
    }
    return secrets;
  }

  lspTraceFound() {
    const logs = listFiles(join(this.stateDir, 'user-data', 'logs')).filter((file) => file.includes('docsite-kit'));
    return logs.some((file) => LSP_TRACE_LINE.test(readFileSync(file, 'utf8')));
  }
}

function readProc(pid, what) {
  try {
    return readFileSync(`/proc/${pid}/${what}`, 'utf8');
  } catch {
    return undefined; // exited, or not ours to read
  }
}

/** Every process whose chain of parents reaches `rootPid`. */
function descendantsOf(rootPid) {
  const parentOf = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readProc(entry, 'stat');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ')'.
    const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields) parentOf.set(Number(entry), Number(fields[1]));
  }
  const found = [];
  for (const pid of parentOf.keys()) {
    for (
      let current = parentOf.get(pid), hops = 0;
      current !== undefined && current > 1 && hops < 64;
      current = parentOf.get(current), hops++
    ) {
      if (current === rootPid) {
        found.push(pid);
        break;
      }
    }
  }
  return found;
}

/** "API token (Customer) x3, API token (Testing) x3" per file. */
function groupByFile(hits, root) {
  const byFile = new Map();
  for (const hit of hits) {
    const file = relative(root, hit.file);
    const labels = byFile.get(file) ?? new Map();
    labels.set(hit.label, (labels.get(hit.label) ?? 0) + 1);
    byFile.set(file, labels);
  }
  return [...byFile].map(([file, labels]) => [file, [...labels].map(([label, n]) => `${label} x${n}`).join(', ')]);
}
