// "Upgrade mint.json to docs.json": runs the pure converter (the same code as `docsite upgrade`) on the mint.json as
// the editor has it, and shows the proposed docs.json in a read-only preview beside it, with a notification that
// summarises the report. Nothing is written until the user chooses "Create docs.json" (notification or the preview's
// title bar); the file is then created through one WorkspaceEdit, so it can be undone. "Discard" closes the preview.
import * as vscode from 'vscode';
import { formatReportMarkdown, type UpgradeReport } from '../../../shared/src/upgrade/report';
import { upgradeMintJson } from '../../../shared/src/upgrade/upgrade';
import type { Services } from '../services';
import { registerCommand } from '../commands/registerCommand';

export const UPGRADE_COMMAND = 'docsite.upgradeToDocsJson';
export const ACCEPT_UPGRADE_COMMAND = 'docsite.upgradeToDocsJson.accept';
export const DISCARD_UPGRADE_COMMAND = 'docsite.upgradeToDocsJson.discard';
export const SHOW_UPGRADE_REPORT_COMMAND = 'docsite.upgradeToDocsJson.showReport';
/** Read-only documents of the proposals: `<scheme>:/site/docs.json` and `<scheme>:/site/docs.json upgrade report.md`. */
export const UPGRADE_PREVIEW_SCHEME = 'docsite-upgrade';
const REPORT_SUFFIX = ' upgrade report.md';

/** What the command returns (for tests and scripts): where the preview is and what it proposes. */
export interface UpgradeProposalSummary {
  previewUri: string;
  reportUri: string;
  /** The docs.json the proposal would create. */
  targetUri: string;
  targetExists: boolean;
  text: string;
  report: UpgradeReport;
}

interface Proposal {
  mintUri: vscode.Uri;
  targetUri: vscode.Uri;
  previewUri: vscode.Uri;
  reportUri: vscode.Uri;
  text: string;
  report: UpgradeReport;
}

class UpgradePreviews implements vscode.TextDocumentContentProvider {
  private readonly proposals = new Map<string, Proposal>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;

  provideTextDocumentContent(uri: vscode.Uri): string {
    const key = uri.toString();
    for (const proposal of this.proposals.values()) {
      if (proposal.previewUri.toString() === key) return proposal.text;
      if (proposal.reportUri.toString() === key)
        return formatReportMarkdown(
          proposal.report,
          `Upgrade ${vscode.workspace.asRelativePath(proposal.mintUri)} to docs.json`,
        );
    }
    return '';
  }

  /** Stores a proposal; a newer one for the same mint.json replaces the older (and refreshes an open preview). */
  add(proposal: Proposal): void {
    this.proposals.set(proposal.previewUri.toString(), proposal);
    this.changed.fire(proposal.previewUri);
    this.changed.fire(proposal.reportUri);
  }

  /** The proposal shown at `uri` (its preview or its report), or of the active editor. */
  find(uri?: vscode.Uri | string): Proposal | undefined {
    const target = uri
      ? typeof uri === 'string'
        ? uri
        : uri.toString()
      : vscode.window.activeTextEditor?.document.uri.toString();
    if (!target) return undefined;
    for (const proposal of this.proposals.values()) {
      if (proposal.previewUri.toString() === target || proposal.reportUri.toString() === target) return proposal;
    }
    return undefined;
  }

  remove(proposal: Proposal): void {
    this.proposals.delete(proposal.previewUri.toString());
  }

  dispose(): void {
    this.changed.dispose();
  }
}

