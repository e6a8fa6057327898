// The group editor and the extension's own files, driven through the browser as a user drives them, in the demo
// that `npm start` serves (code-server in the browser, where `files.autoSave` is "afterDelay" by default). Each
// step is a user story; they run in order on one workbench. The emulator's request log is the witness of what
// reached the service.
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const GROUP_TAB = 'acme-retail.json';

/** @typedef {{ wb: import('./workbench.mjs').Workbench, emulator: { requests(): Promise<{ method: string }[]>, clear(): Promise<void>, deleteGroup(groupId: string): Promise<void> },
 *   site: { folder: string, waitForFile(path: string, accept: (text: string) => boolean, what: string): Promise<void> } }} Context */

/** @type {{ name: string, run: (context: Context) => Promise<void> }[]} */
export const steps = [
  {
    name: 'auto-save sends nothing while the user types in a group document; the status bar says it is not sent',
    async run({ wb, emulator, site }) {
      await wb.openUserGroupsView();
      await wb.waitForTreeLine((line) => line === 'Acme Retail — acme-retail', 'the demo group Acme Retail');
      await wb.runCommand('Docsite Kit: Edit Group');
      await wb.pickQuickItem('Acme Retail');
      await wb.activeTab(GROUP_TAB).waitFor();
      await wb.waitForLanguageMode('Docsite User Group');
      await emulator.clear();
      // "Acme Retail" becomes "Glo", typed key by key.
      await wb.goTo(2, 23);
      for (let i = 0; i < 'Acme Retail'.length; i++) await wb.keyboard.press('Backspace');
      await wb.keyboard.type('Glo');
      await wb.waitForTabDirty(GROUP_TAB, true);
      await wb.statusBarItem('Not sent: press Ctrl+S to update the group').waitFor();

      // Proof that auto-save had its chance: a page edited after the group document reaches the disk by auto-save,
      // and its timer started later than the group document's would have.
      const page = join(site.folder, 'quickstart.mdx');
      const original = readFileSync(page, 'utf8');
      await wb.openFile('quickstart.mdx');
      await wb.goTo(1, 1);
      await wb.keyboard.type('x');
      await site.waitForFile(page, (text) => text === `x${original}`, 'quickstart.mdx to be auto-saved');
      await wb.keyboard.press('Backspace'); // put the page back (auto-saved again)
      await site.waitForFile(page, (text) => text === original, 'quickstart.mdx to be auto-saved back');

      assert.equal(await wb.isTabDirty(GROUP_TAB), true, 'the group document stays dirty');
      assert.deepEqual(await emulator.requests(), [], 'auto-save must not call the service');
      assert.equal(await wb.dialog().count(), 0, 'no dialog');
      assert.equal(await wb.toasts().filter({ hasText: /save/i }).count(), 0, 'no save error');
      const tree = await wb.treeLines();
      assert.ok(
        tree.includes('Acme Retail — acme-retail'),
        `the tree still shows the service's name:\n${tree.join('\n')}`,
      );
    },
  },
  {
    name: 'Ctrl+S asks once, naming the group, the environment and the change, then sends exactly one update',
    async run({ wb, emulator }) {
      await wb.tab(GROUP_TAB).click();
      await wb.activeTab(GROUP_TAB).waitFor();
      await wb.keyboard.press('Control+S');
      const dialog = await wb.waitForDialog();
      assert.match(dialog.message, /Update the group "Acme Retail" \(acme-retail\) in the environment "Local demo"\?/);
      assert.match(dialog.message, /Name: "Acme Retail" → "Glo"/);
      assert.deepEqual([...dialog.buttons].sort(), ['Cancel', 'Update Group', "Update, Don't Ask Again"]);
      assert.deepEqual(await emulator.requests(), [], 'nothing is sent before the answer');
      await wb.clickDialogButton('Update Group');
      await wb.waitForTabDirty(GROUP_TAB, false);
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['PUT'],
        'one manual save, one update',
      );
      await wb.waitForTreeLine((line) => line === 'Glo — acme-retail', 'the new name');

      // Same editing session: the next Ctrl+S does not ask again.
      await emulator.clear();
      await wb.goTo(2, 15);
      await wb.keyboard.type('bex');
      await wb.waitForTabDirty(GROUP_TAB, true);
      await wb.keyboard.press('Control+S');
      await wb.waitForTabDirty(GROUP_TAB, false);
      assert.equal(await wb.dialog().count(), 0);
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['PUT'],
      );
      await wb.waitForTreeLine((line) => line === 'Globex — acme-retail', 'the second name');
    },
  },
  {
    name: 'a syntax error on Ctrl+S is shown inline and in the status bar, never a dialog; once fixed and sent, no "Not sent" stays on screen',
    async run({ wb, emulator }) {
      await emulator.clear();
      await wb.goTo(2, 9); // `  "name"|: "Globex",`: the colon goes
      await wb.keyboard.press('Delete');
      await wb.waitForTabDirty(GROUP_TAB, true);
      await wb.keyboard.press('Control+S');
      await wb.statusBarItem('Not sent: JSON syntax error: colon expected.').waitFor();
      assert.equal(await wb.toasts().filter({ hasText: 'Not sent' }).count(), 0, 'no toast that would outlive the fix');
      assert.equal(await wb.dialog().count(), 0, 'no modal');
      assert.equal(await wb.isTabDirty(GROUP_TAB), true);
      await wb.openProblems();
      const rows = await wb.problems(
        (r) => r.some((row) => /json-syntax/.test(row)),
        "the group document's syntax error",
      );
      const groupRows = rows.filter((row) => /JSON syntax error/.test(row));
      assert.equal(groupRows.length, 1, `one problem:\n${rows.join('\n')}`);
      assert.match(groupRows[0], /colon expected/);
      assert.match(groupRows[0], /docsite\(?json-syntax/);
      // The environment's name reads as it was typed, not percent-encoded.
      assert.ok(
        rows.some((row) => row.includes('acme-retail.json of folder /User Groups/Local demo')),
        rows.join('\n'),
      );
      assert.ok(!rows.some((row) => row.includes('%20')), rows.join('\n'));
      assert.ok(
        !rows.some((row) => /PropertyNameExpected|ValueExpected|InvalidSymbol|json\(/.test(row)),
        rows.join('\n'),
      );
      assert.deepEqual(await emulator.requests(), []);
      await wb.keyboard.press('Escape');
      await wb.tab(GROUP_TAB).click();
      await wb.keyboard.press('Control+Z');
      await wb.waitForTabDirty(GROUP_TAB, false);

      // Fixed, changed and sent: nothing on screen says "Not sent" any more. Then the name goes back.
      for (const key of ['x', 'Backspace']) {
        await wb.goTo(2, 18); // `  "name": "Globex|",`
        await wb.keyboard.press(key);
        await wb.waitForTabDirty(GROUP_TAB, true);
        await wb.keyboard.press('Control+S');
        await wb.waitForTabDirty(GROUP_TAB, false);
      }
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['PUT', 'PUT'],
      );
      await wb.waitForTreeLine((line) => line === 'Globex — acme-retail', 'the name back');
      assert.equal(await wb.toasts().filter({ hasText: 'Not sent' }).count(), 0);
      assert.equal(await wb.statusBarItem('Not sent').count(), 0, 'no "Not sent" in the status bar after the update');
      await wb.clearNotifications();
    },
  },
  {
    name: 'the "Create page file" quick fix makes the page path a link at once, without another edit',
    async run({ wb, site }) {
      const page = 'guides/embedding-dashboards';
      await wb.openFile('mint.json');
      await wb.waitForLanguageMode('Docsite Site Configuration');
      const lines = readFileSync(join(site.folder, 'mint.json'), 'utf8').split('\n');
      const line = lines.findIndex((text) => text.includes(`"${page}"`));
      assert.ok(line >= 0, `${page} is listed in the sample`);
      const link = wb.page.locator('.view-lines span.detected-link', { hasText: 'embedding' });
      // A neighbouring page that exists is a link; the missing one is not.
      await wb.page.locator('.view-lines span.detected-link', { hasText: 'user-groups' }).first().waitFor();
      assert.equal(await link.count(), 0, 'the missing page is not a link yet');
      await wb.goTo(line + 1, lines[line].indexOf(page) + 3);
      await wb.keyboard.press('Control+.');
      await wb.chooseAction(`Create page file "${page}.mdx"`);
      await site.waitForFile(join(site.folder, `${page}.mdx`), (text) => text.includes('title:'), 'the created page');
      await wb.tab('mint.json').click();
      await link.first().waitFor();
      assert.equal(await wb.isTabDirty('mint.json'), false, 'mint.json was not edited to get there');
    },
  },
  {
    name: 'mint.json: one syntax error, and each key completed once (only our server answers)',
    async run({ wb }) {
      await wb.openFile('mint.json');
      await wb.waitForLanguageMode('Docsite Site Configuration');
      await wb.goTo(2, 9); // `  "name"|: …`
      await wb.keyboard.press('Delete');
      await wb.openProblems();
      const rows = await wb.problems((r) => r.some((row) => /colon expected/.test(row)), 'the missing colon');
      assert.equal(rows.filter((row) => /colon expected|Colon expected/i.test(row)).length, 1, rows.join('\n'));
      const problemRows = rows.filter((row) => /^(Error|Warning|Info):/.test(row));
      assert.deepEqual(
        problemRows.filter((row) => !/generated by docsite ‖/.test(row)),
        [],
        'every problem comes from our server',
      );
      await wb.tab('mint.json').click();
      await wb.keyboard.press('Control+Z');

      // A new key on the second line: the suggestions, each label once.
      await wb.goTo(2, 1);
      await wb.keyboard.press('Enter');
      await wb.keyboard.press('ArrowUp');
      await wb.keyboard.type('  "');
      // The list is sorted and virtualised: a key offered twice would show as two neighbouring rows among these.
      const labels = await wb.suggestions(
        (list) => list.some((label) => /^"?analytics"?$/.test(label)),
        'the "analytics" key',
      );
      const repeated = labels.filter((label, index) => labels.indexOf(label) !== index);
      assert.deepEqual(repeated, [], `offered twice: ${repeated.join(', ')}`);
      await wb.keyboard.press('Escape');
      await wb.revertActiveEditor();
    },
  },
  {
    name: 'the group id box says what is wrong while typing, notes a space, and creates the group',
    async run({ wb, emulator }) {
      await emulator.clear();
      await wb.runCommand('Docsite Kit: Look Up or Create Group');
      await wb.waitForQuickInput('Look Up or Create Group (1/4)');
      await wb.typeInQuickInput(' ui-group');
      await wb.quickInputMessage('Remove the spaces at the start or end');
      await wb.typeInQuickInput('ui group');
      await wb.quickInputMessage('contains a space');
      await wb.typeInQuickInput('ui-group');
      await wb.keyboard.press('Enter');
      await wb.waitForQuickInput('Look Up or Create Group (2/4)');
      await wb.typeInQuickInput('UI Group');
      await wb.keyboard.press('Enter');
      await wb.waitForQuickInput('Look Up or Create Group (3/4)');
      await wb.keyboard.press('Enter');
      await wb.waitForQuickInput('Look Up or Create Group (4/4)');
      await wb.submitQuickInput();
      const dialog = await wb.waitForDialog();
      assert.match(dialog.message, /If no group has this id, the service creates one/);
      assert.match(dialog.message, /Name: "UI Group"/);
      assert.deepEqual(await emulator.requests(), [], 'nothing is sent before the confirmation');
      await wb.clickDialogButton('Look Up or Create');
      await wb.waitForTreeLine((line) => line === 'UI Group — ui-group', 'the new group');
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['GET'],
      );
      await wb.clearNotifications();
    },
  },
  {
    name: 'a rejected API token offers Set API Token, the tree says "token rejected", and Use Demo Token restores it',
    async run({ wb }) {
      await wb.runCommand('Docsite Kit: Set API Token');
      await wb.waitForQuickInput('API token for "Local demo"');
      await wb.typeInQuickInput('not-the-demo-token');
      await wb.submitQuickInput();
      await wb.runCommand('Docsite Kit: Re-fetch Group from Service');
      await wb.pickQuickItem('UI Group');
      const error = await wb.waitForNotification('did not accept the API token');
      assert.deepEqual(error.buttons, ['Set API Token', 'Show Log']);
      await wb.waitForTreeLine((line) => line.startsWith('Local demo — active · token rejected'), '"token rejected"');

      await wb.clearNotifications();
      await wb.runCommand('Docsite Kit: Use Demo Token');
      await wb.waitForNotification('demo API token is set again');
      await wb.waitForTreeLine(
        (line) => line === 'Local demo — active · 4 groups',
        'the environment without "token rejected"',
      );
      await wb.runCommand('Docsite Kit: Re-fetch Group from Service');
      await wb.pickQuickItem('UI Group');
      await wb.statusBarItem('Re-fetched "UI Group"').waitFor();
      await wb.clearNotifications();
    },
  },
  {
    name: 'the rotate toast offers Copy Token, which copies the new token',
    async run({ wb, emulator }) {
      await emulator.clear();
      await wb.runCommand('Docsite Kit: Rotate Token');
      await wb.pickQuickItem('UI Group');
      const dialog = await wb.waitForDialog();
      assert.match(dialog.message, /Rotate the token of the group "UI Group" \(ui-group\)/);
      await wb.clickDialogButton('Rotate Token');
      const note = await wb.waitForNotification('Rotated the token of "UI Group"');
      assert.deepEqual(note.buttons, ['Copy Token']);
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['POST'],
      );
      await note.toast.locator('.monaco-button', { hasText: 'Copy Token' }).click();
      await wb.waitForNotification('Copied the token of "UI Group" to the clipboard');
      await wb.clearNotifications();
    },
  },
  {
    name: "deleting a group clears its document's problems, and its open document says it can no longer be sent",
    async run({ wb }) {
      const groupFileRow = (row) => row.includes(`${GROUP_TAB} of folder /User Groups/Local demo`);
      await wb.tab(GROUP_TAB).click();
      await wb.goTo(2, 9);
      await wb.keyboard.press('Delete');
      await wb.openProblems();
      await wb.problems((rows) => rows.some(groupFileRow), "the group document's problem");
      await wb.runCommand('Docsite Kit: Delete Group');
      await wb.pickQuickItem('Globex');
      const dialog = await wb.waitForDialog();
      assert.match(dialog.message, /Delete the group "Globex" \(acme-retail\) from the environment "Local demo"\?/);
      await wb.clickDialogButton('Delete Group');
      await wb.waitForTreeLine((line) => line === 'Local demo — active · 3 groups', 'three groups left');
      await wb.problems((rows) => !rows.some(groupFileRow), 'no problem left for the deleted group');
      await wb.tab(GROUP_TAB).click();
      await wb.statusBarItem('Group deleted: this document cannot be sent').waitFor();
      assert.equal(await wb.statusBarItem('press Ctrl+S').count(), 0, 'no invitation to send a deleted group');
    },
  },
];
