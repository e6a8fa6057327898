// The adapter of the external-link check on save, on plain Node with a site on disk and a local HTTP server: how the
// findings of a save join the publications that follow (an older version's gets none, a closed file's disk text gets
// them, a deleted file loses them), and that a file saved again has only its newer save's answers.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import type { PublishDiagnosticsParams, TextDocuments } from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ExternalLinksOnSave } from '../../../server/src/lsp/externalLinksOnSave';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

const server = http.createServer((req, res) => {
  const status = /^\/status\/(\d{3})/.exec(req.url ?? '');
  res.writeHead(status ? Number(status[1]) : 200);
  res.end();
});
const url = (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
const site = mkdtempSync(join(tmpdir(), 'docsite-onsave-unit-'));
const pagePath = join(site, 'page.mdx');
const pageUri = pathToFileURL(pagePath).href;

before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  writeFileSync(join(site, 'docs.json'), '{}');
  writeFileSync(join(site, '.docsiterc.json'), JSON.stringify({ externalLinks: { retries: 0 } }));
});
after(() => {
  server.close();
  rmSync(site, { recursive: true, force: true });
});

/** The open documents of an editor, as the adapter sees them. */
class Documents {
  readonly open = new Map<string, TextDocument>();
  private closeListeners: ((event: { document: TextDocument }) => void)[] = [];
  get(uri: string) {
    return this.open.get(uri);
  }
  onDidClose(listener: (event: { document: TextDocument }) => void) {
    this.closeListeners.push(listener);
  }
  set(text: string, version: number) {
    this.open.set(pageUri, TextDocument.create(pageUri, 'mdx', version, text));
  }
  close() {
    const document = this.open.get(pageUri)!;
    this.open.delete(pageUri);
    for (const listener of this.closeListeners) listener({ document });
  }
}

function setup() {
  const documents = new Documents();
  const index = new WorkspaceIndex();
  index.addFiles([join(site, 'docs.json'), pagePath]);
  const sent: PublishDiagnosticsParams[] = [];
  const waiters: {
    accept: (p: PublishDiagnosticsParams) => boolean;
    resolve: (p: PublishDiagnosticsParams) => void;
  }[] = [];
  const onSave = new ExternalLinksOnSave({
    documents: documents as unknown as TextDocuments<TextDocument>,
    index,
    settings: () => ({ unknownKeys: 'warning', externalLinksOnSave: true }),
    indexReady: () => Promise.resolve(),
    send: (params) => {
      sent.push(params);
      for (const waiter of waiters.splice(0)) {
        if (waiter.accept(params)) waiter.resolve(params);
        else waiters.push(waiter);
      }
      return Promise.resolve();
    },
    log: () => {},
    parsedPage: () => undefined,
  });
  const published = (accept: (p: PublishDiagnosticsParams) => boolean) =>
    new Promise<PublishDiagnosticsParams>((resolve) => {
      const already = sent.find(accept);
      if (already) resolve(already);
      else waiters.push({ accept, resolve });
    });
  /** What the adapter sends for one publication of the other features. */
  const publishNow = async (params: PublishDiagnosticsParams) => {
    const before = sent.length;
    await onSave.publish(params);
    assert.equal(sent.length, before + 1);
    return sent[before];
  };
  return { documents, onSave, published, publishNow };
}

const codes = (p: PublishDiagnosticsParams) => p.diagnostics.map((d) => String(d.code));
const OTHER = {
  range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } },
  message: 'other',
  code: 'x',
};

test('a save joins its findings to the last publication; an older version gets none; a closed file gets them on its disk text; a deleted one loses them', async () => {
  const { documents, onSave, published, publishNow } = setup();
  const text = `---\ntitle: T\n---\n\n[gone](${url('/status/404')})\n`;
  writeFileSync(pagePath, text);
  documents.set(text, 1);
  await onSave.publish({ uri: pageUri, version: 1, diagnostics: [OTHER] });
  onSave.saved(pageUri);
  const joined = await published((p) => codes(p).includes('external-link-broken'));
  assert.deepEqual(codes(joined), ['x', 'external-link-broken']);
  assert.equal(joined.version, 1);

  // The editor moved on to version 3: a late publication of version 2 does not get findings placed on other text.
  documents.set(`\n\n${text}`, 3);
  const late = await publishNow({ uri: pageUri, version: 2, diagnostics: [] });
  assert.deepEqual(codes(late), []);
  const current = await publishNow({ uri: pageUri, version: 3, diagnostics: [] });
  assert.deepEqual(
    current.diagnostics.map((d) => [d.code, d.range.start.line]),
    [['external-link-broken', 6]],
  );

  // Closed: the disk's text (the link on line 4) is the one published.
  documents.close();
  const closed = await publishNow({ uri: pageUri, diagnostics: [] });
  assert.deepEqual(
    closed.diagnostics.map((d) => [d.code, d.range.start.line]),
    [['external-link-broken', 4]],
  );

  // Deleted: its findings go, and do not come back with a file of the same name.
  rmSync(pagePath);
  assert.deepEqual(codes(await publishNow({ uri: pageUri, diagnostics: [] })), []);
  writeFileSync(pagePath, text);
  assert.deepEqual(codes(await publishNow({ uri: pageUri, diagnostics: [] })), []);
});

test('of two saves in a row, the findings are those of the newer save', async () => {
  const { documents, onSave, published } = setup();
  const first = `[gone](${url('/status/404?first')})\n`;
  const second = `[gone](${url('/status/410?second')})\n`;
  documents.set(first, 1);
  onSave.saved(pageUri);
  documents.set(second, 2);
  await onSave.publish({ uri: pageUri, version: 2, diagnostics: [] });
  onSave.saved(pageUri);
  const result = await published((p) => codes(p).includes('external-link-broken'));
  assert.equal(result.version, 2);
  assert.equal(result.diagnostics.length, 1);
  assert.match(result.diagnostics[0].message as string, /410/);
});
