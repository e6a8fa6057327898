// The `docsite-group:` file system behind Edit Group. Reading renders the registry's record as
// `{ name, mapping, properties }`; writing (= saving the editor) validates the text and sends the update (SPEC 4.2).
// A write that cannot be sent or that the service refuses throws, so VS Code keeps the document dirty with
// everything typed and shows the reason; the registry changes only after the service confirmed the update.
import * as vscode from 'vscode';
import { parseGroupDocument, renderGroupDocument } from '../core/groupDocument';
import type { GroupRecord } from '../core/registryState';
import type { Services } from '../services';
import { userMessage } from '../ui/errors';
import { withCallProgress } from '../ui/progress';
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

  constructor(private readonly services: Services) {
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

  async writeFile(uri: vscode.Uri, content: Uint8Array): Promise<void> {
    const address = parseGroupDocumentUri(uri);
    const record = this.recordOf(uri);
    if (!address || !record) {
      throw vscode.FileSystemError.Unavailable('This group is no longer in the explorer (deleted or forgotten); nothing was sent.');
    }
    const parsed = parseGroupDocument(new TextDecoder().decode(content));
    if (!parsed.ok) {
      const first = parsed.problems[0];
      const more = parsed.problems.length > 1 ? ` (and ${parsed.problems.length - 1} more problem(s), see the Problems panel)` : '';
      throw vscode.FileSystemError.Unavailable(`Not saved: ${first.message.replace(/\.$/, '')}${more}. Nothing was sent.`);
    }
    const environment = this.services.settings.environment(address.environment);
    if (!environment) throw vscode.FileSystemError.Unavailable(`Not saved: the environment "${address.environment}" is no longer configured.`);

    const key = uri.toString();
    // null = leave as the service has it: the key is left out of the request.
    const fields = {
      user_group_id: record.groupId,
      name: parsed.value.name,
      mapping: parsed.value.mapping ?? undefined,
      properties: parsed.value.properties ?? undefined,
    };
    try {
      const client = await this.services.api.clientFor(environment);
      const updated = await withCallProgress(`Saving group "${record.groupId}" to ${environment.name}…`, (signal) =>
        client.update(fields, { signal }),
      );
      // This save caused the registry change: do not report it back to VS Code as an external change.
      this.saving.add(key);
      try {
        await this.services.registry.recordResponse(environment.name, updated, { mapping: fields.mapping, properties: fields.properties });
      } finally {
        this.saving.delete(key);
      }
    } catch (error) {
      this.services.log.error(`Saving group "${record.groupId}" in "${environment.name}" failed`, error);
      throw vscode.FileSystemError.Unavailable(this.services.log.redact(`Not saved: ${userMessage(error)} Your edits are still in the editor.`));
    }
    this.services.log.info(`Saved group "${record.groupId}" in "${environment.name}".`);
    const saved = this.recordOf(uri);
    if (saved) this.known.set(key, { content: this.render(saved), mtime: Math.max(Date.now(), (this.known.get(key)?.mtime ?? 0) + 1) });
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

