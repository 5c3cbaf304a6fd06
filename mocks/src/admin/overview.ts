// The overview and the settings in the mocks (the server's routes/admin/overview.ts and admin/overview.ts):
// the same figures, computed from the store — what members are owed, what waits to be paid, what
// came in and went out today and this month (Africa/Nairobi), and the solvency guard (also alone, for
// the console's banner on every page: ADR 075).
import {
  AUTO_PAYOUT_MAX,
  DAILY_WITHDRAWAL_LIMIT,
  FOUR_EYES_MIN,
  MIN_WITHDRAWAL,
  nairobiDay,
  nairobiDayBounds,
  toPbDate,
} from '@mapato/core';
import type { AdminOverview, AdminSettings, AdminSolvency } from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import type { MockStore } from '../types.ts';
import { payoutOf } from './queues.ts';
import type { AdminWorld } from './world.ts';

type Payments = Required<MockPayments>;

export const settingsBody = (payments: Payments): AdminSettings => ({
  mpesaMode: payments.stk ? 'simulator' : 'manual',
  autoPayoutMax: AUTO_PAYOUT_MAX,
  fourEyesMin: FOUR_EYES_MIN,
  dailyLimit: DAILY_WITHDRAWAL_LIMIT,
  minWithdrawal: MIN_WITHDRAWAL,
});

const total = (rows: readonly { amount: number }[]) => ({
  count: rows.length,
  amount: rows.reduce((sum, r) => sum + r.amount, 0),
});

/**
 * The mock world keeps no double-entry books: what came in less what went out is what it holds, and
 * its guard is off (min 0), as on the test servers.
 */
export function solvencyBody(store: MockStore): AdminSolvency {
  const owed = store.users.filter((u) => !u.deleted).reduce((sum, u) => sum + u.record.balance, 0);
  const held =
    total(store.registrations.filter((r) => !r.processing && !r.declined)).amount -
    total(store.withdrawals.filter((w) => w.status === 'disbursed')).amount;
  return { owed, held, ratio: owed === 0 ? null : held / owed, min: 0, bondsPaused: false };
}

export function overviewBody(store: MockStore, world: AdminWorld, payments: Payments): AdminOverview {
  const now = store.now();
  const day = nairobiDayBounds(now);
  const [y, m] = nairobiDay(now).split('-');
  const within = (from: string) => (at: string) => at >= from && at < toPbDate(day.end);
  const today = within(toPbDate(day.start));
  const thisMonth = within(toPbDate(new Date(`${y}-${m}-01T00:00:00+03:00`)));
  const withdrawals = store.withdrawals.map((w) => ({ w, job: payoutOf(world, w, payments) }));
  const bonds = store.registrations.filter((r) => !r.processing && !r.declined);
  const sent = store.withdrawals.filter((w) => w.status === 'disbursed');
  const owed = store.users.filter((u) => !u.deleted).reduce((sum, u) => sum + u.record.balance, 0);
  const period = (inside: (at: string) => boolean) => ({
    bondsReceived: total(bonds.filter((r) => inside(r.updated))),
    payoutsSent: total(sent.filter((w) => inside(w.processed_at))),
    newMembers: store.users.filter((u) => inside(u.record.created)).length,
  });
  const withdrawalsWhere = (keep: (x: (typeof withdrawals)[number]) => boolean) =>
    total(withdrawals.filter(keep).map((x) => x.w));
  return {
    asOf: toPbDate(now),
    owed,
    payouts: {
      approval: withdrawalsWhere((x) => x.job?.state === 'awaiting_approval'),
      pending: withdrawalsWhere((x) => x.w.status === 'pending'),
      processing: withdrawalsWhere((x) => x.w.status === 'processing'),
      review: withdrawalsWhere((x) => x.job?.state === 'review'),
    },
    bondsInReview: total(store.registrations.filter((r) => world.stk.get(r.id)?.state === 'review')),
    today: period(today),
    thisMonth: period(thisMonth),
    solvency: solvencyBody(store),
  };
}
