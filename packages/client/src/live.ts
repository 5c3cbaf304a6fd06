// Live status (ADR 017): the member's own user record, withdrawals and upgrade requests
// through PocketBase realtime, written into the Query cache so every screen showing them updates by
// itself. Events are best effort: whatever happened while the stream was down is refetched when it
// comes back (PB_CONNECT), and a first connection that fails is tried again later.
import type { QueryClient } from '@tanstack/react-query';
import type { RegistrationRecord, UserRecord, WithdrawalRecord } from '@mapato/core';
import type { RecordSubscription, UnsubscribeFunc } from 'pocketbase';
import { currentUserId, type TypedPocketBase } from './pb.ts';
import { registrationKeys } from './registrations.ts';
import { taskKeys } from './tasks.ts';
import { userKeys } from './users.ts';
import { withdrawalKeys } from './withdrawals.ts';

export type LiveEvent =
  | { collection: 'users'; action: string; record: UserRecord }
  | { collection: 'withdrawal'; action: string; record: WithdrawalRecord }
  | { collection: 'registration'; action: string; record: RegistrationRecord };

/** Money M-Pesa (or an operator) has just settled: what a member wants to be told about. */
export type SettledMoney =
  | { kind: 'payout-sent' | 'payout-declined'; withdrawal: WithdrawalRecord }
  | { kind: 'bond-confirmed' | 'bond-declined'; registration: RegistrationRecord };

/** The settled outcome an event carries, if any (only updates settle: a new record is never settled). */
export function settledMoney(event: LiveEvent): SettledMoney | null {
  if (event.action !== 'update') return null;
  if (event.collection === 'withdrawal') {
    const w = event.record;
    if (w.disbursed) return { kind: 'payout-sent', withdrawal: w };
    if (w.declined && !w.processing) return { kind: 'payout-declined', withdrawal: w };
  }
  if (event.collection === 'registration' && !event.record.processing) {
    const r = event.record;
    return { kind: r.declined ? 'bond-declined' : 'bond-confirmed', registration: r };
  }
  return null;
}

type Owned = { id: string };
const replaceIn =
  <T extends Owned>(record: T) =>
  (list: { items: T[] } | undefined) =>
    list && list.items.some((item) => item.id === record.id)
      ? { ...list, items: list.items.map((item) => (item.id === record.id ? record : item)) }
      : list;

/** Writes one event into the cache: the record where it is shown, lists refetched when one was added. */
export function applyLiveEvent(queryClient: QueryClient, pb: TypedPocketBase, event: LiveEvent): void {
  const owner = currentUserId(pb);
  if (owner === '') return;
  if (event.collection === 'users') {
    if (event.record.id !== owner) return;
    const before = queryClient.getQueryData<UserRecord>(userKeys.current(owner));
    queryClient.setQueryData(userKeys.current(owner), event.record);
    // A new level brings another daily quota.
    if (before && before.level !== event.record.level) void queryClient.invalidateQueries({ queryKey: taskKeys.all });
    return;
  }
  const keys = event.collection === 'withdrawal' ? withdrawalKeys : registrationKeys;
  if (event.action !== 'update') {
    void queryClient.invalidateQueries({ queryKey: keys.lists(owner) });
    return;
  }
  // An update keeps the record's place (lists are sorted by creation): patch it where it is.
  queryClient.setQueriesData({ queryKey: keys.lists(owner) }, replaceIn<Owned>(event.record));
  queryClient.setQueryData(keys.detail(owner, event.record.id), (old: Owned | undefined) =>
    old ? event.record : undefined,
  );
}

/** After a gap in the stream: everything live may have changed. */
function refetchOwnRecords(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [userKeys.all, withdrawalKeys.all, registrationKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}

/** Waits before trying a failed first connection again (the SDK retries only once connected). */
export const LIVE_RETRY_MS: readonly number[] = [2_000, 5_000, 15_000, 30_000];

export interface WatchOptions {
  /** once per record and outcome: a payout or a bond was just settled */
  onSettled?: (change: SettledMoney) => void;
}

/**
 * Follows the signed-in member's records until the returned stop function is called. A guest has
 * nothing to follow. One watcher per app: it is the only subscriber of these topics.
 */
export function watchOwnRecords(
  pb: TypedPocketBase,
  queryClient: QueryClient,
  { onSettled }: WatchOptions = {},
): () => void {
  const uid = currentUserId(pb);
  if (uid === '') return () => {};
  const topics = [`users/${uid}`, 'withdrawal/*', 'registration/*', 'PB_CONNECT'];
  const told = new Set<string>();
  const unsubscribers: UnsubscribeFunc[] = [];
  let stopped = false;
  let caughtUp = false; // the first connection follows the screens' own first fetch
  let retry: ReturnType<typeof setTimeout> | undefined;

  const listen =
    <C extends LiveEvent['collection']>(collection: C) =>
    (message: RecordSubscription<Extract<LiveEvent, { collection: C }>['record']>) => {
      if (stopped) return;
      const event = { collection, action: message.action, record: message.record } as LiveEvent;
      applyLiveEvent(queryClient, pb, event);
      const settled = settledMoney(event);
      const id = settled && `${settled.kind}:${event.record.id}`;
      if (settled && id && !told.has(id)) {
        told.add(id);
        onSettled?.(settled);
      }
    };
  const connected = () => {
    if (caughtUp) void refetchOwnRecords(queryClient);
    caughtUp = true;
  };

  async function start(attempt: number) {
    try {
      const subscribed = await Promise.all([
        pb.collection('users').subscribe(uid, listen('users')),
        pb.collection('withdrawal').subscribe('*', listen('withdrawal')),
        pb.collection('registration').subscribe('*', listen('registration')),
        pb.realtime.subscribe('PB_CONNECT', connected),
      ]);
      if (stopped) await Promise.allSettled(subscribed.map((unsubscribe) => unsubscribe()));
      else unsubscribers.push(...subscribed);
    } catch {
      // The SDK keeps the listeners of a failed first connection: drop them before trying again.
      await Promise.allSettled(topics.map((topic) => pb.realtime.unsubscribe(topic)));
      caughtUp = true; // whatever connects later comes after a gap
      if (stopped) return;
      const wait = LIVE_RETRY_MS[Math.min(attempt, LIVE_RETRY_MS.length - 1)]!;
      retry = setTimeout(() => void start(attempt + 1), wait);
    }
  }
  void start(0);

  return () => {
    stopped = true;
    clearTimeout(retry);
    for (const unsubscribe of unsubscribers.splice(0)) void unsubscribe().catch(() => {});
  };
}
