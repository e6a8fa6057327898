// The user-group explorer in a real VS Code against the real emulator (started by the launcher, URL and tokens in
// environment variables): environments and the API token, create, look up, edit through the `docsite-group:`
// document and save, a failed save that keeps the edit, rotate, delete, and a scan of the log file for tokens.
// Commands run with arguments (as a script would) so no dialog is needed; the modal confirmations are skipped with
// `confirmed: true`. What the service holds is checked with a separate API client, never through the explorer.
import * as assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as vscode from 'vscode';
import { createUserGroupClient, UserGroupApiError, type UserGroupClient } from '../../../client/src/api';
import type { ViewState } from '../../../client/src/core/treeModel';
import type { DocsiteKitTestApi } from '../../../client/src/extension';
import { emulatorAccess, type EmulatorAccess } from '../support/environment';
import { screenshotsSupported, takeScreenshot } from '../support/screenshot';
import { waitFor, waitForEvent } from '../support/wait';

const EXTENSION_ID = 'docsite-kit.docsite-kit';
const ENVIRONMENT = 'Emulator';
const SOURCE = 'docsite';
const LOG_FILE_NAME = 'Docsite Kit.log';

const run = (command: string, args?: unknown): Thenable<unknown> =>
  vscode.commands.executeCommand(`docsite.userGroups.${command}`, args);

async function waitForViewState(testApi: DocsiteKitTestApi, state: ViewState): Promise<void> {
  const changed = waitForEvent(testApi.onDidChangeViewState, (s) => (s === state ? s : undefined), {
    what: `view state ${state}`,
  });
  if (testApi.viewState() === state) {
    changed.catch(() => undefined);
    return;
  }
  await changed;
}

async function setFaults(url: string, faults: unknown): Promise<void> {
  const response = await fetch(`${url}/__emulator/faults`, {
    method: faults === undefined ? 'DELETE' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: faults === undefined ? undefined : JSON.stringify(faults),
  });
  assert.equal(response.status, 200, `the emulator refused the fault change: ${await response.text()}`);
}

/** The /api/user requests the emulator received since the last `clearRequests`. */
async function apiRequests(url: string): Promise<{ method: string; path: string }[]> {
  const response = await fetch(`${url}/__emulator/requests`);
  const body = (await response.json()) as { requests: { method: string; path: string }[] };
  return body.requests.filter((r) => r.path === '/api/user');
}

async function clearRequests(url: string): Promise<void> {
  assert.equal((await fetch(`${url}/__emulator/requests`, { method: 'DELETE' })).status, 200);
}

async function replaceDocument(document: vscode.TextDocument, text: string): Promise<void> {
  const edit = new vscode.WorkspaceEdit();
  edit.replace(
    document.uri,
    new vscode.Range(document.positionAt(0), document.positionAt(document.getText().length)),
    text,
  );
  assert.ok(await vscode.workspace.applyEdit(edit), 'the edit was not applied');
}

function groupDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === SOURCE);
}

async function waitForGroupDiagnostics(
  uri: vscode.Uri,
  accept: (d: vscode.Diagnostic[]) => boolean,
  what: string,
): Promise<vscode.Diagnostic[]> {
  if (accept(groupDiagnostics(uri))) return groupDiagnostics(uri);
  return waitForEvent(
    vscode.languages.onDidChangeDiagnostics,
    (event) =>
      event.uris.some((u) => u.toString() === uri.toString()) && accept(groupDiagnostics(uri))
        ? groupDiagnostics(uri)
        : undefined,
    { what },
  );
}

