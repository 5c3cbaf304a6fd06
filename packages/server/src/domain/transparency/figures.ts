// The figures of the public solvency page (docs/decisions/072-transparency-page.md), all from the
// double-entry books: what the business owes its members against what it holds (books/solvency.ts,
// the one figure the guard on bonds also reads), and over the last 30 days what clients paid for
// work, what members were paid for it, and how much of all that members were credited it was.
import { earningsSince, toPbDate, type LevelEarnings, type LevelWay } from '@mapato/core';
import { readLevelWays } from '../levels/level-ways.ts';
import { guardState } from '../books/guard.ts';
import type { TransferKind } from '../books/accounts.ts';
import type { Queryable } from '../deps.ts';

/** Where the per-level medians come from: level-earnings.ts, or a test's own. */
export type LevelMedians = (db: Queryable, now: Date) => Promise<LevelEarnings[]>;

export interface TransparencyFigures {
  asOf: Date;
  /** members' balances and their withdrawals on the way, whole shillings */
  owed: number;
  /** M-Pesa and bank, as the books hold them */
  held: number;
  /** held / owed; null when nothing is owed */
  ratio: number | null;
  /** the ratio below which new bonds are refused (MAPATO_SOLVENCY_MIN) */
  solvencyMin: number;
  bondsRefused: boolean;
  /** clients' money put into projects' accounts to pay members, over the window */
  clientPay: number;
  /** the platform's fee on that funding */
  clientFees: number;
  /** members paid for accepted client work, over the window */
  memberPay: number;
  /** memberPay over everything credited to members (work, task and referral rewards, adjustments); null when nothing was */
  fundedShare: number | null;
  levels: LevelEarnings[];
  /** each level's bond or the work that earns it, and when an operator last changed it (ADR 076) */
  ways: LevelWay[];
}

/** What members are credited with: withdrawal refunds are their own money coming back, not pay. */
const CREDITED_TO_MEMBERS: readonly TransferKind[] = ['work', 'task', 'referral', 'adjustment'];

export async function readTransparencyFigures(
  db: Queryable,
  now: Date,
  settings: { solvencyMin: number; levelMedians: LevelMedians },
): Promise<TransparencyFigures> {
  // The same 30 days as the medians (core's level-earnings.ts).
  const since = toPbDate(earningsSince(now));
  const { min, bondsPaused, ...solvency } = await guardState(db, settings.solvencyMin);
  const credited = await creditedSince(db, since, CREDITED_TO_MEMBERS, 'member:%');
  const funding = await creditedSince(db, since, ['project_funding'], 'project:%');
  const fees = await creditedSince(db, since, ['project_funding'], 'revenue_fees');
  const memberPay = credited.get('work') ?? 0;
  const allCredited = [...credited.values()].reduce((sum, amount) => sum + amount, 0);
  return {
    asOf: now,
    ...solvency,
    solvencyMin: min,
    // The guard's own comparison (books/guard.ts): the page says what the server does.
    bondsRefused: bondsPaused,
    clientPay: funding.get('project_funding') ?? 0,
    clientFees: fees.get('project_funding') ?? 0,
    memberPay,
    fundedShare: allCredited > 0 ? memberPay / allCredited : null,
    levels: await settings.levelMedians(db, now),
    ways: await readLevelWays(db),
  };
}

/** Per kind, what transfers since `since` credited to accounts matching `account` (a LIKE pattern). */
async function creditedSince(
  db: Queryable,
  since: string,
  kinds: readonly TransferKind[],
  account: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('transfers')
    .innerJoin('entries', 'entries.transfer', 'transfers.id')
    .where('transfers.kind', 'in', [...kinds])
    .where('transfers.created', '>=', since)
    .where('entries.account', 'like', account)
    // A credit is negative; a debit of the same account (a member's adjustment down) is not pay.
    .where('entries.amount', '<', 0)
    .groupBy('transfers.kind')
    .select((eb) => ['transfers.kind as kind', eb.fn.sum<number | string>('entries.amount').as('total')])
    .execute();
  return new Map(rows.map((r) => [r.kind, -Number(r.total)]));
}
