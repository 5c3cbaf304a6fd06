// The loop both workers run (payments, ADR 018; SMS, ADR 033): a round of work at once, then again
// every pollMs; wake() asks for a round now (after a commit that left work); a round asked for
// while one runs follows it rather than overlapping it; stop() waits for the running round.

export interface PollingLoop {
  /** look for due work now */
  wake(): void;
  /** one full round, resolved when done (tests and benchmarks drive it) */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
  /** true once stop() was called: a long round checks it between batches */
  readonly stopped: boolean;
}

export function startPollingLoop(
  round: () => Promise<number>,
  pollMs: number,
  report: (error: unknown) => void,
): PollingLoop {
  let stopped = false;
  let running: Promise<number> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        report(error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const tick = () => {
    if (stopped) return;
    void runOnce().finally(() => {
      if (!stopped) timer = setTimeout(tick, pollMs);
    });
  };
  timer = setTimeout(tick, 0);

  return {
    wake: () => {
      if (!stopped) void runOnce();
    },
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    get stopped() {
      return stopped;
    },
  };
}
