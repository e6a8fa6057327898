// A status bar item naming the active environment; clicking it switches (Select Environment).
import * as vscode from 'vscode';
import { CommandId } from '../commands/ids';
import type { Services } from '../services';

export function registerStatusBar(services: Services): void {
  const item = vscode.window.createStatusBarItem('docsite.activeEnvironment', vscode.StatusBarAlignment.Left, 10);
  item.name = 'Docsite Kit: Active Environment';
  item.command = CommandId.selectEnvironment;
  const update = async (): Promise<void> => {
    const active = services.settings.activeEnvironment;
    if (!active) {
      item.text = '$(server-environment) Docsite: no environment';
      item.tooltip = 'No user-group service environment is configured. Click to add one.';
    } else {
      const hasToken = await services.secrets.hasApiToken(active.name);
      item.text = `$(server-environment) ${active.name}${hasToken ? '' : ' $(warning)'}`;
      item.tooltip = `Docsite Kit: active environment "${active.name}" (${active.baseUrl})${hasToken ? '' : '\nNo API token set.'}\nClick to switch.`;
    }
    item.show();
  };
  services.context.subscriptions.push(
    item,
    services.settings.onDidChangeUserGroups(() => void update()),
    services.secrets.onDidChange(() => void update()),
  );
  void update();
}
