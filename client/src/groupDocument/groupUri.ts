// `docsite-group:/User Groups/<environment>/<groupId>.json`: the address of a group's edit document. The names are
// kept readable (the tab, breadcrumb and Problems panel show `Local demo`, not `Local%20demo`): only `%` and `/`
// are escaped, so any environment name or group id still round-trips and stays one path segment.
// The fixed first segment is what gives these documents their language (`docsite-group`, see package.json
// `contributes.languages`): a language can be chosen by a path pattern but not by a URI scheme.
import * as vscode from 'vscode';

export const GROUP_SCHEME = 'docsite-group';
export const GROUP_LANGUAGE_ID = 'docsite-group';
const ROOT_SEGMENT = 'User Groups';

function escapeSegment(name: string): string {
  return name.replace(/%/g, '%25').replace(/\//g, '%2F');
}

function unescapeSegment(segment: string): string {
  return segment.replace(/%2F/gi, '/').replace(/%25/g, '%');
}

export function groupDocumentUri(environment: string, groupId: string): vscode.Uri {
  return vscode.Uri.from({
    scheme: GROUP_SCHEME,
    path: `/${ROOT_SEGMENT}/${escapeSegment(environment)}/${escapeSegment(groupId)}.json`,
  });
}

export function parseGroupDocumentUri(uri: vscode.Uri): { environment: string; groupId: string } | undefined {
  if (uri.scheme !== GROUP_SCHEME) return undefined;
  const prefix = `/${ROOT_SEGMENT}/`;
  if (!uri.path.startsWith(prefix)) return undefined;
  const match = /^([^/]+)\/([^/]+)\.json$/.exec(uri.path.slice(prefix.length));
  if (!match) return undefined;
  return { environment: unescapeSegment(match[1]), groupId: unescapeSegment(match[2]) };
}
