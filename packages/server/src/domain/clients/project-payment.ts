// What M-Pesa's final answer to a project's prompt (stk_payments.purpose 'project') does, in the
// caller's transaction, called from payments/settle.ts where bonds are settled. Paid: the money
// is the client's (a deposit, ref the receipt), then the project is funded from the balance and
// goes live if the balance now covers it. Not paid: the prompt is closed with M-Pesa's reason,
// which the project view shows, and the project stays in 'funding' to be tried again.
import { toPbDate } from '@mapato/core';
import { audit } from '../security/audit.ts';
import type { Trx } from '../deps.ts';
import { MPESA_ACTOR } from '../payments/settings.ts';
import { changeClientBalance } from './client-ledger.ts';
import { fundFromBalance } from './funding.ts';
import type { StkPaymentsTable } from '../../db/schema.ts';

interface Evidence {
  resultCode: string;
  resultDesc: string;
}

/** False when the prompt was no longer in `from`, or the receipt already paid something else. */
export async function settleProjectPaid(
  trx: Trx,
  stk: StkPaymentsTable,
  receipt: string,
  evidence: Evidence,
  now: Date,
  from: readonly string[],
): Promise<boolean> {
  const used = await trx
    .selectFrom('stk_payments')
    .select('id')
    .where('receipt', '=', receipt)
    .where('id', '<>', stk.id)
    .executeTakeFirst();
  if (used) return false;
  const moved = await trx
    .updateTable('stk_payments')
    .set({
      state: 'paid',
      receipt,
      result_code: evidence.resultCode,
      result_desc: evidence.resultDesc,
      updated: toPbDate(now),
    })
    .where('id', '=', stk.id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  const amount = Number(stk.amount);
  await changeClientBalance(trx, {
    clientId: stk.uid,
    amount,
    kind: 'deposit',
    ref: receipt,
    now,
    counter: 'mpesa_paybill',
  });
  await audit(
    trx,
    MPESA_ACTOR,
    'client.deposit',
    stk.id,
    { client: stk.uid, amount, receipt, project: stk.ref, method: 'stk' },
    now,
  );
  await fundFromBalance(trx, stk.uid, stk.ref, MPESA_ACTOR, now);
  return true;
}

export async function settleProjectFailed(
  trx: Trx,
  stk: StkPaymentsTable,
  reason: string,
  evidence: Evidence,
  now: Date,
  from: readonly string[],
): Promise<boolean> {
  const moved = await trx
    .updateTable('stk_payments')
    // The reason is what the client reads (project view); M-Pesa's own text stays in its callback.
    .set({
      state: 'failed',
      result_code: evidence.resultCode,
      result_desc: reason.slice(0, 500),
      updated: toPbDate(now),
    })
    .where('id', '=', stk.id)
    .where('state', 'in', [...from])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return false;
  await audit(
    trx,
    MPESA_ACTOR,
    'project.fund.decline',
    stk.ref,
    { client: stk.uid, payment: stk.id, amount: Number(stk.amount), reason, resultCode: evidence.resultCode },
    now,
  );
  return true;
}
