// A hostile repository against the real CLI and server processes: configs and pages that are symlinks to devices,
// to the server's own stdin, or to files outside the site. Every run has a deadline, so a read that never ends is a
// failure message, not a hung test. POSIX only (symlinks to /dev); skipped elsewhere, saying so.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, test } from 'node:test';
import type { CodeAction, Hover, Location, MarkupContent, WorkspaceEdit } from 'vscode-languageserver-protocol';
import { startServerProcess, type TestClient } from './lspClient';

const CLI = resolve(__dirname, '../../../server/out/cli.js');
const skip = process.platform === 'win32' ? 'symlinks to /dev need a POSIX system' : false;
const scratch = mkdtempSync(join(tmpdir(), 'docsite-hostile-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A request that must be answered well within this, or the test fails instead of hanging. */
const DEADLINE_MS = 15_000;

function runCli(args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd: scratch,
    encoding: 'utf8',
    timeout: DEADLINE_MS,
    env: { ...process.env, NO_COLOR: '' },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, timedOut: result.error !== undefined };
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS)),
  );
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

test('the CLI refuses a config that links to /dev/zero, as a file argument and in a folder, at once', { skip }, () => {
  const folder = join(scratch, 'zero');
  mkdirSync(folder);
  symlinkSync('/dev/zero', join(folder, 'mint.json'));
  for (const argument of [join(folder, 'mint.json'), folder]) {
    const result = runCli(['check', argument]);
    assert.equal(result.timedOut, false, `docsite check ${argument} did not finish within ${DEADLINE_MS} ms`);
    assert.equal(result.code, 2, result.stderr);
    assert.match(result.stderr, /mint\.json": it is a character device, not a regular file/);
  }
});

test('the CLI refuses a config that links to a file outside its folder, without quoting it', { skip }, () => {
  const folder = join(scratch, 'escape');
  mkdirSync(join(folder, 'site'), { recursive: true });
  writeFileSync(join(folder, 'private.json'), '{ "secret-key-name": 1 }');
  symlinkSync('../private.json', join(folder, 'site', 'mint.json'));
  const result = runCli(['check', join(folder, 'site'), '--format', 'json']);
  assert.equal(result.code, 2, result.stderr);
  assert.match(result.stderr, /is a link to .*private\.json, outside the folder being checked/);
  assert.doesNotMatch(result.stdout + result.stderr, /secret-key-name/);
});

test(
  'the server under IPC (stdin a pipe, as VS Code forks it): a page linked to /dev/stdin, a closed config linked to /dev/zero',
  { skip },
  async () => {
    const workspace = join(scratch, 'server');
    mkdirSync(join(workspace, 'zero-site'), { recursive: true });
    const configText = JSON.stringify(
      { name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'stdin-page'] }] },
      null,
      2,
    );
    writeFileSync(join(workspace, 'mint.json'), configText);
    writeFileSync(join(workspace, 'intro.mdx'), '---\ntitle: Intro\n---\n');
    symlinkSync('/dev/stdin', join(workspace, 'stdin-page.mdx'));
    symlinkSync('/dev/zero', join(workspace, 'zero-site', 'mint.json'));
    const configUri = pathToFileURL(join(workspace, 'mint.json')).href;
    const zeroUri = pathToFileURL(join(workspace, 'zero-site', 'mint.json')).href;
    const folderUri = pathToFileURL(workspace).href;

    const client = startServerProcess('node-ipc');
    try {
      await client.connection.sendRequest('initialize', {
        processId: process.pid,
        rootUri: folderUri,
        workspaceFolders: [{ uri: folderUri, name: 'docs' }],
        capabilities: { workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true } } },
      });
      await client.connection.sendNotification('initialized', {});
      // The closed config linked to /dev/zero is not read: one warning says why (before: the server grew without bound).
      const zero = await client.diagnostics(zeroUri, (p) => p.diagnostics.length > 0, "the /dev/zero config's warning");
      assert.deepEqual(
        zero.diagnostics.map((d) => [d.code, d.message]),
        [['config-unreadable', 'Not checked: this file is a character device, not a regular file.']],
      );

      await client.connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: configUri, languageId: 'json', version: 1, text: configText },
      });
      const lines = configText.split('\n');
      const line = lines.findIndex((l) => l.includes('"stdin-page"'));
      // Before: the hover's front-matter read blocked on the server's own stdin for good.
      const hover = (await within(
        client.connection.sendRequest('textDocument/hover', {
          textDocument: { uri: configUri },
          position: { line, character: lines[line].indexOf('"stdin-page"') + 2 },
        }),
        'hover on a page linked to /dev/stdin',
      )) as Hover | null;
      assert.ok(hover, 'the page exists in the index, so it still gets a hover');
      assert.match((hover.contents as MarkupContent).value, /stdin-page/);

      // References, orphan pages and file renames read every workspace config, the /dev/zero one included.
      const introLine = lines.findIndex((l) => l.includes('"intro"'));
      const references = (await within(
        client.connection.sendRequest('textDocument/references', {
          textDocument: { uri: configUri },
          position: { line: introLine, character: lines[introLine].indexOf('"intro"') + 2 },
          context: { includeDeclaration: true },
        }),
        'references',
      )) as Location[];
      assert.deepEqual(
        references.map((r) => r.uri),
        [configUri],
      );
      const orphans = (await within(client.connection.sendRequest('docsite/orphanPages'), 'orphan pages')) as {
        roots: { configUri: string }[];
      };
      assert.deepEqual(
        orphans.roots.map((r) => r.configUri),
        [configUri],
      );
      const renamed = (await within(
        client.connection.sendRequest('workspace/willRenameFiles', {
          files: [
            {
              oldUri: pathToFileURL(join(workspace, 'zero-site')).href,
              newUri: pathToFileURL(join(workspace, 'other-site')).href,
            },
          ],
        }),
        'willRenameFiles of the folder holding the /dev/zero config',
      )) as unknown;
      assert.equal(renamed, null);
      assert.match(client.stderr(), /^$/);
    } finally {
      await client.stop();
    }
  },
);

