// Wires the `docsite-group:` file system, its save model (Update Group), its live validation and its editor features.
import * as vscode from 'vscode';
import { registerUpdateGroup } from '../commands/updateGroup';
import type { Services } from '../services';
import { registerGroupDiagnostics } from './groupDiagnostics';
import { registerGroupEditorFeatures } from './groupEditorFeatures';
import { GroupFileSystem } from './groupFileSystem';
import { GroupUpdates } from './groupUpdates';
import { GROUP_SCHEME } from './groupUri';

export function registerGroupDocuments(services: Services): void {
  const updates = new GroupUpdates(services);
  const fileSystem = new GroupFileSystem(services, updates);
  services.context.subscriptions.push(
    updates,
    fileSystem,
    vscode.workspace.registerFileSystemProvider(GROUP_SCHEME, fileSystem, { isCaseSensitive: true }),
  );
  registerUpdateGroup(services, updates, (uri, record) => fileSystem.recordWithoutConflict(uri, record));
  registerGroupDiagnostics(services);
  registerGroupEditorFeatures(services.context);
}
