// For clients that report no file changes (Neovim 0.7 offers no `workspace/didChangeWatchedFiles`): the files the
// server's own edits create or rename are looked at on disk until the client has applied the edit, and the change
// is then handed to the same path as a watched-file event. Without it, after "Create page file" the page stays
// missing, and after a rename the renamed page is reported missing, until the server restarts. Only the paths the
// server itself proposed are polled (a stat each), for a bounded time: no watcher over the workspace.
import { FileChangeType, type FileEvent } from 'vscode-languageserver-protocol';
import { pathToUri } from '../service/workspace/paths';

/** How often the expected paths are looked at. */
export const EXPECTED_FILES_POLL_MS = 200;
/** How long an expectation lasts (a rename waiting in a preview, or a code action the user never applied). */
export const EXPECTED_FILES_TTL_MS = 10 * 60_000;

interface Expectation {
  path: string;
  /** The state the edit leads to: the file exists (created, renamed to) or not (renamed from). */
  exists: boolean;
  until: number;
}

export interface ExpectedFilesHost {
  /** Whether a path exists on disk now. */
  exists(path: string): boolean;
  /** Whether the workspace index already holds the path. */
  indexed(path: string): boolean;
  /** Hands over the changes seen (as watched-file events). */
  changed(events: FileEvent[]): void;
  now?(): number;
}

export class ExpectedFiles {
  private readonly expected = new Map<string, Expectation>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly host: ExpectedFilesHost) {}

  /** The server proposed an edit that makes `path` exist (or stop existing). */
  expect(path: string, exists: boolean): void {
    this.expected.set(path, { path, exists, until: this.now() + EXPECTED_FILES_TTL_MS });
    if (!this.timer) {
      this.timer = setInterval(() => this.check(), EXPECTED_FILES_POLL_MS);
      this.timer.unref?.();
    }
  }

  /** Looks at every expected path once; the ones in their expected state (and not yet in the index so) are reported
   * and dropped, as are expired ones. */
  check(): void {
    const now = this.now();
    const events: FileEvent[] = [];
    for (const expectation of [...this.expected.values()]) {
      if (this.host.exists(expectation.path) === expectation.exists) {
        this.expected.delete(expectation.path);
        if (this.host.indexed(expectation.path) !== expectation.exists) {
          events.push({
            uri: pathToUri(expectation.path),
            type: expectation.exists ? FileChangeType.Created : FileChangeType.Deleted,
          });
        }
      } else if (now > expectation.until) this.expected.delete(expectation.path);
    }
    if (this.expected.size === 0) this.dispose();
    if (events.length) this.host.changed(events);
  }

  get pending(): number {
    return this.expected.size;
  }

  dispose(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  private now(): number {
    return this.host.now?.() ?? Date.now();
  }
}