/** A server on `workspace`, initialised as VS Code does (settings, watched files). */
async function serverOn(workspace: string): Promise<TestClient> {
  const folderUri = pathToFileURL(workspace).href;
  const client = startServerProcess('node-ipc');
  await client.connection.sendRequest('initialize', {
    processId: process.pid,
    rootUri: folderUri,
    workspaceFolders: [{ uri: folderUri, name: 'docs' }],
    // VS Code's: edits may create and rename files (the client does them, so the server must judge them first).
    capabilities: {
      workspace: {
        configuration: true,
        didChangeWatchedFiles: { dynamicRegistration: true },
        workspaceEdit: { documentChanges: true, resourceOperations: ['create', 'rename', 'delete'] },
      },
    },
  });
  await client.connection.sendNotification('initialized', {});
  return client;
}

test('a symlinked folder inside the site: no page is created, renamed or followed through it', { skip }, async () => {
  const workspace = join(scratch, 'linked-folder');
  mkdirSync(join(workspace, 'site', 'docs'), { recursive: true });
  mkdirSync(join(workspace, 'outside'));
  symlinkSync('../outside', join(workspace, 'site', 'link'));
  const configText = JSON.stringify(
    { name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'link/newpage', 'docs/newpage'] }] },
    null,
    2,
  );
  writeFileSync(join(workspace, 'site', 'mint.json'), configText);
  writeFileSync(join(workspace, 'site', 'intro.mdx'), '# Intro\n');
  const configUri = pathToFileURL(join(workspace, 'site', 'mint.json')).href;
  const lines = configText.split('\n');
  const at = (needle: string) => ({
    line: lines.findIndex((l) => l.includes(needle)),
    character: lines.find((l) => l.includes(needle))!.indexOf(needle) + 2,
  });

  const client = await serverOn(workspace);
  try {
    await client.connection.sendNotification('textDocument/didOpen', {
      textDocument: { uri: configUri, languageId: 'docsite-config', version: 1, text: configText },
    });
    const published = await client.diagnostics(
      configUri,
      (p) => p.version === 1 && p.diagnostics.filter((d) => d.code === 'page-missing').length === 2,
      'both new pages missing',
    );
    const actions = (await client.connection.sendRequest('textDocument/codeAction', {
      textDocument: { uri: configUri },
      range: published.diagnostics[0].range,
      context: { diagnostics: published.diagnostics },
    })) as CodeAction[];
    const creates = actions.filter((a) => a.title.startsWith('Create page file')).map((a) => a.title);
    assert.deepEqual(creates, ['Create page file "docs/newpage.mdx"'], 'no page file is offered through the link');

    await assert.rejects(
      client.connection.sendRequest('textDocument/rename', {
        textDocument: { uri: configUri },
        position: at('"intro"'),
        newName: 'link/moved',
      }),
      /leads outside the site folder through a symbolic link/,
    );
    const inside = (await client.connection.sendRequest('textDocument/rename', {
      textDocument: { uri: configUri },
      position: at('"intro"'),
      newName: 'docs/moved',
    })) as WorkspaceEdit;
    assert.ok(
      inside.documentChanges?.some((c) => 'kind' in c && c.kind === 'rename'),
      'a rename inside the site is still offered',
    );

    // Moved in the explorer (VS Code moves it; we only say how the navigation follows): through the link, it cannot.
    const intro = pathToFileURL(join(workspace, 'site', 'intro.mdx')).href;
    const throughLink = await client.connection.sendRequest('workspace/willRenameFiles', {
      files: [{ oldUri: intro, newUri: pathToFileURL(join(workspace, 'site', 'link', 'moved.mdx')).href }],
    });
    assert.equal(throughLink, null);
    const intoDocs = (await client.connection.sendRequest('workspace/willRenameFiles', {
      files: [{ oldUri: intro, newUri: pathToFileURL(join(workspace, 'site', 'docs', 'other.mdx')).href }],
    })) as WorkspaceEdit;
    assert.ok(intoDocs.changes?.[configUri]?.length, 'a move inside the site updates the entry');
  } finally {
    await client.stop();
  }
});

