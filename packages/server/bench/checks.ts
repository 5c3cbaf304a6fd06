// What must hold after the load for the run to count: every scenario answered, every request succeeded, every
// withdrawal the API created has its ledger debit, no member beat the daily limit, and the books
// balance. A run that fails any of these measured error paths, not the API.
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.ts';
import type { LoadResult } from './load.ts';
import type { Report } from './report.ts';

/** Every withdrawal the load created (status 'pending'; seeded history is 'disbursed') and its debits. */
export async function withdrawalCheck(db: Kysely<Database>, create: LoadResult): Promise<Report['withdrawals']> {
  const count = (n: { n: number } | undefined) => Number(n?.n ?? 0);
  const created = await db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const debits = await db
    .selectFrom('ledger')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'withdrawal')
    .executeTakeFirst();
  const most = await db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'pending')
    .groupBy('uid')
    .orderBy('n', 'desc')
    .limit(1)
    .executeTakeFirst();
  return {
    created: count(created),
    ledgerDebits: count(debits),
    maxPerMember: count(most),
    ok: create.ok,
    sent: create.sent,
  };
}

export function failures(r: Report, perMember: number): string[] {
  const out: string[] = [];
  for (const s of r.scenarios) {
    const bad = s.non2xx + s.errors + s.warmup.non2xx + s.warmup.errors;
    if (bad > 0) out.push(`${s.name}: ${bad} failed requests (status codes ${JSON.stringify(s.statusCodes)})`);
    // A scenario that measured nothing proves nothing (a server that stopped answering, say).
    if (s.completed === 0) out.push(`${s.name}: no request completed in the measured run`);
  }
  const w = r.withdrawals;
  if (w.created !== w.ledgerDebits) out.push(`${w.created} withdrawals but ${w.ledgerDebits} ledger debits`);
  if (w.created < w.ok || w.created > w.sent) out.push(`${w.created} withdrawals for ${w.ok} 2xx / ${w.sent} sent`);
  if (w.maxPerMember > perMember) out.push(`a member made ${w.maxPerMember} withdrawals today (limit ${perMember})`);
  if (!r.ledger.balanced) out.push('the books do not balance');
  return out;
}
