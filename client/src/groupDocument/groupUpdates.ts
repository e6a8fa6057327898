// The save model of group documents: a group is updated only by an explicit act.
// - Update Group (Ctrl+S / Cmd+S in a group document, or the editor title button) checks the document first: a
//   problem is reported inline (the underlined diagnostics and one message), never through VS Code's save-error
//   dialog with its Revert button. Then, before the first update of each editing session, a modal names the group,
//   the environment and every change (unless `docsite.userGroups.confirmUpdates` is off). Then it sends the update
//   itself — a failure is reported with the right button ("Set API Token" for a rejected token) — and only after the
//   service confirmed it saves the document, which the file system accepts without sending again.
// - Saves that reach the file system some other way carry their reason, which VS Code hands extensions only in
//   `workspace.onWillSaveTextDocument` (`TextDocumentSaveReason`): a FileSystemProvider's writeFile is not told.
//   An explicit one (File › Save, Save All, the prompt on closing) goes through the same checks; an auto-save
//   (after a delay, on focus or window change) is refused without calling the service. Auto-save is off for the
//   `docsite-group` language by default (package.json `configurationDefaults`), so it reaches this only when a
//   user turned it on for these documents explicitly.
// - While a group document has edits that were not sent, the status bar says so.
import * as vscode from 'vscode';
import { describeGroupChanges } from '../core/groupChanges';
import { groupDocumentStatus } from '../core/groupDocumentStatus';
import { parseGroupDocument, type EditableGroup } from '../core/groupDocument';
import type { GroupRecord } from '../core/registryState';
import { UserFacingError } from '../apiConnection';
import type { Services } from '../services';
import { withCallProgress } from '../ui/progress';
import { GROUP_SCHEME, parseGroupDocumentUri } from './groupUri';

export const CONFIRM_SETTING = 'userGroups.confirmUpdates';
const UPDATE = 'Update Group';
const UPDATE_ALWAYS = "Update, Don't Ask Again";

/** What one update would send, checked. */
export type UpdatePlan =
  | { kind: 'invalid'; message: string }
  | { kind: 'gone'; message: string }
  | { kind: 'ready'; environment: string; record: GroupRecord; edited: EditableGroup; changes: string[] };

export class GroupUpdates implements vscode.Disposable {
  /** The reason of each save in progress, from onWillSaveTextDocument, taken by writeFile. */
  private readonly saveReasons = new Map<string, vscode.TextDocumentSaveReason>();
  /** Why the last Ctrl+S of a document sent nothing, and the document version it refused. */
  private readonly refused = new Map<string, { version: number; message: string }>();
  /** Documents whose update the user confirmed in this editing session (until the document closes). */
  private readonly confirmed = new Set<string>();
  /** Text that Update Group has just sent: the save that follows stores it without sending it again. */
  private readonly sentText = new Map<string, string>();
  private readonly hint: vscode.StatusBarItem;
  private readonly subscriptions: vscode.Disposable[] = [];

  constructor(private readonly services: Services) {
    this.hint = vscode.window.createStatusBarItem('docsite.groupNotSent', vscode.StatusBarAlignment.Left, 9);
    this.hint.name = 'Docsite Kit: Group Not Sent';
    this.hint.command = 'docsite.userGroups.updateGroup';
    this.subscriptions.push(
      this.hint,
      vscode.workspace.onWillSaveTextDocument((event) => {
        if (event.document.uri.scheme === GROUP_SCHEME)
          this.saveReasons.set(event.document.uri.toString(), event.reason);
      }),
      vscode.workspace.onDidCloseTextDocument((document) => {
        const key = document.uri.toString();
        this.confirmed.delete(key);
        this.refused.delete(key);
        this.sentText.delete(key);
        this.saveReasons.delete(key);
      }),
      vscode.window.onDidChangeActiveTextEditor(() => this.updateHint()),
      vscode.workspace.onDidChangeTextDocument(
        (event) => event.document === vscode.window.activeTextEditor?.document && this.updateHint(),
      ),
      vscode.workspace.onDidSaveTextDocument(() => this.updateHint()),
      // A group deleted or forgotten while its document is open.
      services.registry.onDidChange(() => this.updateHint()),
    );
    this.updateHint();
  }

  private updateHint(): void {
    const document = vscode.window.activeTextEditor?.document;
    const address = document?.uri.scheme === GROUP_SCHEME ? parseGroupDocumentUri(document.uri) : undefined;
    const refused = document && this.refused.get(document.uri.toString());
    const status =
      document && address
        ? groupDocumentStatus({
            dirty: document.isDirty,
            exists: this.services.registry.get(address.environment, address.groupId) !== undefined,
            refusedBecause: refused && refused.version === document.version ? refused.message : undefined,
          })
        : undefined;
    if (!status) {
      this.hint.hide();
      return;
    }
    this.hint.text = status.text;
    this.hint.tooltip = status.tooltip;
    this.hint.backgroundColor = new vscode.ThemeColor(
      status.kind === 'error' ? 'statusBarItem.errorBackground' : 'statusBarItem.warningBackground',
    );
    this.hint.show();
  }

  /** The reason of the save now reaching writeFile; undefined when no participant ran (e.g. Save without Formatting). */
  takeSaveReason(uri: vscode.Uri): vscode.TextDocumentSaveReason | undefined {
    const key = uri.toString();
    const reason = this.saveReasons.get(key);
    this.saveReasons.delete(key);
    return reason;
  }

  /** True when Update Group already sent exactly this text (so the save must not send it again). */
  takeSent(uri: vscode.Uri, text: string): boolean {
    const key = uri.toString();
    const sent = this.sentText.get(key);
    this.sentText.delete(key);
    return sent === text;
  }

