// In-memory fixed-window rate limiting, per key (an IP, a username…). One process only:
// counts are lost on restart, which is acceptable for throttling guesses.

export type RateLimitOptions = {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys kept at most; past it the oldest window is forgotten, so memory stays bounded. */
  maxKeys?: number;
};

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one attempt; a refused attempt is not counted. */
  hit(key: string): RateLimitResult;
  reset(key: string): void;
  /** Attempts counted in the key's current window. */
  peek(key: string): number;
  /** Keys currently held in memory (for tests and metrics). */
  size(): number;
};

type Window = { start: number; count: number };

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 100_000 } = options;
  if (!(windowMs > 0) || !(limit >= 0) || !(maxKeys >= 1)) {
    throw new RangeError('rate limiter needs windowMs > 0, limit >= 0 and maxKeys >= 1');
  }
  // Map keeps insertion order and a window is re-inserted when it restarts, so the oldest
  // windows are always first: pruning stops at the first live one.
  const windows = new Map<string, Window>();
  const expired = (w: Window, t: number) => t - w.start >= windowMs;

  function prune(t: number) {
    for (const [key, w] of windows) {
      if (!expired(w, t)) break;
      windows.delete(key);
    }
  }

  function current(key: string, t: number): Window | undefined {
    const w = windows.get(key);
    return w !== undefined && !expired(w, t) ? w : undefined;
  }

  return {
    hit(key) {
      const t = now();
      prune(t);
      let w = current(key, t);
      if (w === undefined) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        w = { start: t, count: 0 };
        windows.set(key, w);
      }
      if (w.count >= limit) {
        const ms = w.start + windowMs - t;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)) };
      }
      w.count++;
      return { allowed: true, retryAfterSeconds: 0 };
    },
    reset(key) {
      windows.delete(key);
    },
    peek(key) {
      return current(key, now())?.count ?? 0;
    },
    size() {
      return windows.size;
    },
  };
}
