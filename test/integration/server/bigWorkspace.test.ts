// A big workspace over stdio: the real server answers completion and hover while it is still indexing the workspace,
// and reports the indexing to the client as standard work-done progress (`$/progress` begin, reports, end) and as
// its own status notification. Requests go out one after another until the indexing ends; some must be answered
// between a progress report and the end.
import assert from 'node:assert/strict';
import { linkSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type { CompletionList, Hover, MarkupContent } from 'vscode-languageserver-protocol';
import { startServerProcess } from './lspClient';

const FOLDERS = 300;
const FILES_PER_FOLDER = 100;
const workspace = mkdtempSync(join(tmpdir(), 'docsite-big-'));
after(() => rmSync(workspace, { recursive: true, force: true }));
for (let f = 0; f < FOLDERS; f++) {
  // Hard links to one empty file per folder: 30,000 files made in a fraction of the time of writing each.
  const folder = join(workspace, `part-${f}`);
  mkdirSync(folder);
  writeFileSync(join(folder, 'image-0.png'), '');
  for (let i = 1; i < FILES_PER_FOLDER; i++)
    linkSync(join(folder, 'image-0.png'), join(folder, i % 2 ? `page-${i}.mdx` : `image-${i}.png`));
}
const CONFIG_TEXT = JSON.stringify(
  {
    name: 'Docs',
    modeToggle: { default: 'light' },
    navigation: [{ group: 'Start', pages: ['part-0/page-1', 'part-0/'] }],
  },
  null,
  2,
);
writeFileSync(join(workspace, 'mint.json'), CONFIG_TEXT);
const folderUri = pathToFileURL(workspace).href;
const configUri = pathToFileURL(join(workspace, 'mint.json')).href;
const lines = CONFIG_TEXT.split('\n');
const at = (needle: string, offset: number) => {
  const line = lines.findIndex((l) => l.includes(needle));
  return { line, character: lines[line].indexOf(needle) + offset };
};
const TOTAL_FILES = FOLDERS * FILES_PER_FOLDER + 1;

test('completion and hover are answered while the workspace is indexed, and the indexing is reported as progress', async () => {
  const client = startServerProcess('stdio');
  const events: string[] = [];
  const progress: { kind: string; message?: string }[] = [];
  const statuses: { state: string; files: number }[] = [];
  let progressToken: unknown;
  let ended!: () => void;
  const indexed = new Promise<void>((resolve) => (ended = resolve));
  client.connection.onRequest('window/workDoneProgress/create', (params: { token: unknown }) => {
    progressToken = params.token;
    return null;
  });
  client.connection.onNotification(
    '$/progress',
    (params: { token: unknown; value: { kind: string; message?: string } }) => {
      if (params.token !== progressToken) return;
      progress.push(params.value);
      events.push(`progress ${params.value.kind}`);
      if (params.value.kind === 'end') ended();
    },
  );
  client.connection.onNotification(
    'docsite/indexingStatus',
    (params: { state: string; files: number }) => void statuses.push(params),
  );
  try {
    await client.connection.sendRequest('initialize', {
      processId: process.pid,
      rootUri: folderUri,
      workspaceFolders: [{ uri: folderUri, name: 'big' }],
      capabilities: { window: { workDoneProgress: true }, workspace: { configuration: true } },
    });
    await client.connection.sendNotification('initialized', {});
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'json', version: 1, text: CONFIG_TEXT },
    });

    // Completion and hover, one round after another until the indexing ends; each answer is noted in `events`.
    let indexingDone = false;
    void indexed.then(() => (indexingDone = true));
    let pagesWhileIndexing: CompletionList | undefined;
    let rounds = 0;
    const deadline = Date.now() + 30_000;
    while (!indexingDone && Date.now() < deadline) {
      const [enumValues, hover, pages] = await Promise.all([
        client.connection.sendRequest('textDocument/completion', {
          textDocument: { uri: configUri },
          position: at('"light"', 1),
        }) as Promise<CompletionList>,
        client.connection.sendRequest('textDocument/hover', {
          textDocument: { uri: configUri },
          position: at('"modeToggle"', 2),
        }) as Promise<Hover>,
        client.connection.sendRequest('textDocument/completion', {
          textDocument: { uri: configUri },
          position: at('"part-0/"', 8),
        }) as Promise<CompletionList>,
      ]);
      assert.ok(
        enumValues.items.some((i) => i.label === 'dark'),
        'the enum values are offered',
      );
      assert.match((hover.contents as MarkupContent).value, /Dark\/light mode toggle/);
      if (!indexingDone) {
        events.push('answered');
        if (events.includes('progress report')) pagesWhileIndexing ??= pages;
      }
      rounds++;
    }
    assert.ok(indexingDone, `the indexing progress ended within 30 s: ${JSON.stringify(progress)}`);

    const lastReport = events.lastIndexOf('progress report');
    const firstReport = events.indexOf('progress report');
    assert.ok(
      firstReport >= 0 &&
        events.indexOf('answered', firstReport) > firstReport &&
        events.indexOf('answered', firstReport) < events.indexOf('progress end'),
      `answered after a progress report and before the end: ${events.join(', ')} (${rounds} rounds)`,
    );
    assert.ok(lastReport < events.indexOf('progress end'));
    assert.equal(progress[0].kind, 'begin');
    const reports = progress.filter((p) => p.kind === 'report');
    assert.ok(reports.length >= 1, `progress reported along the way: ${JSON.stringify(progress)}`);
    assert.match(reports[0].message ?? '', /^[\d,]+ files$/);
    assert.equal(statuses.at(-1)?.state, 'ready');
    assert.equal(statuses.at(-1)?.files, TOTAL_FILES);
    assert.ok(
      statuses.some((s) => s.state === 'indexing' && s.files > 0 && s.files < TOTAL_FILES),
      'the status item saw counts on the way',
    );

    // Page paths asked for during the walk: nothing yet, and the editor is told to ask again.
    assert.equal(pagesWhileIndexing?.isIncomplete, true);
    assert.deepEqual(pagesWhileIndexing?.items, []);
    const pagesAfter = (await client.connection.sendRequest('textDocument/completion', {
      textDocument: { uri: configUri },
      position: at('"part-0/"', 8),
    })) as CompletionList;
    assert.equal(pagesAfter.items.length, FILES_PER_FOLDER / 2);
    assert.equal(pagesAfter.items.at(-1)?.label, 'part-0/page-1', 'the page already in the navigation comes last');
  } finally {
    await client.stop();
  }
});
