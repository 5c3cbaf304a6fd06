// The operators' overview (ADR 020): what members are owed, what waits to be paid, what
// came in and went out today and this month (Africa/Nairobi), and the books' solvency figure (ADR
// 073; the one figure since ADR 075) — computed here from the books, never summed in a browser.
import { nairobiDay, nairobiDayBounds, toPbDate } from '@mapato/core';
import type { AdminOverview } from '@mapato/protocol';
import type { Deps } from '../deps.ts';
import { guardState } from '../books/guard.ts';

interface Sum {
  count: number;
  amount: number;
}

const sum = (row: { n: unknown; total: unknown } | undefined): Sum => ({
  count: Number(row?.n ?? 0),
  amount: Number(row?.total ?? 0),
});

/** Nairobi midnight at the start of this month (Kenya has no daylight saving: UTC+3 all year). */
function monthStart(now: Date): Date {
  const [y, m] = nairobiDay(now).split('-') as [string, string];
  return new Date(`${y}-${m}-01T00:00:00+03:00`);
}

export async function overview(deps: Deps): Promise<AdminOverview> {
  const now = deps.now();
  const day = nairobiDayBounds(now);
  const periods = {
    today: { from: toPbDate(day.start), to: toPbDate(day.end) },
    thisMonth: { from: toPbDate(monthStart(now)), to: toPbDate(day.end) },
  };
  const db = deps.db;
  const owed = await db
    .selectFrom('users')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('total'))
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();

  const withdrawalsBy = (where: (q: ReturnType<typeof base>) => ReturnType<typeof base>) =>
    where(base())
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('withdrawal.amount').as('total')])
      .executeTakeFirst()
      .then(sum);
  const base = () => db.selectFrom('withdrawal').leftJoin('payouts', 'payouts.id', 'withdrawal.id');

  const bondsReceived = (from: string, to: string) =>
    db
      .selectFrom('registration')
      .where('processing', '=', 0)
      .where('declined', '=', 0)
      .where('updated', '>=', from)
      .where('updated', '<', to)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
      .executeTakeFirst()
      .then(sum);
  const payoutsSent = (from: string, to: string) =>
    withdrawalsBy((q) =>
      q
        .where('withdrawal.status', '=', 'disbursed')
        .where('withdrawal.processed_at', '>=', from)
        .where('withdrawal.processed_at', '<', to),
    );
  const newMembers = async (from: string, to: string) =>
    Number(
      (
        await db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('created', '>=', from)
          .where('created', '<', to)
          .executeTakeFirst()
      )?.n ?? 0,
    );
  const period = async ({ from, to }: { from: string; to: string }) => ({
    bondsReceived: await bondsReceived(from, to),
    payoutsSent: await payoutsSent(from, to),
    newMembers: await newMembers(from, to),
  });

  const bondsInReview = await db
    .selectFrom('stk_payments')
    .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('amount').as('total')])
    .where('state', '=', 'review')
    .executeTakeFirst()
    .then(sum);
  return {
    asOf: toPbDate(now),
    owed: Number(owed.total),
    payouts: {
      approval: await withdrawalsBy((q) => q.where('payouts.state', '=', 'awaiting_approval')),
      pending: await withdrawalsBy((q) => q.where('withdrawal.status', '=', 'pending')),
      processing: await withdrawalsBy((q) => q.where('withdrawal.status', '=', 'processing')),
      review: await withdrawalsBy((q) => q.where('payouts.state', '=', 'review')),
    },
    bondsInReview,
    today: await period(periods.today),
    thisMonth: await period(periods.thisMonth),
    // The same comparison that refuses bonds.
    solvency: await guardState(db, deps.payments.solvencyMin),
  };
}
