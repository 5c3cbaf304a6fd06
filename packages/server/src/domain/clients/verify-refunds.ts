// The clients' refunds in `mapato verify-ledger` (ADR 065): every refund took its amount off the
// balance once ('refund' row, ref = the payout), a failed one gave it back once ('refund_return'),
// any other gave nothing back, a paid one carries M-Pesa's receipt, and no 'refund' row is without
// its payout.
import type { Queryable } from '../deps.ts';
import { CLIENT_REFUND } from './refund-outcome.ts';

interface RefundProblem {
  uid: string;
  username: string;
  problem: string;
}

export async function verifyRefunds(db: Queryable): Promise<RefundProblem[]> {
  const problems: RefundProblem[] = [];
  const refunds = await db
    .selectFrom('payouts')
    .select(['id', 'uid', 'amount', 'state', 'receipt'])
    .where('purpose', '=', CLIENT_REFUND)
    .execute();
  const rows = await db
    .selectFrom('client_ledger')
    .select(['client_id', 'kind', 'amount', 'ref'])
    .where('kind', 'in', ['refund', 'refund_return'])
    .execute();
  const byRef = new Map<string, typeof rows>();
  for (const row of rows) byRef.set(row.ref, [...(byRef.get(row.ref) ?? []), row]);
  for (const r of refunds) {
    const report = (problem: string) =>
      problems.push({ uid: r.uid, username: '', problem: `refund ${r.id}: ${problem}` });
    const mine = (byRef.get(r.id) ?? []).filter((row) => row.client_id === r.uid);
    const taken = mine.filter((row) => row.kind === 'refund');
    const back = mine.filter((row) => row.kind === 'refund_return');
    if (taken.length !== 1 || Number(taken[0]!.amount) !== -Number(r.amount))
      report(`${taken.length} debits of the balance, expected one of ${-Number(r.amount)}`);
    const wantBack = r.state === 'failed' ? 1 : 0;
    if (back.length !== wantBack || back.some((row) => Number(row.amount) !== Number(r.amount)))
      report(`${back.length} returns to the balance while ${r.state}, expected ${wantBack}`);
    if (r.state === 'paid' && r.receipt === '') report('paid without an M-Pesa receipt');
    byRef.delete(r.id);
  }
  for (const [ref, orphans] of byRef)
    for (const row of orphans)
      problems.push({ uid: row.client_id, username: '', problem: `client ledger ${row.kind} ${ref} has no refund` });
  return problems;
}
