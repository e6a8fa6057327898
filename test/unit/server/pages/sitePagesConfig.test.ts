// The page checks read the site's config through the host's parser: a parse shared with the host (the open config's)
// is found again through the host's cache, not kept here, so an edit of the config leaves no previous tree, value
// and site model alive in the page side (at 100,000 pages about 30 MB until the page pass came back for the config).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { LanguageService } from '../../../../server/src/service/languageService';
import { SitePages } from '../../../../server/src/service/pages/sitePages';
import { pathToUri } from '../../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';

const ROOT = '/ws/site';
const CONFIG_PATH = `${ROOT}/mint.json`;

function config(pages: string[]): string {
  return JSON.stringify({ name: 'Docs', navigation: [{ group: 'A', pages }] }, null, 2);
}

function fixture(shareWithHost: boolean) {
  const index = new WorkspaceIndex();
  index.addFiles([CONFIG_PATH, `${ROOT}/a.mdx`, `${ROOT}/b.mdx`]);
  index.markScanned(ROOT);
  const editor = { text: config(['a']), version: 1 };
  const service = new LanguageService({ index });
  let parses = 0;
  const site = new SitePages({
    rootDir: ROOT,
    index,
    readFile: (path) => (path === CONFIG_PATH ? editor.text : '# Page\n'),
    parseConfig: (document, path) => {
      const doc = service.parseUncached(document, path);
      if (doc.textDocument === document && !shareWithHost) parses++;
      return doc;
    },
  });
  /** The editor's parse of its current text, as the server's validation makes it. */
  const hostParse = () =>
    service.parse(TextDocument.create(pathToUri(CONFIG_PATH), 'json', editor.version, editor.text), CONFIG_PATH);
  return { site, service, editor, hostParse, parses: () => parses };
}

/** A full collection, after the job that made the test's WeakRefs ends (their targets are kept until then). */
async function collectGarbage(): Promise<void> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  await new Promise((resolve) => setImmediate(resolve));
  gc();
}

test('the pages see the site model of the host parse of the same text', () => {
  const { site, service, editor, hostParse } = fixture(true);
  const first = hostParse();
  assert.equal(site.siteModel(), service.model(first));
  assert.deepEqual([...site.configFacts().navigationPages], ['a']);
  editor.text = config(['a', 'b']);
  editor.version++;
  const second = hostParse();
  assert.equal(site.siteModel(), service.model(second));
  assert.deepEqual([...site.configFacts().navigationPages].sort(), ['a', 'b']);
});

test('after an edit of the config the previous parse is not kept alive by the pages', async () => {
  const { site, editor, hostParse } = fixture(true);
  const previous = new WeakRef(hostParse().root!);
  assert.ok(site.siteModel());
  editor.text = config(['a', 'b']);
  editor.version++;
  hostParse();
  await collectGarbage();
  assert.equal(previous.deref(), undefined, 'the tree of the text before the edit is still reachable');
  assert.ok(site.siteModel());
});

test('a page check keeps nothing of the site context once it ends: an edit of the config frees the previous model', async () => {
  const { site, editor, hostParse } = fixture(true);
  hostParse();
  const previous = new WeakRef(site.siteModel()!);
  assert.ok(Array.isArray(site.check(`${ROOT}/a.mdx`)));
  editor.text = config(['a', 'b']);
  editor.version++;
  hostParse();
  await collectGarbage();
  assert.equal(previous.deref(), undefined, 'the site model of the text before the edit is still reachable');
});

test('a config the host holds no parse of is parsed once for the pages and kept until its text changes', () => {
  const { site, editor, parses } = fixture(false);
  const model = site.siteModel();
  assert.ok(model);
  assert.equal(site.siteModel(), model);
  assert.equal(parses(), 1);
  editor.text = config(['b']);
  const changed = site.siteModel();
  assert.notEqual(changed, model);
  assert.deepEqual([...site.configFacts().navigationPages], ['b']);
  assert.equal(parses(), 2);
});
