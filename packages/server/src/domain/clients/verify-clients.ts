// The clients' books, checked by `mapato verify-ledger` (ADR 055, 057): each client's balance is
// the sum of its client_ledger rows, numbered 1..ledger_seq without gaps, each balance_after
// following from the one before; every deposit comes from a paid prompt (its receipt) or a
// credited bank transfer (its id), and every credited transfer was deposited once; refunds in
// verify-refunds.ts.
import type { Queryable } from '../deps.ts';
import { verifyRefunds } from './verify-refunds.ts';

export interface ClientProblem {
  uid: string;
  username: string;
  problem: string;
}

export async function verifyClients(db: Queryable): Promise<ClientProblem[]> {
  const problems: ClientProblem[] = [];
  const clients = await db
    .selectFrom('clients')
    .select(['id', 'name', 'balance', 'ledger_seq'])
    .orderBy('id')
    .execute();
  for (const c of clients) {
    const report = (problem: string) => problems.push({ uid: c.id, username: `client ${c.name}`, problem });
    const rows = await db
      .selectFrom('client_ledger')
      .select(['seq', 'kind', 'amount', 'balance_after', 'ref'])
      .where('client_id', '=', c.id)
      .orderBy('seq')
      .execute();
    let running = 0;
    let expected = 1;
    for (const row of rows) {
      running += Number(row.amount);
      if (Number(row.seq) !== expected) report(`client ledger row ${expected} missing (found ${row.seq})`);
      if (Number(row.balance_after) !== running)
        report(`client ledger row ${row.seq}: balance_after ${row.balance_after} but running sum ${running}`);
      expected = Number(row.seq) + 1;
      if (row.kind === 'deposit' && !(await depositHasSource(db, c.id, row.ref, Number(row.amount))))
        report(`client ledger row ${row.seq}: deposit ${row.ref} matches no paid prompt or credited transfer`);
    }
    if (running !== Number(c.balance)) report(`client balance ${c.balance} but ledger sum ${running}`);
    if (rows.length !== Number(c.ledger_seq)) report(`client ledger_seq ${c.ledger_seq} but ${rows.length} rows`);
    if (Number(c.balance) < 0) report(`client balance ${c.balance} is negative`);
  }
  const transfers = await db
    .selectFrom('client_deposits')
    .leftJoin('client_ledger', (join) =>
      join.onRef('client_ledger.ref', '=', 'client_deposits.id').on('client_ledger.kind', '=', 'deposit'),
    )
    .select([
      'client_deposits.id',
      'client_deposits.client_id',
      'client_deposits.state',
      (eb) => eb.fn.count<number>('client_ledger.id').as('n'),
    ])
    .groupBy(['client_deposits.id', 'client_deposits.client_id', 'client_deposits.state'])
    .execute();
  for (const t of transfers) {
    const want = t.state === 'credited' ? 1 : 0;
    if (Number(t.n) !== want)
      problems.push({
        uid: t.client_id,
        username: '',
        problem: `bank deposit ${t.id} (${t.state}) has ${t.n} ledger rows, expected ${want}`,
      });
  }
  problems.push(...(await verifyRefunds(db)));
  return problems;
}

async function depositHasSource(db: Queryable, clientId: string, ref: string, amount: number): Promise<boolean> {
  const prompt = await db
    .selectFrom('stk_payments')
    .select('amount')
    .where('purpose', '=', 'project')
    .where('uid', '=', clientId)
    .where('receipt', '=', ref)
    .where('state', '=', 'paid')
    .executeTakeFirst();
  if (prompt) return Number(prompt.amount) === amount;
  const transfer = await db
    .selectFrom('client_deposits')
    .select('amount')
    .where('id', '=', ref)
    .where('client_id', '=', clientId)
    .where('state', '=', 'credited')
    .executeTakeFirst();
  return transfer !== undefined && Number(transfer.amount) === amount;
}
