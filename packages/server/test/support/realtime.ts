// Realtime in Node for tests: the official SDK finds EventSource on globalThis, which Node lacks,
// so the `eventsource` package stands in. Events are collected per subscription for assertions.
import { EventSource } from 'eventsource';
import type PocketBase from 'pocketbase';

(globalThis as { EventSource?: unknown }).EventSource ??= EventSource;

export interface Received {
  topic: string;
  action: string;
  record: Record<string, any>;
}

/** Subscribes `pb` to each topic; every event lands in the returned list. */
export async function collect(pb: PocketBase, collection: string, topics: string[]) {
  const events: Received[] = [];
  const unsubscribes: (() => Promise<void>)[] = [];
  for (const topic of topics) {
    unsubscribes.push(
      await pb
        .collection(collection)
        .subscribe(topic, (e) => events.push({ topic, action: e.action, record: e.record })),
    );
  }
  return {
    events,
    async unsubscribe() {
      for (const u of unsubscribes) await u();
    },
  };
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for realtime events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
