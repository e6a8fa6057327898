// Every page of the real sites in the corpus (the six of `pages/` and the four big ones of `bigsites/`, rebuilt
// on disk: their texts, and empty files for the images and other files their lists name) goes through the page
// checks. None may crash; every broken link we report must really name no file of the site's file list; and every
// anchor link that finds no id must be one of the real breaks recorded in corpusAnchorBreaks.txt, each of which the
// generator's own link checker (with anchors) reports too. These sites are live, so nearly all their anchor links
// work: the slug rules must find them.
import assert from 'node:assert/strict';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { indexFolderSync } from '../../../../server/src/host/diskIndex';
import { SitePages } from '../../../../server/src/service/pages/sitePages';
import { normalizePath } from '../../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../../server/src/service/workspace/workspaceIndex';
import { corpusPath, corpusSkip, inCorpus } from '../../../support/corpus';
import { writeListedFiles } from '../../../support/corpusSite';

const scratch = mkdtempSync(join(tmpdir(), 'docsite-pages-corpus-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** The sites of a part of the corpus (`pages` or `bigsites`), none when it is absent. */
function sitesIn(part: string): string[] {
  const corpus = corpusPath(part);
  return corpus
    ? readdirSync(corpus)
        .filter((f) => f.endsWith('.files.txt'))
        .map((f) => f.slice(0, -'.files.txt'.length))
        .sort()
    : [];
}
const sites = sitesIn('pages');

const rebuilt = new Map<string, { folder: string; files: Set<string> }>();

/** The site as a folder in the scratch space, rebuilt once for both tests. */
function rebuild(corpus: string, name: string): { folder: string; files: Set<string> } {
  let site = rebuilt.get(name);
  if (!site) {
    const folder = join(scratch, name);
    cpSync(join(corpus, name), folder, { recursive: true });
    rebuilt.set(name, (site = { folder, files: writeListedFiles(join(corpus, `${name}.files.txt`), folder) }));
  }
  return site;
}

/** The anchor links of a site's pages that find no id, as `site/page:line #anchor`, and how many anchor links there are. */
function anchorMisses(corpus: string, name: string): { misses: string[]; anchorLinks: number } {
  const { folder } = rebuild(corpus, name);
  const root = normalizePath(folder);
  const index = new WorkspaceIndex();
  indexFolderSync(index, root);
  const pages = new SitePages({
    rootDir: root,
    index,
    readFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
  });
  const context = pages.context();
  const misses: string[] = [];
  let anchorLinks = 0;
  for (const path of pages.pagePaths()) {
    const text = readFileSync(path, 'utf8');
    const document = TextDocument.create('file:///x', 'mdx', 1, text);
    for (const diagnostic of pages.check(path, text, context)) {
      if (diagnostic.code === 'page-anchor-missing')
        misses.push(
          `${name}/${path.slice(root.length + 1)}:${diagnostic.range.start.line + 1} ${document.getText(diagnostic.range)}`,
        );
    }
    anchorLinks += pages.parse(path)!.links.filter((l) => /^(\/[^#?]*)?#./.test(l.url)).length;
  }
  return { misses, anchorLinks };
}

/** The recorded real breaks: each also reported by the generator's link checker with anchors on. */
function recordedBreaks(): string[] {
  return readFileSync(join(__dirname, 'corpusAnchorBreaks.txt'), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'));
}

test('the six real sites: no crash, no broken link that names an existing file', { skip: corpusSkip('pages') }, () => {
  assert.equal(sites.length, 6);
  let pagesChecked = 0;
  for (const name of sites) {
    const { folder, files } = rebuild(inCorpus('pages'), name);
    const root = normalizePath(folder);
    const index = new WorkspaceIndex();
    indexFolderSync(index, root);
    const pages = new SitePages({
      rootDir: root,
      index,
      readFile: (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined),
    });
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
          for (const candidate of [
            target,
            `${target}.mdx`,
            `${target}.md`,
            `${target}/index.mdx`,
            `${target}/index.md`,
          ]) {
            assert.ok(
              !files.has(candidate),
              `${name}/${path.slice(root.length + 1)}: "${document.getText(diagnostic.range)}" reported broken but ${candidate} exists`,
            );
          }
        }
      }
    }
  }
  assert.ok(pagesChecked > 800, `${pagesChecked} pages`);
});

test(
  'the ten real sites: every anchor link finds its id, except the recorded real breaks',
  { skip: corpusSkip('pages') || corpusSkip('bigsites') },
  (t) => {
    const misses: string[] = [];
    let anchorLinks = 0;
    for (const [corpus, names] of [
      [inCorpus('pages'), sites],
      [inCorpus('bigsites'), sitesIn('bigsites')],
    ] as const) {
      for (const name of names) {
        const site = anchorMisses(corpus, name);
        misses.push(...site.misses);
        anchorLinks += site.anchorLinks;
      }
    }
    t.diagnostic(
      `${anchorLinks - misses.length} of ${anchorLinks} anchor links find their id; ${misses.length} are real breaks`,
    );
    // The corpus holds 1,376 anchor links, 82 of them broken on the live sites.
    assert.ok(anchorLinks > 1300, `${anchorLinks} anchor links`);
    assert.deepEqual(misses.sort(), recordedBreaks().sort());
  },
);
