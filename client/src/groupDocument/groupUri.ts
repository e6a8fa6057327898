// `docsite-group:/<environment>/<groupId>.json`: the address of a group's edit document. Both parts are
// percent-encoded, so any environment name or group id round-trips.
import * as vscode from 'vscode';

export const GROUP_SCHEME = 'docsite-group';

export function groupDocumentUri(environment: string, groupId: string): vscode.Uri {
  return vscode.Uri.from({ scheme: GROUP_SCHEME, path: `/${encodeURIComponent(environment)}/${encodeURIComponent(groupId)}.json` });
}

export function parseGroupDocumentUri(uri: vscode.Uri): { environment: string; groupId: string } | undefined {
  if (uri.scheme !== GROUP_SCHEME) return undefined;
  const match = /^\/([^/]+)\/([^/]+)\.json$/.exec(uri.path);
  if (!match) return undefined;
  try {
    return { environment: decodeURIComponent(match[1]), groupId: decodeURIComponent(match[2]) };
  } catch {
    return undefined;
  }
}
