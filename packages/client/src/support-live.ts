// A member's support thread, live (ADR 047): each message of the signed-in member's own thread (an
// operator's reply, or what they sent from another tab) as the server's realtime stream tells it,
// on the topic `support_messages/*` (the server sends it to the thread's owner only). Best effort,
// like live.ts: after a gap in the stream the caller refetches the thread.
import type { UnsubscribeFunc } from 'pocketbase';
import { LIVE_RETRY_MS } from './live.ts';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import type { SupportThreadItem } from './support-thread.ts';

const TOPIC = 'support_messages/*';

export interface SupportLiveOptions {
  /** a message of the member's thread, as GET /api/support/thread lists it */
  onMessage: (item: SupportThreadItem) => void;
  /** the stream came back after a gap: messages may have been missed */
  onGap?: () => void;
}

/** Follows the signed-in member's thread until the returned stop function is called. */
export function watchSupportThread(pb: TypedPocketBase, { onMessage, onGap }: SupportLiveOptions): () => void {
  if (currentUserId(pb) === '') return () => {};
  const unsubscribers: UnsubscribeFunc[] = [];
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen = (message: { action: string; record: SupportThreadItem & Record<string, unknown> }) => {
    if (stopped || message.action !== 'create') return;
    const { id, kind, message: text, created, fromOperator } = message.record;
    onMessage({ id, kind, message: text, created, fromOperator });
  };

  async function start(attempt: number) {
    try {
      const subscribed = [await pb.realtime.subscribe(TOPIC, (data) => listen(data as Parameters<typeof listen>[0]))];
      // Connected now (subscribe waits for it): every later PB_CONNECT is the SDK coming back after a drop.
      subscribed.push(
        await pb.realtime.subscribe('PB_CONNECT', () => {
          if (!stopped) onGap?.();
        }),
      );
      if (stopped) await Promise.allSettled(subscribed.map((unsubscribe) => unsubscribe()));
      else unsubscribers.push(...subscribed);
    } catch {
      // The SDK keeps a failed first connection's listener: drop it before trying again.
      await pb.realtime.unsubscribe(TOPIC).catch(() => {});
      if (stopped) return;
      const wait = LIVE_RETRY_MS[Math.min(attempt, LIVE_RETRY_MS.length - 1)]!;
      retry = setTimeout(() => {
        onGap?.();
        void start(attempt + 1);
      }, wait);
    }
  }
  void start(0);

  return () => {
    stopped = true;
    clearTimeout(retry);
    for (const unsubscribe of unsubscribers.splice(0)) void unsubscribe().catch(() => {});
  };
}