export function registerUpgradePreview(services: Services): void {
  const previews = new UpgradePreviews();
  services.context.subscriptions.push(
    previews,
    vscode.workspace.registerTextDocumentContentProvider(UPGRADE_PREVIEW_SCHEME, previews),
  );

  registerCommand(services, UPGRADE_COMMAND, 'Could not upgrade mint.json', async (argument?: unknown) => {
    const mintUri = await pickMintJson(argument);
    if (!mintUri) return undefined;
    const document = await vscode.workspace.openTextDocument(mintUri);
    const result = upgradeMintJson(document.getText());
    if (!result.ok) {
      const where = result.at ? ` (line ${result.at.line + 1})` : '';
      void vscode.window.showErrorMessage(`${vscode.workspace.asRelativePath(mintUri)}: ${result.error}${where}.`);
      return undefined;
    }
    const targetUri = vscode.Uri.joinPath(mintUri, '..', 'docs.json');
    const previewUri = targetUri.with({ scheme: UPGRADE_PREVIEW_SCHEME });
    const proposal: Proposal = {
      mintUri,
      targetUri,
      previewUri,
      reportUri: previewUri.with({ path: previewUri.path + REPORT_SUFFIX }),
      text: result.text,
      report: result.report,
    };
    previews.add(proposal);
    const targetExists = await exists(targetUri);
    await vscode.window.showTextDocument(proposal.previewUri, { viewColumn: vscode.ViewColumn.Beside, preview: true });
    services.log.info(
      `Upgrade preview for ${mintUri.toString()}: ${result.report.carried.length} carried, ${result.report.notCarried.length} not carried.`,
    );
    void offerChoices(proposal, targetExists);
    return summary(proposal, targetExists);
  });

  registerCommand(services, ACCEPT_UPGRADE_COMMAND, 'Could not create docs.json', async (argument?: unknown) => {
    const proposal = previews.find(uriArgument(argument));
    if (!proposal) throw new Error('No proposed docs.json is open: run "Upgrade mint.json to docs.json" first.');
    const replace = await exists(proposal.targetUri);
    if (replace) {
      const choice = await vscode.window.showWarningMessage(
        `${vscode.workspace.asRelativePath(proposal.targetUri)} already exists.`,
        {
          modal: true,
          detail: 'The site generator already uses it (and ignores mint.json). Replace it with the proposed docs.json?',
        },
        'Replace docs.json',
      );
      if (choice !== 'Replace docs.json') return undefined;
    }
    const edit = new vscode.WorkspaceEdit();
    edit.createFile(proposal.targetUri, { overwrite: replace, contents: new TextEncoder().encode(proposal.text) });
    if (!(await vscode.workspace.applyEdit(edit)))
      throw new Error(`VS Code did not create ${vscode.workspace.asRelativePath(proposal.targetUri)}.`);
    previews.remove(proposal);
    await closeTabs(proposal);
    await vscode.window.showTextDocument(proposal.targetUri);
    void vscode.window.showInformationMessage(
      `Created ${vscode.workspace.asRelativePath(proposal.targetUri)}. The site generator now ignores mint.json beside it: delete mint.json once you are happy.`,
    );
    return proposal.targetUri.toString();
  });

  registerCommand(
    services,
    DISCARD_UPGRADE_COMMAND,
    'Could not discard the proposed docs.json',
    async (argument?: unknown) => {
      const proposal = previews.find(uriArgument(argument));
      if (!proposal) return false;
      previews.remove(proposal);
      await closeTabs(proposal);
      return true;
    },
  );

  registerCommand(
    services,
    SHOW_UPGRADE_REPORT_COMMAND,
    'Could not show the upgrade report',
    async (argument?: unknown) => {
      const proposal = previews.find(uriArgument(argument));
      if (!proposal) throw new Error('No proposed docs.json is open: run "Upgrade mint.json to docs.json" first.');
      await showReport(proposal);
      return proposal.reportUri.toString();
    },
  );

  /** The non-modal choice under the preview: the preview stays scrollable while it is up. */
  async function offerChoices(proposal: Proposal, targetExists: boolean): Promise<void> {
    const { carried, notCarried } = proposal.report;
    const notCarriedText = notCarried.length
      ? `${notCarried.length} not carried (${notCarried
          .slice(0, 3)
          .map((d) => d.from)
          .join(', ')}${notCarried.length > 3 ? ', …' : ''})`
      : 'nothing left behind';
    const existing = targetExists ? ' docs.json already exists and would be replaced.' : '';
    const choice = await vscode.window.showInformationMessage(
      `Proposed docs.json: ${carried.length} fields carried, ${notCarriedText}. Nothing is written until you create it.${existing}`,
      'Create docs.json',
      'Show Report',
      'Discard',
    );
    if (!previews.find(proposal.previewUri)) return; // accepted or discarded meanwhile (title bar buttons)
    if (choice === 'Create docs.json')
      await vscode.commands.executeCommand(ACCEPT_UPGRADE_COMMAND, proposal.previewUri.toString());
    else if (choice === 'Show Report')
      await vscode.commands.executeCommand(SHOW_UPGRADE_REPORT_COMMAND, proposal.previewUri.toString());
    else if (choice === 'Discard')
      await vscode.commands.executeCommand(DISCARD_UPGRADE_COMMAND, proposal.previewUri.toString());
  }
}

function summary(proposal: Proposal, targetExists: boolean): UpgradeProposalSummary {
  return {
    previewUri: proposal.previewUri.toString(),
    reportUri: proposal.reportUri.toString(),
    targetUri: proposal.targetUri.toString(),
    targetExists,
    text: proposal.text,
    report: proposal.report,
  };
}

/** The report as rendered Markdown beside the preview (as plain text where no Markdown preview is available). */
async function showReport(proposal: Proposal): Promise<void> {
  try {
    await vscode.commands.executeCommand('markdown.showPreviewToSide', proposal.reportUri);
  } catch {
    await vscode.window.showTextDocument(proposal.reportUri, { viewColumn: vscode.ViewColumn.Beside, preview: true });
  }
}

/** The mint.json to upgrade: the argument (a Uri or its string, from a code action or a menu), the active editor's,
 * or the workspace's (a pick when there are several). */
async function pickMintJson(argument: unknown): Promise<vscode.Uri | undefined> {
  const given = uriArgument(argument);
  if (given) return typeof given === 'string' ? vscode.Uri.parse(given) : given;
  const active = vscode.window.activeTextEditor?.document.uri;
  if (active && active.scheme === 'file' && active.path.endsWith('/mint.json')) return active;
  const found = await vscode.workspace.findFiles('**/mint.json', '**/node_modules/**', 50);
  if (found.length === 0) {
    void vscode.window.showInformationMessage('No mint.json in this workspace: there is nothing to upgrade.');
    return undefined;
  }
  if (found.length === 1) return found[0];
  const picked = await vscode.window.showQuickPick(
    found
      .map((uri) => ({ label: vscode.workspace.asRelativePath(uri), uri }))
      .sort((a, b) => a.label.localeCompare(b.label)),
    { title: 'Upgrade which mint.json to docs.json?' },
  );
  return picked?.uri;
}

function uriArgument(argument: unknown): vscode.Uri | string | undefined {
  if (argument instanceof vscode.Uri || typeof argument === 'string') return argument;
  return undefined;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** Closes the preview's and the report's tabs (the Markdown preview's too), wherever they are. */
async function closeTabs(proposal: Proposal): Promise<void> {
  const ours = new Set([proposal.previewUri.toString(), proposal.reportUri.toString()]);
  const tabs = vscode.window.tabGroups.all
    .flatMap((group) => group.tabs)
    .filter((tab) => {
      const input = tab.input;
      if (input instanceof vscode.TabInputText) return ours.has(input.uri.toString());
      if (input instanceof vscode.TabInputWebview)
        return tab.label.includes(proposal.reportUri.path.split('/').pop() ?? '\u0000');
      return false;
    });
  if (tabs.length) await vscode.window.tabGroups.close(tabs);
}
