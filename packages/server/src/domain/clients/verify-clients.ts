// The books' client side, checked by `mapato verify-ledger` (ADR 055): every client's balance
// equals the sum of its client_ledger rows, numbered 1..ledger_seq without gaps, each row's
// balance_after following from the last, and no balance below zero.
import type { Queryable } from '../deps.ts';

export interface ClientProblem {
  /** the client's id */
  uid: string;
  problem: string;
}

export async function verifyClients(db: Queryable): Promise<ClientProblem[]> {
  const problems: ClientProblem[] = [];
  const clients = await db.selectFrom('clients').select(['id', 'balance', 'ledger_seq']).orderBy('id').execute();
  for (const client of clients) {
    const say = (problem: string) => problems.push({ uid: client.id, problem: `client ${client.id}: ${problem}` });
    const rows = await db
      .selectFrom('client_ledger')
      .select(['seq', 'amount', 'balance_after'])
      .where('client_id', '=', client.id)
      .orderBy('seq')
      .execute();
    let running = 0;
    rows.forEach((row, i) => {
      running += Number(row.amount);
      if (row.seq !== i + 1) say(`ledger row ${i + 1} missing (found ${row.seq})`);
      if (Number(row.balance_after) !== running)
        say(`row ${row.seq}: balance_after ${row.balance_after} but running sum ${running}`);
    });
    if (running !== Number(client.balance)) say(`balance ${client.balance} but ledger sum ${running}`);
    if (rows.length !== client.ledger_seq) say(`ledger_seq ${client.ledger_seq} but ${rows.length} rows`);
    if (Number(client.balance) < 0) say(`balance ${client.balance} is negative`);
  }
  return problems;
}
