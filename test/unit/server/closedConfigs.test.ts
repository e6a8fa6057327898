// The closed-config validator's limits and guards, against real files in a temporary folder and a fake LSP host
// (what it publishes and logs is recorded). The end-to-end path is in test/integration/server/lsp.test.ts.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-protocol';
import { DEFAULT_SERVER_SETTINGS, type ServerSettings } from '../../../shared/src/settings';
import { indexFolderSync } from '../../../server/src/host/diskIndex';
import { ClosedConfigs, MAX_CLOSED_CONFIG_BYTES, MAX_CLOSED_CONFIGS } from '../../../server/src/lsp/closedConfigs';
import { MAX_CONFIG_FILE_BYTES } from '../../../server/src/service/json/document';
import { LanguageService } from '../../../server/src/service/languageService';
import { normalizePath, pathToUri } from '../../../server/src/service/workspace/paths';

const BROKEN = '{ "name": "Docs", "navigation": [], }';

function tempFolder(): string {
  const folder = normalizePath(mkdtempSync(join(tmpdir(), 'docsite-closed-unit-')));
  after(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

interface Harness {
  closed: ClosedConfigs;
  published: Map<string, Diagnostic[]>;
  logs: string[];
  /** Resolves once `count` publications have been made in all. */
  publications(count: number): Promise<void>;
}

function harness(folder: string, options: { open?: string[]; settings?: ServerSettings } = {}): Harness {
  const service = new LanguageService();
  indexFolderSync(service.index, folder);
  const published = new Map<string, Diagnostic[]>();
  const logs: string[] = [];
  let made = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const closed = new ClosedConfigs({
    service,
    settings: () => options.settings ?? DEFAULT_SERVER_SETTINGS,
    indexReady: () => Promise.resolve(),
    workspaceFolders: () => [folder],
    isOpen: (path) => options.open?.includes(path) ?? false,
    publish: async (uri, diagnostics) => {
      published.set(uri, diagnostics);
      made++;
      for (const waiter of waiters.filter((w) => made >= w.count)) waiter.resolve();
    },
    log: (message) => logs.push(message),
  });
  after(() => closed.dispose());
  return {
    closed,
    published,
    logs,
    publications: (count) =>
      new Promise((resolve, reject) => {
        if (made >= count) return resolve();
        const timer = setTimeout(() => reject(new Error(`${made} of ${count} publications within 10 s`)), 10_000);
        waiters.push({ count, resolve: () => (clearTimeout(timer), resolve()) });
      }),
  };
}

test('closed configs are validated from disk; open ones are left to the editor', async () => {
  const folder = tempFolder();
  for (const site of ['a', 'b']) {
    mkdirSync(join(folder, site));
    writeFileSync(join(folder, site, 'mint.json'), BROKEN);
  }
  const h = harness(folder, { open: [`${folder}/b/mint.json`] });
  await h.closed.revalidateAll();
  await h.publications(1);
  assert.deepEqual([...h.published.keys()], [pathToUri(`${folder}/a/mint.json`)]);
  assert.deepEqual(
    h.published.get(pathToUri(`${folder}/a/mint.json`))!.map((d) => d.code),
    ['trailing-comma'],
  );
});

test(`at most ${MAX_CLOSED_CONFIGS} closed configs are validated, in path order, with one log line`, async () => {
  const folder = tempFolder();
  const sites = Array.from({ length: MAX_CLOSED_CONFIGS + 1 }, (_, i) => `site${String(i).padStart(3, '0')}`);
  for (const site of sites) {
    mkdirSync(join(folder, site));
    writeFileSync(join(folder, site, 'mint.json'), BROKEN);
  }
  const h = harness(folder);
  await h.closed.revalidateAll();
  await h.publications(MAX_CLOSED_CONFIGS);
  assert.equal(h.published.size, MAX_CLOSED_CONFIGS);
  assert.ok(
    !h.published.has(pathToUri(`${folder}/${sites.at(-1)}/mint.json`)),
    'the last config in path order is left out',
  );
  assert.equal(h.logs.length, 1);
  assert.match(h.logs[0], new RegExp(`${MAX_CLOSED_CONFIGS + 1} config files.*first ${MAX_CLOSED_CONFIGS}`));
});

test('a closed config is read up to the size docsite check reads (64 MB): one of 6 MB is checked in full', async () => {
  assert.equal(MAX_CLOSED_CONFIG_BYTES, MAX_CONFIG_FILE_BYTES);
  assert.equal(MAX_CONFIG_FILE_BYTES, 64 * 1024 * 1024);
  const folder = tempFolder();
  // Over the 5 MB closed configs were once read up to, with a real problem at its end.
  writeFileSync(
    join(folder, 'mint.json'),
    `{ "name": "Docs", ${' '.repeat(6 * 1024 * 1024)}"navigation": [], "favicon": 1 }`,
  );
  const h = harness(folder);
  await h.closed.revalidateAll();
  await h.publications(1);
  const codes = h.published.get(pathToUri(`${folder}/mint.json`))!.map((d) => d.code);
  assert.ok(codes.includes('type'), `the favicon's type error is reported: ${codes.join(', ')}`);
  assert.ok(!codes.includes('config-too-large'), codes.join(', '));
});

test('a config over the size limit is not read: one information diagnostic says why', async () => {
  const folder = tempFolder();
  // A sparse file one byte over the limit: its size is all that is looked at.
  const path = join(folder, 'mint.json');
  writeFileSync(path, '');
  truncateSync(path, MAX_CLOSED_CONFIG_BYTES + 1);
  const h = harness(folder);
  await h.closed.revalidateAll();
  await h.publications(1);
  const [diagnostic, ...rest] = h.published.get(pathToUri(`${folder}/mint.json`))!;
  assert.deepEqual(rest, []);
  assert.equal(diagnostic.code, 'config-too-large');
  assert.equal(diagnostic.severity, DiagnosticSeverity.Information);
  assert.match(
    String(diagnostic.message),
    /this file is 64\.0 MB; configs over 64 MB \(the size docsite check reads\) are not read/,
  );
});

test('an unreadable config loses its diagnostics with a log line instead of failing', async () => {
  const folder = tempFolder();
  writeFileSync(join(folder, 'mint.json'), BROKEN);
  const h = harness(folder);
  await h.closed.revalidateAll();
  await h.publications(1);
  assert.equal(h.published.get(pathToUri(`${folder}/mint.json`))!.length, 1);
  // Replaced by a folder of the same name: reading fails (EISDIR).
  rmSync(join(folder, 'mint.json'));
  mkdirSync(join(folder, 'mint.json'));
  h.closed.changedOnDisk(`${folder}/mint.json`);
  await h.publications(2);
  assert.deepEqual(h.published.get(pathToUri(`${folder}/mint.json`)), []);
  assert.equal(h.logs.length, 1);
  assert.match(h.logs[0], /Could not read .*mint\.json/);
});

test('closing a config outside the workspace folders, or with the setting off, clears it at once', async () => {
  const folder = tempFolder();
  writeFileSync(join(folder, 'mint.json'), BROKEN);
  const outside = harness(tempFolder());
  outside.closed.closed('file:///elsewhere/mint.json', '/elsewhere/mint.json');
  await outside.publications(1);
  assert.deepEqual([...outside.published], [['file:///elsewhere/mint.json', []]]);

  const off = harness(folder, { settings: { ...DEFAULT_SERVER_SETTINGS, validateClosedFiles: false } });
  await off.closed.revalidateAll(); // nothing to validate
  off.closed.closed(pathToUri(`${folder}/mint.json`), `${folder}/mint.json`);
  await off.publications(1);
  assert.deepEqual([...off.published], [[pathToUri(`${folder}/mint.json`), []]]);
});