test(
  'a link to / created after start (a git pull) is not walked: no orphans from elsewhere on the disk',
  { skip },
  async () => {
    const workspace = join(scratch, 'fsroot');
    mkdirSync(join(workspace, 'site'), { recursive: true });
    writeFileSync(
      join(workspace, 'site', 'mint.json'),
      JSON.stringify({ name: 'Docs', navigation: [{ group: 'Start', pages: ['intro', 'later'] }] }),
    );
    writeFileSync(join(workspace, 'site', 'intro.mdx'), '# Intro\n');
    const configUri = pathToFileURL(join(workspace, 'site', 'mint.json')).href;
    const client = await serverOn(workspace);
    try {
      await client.diagnostics(
        configUri,
        (p) => p.diagnostics.some((d) => d.code === 'page-missing'),
        '"later" missing at start',
      );
      symlinkSync('/', join(workspace, 'site', 'fsroot'));
      writeFileSync(join(workspace, 'site', 'later.mdx'), '# Later\n');
      const since = client.received.length;
      await client.connection.sendNotification('workspace/didChangeWatchedFiles', {
        changes: [
          { uri: pathToFileURL(join(workspace, 'site', 'fsroot')).href, type: 1 },
          { uri: pathToFileURL(join(workspace, 'site', 'later.mdx')).href, type: 1 },
        ],
      });
      // The batch is applied, then the closed config re-checked: "later" exists now.
      await client.diagnostics(
        configUri,
        (p) => !p.diagnostics.some((d) => d.code === 'page-missing'),
        'the batch applied',
        since,
      );
      const orphans = (await within(client.connection.sendRequest('docsite/orphanPages'), 'orphan pages')) as {
        roots: { orphans: string[] }[];
      };
      assert.deepEqual(
        orphans.roots.flatMap((r) => r.orphans),
        [],
        'no page from elsewhere on the disk',
      );
    } finally {
      await client.stop();
    }
  },
);
