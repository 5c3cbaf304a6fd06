// The double-entry books, checked by `mapato verify-ledger` (ADR 073): every transfer's entries
// sum to zero; every business account's balance and entry count equal its entries; and every
// member's, client's and project's balance — kept on its owner's row — equals its entries, one
// entry for each row of the owner's own ledger.
import { sql } from 'kysely';
import type { Queryable } from '../deps.ts';
import { BUSINESS_ACCOUNTS, isBusinessAccount } from './accounts.ts';

export interface BooksProblem {
  uid: string;
  username: string;
  problem: string;
}

interface Owned {
  id: string;
  name: string;
  /** on the owner's side: what they are owed */
  balance: number;
  /** rows of the owner's own ledger, when it has one */
  rows?: number;
}

export async function verifyBooks(db: Queryable): Promise<BooksProblem[]> {
  const problems: BooksProblem[] = [];
  const unbalanced = await db
    .selectFrom('entries')
    .select(['transfer', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .groupBy('transfer')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  for (const t of unbalanced)
    problems.push({ uid: t.transfer, username: 'transfer', problem: `entries sum to ${t.sum}, not 0` });

  const sums = new Map<string, { sum: number; count: number }>();
  const grouped = await db
    .selectFrom('entries')
    .select(['account', (eb) => eb.fn.sum<number>('amount').as('sum'), (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy('account')
    .execute();
  for (const g of grouped) sums.set(g.account, { sum: Number(g.sum), count: Number(g.count) });
  const take = (account: string) => {
    const found = sums.get(account) ?? { sum: 0, count: 0 };
    sums.delete(account);
    return found;
  };

  for (const a of await db.selectFrom('accounts').selectAll().execute()) {
    const { sum, count } = take(a.id);
    const onItsSide = a.side === 'debit' ? sum : -sum;
    const report = (problem: string) => problems.push({ uid: a.id, username: 'account', problem });
    if (!isBusinessAccount(a.id) || BUSINESS_ACCOUNTS[a.id] !== a.side) report(`unknown account or side ${a.side}`);
    if (Number(a.balance) !== onItsSide) report(`balance ${a.balance} but entries sum to ${onItsSide}`);
    if (Number(a.entries) !== count) report(`${a.entries} entries counted but ${count} found`);
  }

  const owners: Array<[prefix: string, Owned[]]> = [
    [
      'member',
      (await db.selectFrom('users').select(['id', 'username', 'balance', 'ledger_seq']).execute()).map((u) => ({
        id: u.id,
        name: u.username,
        balance: Number(u.balance),
        rows: Number(u.ledger_seq),
      })),
    ],
    [
      'client',
      (await db.selectFrom('clients').select(['id', 'name', 'balance', 'ledger_seq']).execute()).map((c) => ({
        id: c.id,
        name: `client ${c.name}`,
        balance: Number(c.balance),
        rows: Number(c.ledger_seq),
      })),
    ],
    [
      'project',
      (
        await db
          .selectFrom('projects')
          .select(['id', 'title', sql<number>`reserve + held`.as('owed')])
          .execute()
      ).map((p) => ({ id: p.id, name: `project ${p.title}`, balance: Number(p.owed) })),
    ],
  ];
  for (const [prefix, list] of owners) {
    for (const owner of list) {
      const { sum, count } = take(`${prefix}:${owner.id}`);
      const report = (problem: string) => problems.push({ uid: owner.id, username: owner.name, problem });
      // An owner's account is owed money: its balance grows on the credit side.
      if (owner.balance !== -sum) report(`balance ${owner.balance} but its entries in the books sum to ${-sum}`);
      if (owner.rows !== undefined && owner.rows !== count)
        report(`${owner.rows} ledger rows but ${count} entries in the books`);
    }
  }
  for (const [account] of sums)
    problems.push({ uid: account, username: 'account', problem: 'entries for an account that does not exist' });
  return problems;
}
