// Wires the `docsite-group:` file system, its live validation and its editor features.
import * as vscode from 'vscode';
import type { Services } from '../services';
import { registerGroupDiagnostics } from './groupDiagnostics';
import { registerGroupEditorFeatures } from './groupEditorFeatures';
import { GroupFileSystem } from './groupFileSystem';
import { GROUP_SCHEME } from './groupUri';

export function registerGroupDocuments(services: Services): void {
  const fileSystem = new GroupFileSystem(services);
  services.context.subscriptions.push(
    fileSystem,
    vscode.workspace.registerFileSystemProvider(GROUP_SCHEME, fileSystem, { isCaseSensitive: true }),
  );
  registerGroupDiagnostics(services);
  registerGroupEditorFeatures(services.context);
}
