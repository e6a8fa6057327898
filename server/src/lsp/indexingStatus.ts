// Tells the client how the workspace indexing goes, two ways:
// - IndexingStatusNotification, for our extension's status bar item: `indexing` at the start, then one when
//   PROGRESS_INTERVAL_MS have passed or FILES_PER_REPORT more files were found since the last (so a fast walk of a
//   big tree still shows its count moving, and a slow one is not silent), and `ready` at the end;
// - the standard work-done progress (`window/workDoneProgress/create`, then `$/progress` begin, reports, end) for
//   any other LSP client that supports it, at the same pace. Our extension asks not to get it
//   (`DocsiteInitializationOptions.indexingStatusItem`): its status item already shows the indexing, and VS Code
//   would show the same progress a second time in the status bar.
// The walk starts in `initialize`, before the client may receive notifications, so nothing is sent until `attach()`
// (on `initialized`), which sends the state reached so far.
import type { IndexingStatusParams } from '../../../shared/src/customMessages';
import { countText } from '../service/diagnostics/displayText';

export const PROGRESS_INTERVAL_MS = 250;
export const FILES_PER_REPORT = 5_000;
const PROGRESS_TITLE = 'Docsite: indexing the workspace';

/** A work-done progress the client created (`WorkDoneProgressReporter` of vscode-languageserver). */
export interface WorkDoneProgress {
  begin(title: string, percentage?: number, message?: string): void;
  report(message: string): void;
  done(): void;
}

export class IndexingStatus {
  private state: IndexingStatusParams = { state: 'indexing', files: 0 };
  private attached = false;
  private lastSent = -Infinity;
  private lastSentFiles = 0;
  private workDone: WorkDoneProgress | undefined;

  constructor(
    private readonly send: (params: IndexingStatusParams) => void,
    private readonly now: () => number = Date.now,
  ) {}

  get ready(): boolean {
    return this.state.state === 'ready';
  }

  /** The client can receive notifications from now on. */
  attach(): void {
    this.attached = true;
    this.flush();
  }

  /** A standard progress to report to as well (created by the client after `initialized`). The client's answer to
   * the create request can arrive after the walk ended (a slow client, or a fast walk): the token exists on the
   * client all the same, and a client such as Neovim shows it until it ends, so it is begun and ended at once. */
  attachWorkDone(progress: WorkDoneProgress): void {
    if (this.workDone) return;
    progress.begin(PROGRESS_TITLE, undefined, describe(this.state.files));
    if (this.ready) {
      progress.done();
      return;
    }
    this.workDone = progress;
  }

  begin(): void {
    this.state = { state: 'indexing', files: 0 };
    this.flush();
  }

  progress(files: number): void {
    if (this.state.state === 'ready') return;
    this.state = { state: 'indexing', files };
    if (this.now() - this.lastSent >= PROGRESS_INTERVAL_MS || files - this.lastSentFiles >= FILES_PER_REPORT)
      this.flush();
  }

  end(): void {
    this.state = { state: 'ready', files: this.state.files };
    this.flush();
    this.workDone?.done();
    this.workDone = undefined;
  }

  private flush(): void {
    if (!this.attached) return;
    this.lastSent = this.now();
    this.lastSentFiles = this.state.files;
    this.send({ ...this.state });
    if (this.state.state === 'indexing') this.workDone?.report(describe(this.state.files));
  }
}

function describe(files: number): string {
  return `${countText(files)} files`;
}
