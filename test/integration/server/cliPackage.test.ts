// The publishable CLI package as a user gets it: `npm pack` of packages/docsite-cli (built by `npm run build`),
// installed from the tarball into an empty folder with no network (an unreachable registry and an empty npm cache),
// then `npx docsite check <site>` run as a process.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, test } from 'node:test';

const PACKAGE_DIR = resolve(__dirname, '../../../packages/docsite-cli');
const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  engines: { node: string };
  bin: Record<string, string>;
};
const scratch = mkdtempSync(join(tmpdir(), 'docsite-pack-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

const npmCli = process.env.npm_execpath && existsSync(process.env.npm_execpath) ? process.env.npm_execpath : undefined;
/** npm as a child process, offline: no registry reachable, a cache of its own (empty), no user config. */
function npm(args: string[], cwd: string) {
  const env = {
    ...process.env,
    npm_config_registry: 'http://127.0.0.1:9/',
    npm_config_cache: join(scratch, 'npm-cache'),
    npm_config_offline: 'true',
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    npm_config_userconfig: join(scratch, 'no-npmrc'),
    NO_COLOR: '1',
  };
  const [command, commandArgs] =
    npmCli && !npmCli.endsWith('npx-cli.js') ? [process.execPath, [npmCli, ...args]] : ['npm', args];
  return spawnSync(command, commandArgs, { cwd, env, encoding: 'utf8', timeout: 120_000 });
}
function npx(args: string[], cwd: string) {
  return npm(['exec', '--offline', '--', ...args], cwd);
}

let tarball = '';
let files: string[] = [];
before(() => {
  assert.ok(
    existsSync(join(PACKAGE_DIR, manifest.bin.docsite)),
    'packages/docsite-cli is not built: run `npm run build` first',
  );
  const packed = npm(['pack', '--json', '--pack-destination', scratch], PACKAGE_DIR);
  assert.equal(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string; files: { path: string }[] }[];
  tarball = join(scratch, info.filename);
  files = info.files.map((f) => f.path).sort();
});

test('the tarball holds the bundle, its licences and the manifest, nothing else', () => {
  assert.deepEqual(files, ['LICENSE', 'README.md', 'dist/THIRD-PARTY-NOTICES.txt', 'dist/docsite.js', 'package.json']);
  assert.equal(
    readFileSync(join(PACKAGE_DIR, 'LICENSE'), 'utf8'),
    readFileSync(resolve(PACKAGE_DIR, '../../LICENSE'), 'utf8'),
  );
  const notices = readFileSync(join(PACKAGE_DIR, 'dist', 'THIRD-PARTY-NOTICES.txt'), 'utf8');
  for (const bundled of ['ajv', 'jsonc-parser', 'vscode-languageserver-types'])
    assert.match(notices, new RegExp(`^${bundled} \\d+\\.\\d+\\.\\d+ \\(`, 'm'));
  assert.match(readFileSync(join(PACKAGE_DIR, manifest.bin.docsite), 'utf8'), /^#!\/usr\/bin\/env node\n/);
});

test('the manifest declares Node 18 and later, a public scoped name, no dependencies', () => {
  assert.equal(manifest.engines.node, '>=18');
  assert.equal(manifest.name, '@docsite-kit/cli');
  assert.equal(
    (manifest as { dependencies?: unknown }).dependencies,
    undefined,
    'everything it needs is in the bundle',
  );
});

test('installed from the tarball with no network, `npx docsite check` checks a site', () => {
  const project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'docs-repo', version: '1.0.0', private: true }));
  const install = npm(['install', '--offline', tarball], project);
  assert.equal(install.status, 0, install.stderr);
  assert.ok(existsSync(join(project, 'node_modules', '@docsite-kit', 'cli', 'dist', 'docsite.js')));

  const site = join(project, 'docs');
  mkdirSync(site);
  writeFileSync(join(site, 'intro.mdx'), '# Intro\n');
  const config = JSON.stringify(
    { name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'missing'] }] },
    null,
    2,
  );
  writeFileSync(join(site, 'mint.json'), config);
  const missingLine = config.split('\n').findIndex((line) => line.includes('"missing"'));

  const version = npx(['docsite', '--version'], project);
  assert.equal(version.status, 0, version.stderr);
  assert.equal(version.stdout.trim(), manifest.version);

  const failing = npx(['docsite', 'check', 'docs', '--format', 'json'], project);
  assert.equal(failing.status, 1, failing.stderr);
  const found = JSON.parse(failing.stdout) as { file: string; code: string; range: { start: { line: number } } }[];
  assert.deepEqual(
    found.map((d) => `${d.file} ${d.code} ${d.range.start.line}`),
    [`${join('docs', 'mint.json')} page-missing ${missingLine}`],
  );

  writeFileSync(join(site, 'missing.mdx'), '# Now here\n');
  const passing = npx(['docsite', 'check', 'docs'], project);
  assert.equal(passing.status, 0, passing.stdout + passing.stderr);
  assert.equal(passing.stdout, '');
});

test('the installed CLI is the bundle alone: it runs with NODE_PATH pointing nowhere and no repository around', () => {
  const installed = join(scratch, 'project', 'node_modules', '@docsite-kit', 'cli', 'dist', 'docsite.js');
  const result = spawnSync(process.execPath, [installed, '--help'], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, NODE_PATH: join(scratch, 'nowhere') },
    encoding: 'utf8',
  });
  assert.equal(result.status, 0, result.stderr);
  assert.match(result.stdout, /^Usage: docsite check/);
  assert.doesNotMatch(
    readFileSync(installed, 'utf8'),
    /require\("(vscode|vscode-languageserver|vscode-jsonrpc)[^"]*"\)/,
    'nothing of the extension or the LSP connection',
  );
});

test("README's CLI lines work as written: the tarball it names is what `npm pack` makes, and `npx ./<tarball> check` runs it", () => {
  const readme = readFileSync(resolve(PACKAGE_DIR, '../../README.md'), 'utf8');
  assert.ok(readme.includes('npm pack ./packages/docsite-cli'), 'README says how to make the tarball');
  const named = /npx \.\/(docsite-kit-cli-[\d.]+\.tgz) check/.exec(readme);
  assert.ok(named, 'README names the tarball to run');
  // The README's command, run from the repository root as written there.
  const destination = join(scratch, 'readme');
  mkdirSync(destination);
  const packed = npm(
    ['pack', './packages/docsite-cli', '--json', '--pack-destination', destination],
    resolve(PACKAGE_DIR, '../..'),
  );
  assert.equal(packed.status, 0, packed.stderr);
  const [info] = JSON.parse(packed.stdout) as { filename: string }[];
  assert.equal(info.filename, named[1], 'the file README tells the user to run is the one npm pack makes');

  const site = join(destination, 'docs');
  mkdirSync(site);
  writeFileSync(
    join(site, 'mint.json'),
    JSON.stringify({ name: 'Docs', navigation: [{ group: 'Start', pages: ['missing'] }] }),
  );
  // --yes: npx asks before it installs a package (a user answers at the prompt; a test cannot).
  const run = npm(['exec', '--offline', '--yes', `./${named[1]}`, '--', 'check', 'docs'], destination);
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /page-missing/);

  // Until the package is published, README never offers the registry command as something that works today.
  for (let at = readme.indexOf('npx @docsite-kit/cli'); at >= 0; at = readme.indexOf('npx @docsite-kit/cli', at + 1)) {
    const before = readme.slice(Math.max(0, at - 120), at);
    assert.match(
      before,
      /once (the package is )?published/i,
      `README offers the unpublished package as working: …${before}`,
    );
  }
});
