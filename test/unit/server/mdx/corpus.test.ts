// Every page of the six real sites in ../shared/corpus/pages (rebuilt on disk: their texts, and empty files for the
// images and other files their lists name) goes through the page checks. None may crash; every broken link we
// report must really name no file of the site's file list; and the slug rules must find the headings real links
// point at (these sites are live, so nearly all of those links work).
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../../../../server/src/host/diskIndex';
import { SitePages } from '../../../../server/src/service/mdx/sitePages';
import { normalizePath } from '../../../../server/src/service/paths';
import { WorkspaceIndex } from '../../../../server/src/service/workspaceIndex';
import { writeListedFiles } from '../../../support/corpusSite';

const CORPUS = resolve(__dirname, '../../../../../shared/corpus/pages');
const present = existsSync(CORPUS);
const scratch = mkdtempSync(join(tmpdir(), 'docsite-pages-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const sites = present ? readdirSync(CORPUS).filter((f) => f.endsWith('.files.txt')).map((f) => f.slice(0, -'.files.txt'.length)).sort() : [];

function rebuild(name: string): { folder: string; files: Set<string> } {
  const folder = join(scratch, name);
  cpSync(join(CORPUS, name), folder, { recursive: true });
  const files = writeListedFiles(join(CORPUS, `${name}.files.txt`), folder);
  return { folder, files };
}

test('the six real sites: no crash, no broken link that names an existing file, slugs that find real anchors', { skip: present ? false : `no corpus at ${CORPUS}` }, () => {
  assert.equal(sites.length, 6);
  let pagesChecked = 0;
  let anchorLinksMissing = 0;
  let anchorLinksChecked = 0;
  for (const name of sites) {
    const { folder, files } = rebuild(name);
    const root = normalizePath(folder);
    const index = new WorkspaceIndex();
    indexFolderSync(index, root);
    const pages = new SitePages({ rootDir: root, index, readFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined) });
    const context = pages.context();
    for (const path of pages.pagePaths()) {
      pagesChecked++;
      const text = readFileSync(path, 'utf8');
      const document = TextDocument.create('file:///x', 'mdx', 1, text);
      const diagnostics = pages.check(path, text, context);
      for (const diagnostic of diagnostics) {
        const message = String(diagnostic.message);
        if (diagnostic.code === 'page-link-broken' && !message.includes('climbs out')) {
          const target = /(?:no page|no file) "([^"]+)"/.exec(message)?.[1];
          assert.ok(target !== undefined, message);
          for (const candidate of [target, `${target}.mdx`, `${target}.md`, `${target}/index.mdx`, `${target}/index.md`]) {
            assert.ok(!files.has(candidate), `${name}/${path.slice(root.length + 1)}: "${document.getText(diagnostic.range)}" reported broken but ${candidate} exists`);
          }
        }
      }
      const parsed = pages.parse(path)!;
      const anchored = parsed.links.filter((l) => /^(\/[^#?]*)?#./.test(l.url));
      anchorLinksChecked += anchored.length;
      anchorLinksMissing += diagnostics.filter((d) => d.code === 'page-anchor-missing').length;
    }
  }
  assert.ok(pagesChecked > 800, `${pagesChecked} pages`);
  assert.ok(anchorLinksChecked > 150, `${anchorLinksChecked} anchor links`);
  // The slug rules are right when nearly every anchor link of these live sites finds its heading.
  assert.ok(anchorLinksMissing / anchorLinksChecked < 0.1, `${anchorLinksMissing} of ${anchorLinksChecked} anchor links missing`);
});