  plan(uri: vscode.Uri, text: string): UpdatePlan {
    const address = parseGroupDocumentUri(uri);
    const record = address && this.services.registry.get(address.environment, address.groupId);
    if (!address || !record)
      return {
        kind: 'gone',
        message: 'This group is no longer in the explorer (deleted or forgotten); nothing was sent.',
      };
    const parsed = parseGroupDocument(text);
    if (!parsed.ok) {
      const first = parsed.problems[0];
      const more =
        parsed.problems.length > 1
          ? ` (and ${parsed.problems.length - 1} more problem(s), underlined in the document)`
          : '';
      return {
        kind: 'invalid',
        message: `Not sent: ${first.message.replace(/\.$/, '')}${more}. Nothing was sent; fix it and press Ctrl+S again.`,
      };
    }
    const before: EditableGroup = { name: record.name, mapping: record.mapping, properties: record.properties };
    return {
      kind: 'ready',
      environment: address.environment,
      record,
      edited: parsed.value,
      changes: describeGroupChanges(before, parsed.value),
    };
  }

  /** Asks before the first update of the editing session. False: the user said no. */
  async confirm(uri: vscode.Uri, plan: Extract<UpdatePlan, { kind: 'ready' }>): Promise<boolean> {
    const key = uri.toString();
    const config = vscode.workspace.getConfiguration('docsite');
    if (this.confirmed.has(key) || config.get<boolean>(CONFIRM_SETTING) === false) return true;
    const changes =
      plan.changes.length > 0
        ? plan.changes.join('\n')
        : 'No change from what the explorer last saw (the update is sent as it is).';
    const answer = await vscode.window.showWarningMessage(
      `Update the group "${plan.record.name}" (${plan.record.groupId}) in the environment "${plan.environment}"?`,
      {
        modal: true,
        detail: `${changes}\n\nAsked once per editing session; turn it off with "${UPDATE_ALWAYS}" or the setting docsite.userGroups.confirmUpdates.`,
      },
      UPDATE,
      UPDATE_ALWAYS,
    );
    if (answer === UPDATE_ALWAYS) await config.update(CONFIRM_SETTING, false, vscode.ConfigurationTarget.Global);
    if (answer !== UPDATE && answer !== UPDATE_ALWAYS) return false;
    this.confirmed.add(key);
    return true;
  }

  /** Sends the update and records what the service answered. Throws the service's error (the edit stays). */
  async send(
    plan: Extract<UpdatePlan, { kind: 'ready' }>,
    recordSafely: (record: () => Promise<void>) => Promise<void>,
  ): Promise<void> {
    const environment = this.services.settings.environment(plan.environment);
    if (!environment)
      throw new UserFacingError(`Not sent: the environment "${plan.environment}" is no longer configured.`);
    const { record, edited } = plan;
    // null = leave as the service has it: the key is left out of the request.
    const fields = {
      user_group_id: record.groupId,
      name: edited.name,
      mapping: edited.mapping ?? undefined,
      properties: edited.properties ?? undefined,
    };
    const client = await this.services.api.clientFor(environment);
    const updated = await withCallProgress(`Updating group "${record.groupId}" in ${environment.name}…`, (signal) =>
      client.update(fields, { signal }),
    );
    await recordSafely(() =>
      this.services.registry
        .recordResponse(environment.name, updated, { mapping: fields.mapping, properties: fields.properties })
        .then(() => undefined),
    );
    this.services.log.info(`Updated group "${record.groupId}" in "${environment.name}".`);
  }

  /** Update Group: check, confirm, send, then save the document (which then sends nothing). */
  async updateDocument(
    document: vscode.TextDocument,
    recordSafely: (record: () => Promise<void>) => Promise<void>,
  ): Promise<'sent' | 'not-sent'> {
    const text = document.getText();
    const plan = this.plan(document.uri, text);
    if (plan.kind === 'invalid') {
      // Said in the status bar, not in a toast: a toast would stay on screen after the fixed document was sent.
      this.refused.set(document.uri.toString(), {
        version: document.version,
        message: plan.message.replace(/ Nothing was sent; fix it and press Ctrl\+S again\.$/, ''),
      });
      this.updateHint();
      await revealFirstProblem(document);
      return 'not-sent';
    }
    if (plan.kind !== 'ready') {
      void vscode.window.showWarningMessage(plan.message);
      return 'not-sent';
    }
    this.refused.delete(document.uri.toString());
    if (!(await this.confirm(document.uri, plan))) return 'not-sent';
    await this.send(plan, recordSafely);
    const key = document.uri.toString();
    this.sentText.set(key, text);
    try {
      await document.save();
    } finally {
      this.sentText.delete(key);
      this.updateHint();
    }
    void vscode.window.setStatusBarMessage(`$(check) Updated "${plan.edited.name}" in ${plan.environment}.`, 4000);
    return 'sent';
  }

  dispose(): void {
    for (const subscription of this.subscriptions) subscription.dispose();
  }
}

/** Moves the cursor to the first problem underlined in the document, where the fix goes. */
async function revealFirstProblem(document: vscode.TextDocument): Promise<void> {
  const first = parseGroupDocument(document.getText());
  if (first.ok) return;
  const { offset, length } = first.problems[0];
  const editor = vscode.window.visibleTextEditors.find((e) => e.document === document);
  if (!editor) return;
  const range = new vscode.Range(document.positionAt(offset), document.positionAt(offset + length));
  editor.selection = new vscode.Selection(range.start, range.start);
  editor.revealRange(range, vscode.TextEditorRevealType.InCenterIfOutsideViewport);
}
