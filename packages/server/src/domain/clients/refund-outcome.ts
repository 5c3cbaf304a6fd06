// What M-Pesa's final answer about a client's refund (ADR 065) does to the client's books, called by
// payments/settle.ts inside the transaction that closed the payout, so it happens once: paid, the
// money has left (the 'refund' row already took it off the balance); failed, it comes back.
import { audit } from '../security/audit.ts';
import type { Trx } from '../deps.ts';
import { MPESA_ACTOR } from '../payments/settings.ts';
import { changeClientBalance } from './client-ledger.ts';
import type { PayoutsTable } from '../../db/schema.ts';

/** payouts.purpose of a client's refund (a member's withdrawal is 'withdrawal'). */
export const CLIENT_REFUND = 'client_refund';

export async function refundPaid(trx: Trx, payout: PayoutsTable, receipt: string, now: Date): Promise<void> {
  await audit(
    trx,
    MPESA_ACTOR,
    'client.refund.paid',
    payout.id,
    { client: payout.uid, amount: Number(payout.amount), receipt },
    now,
  );
}

export async function refundFailed(
  trx: Trx,
  payout: PayoutsTable,
  reason: string,
  resultCode: string,
  now: Date,
): Promise<void> {
  await changeClientBalance(trx, {
    clientId: payout.uid,
    amount: Number(payout.amount),
    kind: 'refund_return',
    counter: 'pending_payouts',
    ref: payout.id,
    now,
  });
  await audit(
    trx,
    MPESA_ACTOR,
    'client.refund.failed',
    payout.id,
    { client: payout.uid, amount: Number(payout.amount), reason, resultCode },
    now,
  );
}
