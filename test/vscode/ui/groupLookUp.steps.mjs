// Look Up or Create Group from the view's title bar, with a group focused in the tree, after that group was deleted
// in the service behind the explorer's back. The service cannot look up without creating, so the user must be asked
// for the id and shown what a creation would send before anything goes out. The emulator's request log is the
// witness: it must stay empty until the user picks the dialog's named button.
import { strict as assert } from 'node:assert';

const GROUP_LINE = 'Initech — initech';

/** @type {{ name: string, run: (context: import('./groupEditor.steps.mjs').Context) => Promise<void> }[]} */
export const steps = [
  {
    name: "the title bar's Look Up or Create Group, with a deleted group focused, asks the id and confirms before sending anything",
    async run({ wb, emulator }) {
      await wb.openUserGroupsView();
      await wb.waitForTreeLine((line) => line === GROUP_LINE, 'the demo group Initech');
      await wb.clickTreeRow(GROUP_LINE);
      await emulator.deleteGroup('initech');
      await emulator.clear();

      const walkToDialog = async () => {
        await wb.clickViewTitleAction('Look Up or Create Group');
        await wb.waitForQuickInput('Look Up or Create Group (1/4)');
        assert.deepEqual(await emulator.requests(), [], 'nothing is sent before the id is asked');
        assert.equal(await wb.quickInputValue(), '', "the focused group's id is not taken as the answer");
        await wb.typeInQuickInput('initech');
        await wb.keyboard.press('Enter');
        await wb.waitForQuickInput('Look Up or Create Group (2/4)');
        // The name the explorer knows, not one guessed from the id.
        assert.equal(await wb.quickInputValue(), 'Initech');
        await wb.keyboard.press('Enter');
        await wb.waitForQuickInput('Look Up or Create Group (3/4)');
        await wb.keyboard.press('Enter');
        await wb.waitForQuickInput('Look Up or Create Group (4/4)');
        await wb.submitQuickInput();
        return wb.waitForDialog();
      };

      const first = await walkToDialog();
      assert.match(first.message, /Look up the group "initech" in the environment "Local demo"\?/);
      assert.match(
        first.message,
        /If it was deleted in the service since, this creates it again, with a new team id and a new token/,
      );
      assert.match(first.message, /Name: "Initech"/);
      assert.deepEqual([...first.buttons].sort(), ['Cancel', 'Look Up or Create']);
      assert.deepEqual(await emulator.requests(), [], 'nothing is sent while the dialog is open');
      await wb.clickDialogButton('Cancel');
      assert.deepEqual(await emulator.requests(), [], 'Cancel sends nothing');

      await walkToDialog();
      await wb.clickDialogButton('Look Up or Create');
      const note = await wb.waitForNotification('was created again');
      assert.match(
        note.message,
        /"Initech" \(initech\) had been deleted in Local demo and was created again, as confirmed/,
      );
      assert.deepEqual(
        (await emulator.requests()).map((r) => r.method),
        ['GET'],
        'one get-or-create, after the confirmation',
      );
      await wb.clearNotifications();
    },
  },
];
