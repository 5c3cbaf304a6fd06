// Every change of a client's balance goes through here, as members' changes go through
// money/ledger.ts: one conditional UPDATE of the client row and one append-only client_ledger row,
// inside the caller's transaction, so clients.balance always equals the sum of its rows (ADR 055),
// and one transfer of the double-entry books (ADR 073) against where the money came from or went.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import { clientAccount, type AccountId, type TransferKind } from '../books/accounts.ts';
import { againstOwner, postTransfer, type Leg } from '../books/post.ts';

/**
 * deposit: money in (an M-Pesa prompt paid, a bank transfer recorded); project_funding: out to a
 * project's reserve and fee; project_release: a closed project's unspent pay back; refund: out by
 * M-Pesa to the client's number (ref: the payout); refund_return: a refund M-Pesa did not pay, back.
 */
export type ClientLedgerKind = 'deposit' | 'project_funding' | 'project_release' | 'refund' | 'refund_return';

export interface ClientBalanceChange {
  clientId: string;
  /** signed whole shillings */
  amount: number;
  kind: ClientLedgerKind;
  ref: string;
  now: Date;
  /** where a credit comes from or a debit goes: one account, or legs summing to the amount */
  counter: AccountId | readonly Leg[];
}

const TRANSFER_KIND: Record<ClientLedgerKind, TransferKind> = {
  deposit: 'client_deposit',
  project_funding: 'project_funding',
  project_release: 'project_release',
  refund: 'client_refund',
  refund_return: 'refund_return',
};

/**
 * Applies the change and writes its row. A debit only happens when the balance covers it (in the
 * UPDATE itself), so two fundings at once can never overdraw. Returns the new balance, or null
 * when the client is missing or the money is short.
 */
export async function changeClientBalance(trx: Trx, change: ClientBalanceChange): Promise<number | null> {
  const at = toPbDate(change.now);
  let query = trx
    .updateTable('clients')
    .set((eb) => ({
      balance: eb('balance', '+', change.amount),
      ledger_seq: eb('ledger_seq', '+', 1),
      updated: at,
    }))
    .where('id', '=', change.clientId);
  if (change.amount < 0) query = query.where('balance', '>=', -change.amount);
  const row = await query.returning(['balance', 'ledger_seq']).executeTakeFirst();
  if (!row) return null;
  await trx
    .insertInto('client_ledger')
    .values({
      id: newId(),
      client_id: change.clientId,
      seq: row.ledger_seq,
      kind: change.kind,
      amount: change.amount,
      balance_after: Number(row.balance),
      ref: change.ref,
      created: at,
    })
    .execute();
  const owner = clientAccount(change.clientId);
  await postTransfer(
    trx,
    againstOwner(TRANSFER_KIND[change.kind], change.ref, change.now, owner, change.amount, change.counter),
  );
  return Number(row.balance);
}
