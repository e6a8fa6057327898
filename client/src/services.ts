// What commands and views share. Built once in activate() and passed to each registerX().
import type * as vscode from 'vscode';
import type { ApiConnections } from './apiConnection';
import type { Log } from './log';
import type { Registry } from './registry';
import type { Secrets } from './secrets';
import type { Settings } from './settings';

export interface Services {
  context: vscode.ExtensionContext;
  log: Log;
  settings: Settings;
  secrets: Secrets;
  registry: Registry;
  api: ApiConnections;
}
