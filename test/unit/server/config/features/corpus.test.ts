// The editor features over the real configs of the corpus (an in-memory index of each `<name>.files.txt`):
// no false warning from the icon and anchor checks, links for exactly the pages that exist, and orphan lists
// free of what the generator does not treat as pages.
import { siteModelOf } from '../../../../../server/src/service/config/model/siteModel';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { parseConfigDocument } from '../../../../../server/src/service/json/document';
import { anchorUrlsCheck } from '../../../../../server/src/service/config/checks/anchorUrls';
import { iconsCheck } from '../../../../../server/src/service/config/checks/icons';
import { orphansCheck } from '../../../../../server/src/service/config/checks/orphans';
import { orphanPagesOf } from '../../../../../server/src/service/config/features/editorDiagnostics';
import { configSiteDiagnostics } from '../../../../../server/src/service/checks/runConfigChecks';
import { findDocumentLinks } from '../../../../../server/src/service/config/features/links';
import { findDocumentSymbols } from '../../../../../server/src/service/config/features/symbols';
import { WorkspaceIndex } from '../../../../../server/src/service/workspace/workspaceIndex';
import { corpusPath, corpusSkip } from '../../../../support/corpus';

/** Icon names in the corpus that really are not Font Awesome names (the generator shows no icon for them). */
const REALLY_UNKNOWN_ICONS = new Set(['solidjs']);

test(
  'corpus: editor features give no false warning and link exactly the pages that exist',
  { skip: corpusSkip() },
  (t) => {
    const CORPUS = corpusPath() as string;
    const names = readdirSync(CORPUS)
      .filter((f) => f.endsWith('.mint.json'))
      .map((f) => f.slice(0, -'.mint.json'.length));
    assert.ok(names.length >= 20);
    let links = 0;
    let orphans = 0;
    for (const name of names) {
      const root = `/corpus/${name}`;
      const files = readFileSync(resolve(CORPUS, `${name}.files.txt`), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean);
      const index = new WorkspaceIndex();
      index.addFiles([`${root}/mint.json`, ...files.map((f) => `${root}/${f}`)]);
      index.markScanned(root);
      const text = readFileSync(resolve(CORPUS, `${name}.mint.json`), 'utf8');
      const doc = parseConfigDocument(
        TextDocument.create(`file://${root}/mint.json`, 'json', 1, text),
        `${root}/mint.json`,
      );

      for (const d of configSiteDiagnostics(doc, index, undefined, [iconsCheck, anchorUrlsCheck, orphansCheck])[0]
        .diagnostics) {
        if (d.code === 'unknown-icon')
          assert.ok(REALLY_UNKNOWN_ICONS.has(doc.textDocument.getText(d.range)), `${name}: ${String(d.message)}`);
        else assert.equal(d.code, 'orphan-page', `${name}: unexpected ${String(d.code)}: ${String(d.message)}`);
      }
      for (const link of findDocumentLinks(doc, index)) {
        const relative = decodeURIComponent(link.target!.slice(`file://${root}/`.length));
        assert.ok(files.includes(relative), `${name}: link to ${relative}, which is not in the file list`);
      }
      for (const orphan of orphanPagesOf(doc, index)) {
        assert.doesNotMatch(
          orphan.path,
          /\/(snippets|_[^/]*|node_modules)\/|\/README\.md$/,
          `${name}: ${orphan.path} is not a page`,
        );
      }
      assert.ok(
        findDocumentSymbols(siteModelOf(doc)).some((s) => s.name === 'Navigation'),
        `${name}: outline has the navigation`,
      );
      links += findDocumentLinks(doc, index).length;
      orphans += orphanPagesOf(doc, index).length;
    }
    t.diagnostic(`${names.length} configs: ${links} links, ${orphans} orphan pages`);
    assert.ok(links > 1000, 'most corpus pages exist and are linked');
  },
);
