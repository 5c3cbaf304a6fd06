// The admins' routes the console does not call but tooling does, answered as the server answers
// them: the support messages newest first (each read audited, ids only), and the day's
// reconciliation from the mocks' M-Pesa jobs by protocol's rules (docs/decisions/018, 050).
import { nairobiDay } from '@mapato/core';
import {
  badRequest,
  bondMismatch,
  dayBounds,
  notADay,
  payoutMismatch,
  totals,
  type Discrepancy,
} from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { refuse } from '../errors.ts';
import type { MockStore } from '../types.ts';
import { byCreated, pageOf, readPaging } from './paging.ts';
import { payoutOf } from './queues.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

export function listSupportMessages(store: MockStore, world: AdminWorld, operator: StoredAdmin, url: URL) {
  const page = pageOf([...store.supportMessages].sort(byCreated('desc')), readPaging(url));
  const items = page.items.map(({ readAt, ...m }) => ({ ...m, read_at: readAt }));
  writeAudit(store, world, {
    actor: operator.id,
    action: 'read.support',
    target: 'support',
    details: {
      query: { page: page.page, perPage: page.perPage },
      ids: items.map((m) => m.id),
      uids: [...new Set(items.map((m) => m.uid).filter((uid) => uid !== ''))],
    },
  });
  return { ...page, items };
}

export function reconcile(store: MockStore, world: AdminWorld, payments: Required<MockPayments>, url: URL) {
  const day = url.searchParams.get('day') ?? nairobiDay(store.now());
  const bounds = dayBounds(day) ?? refuse(badRequest(notADay('day')));
  const inDay = (r: { created: string }) => r.created >= bounds.start && r.created < bounds.end;
  const discrepancies: Discrepancy[] = [];
  const payouts = store.withdrawals.filter(inDay).flatMap((w) => {
    const job = payoutOf(world, w, payments);
    if (!job) return [];
    const mismatch = payoutMismatch({ state: job.state, receipt: w.receipt, result_desc: job.resultDesc }, w.status);
    const row = { kind: 'payout' as const, id: w.id, uid: w.uid, amount: w.amount, created: w.created };
    if (mismatch) discrepancies.push({ ...row, ...mismatch });
    return [{ state: job.state, amount: w.amount }];
  });
  const bonds = store.registrations.filter(inDay).flatMap((r) => {
    const stk = world.stk.get(r.id) ?? (r.method === 'stk' ? { state: 'pending', resultDesc: '' } : null);
    if (!stk) return [];
    const status = r.processing ? 'processing' : r.declined ? 'declined' : 'confirmed';
    const mismatch = bondMismatch({ state: stk.state, receipt: '', result_desc: stk.resultDesc }, status);
    const row = { kind: 'bond' as const, id: r.id, uid: r.uid, amount: r.amount, created: r.created };
    if (mismatch) discrepancies.push({ ...row, ...mismatch });
    return [{ state: stk.state, amount: r.amount }];
  });
  return { day, payouts: totals(payouts), bonds: totals(bonds), discrepancies };
}
