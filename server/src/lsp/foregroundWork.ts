// The validations a user is waiting for: an open config or page that changed, from the keystroke through the typing
// pause to its published diagnostics. Background work (the whole-site pass over every closed page) asks `idle()`
// between its slices and gives way while any is under way, and for a short quiet time after the last one (keystrokes
// come in bursts, and the next one usually follows the last one's diagnostics within milliseconds): a 10,000-page
// site's pass runs for a second or two after the folder opens (a 100,000-page one for tens of seconds), and without
// this each keystroke checked meanwhile shared the CPU, and the collector, with it.

/** How long after the last foreground validation background work stays paused. */
export const QUIET_MS = 300;

export class ForegroundWork {
  private count = 0;
  private lastEnded = Number.NEGATIVE_INFINITY;
  private waiters: (() => void)[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly quietMs = QUIET_MS) {}

  /** Under way, or ended less than the quiet time ago. */
  get busy(): boolean {
    return this.count > 0 || performance.now() - this.lastEnded < this.quietMs;
  }

  begin(): void {
    this.count++;
  }

  end(): void {
    this.count = Math.max(0, this.count - 1);
    this.lastEnded = performance.now();
    if (this.count === 0) this.wakeWhenQuiet();
  }

  /** Resolves once nothing has been under way for the quiet time. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    const waiting = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (this.count === 0) this.wakeWhenQuiet();
    return waiting;
  }

  /** Lets every waiter go (shutdown: nothing will end the work they wait for). */
  release(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private wakeWhenQuiet(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (this.count > 0) return; // a new validation began: its end wakes the waiters
        if (this.busy) this.wakeWhenQuiet();
        else this.release();
      },
      Math.max(0, this.quietMs - (performance.now() - this.lastEnded)),
    );
  }
}
