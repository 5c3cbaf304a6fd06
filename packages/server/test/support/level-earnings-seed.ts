// Members whose last 30 days of earnings are known, for the level-earnings figure
// (docs/decisions/070-honest-upgrades.md): each joined when the test says, is at the level it says,
// and holds exactly the ledger rows it lists (the sign-up reward moved out of the window).
import { toPbDate } from '@mapato/core';
import { changeBalance, type LedgerKind } from '../../src/domain/money/ledger.ts';
import { signUpMember, type TestServer } from './test-server.ts';

const DAY = 24 * 60 * 60 * 1000;
export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);

export interface SeededMember {
  level: number;
  /** days before `now` the account was made */
  joined: number;
  /** [kind, signed amount, days before `now`] */
  rows?: Array<[LedgerKind, number, number]>;
  deleted?: boolean;
}

/** Signs each member up and gives them their level, join date and ledger rows; returns their ids. */
export async function seedEarners(t: TestServer, now: Date, members: readonly SeededMember[]): Promise<string[]> {
  const db = t.server.deps.db;
  const ids: string[] = [];
  for (const m of members) {
    const { id } = await signUpMember(t, { verified: false });
    const joined = toPbDate(daysBefore(now, m.joined));
    await db
      .updateTable('users')
      .set({ level: m.level, created: joined, deleted: m.deleted ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    // The sign-up reward was earned the day they joined, before any window the tests look at.
    await db.updateTable('ledger').set({ created: joined }).where('uid', '=', id).execute();
    for (const [kind, amount, daysAgo] of m.rows ?? []) {
      await db.transaction().execute((trx) =>
        changeBalance(trx, {
          uid: id,
          amount,
          kind,
          ref: `seed-${kind}`,
          now: daysBefore(now, daysAgo),
          // The double-entry books need the other side: rewards from the marketing budget, a
          // withdrawal's money on its way, the rest the owners' money in the bank.
          counter:
            kind === 'task' || kind === 'referral'
              ? 'marketing'
              : kind.startsWith('withdrawal')
                ? 'pending_payouts'
                : 'bank',
        }),
      );
    }
    ids.push(id);
  }
  return ids;
}
