// The language server status item's text and tooltip for a server state: pure, so it is tested on plain Node.
import type { IndexingStatusParams } from '../../../shared/src/customMessages';

export type ServerState = 'starting' | 'running' | 'stopped';

export function statusText(status: { server: ServerState; indexing?: IndexingStatusParams }): {
  text: string;
  tooltip: string;
} {
  if (status.server === 'stopped')
    return {
      text: '$(error) Docsite',
      tooltip: 'Docsite Kit language server: stopped. Run "Docsite Kit: Restart Language Server".',
    };
  if (status.server === 'starting' || !status.indexing)
    return { text: '$(sync~spin) Docsite', tooltip: 'Docsite Kit language server: starting' };
  const files = status.indexing.files.toLocaleString('en-US');
  if (status.indexing.state === 'indexing')
    return {
      text: `$(sync~spin) Docsite: indexing ${files} files`,
      tooltip: `Docsite Kit language server: reading the workspace (${files} files so far)`,
    };
  return { text: '$(check) Docsite', tooltip: `Docsite Kit language server: ready (${files} files indexed)` };
}