describe('user-group explorer against the emulator', () => {
  let testApi: DocsiteKitTestApi;
  let emulator: EmulatorAccess;
  /** Reads what the service holds, independently of the explorer. */
  let service: UserGroupClient;
  const groupId = `acme-${Date.now().toString(36)}`;
  /** Every group token seen in this run: none may appear in the log. */
  const groupTokens: string[] = [];
  let groupDocument: vscode.TextDocument;

  async function serviceGroup(name = 'probe'): Promise<{ name: string; properties?: unknown; token: string }> {
    const result = await service.getOrCreate({ user_group_id: groupId, name });
    assert.equal(result.newUserGroup, false, 'the probe must find the group, not create it');
    groupTokens.push(result.userGroup.token);
    return result.userGroup;
  }

  before(async () => {
    emulator = emulatorAccess();
    service = createUserGroupClient(
      { baseUrl: emulator.url, apiToken: emulator.apiToken },
      { retry: { maxAttempts: 1 } },
    );
    const extension = vscode.extensions.getExtension<DocsiteKitTestApi>(EXTENSION_ID);
    assert.ok(extension, `${EXTENSION_ID} is not loaded`);
    testApi = await extension.activate();
    await setFaults(emulator.url, undefined);
    // The confirmation before the first update of an editing session is a modal the extension host cannot answer;
    // the browser-driven tests (test/vscode/ui) click it.
    await vscode.workspace
      .getConfiguration('docsite')
      .update('userGroups.confirmUpdates', false, vscode.ConfigurationTarget.Global);
  });

  after(async () => {
    await setFaults(emulator.url, undefined);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    await service.close();
  });

  it('leads from "no environment" to "no API token" to "no groups" with welcome views', async () => {
    await waitForViewState(testApi, 'noEnvironment');
    await vscode.commands.executeCommand('docsite.userGroups.focus');
    if (screenshotsSupported()) assert.ok(await takeScreenshot('explorer-welcome'));

    const added = await run('addEnvironment', { name: ENVIRONMENT, baseUrl: `${emulator.url}/` });
    assert.deepEqual(added, { name: ENVIRONMENT, baseUrl: emulator.url });
    await waitForViewState(testApi, 'noToken');

    // Plain http to another machine is refused, and nothing is added.
    assert.equal(await run('addEnvironment', { name: 'Remote', baseUrl: 'http://analytics.example.com' }), undefined);
    const environments =
      vscode.workspace.getConfiguration('docsite').get<{ name: string }[]>('userGroups.environments') ?? [];
    assert.deepEqual(
      environments.map((e) => e.name),
      [ENVIRONMENT],
    );

    assert.equal(await run('setApiToken', { environment: ENVIRONMENT, token: emulator.apiToken }), true);
    await waitForViewState(testApi, 'noGroups');
    assert.ok(
      !JSON.stringify(vscode.workspace.getConfiguration('docsite')).includes(emulator.apiToken),
      'the API token leaked into settings',
    );
  });

  it('creates a group, then finds the same group again without changing it', async () => {
    const created = await run('lookUpOrCreateGroup', {
      environment: ENVIRONMENT,
      groupId,
      name: 'Acme Corp',
      mapping: { sales: 'ds-sales' },
      properties: { region: 'emea' },
    });
    assert.deepEqual(created, { environment: ENVIRONMENT, groupId, name: 'Acme Corp', newUserGroup: true });
    await waitForViewState(testApi, 'ready');
    const held = await serviceGroup();
    assert.equal(held.name, 'Acme Corp');
    assert.deepEqual(held.properties, { region: 'emea' });

    const again = (await run('lookUpOrCreateGroup', { environment: ENVIRONMENT, groupId, name: 'Other Name' })) as {
      newUserGroup: boolean;
      name: string;
    };
    assert.equal(again.newUserGroup, false);
    assert.equal(again.name, 'Acme Corp');
  });

  it('shows environment, group and details in the tree, with only a masked token, and keeps it when a call fails', async () => {
    const token = (await serviceGroup()).token;
    const tree = await testApi.treeSnapshot();
    const expected = [
      `${ENVIRONMENT} — active · 1 group`,
      `  Acme Corp — ${groupId}`,
      '    Name — Acme Corp',
      `    Provided id — ${groupId}`,
      '    Environment tag — Customer',
      `    Token — ••••••••${token.slice(-4)}`,
      '    Mapping — 1 entry',
      '      sales — ds-sales',
      '    Properties — 1 entry',
      '      region — emea',
    ];
    for (const line of expected)
      assert.ok(tree.includes(line), `missing tree line ${JSON.stringify(line)} in:\n${tree.join('\n')}`);
    assert.ok(
      tree.some((line) => /^ {4}Team id — \d+$/.test(line)),
      'the team id row',
    );
    assert.ok(!tree.join('\n').includes(token), 'the tree shows the token unmasked');

    // A call that fails changes nothing in the tree.
    await setFaults(emulator.url, { failureRate: 1 });
    try {
      assert.equal(await run('refetchGroup', { environment: ENVIRONMENT, groupId }), undefined);
    } finally {
      await setFaults(emulator.url, undefined);
    }
    assert.deepEqual(await testApi.treeSnapshot(), tree);
  });

  it('Copy Token puts the stored group token on the clipboard, matching the service', async () => {
    const token = (await serviceGroup()).token;
    await vscode.env.clipboard.writeText('placeholder');
    assert.equal(await run('copyToken', { environment: ENVIRONMENT, groupId }), true);
    assert.equal(await vscode.env.clipboard.readText(), token);
    await vscode.env.clipboard.writeText('');
  });

  it('shows "token rejected" after the service refused the API token, until a call with a good token succeeds', async () => {
    const rejectedLine = `${ENVIRONMENT} — active · token rejected · 1 group`;
    assert.equal(await run('setApiToken', { environment: ENVIRONMENT, token: 'not-the-emulator-token' }), true);
    assert.equal(
      await run('refetchGroup', { environment: ENVIRONMENT, groupId }),
      undefined,
      'the call fails with HTTP 401',
    );
    await waitFor(async () => (await testApi.treeSnapshot()).includes(rejectedLine), {
      what: 'the "token rejected" row',
    });

    assert.equal(await run('setApiToken', { environment: ENVIRONMENT, token: emulator.apiToken }), true);
    assert.ok(await run('refetchGroup', { environment: ENVIRONMENT, groupId }));
    const tree = await testApi.treeSnapshot();
    assert.ok(tree.includes(`${ENVIRONMENT} — active · 1 group`), tree.join('\n'));
  });

  it('sends nothing when the user escapes the real input box', async () => {
    await clearRequests(emulator.url);
    const pending = Promise.resolve(run('lookUpOrCreateGroup'));
    let settled = false;
    const result = pending.finally(() => (settled = true));
    // The input box opens asynchronously: close whatever quick input is open until the command returns.
    await waitFor(
      async () => {
        if (!settled) await vscode.commands.executeCommand('workbench.action.closeQuickOpen');
        return settled;
      },
      { what: 'Look Up or Create Group to end after Escape' },
    );
    assert.equal(await result, undefined);
    assert.deepEqual(await apiRequests(emulator.url), []);
  });

  it('shows the group and its details in the live explorer', async function () {
    if (!screenshotsSupported()) this.skip();
    await vscode.commands.executeCommand('docsite.userGroups.focus');
    // With the view open, a look-up selects and expands the group.
    await run('lookUpOrCreateGroup', { environment: ENVIRONMENT, groupId, name: 'Acme Corp' });
    await vscode.commands.executeCommand('notifications.clearAll');
    const file = await takeScreenshot('explorer', { docs: true });
    assert.ok(file && existsSync(file));
  });

  it('edits the group as a JSON document: problems are underlined while typing, and saving updates the service', async () => {
    const uri = vscode.Uri.parse((await run('editGroup', { environment: ENVIRONMENT, groupId })) as string);
    groupDocument = await vscode.workspace.openTextDocument(uri);
    assert.equal(groupDocument.languageId, 'docsite-group');
    assert.deepEqual(JSON.parse(groupDocument.getText()), {
      name: 'Acme Corp',
      mapping: { sales: 'ds-sales' },
      properties: { region: 'emea' },
    });

    await replaceDocument(
      groupDocument,
      '{\n  "name": 42,\n  "mapping": { "sales": "ds-sales" },\n  "properties": { "region": "emea" }\n}\n',
    );
    const [problem] = await waitForGroupDiagnostics(uri, (d) => d.length > 0, 'a diagnostic on the bad name');
    assert.match(problem.message, /"name" must be a string/);
    assert.equal(groupDocument.getText(problem.range), '42');
    if (screenshotsSupported()) {
      await vscode.commands.executeCommand('notifications.clearAll');
      await vscode.commands.executeCommand('workbench.actions.view.problems');
      assert.ok(await takeScreenshot('group-diagnostic', { docs: true }));
      await vscode.commands.executeCommand('workbench.action.closePanel');
    }

    // A save of an invalid document is refused before anything is sent, and keeps the text.
    assert.equal(await groupDocument.save(), false);
    assert.equal(groupDocument.isDirty, true);
    assert.equal((await serviceGroup()).name, 'Acme Corp');

    const edited = {
      name: 'Acme Corporation',
      mapping: { sales: 'ds-sales', finance: 'ds-fin' },
      properties: { region: 'apac', tier: 'gold' },
    };
    await replaceDocument(groupDocument, `${JSON.stringify(edited, null, 2)}\n`);
    await waitForGroupDiagnostics(uri, (d) => d.length === 0, 'the diagnostics to clear');
    assert.equal(await groupDocument.save(), true);
    assert.equal(groupDocument.isDirty, false);
    const held = await serviceGroup();
    assert.equal(held.name, 'Acme Corporation');
    assert.deepEqual(held.properties, { region: 'apac', tier: 'gold' });
  });

  it('Update Group sends one update, then saves the document without sending it again', async () => {
    const uri = groupDocument.uri;
    const text = groupDocument.getText().replace('"apac"', '"emea"');
    await replaceDocument(groupDocument, text);
    await clearRequests(emulator.url);
    assert.equal(await vscode.commands.executeCommand('docsite.userGroups.updateGroup', uri), 'sent');
    assert.equal(groupDocument.isDirty, false);
    assert.deepEqual(
      (await apiRequests(emulator.url)).map((r) => r.method),
      ['PUT'],
    );
    assert.deepEqual((await serviceGroup()).properties, { region: 'emea', tier: 'gold' });

    // A document with a problem is not sent and stays as typed, with its problem underlined.
    const broken = text.replace('"name":', '"name"');
    await replaceDocument(groupDocument, broken);
    await waitForGroupDiagnostics(uri, (d) => d.some((x) => x.code === 'json-syntax'), 'the syntax error');
    await clearRequests(emulator.url);
    assert.equal(await vscode.commands.executeCommand('docsite.userGroups.updateGroup', uri), 'not-sent');
    assert.equal(groupDocument.getText(), broken);
    assert.deepEqual(await apiRequests(emulator.url), []);
    await replaceDocument(groupDocument, text);
  });

  it('keeps the edit when the service fails the save, and sends it on the next save', async () => {
    await setFaults(emulator.url, { failureRate: 1 });
    const text = groupDocument.getText().replace('"Acme Corporation"', '"Acme Unsaved Edit"');
    await replaceDocument(groupDocument, text);
    assert.equal(await groupDocument.save(), false, 'the save should fail while the service answers 500');
    assert.equal(groupDocument.isDirty, true);
    assert.equal(groupDocument.getText(), text, 'the typed text must still be in the document');

    await setFaults(emulator.url, undefined);
    assert.equal((await serviceGroup()).name, 'Acme Corporation', 'the failed save must not have changed the service');
    assert.equal(await groupDocument.save(), true);
    assert.equal((await serviceGroup()).name, 'Acme Unsaved Edit');
  });

  it('rotates the token after confirmation and stores the new one', async () => {
    const before = (await serviceGroup()).token;
    assert.equal(await run('rotateToken', { environment: ENVIRONMENT, groupId, confirmed: true }), 'rotated');
    const after = (await serviceGroup()).token;
    assert.notEqual(after, before);
  });

  it('recovers the current token when the answer to a rotate is lost', async () => {
    const before = (await serviceGroup()).token;
    // The emulator applies the next POST (rotate) and then drops the connection: the outcome is unknown.
    await setFaults(emulator.url, { dropResponse: { count: 1, method: 'POST' } });
    assert.equal(
      await run('rotateToken', { environment: ENVIRONMENT, groupId, confirmed: true, recoverIfLost: true }),
      'recovered',
    );
    await setFaults(emulator.url, undefined);
    assert.notEqual((await serviceGroup()).token, before, 'the dropped rotate did happen in the service');
    // The next test's delete sends the stored token: it only succeeds if the recovery stored the current one.
  });

  it('deletes the group in the service (with the rotated token) and only then drops it from the explorer', async () => {
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    const token = (await serviceGroup()).token;
    // The emulator answers 409 to a delete whose current_token is not the group's: success proves the explorer kept
    // the rotated token.
    assert.equal(await run('deleteGroup', { environment: ENVIRONMENT, groupId, confirmed: true }), true);
    await waitForViewState(testApi, 'noGroups');
    assert.deepEqual(groupDiagnostics(groupDocument.uri), [], "the deleted group's document keeps no problems");
    await assert.rejects(
      service.rotateToken(token),
      (error: unknown) => error instanceof UserGroupApiError && error.kind === 'not-found',
    );
  });

  it('Refresh never calls the service; Re-fetch is explicit and reports a group that was created again', async () => {
    const otherId = `${groupId}-b`;
    await run('lookUpOrCreateGroup', { environment: ENVIRONMENT, groupId: otherId, name: 'Beta' });
    await waitForViewState(testApi, 'ready');
    await service.delete({ user_group_id: otherId }); // deleted behind the explorer's back

    await clearRequests(emulator.url);
    assert.equal(await run('refresh'), true);
    assert.deepEqual(await apiRequests(emulator.url), [], 'Refresh must not call the service');
    assert.equal(testApi.viewState(), 'ready', 'the group stays listed until the user acts');

    assert.deepEqual(await run('refetchGroup', { environment: ENVIRONMENT, groupId: otherId }), {
      groupId: otherId,
      newUserGroup: true,
    });

    // Forget is local only: the explorer drops the group, the service keeps it.
    assert.equal(await run('forgetGroup', { environment: ENVIRONMENT, groupId: otherId }), true);
    await waitForViewState(testApi, 'noGroups');
    const still = await service.getOrCreate({ user_group_id: otherId, name: 'Beta' });
    assert.equal(still.newUserGroup, false);
    groupTokens.push(still.userGroup.token);
  });

  it('imports groups from a JSON file (existing ones are only registered) and refuses a bad file without sending anything', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'docsite-import-'));
    try {
      await importFrom(folder);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  async function importFrom(folder: string): Promise<void> {
    const good = join(folder, 'groups.json');
    writeFileSync(
      good,
      JSON.stringify([
        { user_group_id: `${groupId}-b`, name: 'Beta' },
        { user_group_id: `${groupId}-c`, name: 'Gamma', properties: { plan: 'pro' } },
        { user_group_id: `${groupId}-d`, name: 'Delta', mapping: { sales: 'ds-2' } },
      ]),
    );
    const summary = await run('importGroups', { environment: ENVIRONMENT, file: good, confirmed: true });
    assert.deepEqual(summary, { created: 2, existing: 1, failed: 0, skipped: 0 });
    await waitForViewState(testApi, 'ready');
    const gamma = await service.getOrCreate({ user_group_id: `${groupId}-c`, name: 'x' });
    assert.deepEqual([gamma.newUserGroup, gamma.userGroup.properties], [false, { plan: 'pro' }]);
    groupTokens.push(gamma.userGroup.token);

    const bad = join(folder, 'bad.json');
    writeFileSync(bad, JSON.stringify([{ user_group_id: `${groupId}-e`, name: 'Eps' }, { name: 'no id' }]));
    await clearRequests(emulator.url);
    assert.equal(await run('importGroups', { environment: ENVIRONMENT, file: bad, confirmed: true }), undefined);
    assert.deepEqual(await apiRequests(emulator.url), [], 'a file with a bad entry must send nothing');
  }

  it('explains "mapping": null in the group document: not known here, and saving keeps the service\'s mapping', async () => {
    // Beta was already in the service when imported: the explorer does not know its mapping.
    const uri = vscode.Uri.parse(
      (await run('editGroup', { environment: ENVIRONMENT, groupId: `${groupId}-b` })) as string,
    );
    const document = await vscode.workspace.openTextDocument(uri);
    assert.match(document.getText(), /"mapping": null/);
    const hints = await vscode.commands.executeCommand<vscode.InlayHint[]>(
      'vscode.executeInlayHintProvider',
      uri,
      new vscode.Range(0, 0, document.lineCount, 0),
    );
    const labels = hints.map((hint) =>
      typeof hint.label === 'string' ? hint.label : hint.label.map((part) => part.value).join(''),
    );
    assert.ok(
      labels.some((label) => /not known here .*saving keeps the service's mapping/.test(label)),
      labels.join(' | '),
    );
    const mappingLine = document
      .getText()
      .split('\n')
      .findIndex((line) => line.includes('"mapping": null'));
    assert.ok(
      hints.some((hint) => hint.position.line === mappingLine),
      'the note stands on the mapping line',
    );
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  it('never writes a token to its log', async () => {
    const logFile = join(testApi.logUri.fsPath, LOG_FILE_NAME);
    // The log is written asynchronously: wait until the last operation's line is in the file.
    const text = await waitFor(
      () =>
        existsSync(logFile) && readFileSync(logFile, 'utf8').includes('nothing was sent')
          ? readFileSync(logFile, 'utf8')
          : undefined,
      { what: `the last import to reach ${logFile}` },
    );
    // The scan is only worth something if the log recorded the operations that handled the tokens.
    const expected = [
      'API token set for',
      'Created group',
      'rotate-token',
      'Updated group',
      `Updating group "${groupId}" in "${ENVIRONMENT}" failed`,
      'Recovery: stored the current token',
      'Deleted group',
    ];
    for (const line of expected) {
      assert.ok(text.includes(line), `the log should mention "${line}"`);
    }
    assert.ok(groupTokens.length >= 2);
    for (const secret of [emulator.apiToken, emulator.testingApiToken, ...groupTokens]) {
      assert.ok(!text.includes(secret), 'a token appears in the log');
    }
  });
});
