// Neovim's built-in LSP client (Debian's `neovim`, 0.7) against the language server package's bundle, headless, on a
// docs.json site and a mint.json site: diagnostics, completion, the "Create page file" quick fix, and an F2 rename
// (clients/neovim.lua drives it and writes a report). Neovim 0.7 reports no file changes and never asks
// willRenameFiles, so this is where the server's own fallbacks are seen working. Skipped, saying so, without `nvim`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { writeSite, type ConfigName } from './sites';

const SERVER = resolve(__dirname, '../../../packages/language-server/dist/docsite-language-server.js');
const DRIVER = resolve(__dirname, 'neovim.lua');
const nvim = spawnSync('nvim', ['--version'], { encoding: 'utf8' });
const missing = nvim.error ? 'nvim is not installed (Debian: apt-get install neovim); CI installs it' : undefined;

const scratch = mkdtempSync(join(tmpdir(), 'docsite-neovim-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

interface Report {
  error?: string;
  diagnostics: string[];
  completion: string[];
  code_actions: string[];
  created_on_disk: boolean;
  page_missing_cleared: boolean;
  renamed_on_disk: boolean;
  entry_renamed: boolean;
  link_followed: boolean;
  no_page_missing_after_rename: boolean;
  final_diagnostics: string[];
  questions: string[];
}

for (const config of ['docs.json', 'mint.json'] as ConfigName[]) {
  test(`Neovim: a ${config} site — diagnostics, completion, create a page, rename a page`, { skip: missing }, () => {
    assert.ok(existsSync(SERVER), 'packages/language-server is not built: run `npm run build` first');
    const root = join(scratch, config.replace('.', '-'));
    writeSite(root, config);
    const home = join(scratch, `home-${config}`);
    mkdirSync(home);
    const out = join(scratch, `report-${config}.json`);
    const run = spawnSync('nvim', ['--headless', '--clean', '-n', '-c', `luafile ${DRIVER}`], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        DOCSITE_SERVER: SERVER,
        DOCSITE_SITE: root,
        DOCSITE_CONFIG: config,
        DOCSITE_OUT: out,
        XDG_CONFIG_HOME: home,
        XDG_DATA_HOME: home,
        XDG_STATE_HOME: home,
        XDG_CACHE_HOME: home,
      },
    });
    assert.ok(existsSync(out), `no report from Neovim (status ${run.status}): ${run.stdout}${run.stderr}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    assert.equal(report.error, undefined, `the driver failed: ${report.error}`);
    assert.deepEqual(report.diagnostics, ['page-missing']);
    assert.deepEqual(report.completion.slice().sort(), ['guides/setup', 'intro']);
    assert.deepEqual(report.code_actions, ['Create page file "new-page.mdx"']);
    assert.equal(report.created_on_disk, true);
    assert.equal(
      report.page_missing_cleared,
      true,
      'page-missing cleared once the page exists (no file events from Neovim)',
    );
    assert.equal(report.renamed_on_disk, true);
    assert.equal(report.entry_renamed, true);
    assert.equal(
      report.link_followed,
      true,
      'the link in intro.mdx follows the rename (Neovim never asks willRenameFiles)',
    );
    assert.equal(
      report.no_page_missing_after_rename,
      true,
      `the renamed page is not reported missing: ${report.final_diagnostics.join(', ')}`,
    );
    assert.match(report.questions.join('\n'), /redirect from \/guides\/setup to \/guides\/install/);
  });
}
