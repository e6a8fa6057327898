// When a request may start: at most `concurrency` in flight overall and `hostConcurrency` to one host, at least
// `hostInterval` between the starts of two requests to one host, and a host that asked to be left alone
// (`Retry-After`) gets nothing until then. The clock is injected, so the timing is testable without waiting.

export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

class Slots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  async acquire(): Promise<void> {
    if (this.active < this.size) {
      this.active++;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    // The slot passes straight to the next waiter, so `active` stays as it is.
    if (next) next();
    else this.active--;
  }
}

interface HostState {
  slots: Slots;
  /** The earliest time the next request to this host may start. */
  nextStart: number;
}

export interface SchedulerLimits {
  concurrency: number;
  hostConcurrency: number;
  hostInterval: number;
}

export class HostScheduler {
  private readonly global: Slots;
  private readonly hosts = new Map<string, HostState>();

  constructor(
    private readonly limits: SchedulerLimits,
    private readonly clock: Clock = SYSTEM_CLOCK,
  ) {
    this.global = new Slots(Math.max(1, limits.concurrency));
  }

  private host(key: string): HostState {
    let state = this.hosts.get(key);
    if (!state)
      this.hosts.set(key, (state = { slots: new Slots(Math.max(1, this.limits.hostConcurrency)), nextStart: 0 }));
    return state;
  }

  /** Runs `request` when the limits allow a request to `host` (its `host:port`). */
  async run<T>(host: string, request: () => Promise<T>): Promise<T> {
    const state = this.host(host);
    // The host's slot first, the global one last: a request waiting for its host's interval holds no global slot
    // that a request to another host could use.
    await state.slots.acquire();
    try {
      for (;;) {
        const wait = state.nextStart - this.clock.now();
        if (wait <= 0) break;
        await this.clock.sleep(wait);
      }
      state.nextStart = this.clock.now() + this.limits.hostInterval;
      await this.global.acquire();
      try {
        return await request();
      } finally {
        this.global.release();
      }
    } finally {
      state.slots.release();
    }
  }

  /** Holds every request to `host` back until `ms` from now (a 429's or 503's `Retry-After`). */
  pause(host: string, ms: number): void {
    const state = this.host(host);
    state.nextStart = Math.max(state.nextStart, this.clock.now() + ms);
  }
}
