// The in-memory "database" of the mocks: the same three demo members, withdrawals in every
// status and upgrade requests as the server's `serve --demo` (see seed.ts).
import { seedDemo } from './seed.ts';
import type { MockStore, StoredUser } from './types.ts';

export type { MockStore } from './types.ts';

export function createStore(options: { now?: () => Date } = {}): MockStore {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const store: MockStore = {
    now: options.now ?? (() => new Date()),
    users: [],
    withdrawals: [],
    registrations: [],
    taskCompletions: [],
    supportMessages: [],
    idempotency: new Map(),
    phoneCodes: [],
    payoutNumbers: [],
    resetRequests: new Map(),
    later(ms, fn) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      // In Node, a pending answer must not keep a finished test run alive.
      if (typeof timer === 'object') timer.unref?.();
    },
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      store.users.length = 0;
      store.withdrawals.length = 0;
      store.registrations.length = 0;
      store.taskCompletions.length = 0;
      store.supportMessages.length = 0;
      store.idempotency.clear();
      store.phoneCodes.length = 0;
      store.payoutNumbers.length = 0;
      store.resetRequests.clear();
      seedDemo(store);
    },
  };
  store.reset();
  return store;
}

/** A member who can act: present and not deleted. */
export function activeUsers(store: MockStore): StoredUser[] {
  return store.users.filter((u) => !u.deleted);
}
