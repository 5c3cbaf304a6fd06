// Live status: realtime events written into the cache, the outcomes a member is told about, and the
// watcher's subscriptions (the SDK's realtime service stubbed: the mocks do not stream).
import type { RegistrationRecord, UserRecord, WithdrawalRecord } from '@mapato/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLiveEvent, LIVE_RETRY_MS, settledMoney, watchOwnRecords, type LiveEvent } from './live.ts';
import { registrationKeys, registrationsQueryOptions } from './registrations.ts';
import { taskKeys } from './tasks.ts';
import { currentUserQueryOptions, userKeys } from './users.ts';
import { withdrawalKeys, withdrawalsQueryOptions } from './withdrawals.ts';
import { newQueryClient, pb, signInAs } from './test/support.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const withdrawal = (patch: Partial<WithdrawalRecord> = {}): WithdrawalRecord => ({
  id: 'w1',
  collectionId: 'pbc_2476542933',
  collectionName: 'withdrawal',
  uid: 'u1',
  user: 'u1',
  amount: 1000,
  mpesa_number: '254712345678',
  full_name: 'Brian Otieno',
  status: 'pending',
  processed_at: '',
  processing: false,
  declined: false,
  disbursed: false,
  receipt: '',
  reason: '',
  review_by: '',
  created: '2026-11-23 08:00:00.000Z',
  updated: '2026-11-23 08:00:00.000Z',
  ...patch,
});

const registration = (patch: Partial<RegistrationRecord> = {}): RegistrationRecord => ({
  id: 'r1',
  collectionId: 'pbc_1',
  collectionName: 'registration',
  uid: 'u1',
  level: 3,
  amount: 10_000,
  mpesa_ref: '',
  method: 'stk',
  msisdn: '254712345678',
  reason: '',
  processing: true,
  declined: false,
  created: '2026-11-23 08:00:00.000Z',
  updated: '2026-11-23 08:00:00.000Z',
  ...patch,
});

describe('settledMoney', () => {
  const paid = withdrawal({ status: 'disbursed', disbursed: true, receipt: 'QKC1ABCD2E' });
  const refused = withdrawal({ status: 'declined', declined: true, reason: 'Wrong PIN' });
  it.each([
    ['a new withdrawal', { collection: 'withdrawal', action: 'create', record: withdrawal() }, null],
    [
      'a payout on its way',
      { collection: 'withdrawal', action: 'update', record: withdrawal({ processing: true }) },
      null,
    ],
    ['a payout paid', { collection: 'withdrawal', action: 'update', record: paid }, 'payout-sent'],
    ['a payout refused', { collection: 'withdrawal', action: 'update', record: refused }, 'payout-declined'],
    ['a new bond', { collection: 'registration', action: 'create', record: registration() }, null],
    [
      'a bond paid',
      { collection: 'registration', action: 'update', record: registration({ processing: false }) },
      'bond-confirmed',
    ],
    [
      'a bond refused',
      { collection: 'registration', action: 'update', record: registration({ processing: false, declined: true }) },
      'bond-declined',
    ],
  ] as Array<[string, LiveEvent, string | null]>)('%s', (_name, event, kind) => {
    expect(settledMoney(event)?.kind ?? null).toBe(kind);
  });
});

