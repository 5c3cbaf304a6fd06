// The queues through the client, against the mocks: the query strings sent, bulk actions as one
// request per item (refusals collected in the server's words, nothing else stopped), the whole
// filtered list for a CSV, and the console's cache refreshed after a move.
import { DEMO_OPERATORS } from '@mapato/mocks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminKeys, fetchEveryPage, getAdminPocketBase, runBulk } from './admin-api.ts';
import {
  adminRegistrationsQueryOptions,
  adminWithdrawalsQueryOptions,
  exportAdminWithdrawals,
  queueActionMutationOptions,
} from './admin-queues.ts';
import { operatorSignIn } from './admin-session.ts';
import { BASE, mocks, newQueryClient, recordRequests, runMutation } from './test/support.ts';

const admin = getAdminPocketBase(BASE);
const signIn = (i: number) => operatorSignIn(admin, DEMO_OPERATORS[i]!.email, DEMO_OPERATORS[i]!.password);
afterEach(() => admin.authStore.clear());

describe('queue lists', () => {
  it('send only the filters given, and key each page by operator and filter', async () => {
    const auth = await signIn(0);
    const requests = recordRequests();
    const options = adminWithdrawalsQueryOptions(admin, { status: 'approval', q: '', page: 1, perPage: 2 });
    const page = await newQueryClient().fetchQuery(options);
    expect(page).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
    expect(new URL(requests[0]!.url).search).toBe('?status=approval&page=1&perPage=2');
    expect(requests[0]!.headers.get('authorization')).toBe(auth.token);
    expect(options.queryKey[1]).toBe(auth.record.id);
  });

  it('list bonds by method', async () => {
    await signIn(0);
    const bonds = await newQueryClient().fetchQuery(
      adminRegistrationsQueryOptions(admin, { status: 'processing', method: 'manual' }),
    );
    expect(bonds.items.every((r) => r.method === 'manual' && r.processing)).toBe(true);
  });

  it('export every page of the filter', async () => {
    await signIn(0);
    const all = await exportAdminWithdrawals(admin, { status: 'all' });
    expect(all).toHaveLength(mocks.store.withdrawals.length);
    const pages = vi.fn(async (page: number) => ({ page, perPage: 1, totalItems: 3, totalPages: 3, items: [page] }));
    expect(await fetchEveryPage(pages)).toEqual([1, 2, 3]);
    expect(pages).toHaveBeenCalledTimes(3);
  });
});

describe('bulk actions', () => {
  it('act item by item: a refusal is reported and the others still move', async () => {
    await signIn(1);
    const approval = await newQueryClient().fetchQuery(adminWithdrawalsQueryOptions(admin, { status: 'approval' }));
    const ids = approval.items.map((w) => w.id);
    const qc = newQueryClient();
    const invalidate = vi.spyOn(qc, 'invalidateQueries');
    const requests = recordRequests();
    const result = await runMutation(qc, queueActionMutationOptions(admin, qc), {
      kind: 'withdrawal',
      action: 'approve',
      ids,
    });
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual(
      ids.map((id) => `/api/admin/withdrawals/${id}/approve`),
    );
    // ops2 already approved otieno's: the server says so, the other two are approved.
    expect(result.done).toHaveLength(2);
    expect(result.failed).toEqual([
      {
        id: ids[1],
        status: 400,
        message: 'You have already approved this payout (by Approve or Mark paid): a second admin must approve it.',
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: adminKeys.operator(admin) });
  });

  it('tell a Mark paid that waits for a second admin from one that paid', async () => {
    await signIn(0);
    const big = mocks.store.withdrawals.find((x) => x.amount === 30000)!;
    const small = mocks.store.withdrawals.find((x) => x.amount === 6500)!;
    const qc = newQueryClient();
    const result = await runMutation(qc, queueActionMutationOptions(admin, qc), {
      kind: 'withdrawal',
      action: 'disburse',
      ids: [big.id, small.id],
    });
    expect(result).toEqual({ done: [small.id], waiting: [big.id], failed: [] });
    expect([big.status, small.status]).toEqual(['pending', 'disbursed']);
  });

  it('send a decline reason once per item, and a hold note', async () => {
    await signIn(0);
    const requests = recordRequests();
    const w = mocks.store.withdrawals.find((x) => x.amount === 8000)!;
    const qc = newQueryClient();
    await runMutation(qc, queueActionMutationOptions(admin, qc), {
      kind: 'withdrawal',
      action: 'decline',
      ids: [w.id],
      reason: 'Wrong name',
    });
    expect(await requests[0]!.json()).toEqual({ reason: 'Wrong name' });
    expect(w.reason).toBe('Wrong name');
  });

  it('runBulk rethrows what is not an answer from the server', async () => {
    await expect(runBulk(['a'], () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
