// The books' M-Pesa side, checked by `mapato verify-ledger`: every Disbursed withdrawal paid by B2C
// has exactly one successful payout receipt (and the payout agrees), every declined withdrawal was
// refunded exactly once, and every bond confirmed by STK has exactly one payment receipt.
import type { Queryable } from '../deps.ts';

export interface PaymentProblem {
  uid: string;
  problem: string;
}

export async function verifyPayments(db: Queryable): Promise<PaymentProblem[]> {
  const problems: PaymentProblem[] = [];

  const payouts = await db
    .selectFrom('withdrawal')
    .innerJoin('payouts', 'payouts.id', 'withdrawal.id')
    .select([
      'withdrawal.id',
      'withdrawal.uid',
      'withdrawal.status',
      'withdrawal.receipt as withdrawalReceipt',
      'payouts.state',
      'payouts.receipt as payoutReceipt',
    ])
    .execute();
  for (const p of payouts) {
    const paid = p.state === 'paid';
    if (p.status === 'disbursed' && p.state !== 'paid_by_hand') {
      if (!paid || p.payoutReceipt === '')
        problems.push({ uid: p.uid, problem: `withdrawal ${p.id} is Disbursed but its payout is ${p.state}` });
      else if (p.withdrawalReceipt !== p.payoutReceipt)
        problems.push({
          uid: p.uid,
          problem: `withdrawal ${p.id}: receipt ${p.withdrawalReceipt} ≠ payout's ${p.payoutReceipt}`,
        });
    } else if (paid) {
      problems.push({
        uid: p.uid,
        problem: `payout ${p.id} was paid (${p.payoutReceipt}) but the withdrawal is ${p.status}`,
      });
    }
  }

  const refunds = await db
    .selectFrom('withdrawal')
    .leftJoin('ledger', (join) =>
      join.onRef('ledger.ref', '=', 'withdrawal.id').on('ledger.kind', '=', 'withdrawal_refund'),
    )
    .select(['withdrawal.id', 'withdrawal.uid', 'withdrawal.status', (eb) => eb.fn.count<number>('ledger.id').as('n')])
    .groupBy(['withdrawal.id', 'withdrawal.uid', 'withdrawal.status'])
    .execute();
  for (const r of refunds) {
    const expected = r.status === 'declined' ? 1 : 0;
    if (Number(r.n) !== expected)
      problems.push({
        uid: r.uid,
        problem: `withdrawal ${r.id} (${r.status}) has ${r.n} refund rows, expected ${expected}`,
      });
  }

  const bonds = await db
    .selectFrom('registration')
    .innerJoin('stk_payments', 'stk_payments.id', 'registration.id')
    .select([
      'registration.id',
      'registration.uid',
      'registration.processing',
      'registration.declined',
      'registration.mpesa_ref',
      'stk_payments.state',
      'stk_payments.receipt',
    ])
    .execute();
  for (const b of bonds) {
    const confirmed = b.processing === 0 && b.declined === 0;
    if (confirmed && b.state !== 'paid_by_hand') {
      if (b.state !== 'paid' || b.receipt === '' || b.receipt !== b.mpesa_ref)
        problems.push({
          uid: b.uid,
          problem: `bond ${b.id} is confirmed but its STK payment is ${b.state} (receipt "${b.receipt}")`,
        });
    } else if (b.state === 'paid') {
      problems.push({
        uid: b.uid,
        problem: `STK payment ${b.id} was paid (${b.receipt}) but the upgrade is not confirmed`,
      });
    }
  }
  // A client's prompt for a project (ADR 057): paid exactly when its receipt is one deposit of
  // the same amount in that client's ledger.
  const prompts = await db
    .selectFrom('stk_payments')
    .select(['id', 'uid', 'state', 'receipt', 'amount'])
    .where('purpose', '=', 'project')
    .execute();
  for (const p of prompts) {
    const deposits =
      p.receipt === ''
        ? []
        : await db
            .selectFrom('client_ledger')
            .select('amount')
            .where('client_id', '=', p.uid)
            .where('kind', '=', 'deposit')
            .where('ref', '=', p.receipt)
            .execute();
    const paid = p.state === 'paid';
    if (paid && (deposits.length !== 1 || Number(deposits[0]!.amount) !== Number(p.amount)))
      problems.push({
        uid: p.uid,
        problem: `project prompt ${p.id} was paid (${p.receipt}) but the client has ${deposits.length} deposit(s) for it`,
      });
    else if (!paid && deposits.length > 0)
      problems.push({ uid: p.uid, problem: `project prompt ${p.id} is ${p.state} but the client was credited for it` });
  }
  return problems;
}