describe('applyLiveEvent', () => {
  it("replaces the member's record and refreshes the tasks when the level changed", async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const me = await qc.fetchQuery(currentUserQueryOptions(pb));
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    applyLiveEvent(qc, pb, { collection: 'users', action: 'update', record: { ...me, balance: 42 } });
    expect(qc.getQueryData<UserRecord>(userKeys.current(auth.record.id))?.balance).toBe(42);
    expect(invalidate).not.toHaveBeenCalled();
    applyLiveEvent(qc, pb, { collection: 'users', action: 'update', record: { ...me, level: 3 } });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: taskKeys.all });
    // Someone else's record never lands in the member's cache.
    applyLiveEvent(qc, pb, { collection: 'users', action: 'update', record: { ...me, id: 'other', balance: 1 } });
    expect(qc.getQueryData<UserRecord>(userKeys.current(auth.record.id))?.level).toBe(3);
  });

  it('patches an updated withdrawal where it is listed, and refetches the lists for a new one', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const page = await qc.fetchQuery(withdrawalsQueryOptions(pb, { perPage: 10 }));
    const pending = page.items.find((w) => w.status === 'pending')!;
    const paid = { ...pending, status: 'disbursed' as const, disbursed: true, receipt: 'QKC1ABCD2E' };
    applyLiveEvent(qc, pb, { collection: 'withdrawal', action: 'update', record: paid });
    const after = qc.getQueryData(withdrawalsQueryOptions(pb, { perPage: 10 }).queryKey)!;
    expect(after.items.map((w) => w.id)).toEqual(page.items.map((w) => w.id));
    expect(after.items.find((w) => w.id === pending.id)).toEqual(paid);
    // No detail was cached: none is made up.
    expect(qc.getQueryData(withdrawalKeys.detail(auth.record.id, pending.id))).toBeUndefined();

    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    applyLiveEvent(qc, pb, { collection: 'withdrawal', action: 'create', record: withdrawal({ uid: auth.record.id }) });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: withdrawalKeys.lists(auth.record.id) });
  });

  it('updates a followed registration, and nothing for a guest', async () => {
    const auth = await signInAs(1);
    const qc = newQueryClient();
    const [open] = (await qc.fetchQuery(registrationsQueryOptions(pb))).items;
    qc.setQueryData(registrationKeys.detail(auth.record.id, open!.id), open);
    const confirmed = { ...open!, processing: false };
    applyLiveEvent(qc, pb, { collection: 'registration', action: 'update', record: confirmed });
    expect(qc.getQueryData(registrationKeys.detail(auth.record.id, open!.id))).toEqual(confirmed);

    pb.authStore.clear();
    const guest = newQueryClient();
    applyLiveEvent(guest, pb, { collection: 'registration', action: 'create', record: confirmed });
    expect(guest.getQueryCache().getAll()).toEqual([]);
  });
});

/** The SDK's realtime service, stubbed: the topics asked for and a way to send their messages. */
function stubRealtime(failures = 0) {
  const listeners = new Map<string, (data: unknown) => void>();
  const unsubscribed: string[] = [];
  let calls = 0;
  const subscribe = vi.spyOn(pb.realtime, 'subscribe').mockImplementation(async (topic, listener) => {
    calls += 1;
    if (calls <= failures * 4) throw new Error('Failed to establish realtime connection.');
    listeners.set(topic, listener);
    return async () => void unsubscribed.push(topic);
  });
  const dropped = vi.spyOn(pb.realtime, 'unsubscribe').mockResolvedValue();
  const send = (topic: string, data: unknown) => listeners.get(topic)!(data);
  return { listeners, unsubscribed, subscribe, dropped, send };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchOwnRecords', () => {
  it('follows the member’s own records, tells each settled outcome once, and refetches after a gap', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const realtime = stubRealtime();
    const onSettled = vi.fn();
    const stop = watchOwnRecords(pb, qc, { onSettled });
    await settle();
    expect([...realtime.listeners.keys()].sort()).toEqual(
      ['PB_CONNECT', 'registration/*', `users/${auth.record.id}`, 'withdrawal/*'].sort(),
    );

    const paid = withdrawal({ uid: auth.record.id, status: 'disbursed', disbursed: true, receipt: 'QKC1ABCD2E' });
    realtime.send('withdrawal/*', { action: 'update', record: paid });
    realtime.send('withdrawal/*', { action: 'update', record: paid });
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith({ kind: 'payout-sent', withdrawal: paid });

    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    realtime.send('PB_CONNECT', { clientId: 'first' });
    expect(invalidate).not.toHaveBeenCalled();
    realtime.send('PB_CONNECT', { clientId: 'again' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: withdrawalKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });

    stop();
    await settle();
    expect(realtime.unsubscribed.sort()).toEqual([...realtime.listeners.keys()].sort());
    realtime.send('registration/*', { action: 'update', record: registration({ processing: false }) });
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('tries a failed first connection again later, without the failed listeners', async () => {
    await signInAs(2);
    vi.useFakeTimers();
    const realtime = stubRealtime(1);
    const stop = watchOwnRecords(pb, newQueryClient());
    await vi.advanceTimersByTimeAsync(0);
    expect(realtime.dropped).toHaveBeenCalledTimes(4);
    expect(realtime.listeners.size).toBe(0);
    await vi.advanceTimersByTimeAsync(LIVE_RETRY_MS[0]!);
    expect(realtime.listeners.size).toBe(4);
    stop();
  });

  it('has nothing to follow for a guest', () => {
    const realtime = stubRealtime();
    watchOwnRecords(pb, newQueryClient())();
    expect(realtime.subscribe).not.toHaveBeenCalled();
  });
});
