// What operators read of M-Pesa's figure against the books (ADR 071): the latest queries, and for
// a Nairobi day the differences that are items of the reconciliation — the day's last answer per
// shortcode, when money in flight does not explain it, or when the query failed.
import { formatKsh } from '@mapato/core';
import { compareBalance, type Discrepancy, type MpesaBalanceCheck } from '@mapato/protocol';
import type { Queryable } from '../deps.ts';
import type { MpesaBalancesTable } from '../../db/schema.ts';

export function toBalanceCheck(row: MpesaBalancesTable): MpesaBalanceCheck {
  const open = { payouts: Number(row.open_payouts), stk: Number(row.open_stk) };
  const comparisons =
    row.state !== 'answered'
      ? []
      : [
          ...(row.covers !== 'utility'
            ? [compareBalance('mpesa_paybill', Number(row.mpesa_paybill), Number(row.books_paybill), open)]
            : []),
          ...(row.covers !== 'paybill'
            ? [compareBalance('mpesa_utility', Number(row.mpesa_utility), Number(row.books_utility), open)]
            : []),
        ];
  return {
    id: row.id,
    shortcode: row.shortcode,
    state: row.state,
    askedBy: row.asked_by,
    resultDesc: row.result_desc,
    comparisons,
    openPayouts: open.payouts,
    openStk: open.stk,
    takenAt: row.taken_at,
    answeredAt: row.answered_at,
    created: row.created,
  };
}

/** The latest queries, newest first (a daily query not due yet is left out). */
export async function listBalanceChecks(db: Queryable, now: string, limit = 30): Promise<MpesaBalanceCheck[]> {
  const rows = await db
    .selectFrom('mpesa_balances')
    .selectAll()
    .where((eb) => eb.or([eb('state', '!=', 'due'), eb('due_at', '<=', now)]))
    .orderBy('created', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toBalanceCheck);
}

export async function balanceDiscrepancies(
  db: Queryable,
  bounds: { start: string; end: string },
): Promise<Discrepancy[]> {
  const rows = await db
    .selectFrom('mpesa_balances')
    .selectAll()
    .where('state', 'in', ['answered', 'failed'])
    .where('answered_at', '>=', bounds.start)
    .where('answered_at', '<', bounds.end)
    .orderBy('answered_at', 'desc')
    .execute();
  const latest = new Map<string, MpesaBalancesTable>();
  for (const row of rows) if (!latest.has(row.shortcode)) latest.set(row.shortcode, row);
  const items: Discrepancy[] = [];
  for (const row of latest.values()) {
    const base = { kind: 'balance' as const, id: row.id, uid: '', created: row.answered_at };
    if (row.state === 'failed') {
      items.push({ ...base, amount: 0, ours: `balance of ${row.shortcode} not known`, mpesa: row.result_desc });
      continue;
    }
    const check = toBalanceCheck(row);
    for (const c of check.comparisons.filter((x) => x.difference !== 0 && !x.inFlight))
      items.push({
        ...base,
        amount: Math.abs(c.difference),
        ours: `books ${c.account} ${formatKsh(c.books)} (payouts in flight ${formatKsh(check.openPayouts)}, prompts open ${formatKsh(check.openStk)})`,
        mpesa: `${c.account === 'mpesa_paybill' ? 'Working Account' : 'Utility Account'} of ${row.shortcode}: ${formatKsh(c.mpesa)}`,
      });
  }
  return items;
}
