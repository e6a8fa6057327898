// The validations a user is waiting for: an open config or page that changed, from the keystroke through the typing
// pause to its published diagnostics. Background work (the whole-site pass over every closed page) asks `idle()`
// between its slices and gives way while any is under way: a 10,000-page site's pass runs for a second or two after
// the folder opens (a 100,000-page one for tens of seconds), and without this each keystroke checked meanwhile
// shared the CPU with it.
export class ForegroundWork {
  private count = 0;
  private waiters: (() => void)[] = [];

  get busy(): boolean {
    return this.count > 0;
  }

  begin(): void {
    this.count++;
  }

  end(): void {
    this.count = Math.max(0, this.count - 1);
    if (this.count === 0) this.release();
  }

  /** Resolves at once when nothing is under way, else when the last piece ends. */
  idle(): Promise<void> {
    return this.count === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Lets every waiter go (shutdown: nothing will end the work they wait for). */
  release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
