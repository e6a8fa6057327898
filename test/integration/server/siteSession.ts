// A docs site in a temporary folder, opened as the workspace of the real server bundle over stdio: the setup the
// page and component tests share. `siteSession` registers the test file's `before` (write the files, start the
// server, initialize with the folder) and `after` (stop the server, remove the folder).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before } from 'node:test';
import { initializeFolder, startServerProcess, type TestClient } from './lspClient';

export interface SiteSession {
  /** The site's folder. */
  workspace: string;
  /** The file URI of a path relative to the site. */
  uri(relative: string): string;
  /** The client of the started server (there once `before` has run). */
  readonly client: TestClient;
  /** Opens a document in the server, as an editor does. */
  open(relative: string, text: string, version?: number): Promise<void>;
}

/** `files`: paths relative to the site (folders made as needed) and their text. */
export function siteSession(prefix: string, files: Record<string, string>): SiteSession {
  const workspace = mkdtempSync(join(tmpdir(), prefix));
  for (const [relative, text] of Object.entries(files)) {
    const path = join(workspace, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  }
  const uri = (relative: string) => pathToFileURL(join(workspace, relative)).href;
  let client: TestClient | undefined;
  before(async () => {
    client = startServerProcess('stdio');
    await initializeFolder(client, workspace);
  });
  after(async () => {
    await client?.stop();
    rmSync(workspace, { recursive: true, force: true });
  });
  const started = () => {
    if (!client) throw new Error('the server starts in before(): use the client inside tests');
    return client;
  };
  return {
    workspace,
    uri,
    get client() {
      return started();
    },
    open: (relative, text, version = 1) =>
      started().connection.sendNotification('textDocument/didOpen', {
        textDocument: { uri: uri(relative), languageId: 'mdx', version, text },
      }),
  };
}
