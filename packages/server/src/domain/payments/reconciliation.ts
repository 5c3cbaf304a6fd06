// The daily reconciliation (ADR 018): for one Africa/Nairobi day, every payout and bond whose state
// differs from what M-Pesa told us, or that M-Pesa has not settled yet, and every callback we did
// not apply as it stood (late, contradicting, wrong amount, unknown id), and the day's M-Pesa balance
// that differs from the books (ADR 071). The worker has already
// asked M-Pesa about each open item (STK Query, Transaction Status); what is left here needs a
// person with the M-Pesa statement.
import {
  bondMismatch,
  payoutMismatch,
  projectPromptMismatch,
  refundMismatch,
  totals,
  type Discrepancy,
  type Reconciliation,
} from '@mapato/protocol';
import { CLIENT_REFUND } from '../clients/refund-outcome.ts';
import type { Queryable } from '../deps.ts';
import { balanceDiscrepancies } from '../books/mpesa-balance-view.ts';

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
    const mismatch = payoutMismatch(p, p.status);
    if (mismatch) discrepancies.push({ ...row, ...mismatch });
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
    const mismatch = bondMismatch(b, status);
    if (mismatch) discrepancies.push({ ...row, ...mismatch });
  }

  // Clients' prompts for their projects (ADR 057): paid means a deposit to the client's balance.
  const prompts = await db
    .selectFrom('stk_payments')
    .leftJoin('client_ledger', (join) =>
      join
        .onRef('client_ledger.ref', '=', 'stk_payments.receipt')
        .onRef('client_ledger.client_id', '=', 'stk_payments.uid')
        .on('client_ledger.kind', '=', 'deposit'),
    )
    .select([
      'stk_payments.id',
      'stk_payments.uid',
      'stk_payments.amount',
      'stk_payments.state',
      'stk_payments.receipt',
      'stk_payments.result_desc',
      'stk_payments.created',
      'client_ledger.id as deposit',
    ])
    .where('stk_payments.purpose', '=', 'project')
    .where('stk_payments.created', '>=', bounds.start)
    .where('stk_payments.created', '<', bounds.end)
    .orderBy('stk_payments.created')
    .execute();
  for (const b of prompts) {
    const mismatch = projectPromptMismatch(b, b.deposit !== null && b.receipt !== '');
    if (mismatch)
      discrepancies.push({
        kind: 'project',
        id: b.id,
        uid: b.uid,
        amount: Number(b.amount),
        created: b.created,
        ...mismatch,
      });
  }

  // Clients' refunds to their M-Pesa numbers (ADR 065), sent by the worker as withdrawals are.
  const refunds = await db
    .selectFrom('payouts')
    .select(['id', 'uid', 'amount', 'state', 'receipt', 'result_desc', 'created'])
    .where('purpose', '=', CLIENT_REFUND)
    .where('created', '>=', bounds.start)
    .where('created', '<', bounds.end)
    .orderBy('created')
    .execute();
  for (const r of refunds) {
    const mismatch = refundMismatch(r);
    if (mismatch)
      discrepancies.push({
        kind: 'refund',
        id: r.id,
        uid: r.uid,
        amount: Number(r.amount),
        created: r.created,
        ...mismatch,
      });
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

  // M-Pesa's own figure against the books' M-Pesa accounts (ADR 071).
  discrepancies.push(...(await balanceDiscrepancies(db, bounds)));

  return { day, payouts: totals(payouts), bonds: totals(bonds), discrepancies };
}
