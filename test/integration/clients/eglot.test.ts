// Emacs' eglot (Debian's `emacs-nox` 28 and `elpa-eglot` 1.9) against the language server package's bundle, in batch
// mode, on a docs.json site and a mint.json site: diagnostics, completion, the "Create page file" quick fix and an F2
// rename, through eglot's own functions (clients/eglot.el drives it and writes a report). eglot applies no file
// operations in workspace edits, so this is where the server's own file creation and renaming are seen working.
// Skipped, saying so, without Emacs or eglot.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, test } from 'node:test';
import { writeSite, type ConfigName } from './sites';

const SERVER = resolve(__dirname, '../../../packages/language-server/dist/docsite-language-server.js');
const DRIVER = resolve(__dirname, 'eglot.el');
const scratch = mkdtempSync(join(tmpdir(), 'docsite-eglot-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

// -q, not -Q: Debian's site start-up files make elpa-eglot loadable.
const probe = spawnSync('emacs', ['--batch', '-q', '--eval', "(require 'eglot)"], {
  encoding: 'utf8',
  env: { ...process.env, HOME: scratch },
});
const missing = probe.error
  ? 'emacs is not installed (Debian: apt-get install emacs-nox elpa-eglot); CI installs it'
  : probe.status !== 0
    ? 'eglot is not installed for Emacs (Debian: apt-get install elpa-eglot); CI installs it'
    : undefined;

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
  test(`eglot: a ${config} site — diagnostics, completion, create a page, rename a page`, { skip: missing }, () => {
    assert.ok(existsSync(SERVER), 'packages/language-server is not built: run `npm run build` first');
    const root = join(scratch, config.replace('.', '-'));
    writeSite(root, config);
    const home = join(scratch, `home-${config}`);
    mkdirSync(home);
    const out = join(scratch, `report-${config}.json`);
    const run = spawnSync('emacs', ['--batch', '-q', '-l', DRIVER], {
      cwd: root,
      encoding: 'utf8',
      timeout: 120_000,
      env: {
        ...process.env,
        HOME: home,
        DOCSITE_SERVER: SERVER,
        DOCSITE_SITE: root,
        DOCSITE_CONFIG: config,
        DOCSITE_OUT: out,
      },
    });
    assert.ok(existsSync(out), `no report from Emacs (status ${run.status}): ${run.stdout}${run.stderr}`);
    const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
    assert.equal(report.error, undefined, `the driver failed: ${report.error}\n${run.stderr}`);
    assert.deepEqual(report.diagnostics, ['page-missing']);
    assert.deepEqual(report.completion.slice().sort(), ['guides/setup', 'intro']);
    assert.deepEqual(report.code_actions, ['Create page file "new-page.mdx"']);
    assert.equal(
      report.created_on_disk,
      true,
      'the page file exists (created by the server: eglot drops file operations)',
    );
    assert.equal(report.page_missing_cleared, true);
    assert.equal(report.renamed_on_disk, true, 'the page file was renamed (by the server)');
    assert.equal(report.entry_renamed, true);
    assert.equal(
      report.link_followed,
      true,
      'the link in intro.mdx follows the rename (eglot never asks willRenameFiles)',
    );
    assert.equal(
      report.no_page_missing_after_rename,
      true,
      `the renamed page is not reported missing: ${report.final_diagnostics.join(', ')}`,
    );
    assert.match(report.questions.join('\n'), /redirect from \/guides\/setup to \/guides\/install/);
  });
}
