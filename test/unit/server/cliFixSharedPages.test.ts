// `--fix` and the report share each site's pages (cli/pages.ts SitePagesOnDisk): a page is parsed once per run,
// and again only when the fix wrote it; the report after a fix sees what was written.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { DEFAULT_SERVER_SETTINGS } from '../../../shared/src/settings';
import { indexFolderSync } from '../../../server/src/host/diskIndex';
import { fixSites } from '../../../server/src/cli/fix';
import { checkSitePages, SitePagesOnDisk } from '../../../server/src/cli/pages';
import { normalizePath } from '../../../server/src/service/workspace/paths';
import { WorkspaceIndex } from '../../../server/src/service/workspace/workspaceIndex';

const FIXTURE = resolve(__dirname, '../../integration/server/fixtures/fixSite');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-fix-shared-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const sink = () => ({
  text: '',
  write(chunk: string) {
    this.text += chunk;
    return true;
  },
});

/** Fixes a copy of the fixture site in `mode`, then checks its pages for the report, counting each page's parses. */
function fixThenCheck(mode: 'write' | 'dry-run') {
  const root = normalizePath(join(scratch, mode));
  cpSync(FIXTURE, root, { recursive: true });
  const index = new WorkspaceIndex();
  indexFolderSync(index, root);
  const configPath = `${root}/docs.json`;
  const configText = readFileSync(configPath, 'utf8');
  const parses = new Map<string, number>();
  const pages = new SitePagesOnDisk(root, index, {
    requiredKeys: [],
    configText: { path: configPath, text: configText },
    onParse: (path) => parses.set(path, (parses.get(path) ?? 0) + 1),
  });
  const out = sink();
  const summary = fixSites([{ root, configPath, configText, pages }], {
    mode,
    settings: DEFAULT_SERVER_SETTINGS,
    index,
    files: [],
    includes: () => true,
    out: out as unknown as NodeJS.WritableStream,
    err: sink() as unknown as NodeJS.WritableStream,
    displayPath: (path) => path,
  });
  const afterFix = new Map(parses);
  const report = checkSitePages(pages, { files: [] });
  const relative = (path: string) => path.slice(root.length + 1);
  return {
    root,
    summary,
    afterFix: new Map([...afterFix].map(([path, count]) => [relative(path), count])),
    parses: new Map([...parses].map(([path, count]) => [relative(path), count])),
    report: new Map(report.map((page) => [relative(page.path), page.diagnostics.map((d) => String(d.code))])),
  };
}

test('a dry run parses each page once for the fix pass and the report together', () => {
  const run = fixThenCheck('dry-run');
  assert.equal(run.summary.written.size, 0);
  // Every page of the fixture may hold a certain fix (its text says so), so the fix pass checked each of them.
  assert.deepEqual([...run.afterFix.keys()].sort(), ['guides/b.mdx', 'guides/intro.mdx', 'index.mdx']);
  for (const [page, count] of run.parses) assert.equal(count, 1, `${page} parsed ${count} times`);
  // The report still lists what a dry run leaves: the fixable findings.
  assert.ok(run.report.get('index.mdx')?.includes('component-deprecated'));
  assert.ok(run.report.get('guides/intro.mdx')?.includes('page-link-extension'));
});

test('after --fix only the pages written are parsed again, and the report sees their new text', () => {
  const run = fixThenCheck('write');
  const written = [...run.summary.written.keys()].map((path) => path.slice(run.root.length + 1)).sort();
  assert.deepEqual(written, ['docs.json', 'guides/intro.mdx', 'index.mdx']);
  for (const [page, count] of run.parses) {
    const expected = written.includes(page) ? 2 : 1;
    assert.equal(count, expected, `${page} parsed ${count} times`);
  }
  for (const [page, codes] of run.report) {
    for (const fixed of ['component-deprecated', 'page-link-extension', 'page-link-no-host'])
      assert.ok(!codes.includes(fixed), `${page} still reports ${fixed}: ${codes.join(', ')}`);
  }
});
