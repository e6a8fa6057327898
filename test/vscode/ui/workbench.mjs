// What a user does in the code-server workbench, as Playwright calls: run a command from the palette, answer an
// input box by typing, click a modal's button, type in the editor, read the tree, the Problems panel, the
// notifications and the status bar. Every wait is on something visible (no fixed sleeps), bounded by `timeout`.
export const TIMEOUT_MS = 30_000;

/** The pause between two looks at state that has no event to wait on (as test/vscode/support/wait.ts polls). */
const pollPause = () => new Promise((resolve) => setTimeout(resolve, 100));
const exactly = (text) => new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

export class Workbench {
  /** @param {import('playwright-core').Page} page */
  constructor(page) {
    this.page = page;
    this.keyboard = page.keyboard;
  }

  async waitUntilReady() {
    await this.page.locator('.monaco-workbench .part.activitybar').waitFor({ timeout: 60_000 });
    await this.page.locator('.part.statusbar').waitFor({ timeout: TIMEOUT_MS });
  }

  // ---- the command palette and quick inputs ----

  quickInput() {
    return this.page.locator('.quick-input-widget');
  }

  /** Opens the palette (F1) and runs the command whose label is exactly `label` ("Docsite Kit: Edit Group"). */
  async runCommand(label) {
    await this.keyboard.press('F1');
    const input = this.quickInput().locator('input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await input.fill(`>${label}`);
    const row = this.quickInput()
      .locator('.monaco-list-row', { has: this.page.locator('.label-name', { hasText: exactly(label) }) })
      .first();
    await row.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await row.click();
  }

  /** Waits for an input box or pick whose title contains `title`. */
  async waitForQuickInput(title) {
    await this.quickInput()
      .locator('.quick-input-title', { hasText: title })
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  /** Types into the open input box key by key (as a user does). */
  async typeInQuickInput(text) {
    const input = this.quickInput().locator('input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await input.press('Control+A');
    await input.press('Backspace');
    await input.pressSequentially(text);
  }

  /** Enter in a one-step input box, then waits for it to close. */
  async submitQuickInput() {
    await this.keyboard.press('Enter');
    await this.quickInput().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  }

  /** The input box's validation message once it contains `expected`. */
  async quickInputMessage(expected) {
    const message = this.quickInput().locator('.quick-input-message');
    await message.filter({ hasText: expected }).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    return message.innerText();
  }

  /** What the open input box holds now (its starting value, before any typing). */
  async quickInputValue() {
    const input = this.quickInput().locator('input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    return input.inputValue();
  }

  async pickQuickItem(label) {
    const row = this.quickInput()
      .locator('.monaco-list-row', { has: this.page.locator('.label-name', { hasText: exactly(label) }) })
      .first();
    await row.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await row.click();
  }

  async closeQuickInput() {
    await this.keyboard.press('Escape');
    await this.quickInput().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  }

  // ---- modal dialogs ----

  dialog() {
    return this.page.locator('.monaco-dialog-box');
  }

  /** Waits for a modal dialog and returns its message text and button labels. */
  async waitForDialog() {
    const box = this.dialog();
    await box.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    // The message and its detail lines.
    const message = await box.locator('.dialog-message-row').innerText();
    const buttons = await box.locator('.dialog-buttons .monaco-button').allInnerTexts();
    return { message, buttons: buttons.map((b) => b.trim()) };
  }

  async clickDialogButton(label) {
    await this.dialog().locator('.dialog-buttons .monaco-button', { hasText: label }).first().click();
    await this.dialog().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  }

  // ---- notifications ----

  toasts() {
    return this.page.locator('.notifications-toasts .notification-toast');
  }

  /** Waits for a notification containing `text`; returns its message and its buttons. */
  async waitForNotification(text) {
    const toast = this.toasts().filter({ hasText: text }).first();
    await toast.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const message = await toast.locator('.notification-list-item-message').innerText();
    const buttons = (
      await toast.locator('.notification-list-item-buttons-container .monaco-button').allInnerTexts()
    ).map((b) => b.trim());
    return { toast, message, buttons };
  }

  async clearNotifications() {
    await this.runCommand('Notifications: Clear All Notifications');
    await this.toasts()
      .first()
      .waitFor({ state: 'hidden', timeout: TIMEOUT_MS })
      .catch(() => undefined);
  }

  // ---- editors ----

  /** Quick Open (Ctrl+P) a workspace file by name. */
  async openFile(name) {
    await this.keyboard.press('Control+P');
    const input = this.quickInput().locator('input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await input.pressSequentially(name);
    await this.quickInput()
      .locator('.monaco-list-row', { hasText: name })
      .first()
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await this.keyboard.press('Enter');
    await this.activeTab(name).waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  activeTab(name) {
    return this.page.locator('.tabs-container .tab.active', { hasText: name });
  }

  tab(name) {
    return this.page.locator('.tabs-container .tab', { hasText: name }).first();
  }

  async waitForTabDirty(name, dirty) {
    const selector = dirty ? '.tabs-container .tab.dirty' : '.tabs-container .tab:not(.dirty)';
    await this.page.locator(selector, { hasText: name }).first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  async isTabDirty(name) {
    return (await this.tab(name).getAttribute('class'))?.split(/\s+/).includes('dirty') ?? false;
  }

  /** Puts the cursor at line:column of the active editor (Go to Line) and focuses the text. */
  async goTo(line, column = 1) {
    await this.keyboard.press('Control+G');
    const input = this.quickInput().locator('input');
    await input.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await input.pressSequentially(`${line}:${column}`);
    await this.keyboard.press('Enter');
    await this.quickInput().waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
  }

  /** The active editor's text as the model holds it (read through the DOM's accessibility text area is partial). */
  async editorLines() {
    return this.page.locator('.editor-instance .monaco-editor .view-lines .view-line').allInnerTexts();
  }

  // ---- views ----

  async openUserGroupsView() {
    const title = this.page.locator('.part.sidebar .title-label', { hasText: /Docsite Kit/i });
    // The activity bar button toggles: a second click would close the view that an earlier step opened.
    if (!(await title.isVisible()))
      await this.page.locator('.activitybar .action-item a[aria-label^="Docsite Kit"]').click();
    await title.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  /** The User Groups tree as "label — description" lines. */
  async treeLines() {
    // The Docsite Kit container holds one view, so the side bar's list is the User Groups tree.
    const rows = this.page.locator('.part.sidebar .monaco-list-row');
    return rows.evaluateAll((elements) =>
      elements.map((row) => {
        const label = row.querySelector('.label-name')?.textContent ?? '';
        const description = row.querySelector('.label-description')?.textContent ?? '';
        return description ? `${label} — ${description}` : label;
      }),
    );
  }

  /** Clicks the tree row shown as `line` ("label — description"), which selects and focuses it. */
  async clickTreeRow(line) {
    const rows = this.page.locator('.part.sidebar .monaco-list-row');
    const lines = await this.treeLines();
    const index = lines.indexOf(line);
    if (index < 0) throw new Error(`no tree row ${JSON.stringify(line)}; the tree shows:\n${lines.join('\n')}`);
    await rows.nth(index).click();
    await this.page
      .locator('.part.sidebar .monaco-list-row.focused', { hasText: line.split(' — ')[0] })
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  /** Clicks a button of the side bar's title bar (the view's title actions), found by its label. */
  async clickViewTitleAction(label) {
    // With one view in the container, the view's actions sit in the side bar's title; the label may carry a key.
    const action = this.page.locator(`.part.sidebar .title-actions .action-label[aria-label^="${label}"]`);
    await action.first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    await action.first().click();
  }

  async waitForTreeLine(predicate, what) {
    const deadline = Date.now() + TIMEOUT_MS;
    let lines = [];
    while (Date.now() < deadline) {
      lines = await this.treeLines();
      if (lines.some(predicate)) return lines;
      // Re-read when the tree changes (bounded by the deadline), instead of sleeping a fixed time.
      await pollPause();
    }
    throw new Error(`the User Groups tree never showed ${what}; it shows:\n${lines.join('\n')}`);
  }

  /** Problems panel rows ("message source(code)") once `predicate` holds for them. */
  async problems(predicate = () => true, what = 'the expected problems') {
    const deadline = Date.now() + TIMEOUT_MS;
    let rows = [];
    while (Date.now() < deadline) {
      // The accessible label (message, place, file and folder) and the visible text (it has "source(code)").
      rows = await this.page
        .locator('.markers-panel .monaco-list-row')
        .evaluateAll((elements) =>
          elements.map((e) => `${e.getAttribute('aria-label') ?? ''} ‖ ${e.textContent ?? ''}`),
        );
      if (predicate(rows)) return rows;
      await pollPause();
    }
    throw new Error(`the Problems panel never showed ${what}; it shows:\n${rows.join('\n')}`);
  }

  /** Waits until the status bar shows `name` as the active editor's language mode. */
  async waitForLanguageMode(name) {
    await this.page
      .locator('.part.statusbar [id="status.editor.mode"]', { hasText: exactly(name) })
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  async openProblems() {
    await this.keyboard.press('Control+Shift+M');
    await this.page.locator('.markers-panel').waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  }

  /** Triggers suggestions (Ctrl+Space) and returns their labels once `predicate` holds. */
  async suggestions(predicate, what) {
    await this.keyboard.press('Control+Space');
    const widget = this.page.locator('.editor-widget.suggest-widget');
    const deadline = Date.now() + TIMEOUT_MS;
    let labels = [];
    while (Date.now() < deadline) {
      if (await widget.isVisible()) {
        labels = await widget.locator('.monaco-list-row .label-name').allInnerTexts();
        if (predicate(labels)) return labels.map((l) => l.trim());
      }
      await pollPause();
    }
    throw new Error(`the suggestions never offered ${what}; they were: ${labels.join(', ')}`);
  }

  /** In the open code action menu (Ctrl+.), moves to the action titled `title` with the arrow keys and runs it. */
  async chooseAction(title) {
    const menu = this.page.locator('.action-widget');
    await menu
      .locator('.monaco-list-row', { hasText: title })
      .first()
      .waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    const rows = await menu.locator('.monaco-list-row').count();
    for (let step = 0; step <= rows; step++) {
      if ((await menu.locator('.monaco-list-row.focused', { hasText: title }).count()) > 0) {
        await this.keyboard.press('Enter');
        await menu.waitFor({ state: 'hidden', timeout: TIMEOUT_MS });
        return;
      }
      await this.keyboard.press('ArrowDown');
    }
    throw new Error(`could not reach the action ${JSON.stringify(title)} with the arrow keys`);
  }

  async revertActiveEditor() {
    await this.runCommand('File: Revert File');
  }

  statusBarItem(text) {
    return this.page.locator('.part.statusbar .statusbar-item', { hasText: text }).first();
  }
}
