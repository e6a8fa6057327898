// Tells the client how the workspace indexing goes (IndexingStatusNotification), for its status bar item: `indexing`
// at the start, then at most one every PROGRESS_INTERVAL_MS while files are found, and `ready` at the end. The walk
// starts in `initialize`, before the client may receive notifications, so nothing is sent until `attach()` (on
// `initialized`), which sends the state reached so far.
import type { IndexingStatusParams } from '../../../shared/src/customMessages';

export const PROGRESS_INTERVAL_MS = 250;

export class IndexingStatus {
  private state: IndexingStatusParams = { state: 'indexing', files: 0 };
  private attached = false;
  private lastSent = -Infinity;

  constructor(
    private readonly send: (params: IndexingStatusParams) => void,
    private readonly now: () => number = Date.now,
  ) {}

  /** The client can receive notifications from now on. */
  attach(): void {
    this.attached = true;
    this.flush();
  }

  begin(): void {
    this.state = { state: 'indexing', files: 0 };
    this.flush();
  }

  progress(files: number): void {
    if (this.state.state === 'ready') return;
    this.state = { state: 'indexing', files };
    if (this.now() - this.lastSent >= PROGRESS_INTERVAL_MS) this.flush();
  }

  end(): void {
    this.state = { state: 'ready', files: this.state.files };
    this.flush();
  }

  private flush(): void {
    if (!this.attached) return;
    this.lastSent = this.now();
    this.send({ ...this.state });
  }
}
