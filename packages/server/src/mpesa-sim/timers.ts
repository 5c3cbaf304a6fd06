// Every timer and callback POST the simulator starts, so tests can wait until it has nothing
// left to do (`settled`) and `close` leaves nothing behind. Timers that wait for a person (an
// unanswered prompt) don't count as work.

export class Tracker {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly personTimers = new Set<NodeJS.Timeout>();
  private inFlight = 0;
  private waiters: (() => void)[] = [];
  private closed = false;

  schedule(ms: number, run: () => void, options: { waitsForPerson?: boolean } = {}): () => void {
    if (this.closed) return () => {};
    const set = options.waitsForPerson ? this.personTimers : this.timers;
    const timer = setTimeout(
      () => {
        set.delete(timer);
        try {
          run();
        } finally {
          this.check();
        }
      },
      Math.max(0, ms),
    );
    set.add(timer);
    return () => {
      clearTimeout(timer);
      set.delete(timer);
      this.check();
    };
  }

  track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight++;
    return promise.finally(() => {
      this.inFlight--;
      this.check();
    });
  }

  /** Resolves once no work timer is pending and no callback is on its way. */
  settled(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  close(): void {
    this.closed = true;
    for (const timer of [...this.timers, ...this.personTimers]) clearTimeout(timer);
    this.timers.clear();
    this.personTimers.clear();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private idle() {
    return this.timers.size === 0 && this.inFlight === 0;
  }

  private check() {
    // A timer may schedule the next step synchronously: look again on the next tick.
    if (!this.idle() || this.waiters.length === 0) return;
    queueMicrotask(() => {
      if (!this.idle()) return;
      const waiters = this.waiters;
      this.waiters = [];
      for (const resolve of waiters) resolve();
    });
  }
}
