// Debounces validation per document: each change restarts that document's timer, so a burst of keystrokes costs
// one validation. The validation itself re-checks the version before publishing (the stale-result guard).

export class ValidationScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly validate: (uri: string) => Promise<void>,
    private readonly delayMs: number,
  ) {}

  /** Validates `uri` after the debounce delay (or right away with `immediately`, e.g. on open). */
  schedule(uri: string, immediately = false): void {
    this.cancel(uri);
    const timer = setTimeout(() => {
      this.timers.delete(uri);
      void this.validate(uri);
    }, immediately ? 0 : this.delayMs);
    this.timers.set(uri, timer);
  }

  cancel(uri: string): void {
    const timer = this.timers.get(uri);
    if (timer) clearTimeout(timer);
    this.timers.delete(uri);
  }

  dispose(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
