// Withdrawals through the option factories, against the mocks: shapes, errors, invalidation and
// the Idempotency-Key that makes a retried submit pay once.
import { minimumWithdrawalMessage } from '@mapato/core';
import { HttpResponse, getResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { userKeys } from './users.ts';
import {
  createWithdrawalMutationOptions,
  fetchWithdrawal,
  fetchWithdrawals,
  withdrawalKeys,
  withdrawalQueryOptions,
  withdrawalsQueryOptions,
} from './withdrawals.ts';
import {
  BASE,
  balanceOf,
  createHandlers,
  mocks,
  newQueryClient,
  pb,
  recordRequests,
  runMutation,
  signInAs,
  rejection,
} from './test/support.ts';

// Brian's own phone (level 2): another number must pass its own SMS code first (ADR 033).
const form = { amount: 1500, mpesaNumber: '0722000111', fullName: 'Brian Otieno' };
/** Wanjiku's own phone (level 5). */
const wanjikuForm = { ...form, mpesaNumber: '0110234567', fullName: 'Wanjiku Kamau' };

describe('withdrawalsQueryOptions', () => {
  it("pages the member's own withdrawals, newest first", async () => {
    const auth = await signInAs(2);
    const requests = recordRequests();
    const page = await newQueryClient().fetchQuery(withdrawalsQueryOptions(pb, { page: 1, perPage: 3 }));
    expect(page).toMatchObject({ page: 1, perPage: 3, totalItems: 4, totalPages: 2 });
    expect(page.items.every((w) => w.uid === auth.record.id)).toBe(true);
    const created = page.items.map((w) => w.created);
    expect(created).toEqual([...created].sort().reverse());
    expect(new URL(requests[0]!.url).searchParams.get('sort')).toBe('-created');
  });

  it('keys each page by member and paging', () => {
    expect(withdrawalsQueryOptions(pb, { page: 2, perPage: 10 }).queryKey).toEqual(withdrawalKeys.list('', 2, 10));
  });

  it("views one withdrawal, and 404s one that is not the member's", async () => {
    const auth = await signInAs(5);
    const own = mocks.store.withdrawals.find((w) => w.uid === auth.record.id)!;
    const other = mocks.store.withdrawals.find((w) => w.uid !== auth.record.id)!;
    const qc = newQueryClient();
    expect(await qc.fetchQuery(withdrawalQueryOptions(pb, own.id))).toEqual(own);
    await expect(qc.fetchQuery(withdrawalQueryOptions(pb, other.id))).rejects.toMatchObject({ status: 404 });
  });
});

describe('fetchWithdrawals and fetchWithdrawal', () => {
  it('are the query functions without a cache', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const page = await fetchWithdrawals(pb, { perPage: 3 });
    expect(page).toEqual(await qc.fetchQuery(withdrawalsQueryOptions(pb, { perPage: 3 })));
    expect(page.items.every((w) => w.uid === auth.record.id)).toBe(true);
    const first = page.items[0]!;
    expect(await fetchWithdrawal(pb, first.id)).toEqual(first);
  });
});

describe('createWithdrawalMutationOptions', () => {
  it('sends one call, debits once and invalidates the withdrawal lists and the user', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const requests = recordRequests();
    const created = await runMutation(qc, createWithdrawalMutationOptions(pb, qc), form);
    expect(created).toMatchObject({ amount: 1500, mpesa_number: '254722000111', status: 'pending' });
    expect(requests.map((r) => r.method)).toEqual(['POST']);
    expect(requests[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(balanceOf(auth.record.id)).toBe(auth.record.balance - 1500);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: withdrawalKeys.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: userKeys.all });
  });

  it('puts the new withdrawal on top of every cached first page at once, before any refetch', async () => {
    const auth = await signInAs(2);
    const qc = newQueryClient();
    const first = withdrawalsQueryOptions(pb, { page: 1, perPage: 4 });
    const second = withdrawalsQueryOptions(pb, { page: 2, perPage: 2 });
    const before = await qc.fetchQuery(first);
    await qc.fetchQuery(second);
    // Hold the refetches back: only the cache write can show it.
    vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    const created = await runMutation(qc, createWithdrawalMutationOptions(pb, qc), form);
    const page = qc.getQueryData(first.queryKey)!;
    expect(page.items.map((w) => w.id)).toEqual([created.id, ...before.items.slice(0, 3).map((w) => w.id)]);
    expect(page).toMatchObject({ totalItems: before.totalItems + 1, totalPages: 2 });
    expect(page.items[0]).toMatchObject({ uid: auth.record.id, amount: 1500, status: 'pending' });
    expect(qc.getQueryData(second.queryKey)!.items.some((w) => w.id === created.id)).toBe(false);
  });

  it("surfaces the server's message as a ClientResponseError and invalidates nothing", async () => {
    await signInAs(2);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const error = await rejection(runMutation(qc, createWithdrawalMutationOptions(pb, qc), { ...form, amount: 999 }));
    expect(error.response.data.amount.message).toBe(minimumWithdrawalMessage());
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('retries a lost answer with the same Idempotency-Key, so the member pays once', async () => {
    const auth = await signInAs(2);
    const url = `${BASE}/api/collections/withdrawal/records`;
    const real = createHandlers({ baseUrl: BASE, store: mocks.store });
    // The first attempt reaches the server and is paid, but its answer never arrives.
    mocks.use(
      http.post(
        url,
        async ({ request }) => {
          await getResponse(real, request.clone());
          return HttpResponse.error();
        },
        { once: true },
      ),
    );
    const requests = recordRequests();
    const qc = newQueryClient();
    const options = { ...createWithdrawalMutationOptions(pb, qc), retryDelay: 0 };
    const created = await runMutation(qc, options, form);
    const keys = requests.map((r) => r.headers.get('idempotency-key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(balanceOf(auth.record.id)).toBe(auth.record.balance - 1500);
    expect(mocks.store.withdrawals.filter((w) => w.id === created.id)).toHaveLength(1);
  });

  it('uses a new key for a new submit', async () => {
    await signInAs(5);
    const qc = newQueryClient();
    const requests = recordRequests();
    await runMutation(qc, createWithdrawalMutationOptions(pb, qc), { ...wanjikuForm });
    await runMutation(qc, createWithdrawalMutationOptions(pb, qc), { ...wanjikuForm });
    const [first, second] = requests.map((r) => r.headers.get('idempotency-key'));
    expect(first).not.toBe(second);
  });
});
