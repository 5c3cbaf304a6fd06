// The books check: every member's balance must equal the sum of their ledger rows, the rows must
// be numbered 1..ledger_seq without gaps, and each row's balance_after must follow from the last;
// and the M-Pesa receipts must agree with the withdrawals and bonds (payments/verify-payments.ts),
// clients' balances with their ledger (clients/verify-clients.ts) and every project's money with
// its assignments and the members' 'work' rows (paid-work/verify-work.ts); and the double-entry
// books must balance, transfer by transfer and account by account (books/verify-books.ts).
import type { Deps } from '../deps.ts';
import { verifyBooks } from '../books/verify-books.ts';
import { verifyClients } from '../clients/verify-clients.ts';
import { verifyWork } from '../paid-work/verify-work.ts';
import { verifyPayments } from '../payments/verify-payments.ts';

export interface LedgerProblem {
  uid: string;
  username: string;
  problem: string;
}

export async function verifyLedger(
  deps: Pick<Deps, 'db'>,
): Promise<{ users: number; rows: number; problems: LedgerProblem[] }> {
  const users = await deps.db
    .selectFrom('users')
    .select(['id', 'username', 'balance', 'ledger_seq'])
    .orderBy('id')
    .execute();
  const problems: LedgerProblem[] = [];
  let rows = 0;
  for (const user of users) {
    const ledger = await deps.db
      .selectFrom('ledger')
      .select(['seq', 'amount', 'balance_after'])
      .where('uid', '=', user.id)
      .orderBy('seq')
      .execute();
    rows += ledger.length;
    let running = 0;
    let expectedSeq = 1;
    for (const row of ledger) {
      running += Number(row.amount);
      if (row.seq !== expectedSeq)
        problems.push({
          uid: user.id,
          username: user.username,
          problem: `ledger row ${expectedSeq} missing (found ${row.seq})`,
        });
      if (Number(row.balance_after) !== running) {
        problems.push({
          uid: user.id,
          username: user.username,
          problem: `row ${row.seq}: balance_after ${row.balance_after} but running sum ${running}`,
        });
      }
      expectedSeq = row.seq + 1;
    }
    if (running !== Number(user.balance)) {
      problems.push({
        uid: user.id,
        username: user.username,
        problem: `balance ${user.balance} but ledger sum ${running}`,
      });
    }
    if (ledger.length !== user.ledger_seq) {
      problems.push({
        uid: user.id,
        username: user.username,
        problem: `ledger_seq ${user.ledger_seq} but ${ledger.length} rows`,
      });
    }
  }
  const orphans = await deps.db
    .selectFrom('ledger')
    .leftJoin('users', 'users.id', 'ledger.uid')
    .select('ledger.uid')
    .where('users.id', 'is', null)
    .distinct()
    .execute();
  for (const o of orphans)
    problems.push({ uid: o.uid, username: '', problem: 'ledger rows for a user that does not exist' });
  const names = new Map(users.map((u) => [u.id, u.username]));
  for (const p of await verifyPayments(deps.db)) problems.push({ ...p, username: names.get(p.uid) ?? '' });
  for (const p of await verifyWork(deps.db)) problems.push({ ...p, username: names.get(p.uid) ?? '' });
  problems.push(...(await verifyClients(deps.db)));
  problems.push(...(await verifyBooks(deps.db)));
  return { users: users.length, rows, problems };
}
