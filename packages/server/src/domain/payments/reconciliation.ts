// The daily reconciliation (ADR 018): for one Africa/Nairobi day, every payout and bond whose state
// differs from what M-Pesa told us, or that M-Pesa has not settled yet, and every callback we did
// not apply as it stood (late, contradicting, wrong amount, unknown id). The worker has already
// asked M-Pesa about each open item (STK Query, Transaction Status); what is left here needs a
// person with the M-Pesa statement.
import { nairobiDay, nairobiDayBounds, toPbDate } from '@mapato/core';
import type { Queryable } from '../deps.ts';

export interface Discrepancy {
  kind: 'payout' | 'bond' | 'callback';
  /** the withdrawal, registration or callback id */
  id: string;
  uid: string;
  amount: number;
  /** our side: the record's state */
  ours: string;
  /** M-Pesa's side: what it said, or that it has said nothing final */
  mpesa: string;
  created: string;
}

export interface Reconciliation {
  day: string;
  payouts: { count: number; paid: number; paidAmount: number };
  bonds: { count: number; paid: number; paidAmount: number };
  discrepancies: Discrepancy[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Nairobi day's bounds for 'YYYY-MM-DD'; null when it is not a date. */
export function dayBounds(day: string): { start: string; end: string } | null {
  if (!DAY.test(day)) return null;
  const noon = new Date(`${day}T12:00:00+03:00`);
  // 2026-02-30 would roll over to 2 March: a day that does not exist is not a day.
  if (Number.isNaN(noon.getTime()) || nairobiDay(noon) !== day) return null;
  const { start, end } = nairobiDayBounds(noon);
  return { start: toPbDate(start), end: toPbDate(end) };
}

const OPEN_PAYOUT = ['queued', 'sending', 'sent', 'checking'];
const OPEN_STK = ['sending', 'pending', 'unknown'];
const NOT_APPLIED = ['late', 'review', 'mismatch', 'unknown', 'invalid'];

export async function reconcileDay(
  db: Queryable,
  day: string,
  bounds: { start: string; end: string },
): Promise<Reconciliation> {
  const discrepancies: Discrepancy[] = [];

  const payouts = await db
    .selectFrom('payouts')
    .innerJoin('withdrawal', 'withdrawal.id', 'payouts.id')
    .select([
      'payouts.id',
      'payouts.uid',
      'payouts.amount',
      'payouts.state',
      'payouts.receipt',
      'payouts.result_desc',
      'payouts.created',
      'withdrawal.status',
    ])
    .where('payouts.created', '>=', bounds.start)
    .where('payouts.created', '<', bounds.end)
    .orderBy('payouts.created')
    .execute();
  for (const p of payouts) {
    const row = { kind: 'payout' as const, id: p.id, uid: p.uid, amount: Number(p.amount), created: p.created };
    const ours = `withdrawal ${p.status}, payout ${p.state}`;
    if (OPEN_PAYOUT.includes(p.state)) discrepancies.push({ ...row, ours, mpesa: 'no final result yet' });
    else if (p.state === 'review') discrepancies.push({ ...row, ours, mpesa: p.result_desc || 'unknown' });
    else if (p.state === 'paid' && p.status !== 'disbursed')
      discrepancies.push({ ...row, ours, mpesa: `paid (${p.receipt})` });
    else if (p.state === 'failed' && p.status !== 'declined') discrepancies.push({ ...row, ours, mpesa: 'not paid' });
    else if (p.state === 'paid_by_hand')
      discrepancies.push({ ...row, ours, mpesa: 'marked paid by an operator: check the statement' });
  }

  const bonds = await db
    .selectFrom('stk_payments')
    .innerJoin('registration', 'registration.id', 'stk_payments.id')
    .select([
      'stk_payments.id',
      'stk_payments.uid',
      'stk_payments.amount',
      'stk_payments.state',
      'stk_payments.receipt',
      'stk_payments.result_desc',
      'stk_payments.created',
      'registration.processing',
      'registration.declined',
    ])
    .where('stk_payments.created', '>=', bounds.start)
    .where('stk_payments.created', '<', bounds.end)
    .orderBy('stk_payments.created')
    .execute();
  for (const b of bonds) {
    const row = { kind: 'bond' as const, id: b.id, uid: b.uid, amount: Number(b.amount), created: b.created };
    const status = b.processing ? 'processing' : b.declined ? 'declined' : 'confirmed';
    const ours = `upgrade ${status}, STK ${b.state}`;
    if (OPEN_STK.includes(b.state)) discrepancies.push({ ...row, ours, mpesa: b.result_desc || 'no final result yet' });
    else if (b.state === 'review') discrepancies.push({ ...row, ours, mpesa: b.result_desc || 'unknown' });
    else if (b.state === 'paid' && status !== 'confirmed')
      discrepancies.push({ ...row, ours, mpesa: `paid (${b.receipt})` });
    else if (b.state === 'failed' && status !== 'declined') discrepancies.push({ ...row, ours, mpesa: 'not paid' });
    else if (b.state === 'paid_by_hand')
      discrepancies.push({ ...row, ours, mpesa: 'confirmed by an operator: check the statement' });
  }

  const callbacks = await db
    .selectFrom('payment_callbacks')
    .select(['id', 'kind', 'outcome', 'target', 'note', 'created'])
    .where('created', '>=', bounds.start)
    .where('created', '<', bounds.end)
    .where('outcome', 'in', NOT_APPLIED)
    .orderBy('created')
    .execute();
  for (const c of callbacks) {
    discrepancies.push({
      kind: 'callback',
      id: c.id,
      uid: '',
      amount: 0,
      ours: c.target ? `${c.outcome} (about ${c.target})` : c.outcome,
      mpesa: `${c.kind}: ${c.note}`,
      created: c.created,
    });
  }

  const total = (rows: Array<{ state: string; amount: number }>) => ({
    count: rows.length,
    paid: rows.filter((r) => r.state === 'paid').length,
    paidAmount: rows.filter((r) => r.state === 'paid').reduce((sum, r) => sum + Number(r.amount), 0),
  });
  return { day, payouts: total(payouts), bonds: total(bonds), discrepancies };
}
