// The `docsite-group:` file system behind Edit Group. Reading renders the registry's record as `{ name, mapping,
// properties }`; writing is the end of a save, and groupUpdates.ts decides what a save may send
// (docs/user-group-service.md#operation-update): only an explicit one, never an auto-save. A write that cannot be sent
// or that the service refuses throws, so VS Code keeps the document dirty with everything typed; the registry changes
// only after the service confirmed the update.
import * as vscode from 'vscode';
import { renderGroupDocument } from '../core/groupDocument';
import type { GroupRecord } from '../core/registryState';
import type { Services } from '../services';
import { userMessage } from '../ui/errors';
import type { GroupUpdates } from './groupUpdates';
import { parseGroupDocumentUri } from './groupUri';

interface OpenDocumentState {
  content: string;
  mtime: number;
}

export class GroupFileSystem implements vscode.FileSystemProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.FileChangeEvent[]>();
  readonly onDidChangeFile = this.changed.event;
  /** What each document read last saw, so a change in the registry (another edit, a re-fetch) bumps mtime and
   * VS Code reloads a clean document or warns about a conflict on a dirty one. */
  private readonly known = new Map<string, OpenDocumentState>();
  /** Documents being saved right now: their own registry update is not an external change. */
  private readonly saving = new Set<string>();
  private readonly subscription: vscode.Disposable;

  constructor(
    private readonly services: Services,
    private readonly updates: GroupUpdates,
  ) {
    this.subscription = services.registry.onDidChange(() => this.registryChanged());
  }

  private registryChanged(): void {
    const events: vscode.FileChangeEvent[] = [];
    for (const [key, state] of this.known) {
      if (this.saving.has(key)) continue;
      const uri = vscode.Uri.parse(key);
      const record = this.recordOf(uri);
      if (!record) {
        this.known.delete(key);
        events.push({ type: vscode.FileChangeType.Deleted, uri });
      } else if (this.render(record) !== state.content) {
        this.known.set(key, { content: this.render(record), mtime: Math.max(Date.now(), state.mtime + 1) });
        events.push({ type: vscode.FileChangeType.Changed, uri });
      }
    }
    if (events.length > 0) this.changed.fire(events);
  }

  private recordOf(uri: vscode.Uri): GroupRecord | undefined {
    const address = parseGroupDocumentUri(uri);
    return address && this.services.registry.get(address.environment, address.groupId);
  }

  private render(record: GroupRecord): string {
    return renderGroupDocument({ name: record.name, mapping: record.mapping, properties: record.properties });
  }

  private stateOf(uri: vscode.Uri): { record: GroupRecord; state: OpenDocumentState } {
    const record = this.recordOf(uri);
    if (!record) throw vscode.FileSystemError.FileNotFound(uri);
    const key = uri.toString();
    let state = this.known.get(key);
    const content = this.render(record);
    if (!state || state.content !== content) {
      state = { content, mtime: Math.max(Date.now(), (state?.mtime ?? 0) + 1) };
      this.known.set(key, state);
    }
    return { record, state };
  }

  watch(): vscode.Disposable {
    // Changes come from the registry (see registryChanged), not from polling.
    return new vscode.Disposable(() => undefined);
  }

  stat(uri: vscode.Uri): vscode.FileStat {
    const { state } = this.stateOf(uri);
    return { type: vscode.FileType.File, ctime: 0, mtime: state.mtime, size: Buffer.byteLength(state.content) };
  }

  readFile(uri: vscode.Uri): Uint8Array {
    return new TextEncoder().encode(this.stateOf(uri).state.content);
  }

  /**
   * Runs a registry write caused by an update of this document without reporting it back to VS Code as an external
   * change, and without moving the modification time VS Code compares before its save (so the save that follows an
   * Update Group is not mistaken for a conflict).
   */
  async recordWithoutConflict(uri: vscode.Uri, record: () => Promise<void>): Promise<void> {
    const key = uri.toString();
    this.saving.add(key);
    try {
      await record();
    } finally {
      this.saving.delete(key);
    }
    const saved = this.recordOf(uri);
    const previous = this.known.get(key);
    if (saved && previous) this.known.set(key, { content: this.render(saved), mtime: previous.mtime });
  }

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    const text = new TextDecoder().decode(content);
    const reason = this.updates.takeSaveReason(uri);
    if (this.updates.takeSent(uri, text)) {
      // Update Group sent exactly this text a moment ago; this save only stores it.
      this.markSaved(uri);
      return;
    }
    if (reason === vscode.TextDocumentSaveReason.AfterDelay || reason === vscode.TextDocumentSaveReason.FocusOut) {
      // Only reached when auto-save was turned on for group documents by hand (it is off for them by default).
      throw vscode.FileSystemError.Unavailable(
        'Not sent: auto-save never updates a group. Press Ctrl+S (Cmd+S) to update it.',
      );
    }
    // An explicit save from elsewhere (File › Save, Save All, the prompt on closing): the same checks as Update Group.
    const plan = this.updates.plan(uri, text);
    if (plan.kind !== 'ready') throw vscode.FileSystemError.Unavailable(plan.message);
    if (!(await this.updates.confirm(uri, plan)))
      throw vscode.FileSystemError.Unavailable(
        'Not sent: the update was cancelled. Your edits are still in the editor.',
      );
    try {
      await this.updates.send(plan, (record) => this.recordWithoutConflict(uri, record));
    } catch (error) {
      this.services.log.error(`Updating group "${plan.record.groupId}" in "${plan.environment}" failed`, error);
      throw vscode.FileSystemError.Unavailable(
        this.services.log.redact(`Not sent: ${userMessage(error)} Your edits are still in the editor.`),
      );
    }
    this.markSaved(uri);
  }

  private markSaved(uri: vscode.Uri): void {
    const key = uri.toString();
    const saved = this.recordOf(uri);
    if (saved)
      this.known.set(key, {
        content: this.render(saved),
        mtime: Math.max(Date.now(), (this.known.get(key)?.mtime ?? 0) + 1),
      });
  }

  readDirectory(): [string, vscode.FileType][] {
    return [];
  }

  createDirectory(): void {
    throw vscode.FileSystemError.NoPermissions('Groups are created with "Look Up or Create Group".');
  }

  delete(): void {
    throw vscode.FileSystemError.NoPermissions('Use "Delete Group" to delete a group.');
  }

  rename(): void {
    throw vscode.FileSystemError.NoPermissions('A group id cannot be changed.');
  }

  dispose(): void {
    this.subscription.dispose();
    this.changed.dispose();
  }
}
