// Debounces validation per document: each change restarts that document's timer, so a burst of keystrokes costs
// one validation. The validation itself re-checks the version before publishing (the stale-result guard). Given a
// ForegroundWork, each document is counted there from its scheduling to the end of its validation.
import type { ForegroundWork } from './foregroundWork';

export class ValidationScheduler {
  private readonly timers = new Map<string, { timer: NodeJS.Timeout; immediate: boolean }>();

  constructor(
    private readonly validate: (uri: string) => Promise<void>,
    private readonly delayMs: number,
    private readonly foreground?: ForegroundWork,
  ) {}

  /**
   * Validates `uri` after the debounce delay, or right away with `immediately` (on open). A pending immediate
   * validation is kept rather than postponed: it reads the latest text when it runs (an open is followed at once
   * by a content-change event for the same version).
   */
  schedule(uri: string, immediately = false): void {
    if (this.timers.get(uri)?.immediate) return;
    this.cancel(uri);
    this.foreground?.begin();
    const timer = setTimeout(
      () => {
        this.timers.delete(uri);
        const ended = () => this.foreground?.end();
        this.validate(uri).then(ended, ended);
      },
      immediately ? 0 : this.delayMs,
    );
    this.timers.set(uri, { timer, immediate: immediately });
  }

  cancel(uri: string): void {
    const pending = this.timers.get(uri);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.timers.delete(uri);
    this.foreground?.end();
  }

  dispose(): void {
    for (const { timer } of this.timers.values()) {
      clearTimeout(timer);
      this.foreground?.end();
    }
    this.timers.clear();
  }
}
