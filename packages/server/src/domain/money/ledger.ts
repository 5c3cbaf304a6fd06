// Every change of a balance goes through here: one conditional UPDATE of the user row and one
// append-only ledger row, inside the caller's transaction. users.balance therefore always
// equals the sum of the user's ledger amounts, and `ledger_seq` orders the rows per user. The same
// change is a transfer of the double-entry books (ADR 073) against the account it came from or went to.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import { noteChange } from '../transact.ts';
import { memberAccount, type AccountId } from '../books/accounts.ts';
import { againstOwner, postTransfer } from '../books/post.ts';

/** 'work': pay for an accepted answer, from a client's project (ADR 055); ref is the assignment. */
export type LedgerKind = 'task' | 'referral' | 'withdrawal' | 'withdrawal_refund' | 'adjustment' | 'work';

export interface BalanceChange {
  uid: string;
  /** signed whole shillings */
  amount: number;
  kind: LedgerKind;
  ref: string;
  now: Date;
  /** where a credit comes from, or a debit goes: marketing for rewards, a project for work… */
  counter: AccountId;
  /** earnings counters moved in the same UPDATE (credits only) */
  income?: number;
  referals?: number;
  tasksDone?: number;
}

/**
 * Applies the change and writes its ledger row. A debit only happens when the balance covers
 * it (`balance >= amount` in the UPDATE itself), so concurrent debits can never overdraw.
 * Returns the new balance, or null when the user is missing or the funds are short.
 */
export async function changeBalance(trx: Trx, change: BalanceChange): Promise<number | null> {
  const at = toPbDate(change.now);
  let query = trx
    .updateTable('users')
    .set((eb) => ({
      balance: eb('balance', '+', change.amount),
      income: eb('income', '+', change.income ?? 0),
      referals: eb('referals', '+', change.referals ?? 0),
      tasks_done: eb('tasks_done', '+', change.tasksDone ?? 0),
      ledger_seq: eb('ledger_seq', '+', 1),
      updated: at,
    }))
    .where('id', '=', change.uid);
  if (change.amount < 0) query = query.where('balance', '>=', -change.amount);
  const row = await query.returning(['balance', 'ledger_seq']).executeTakeFirst();
  if (!row) return null;
  noteChange(trx, { collection: 'users', id: change.uid, uid: change.uid, action: 'update' });
  await trx
    .insertInto('ledger')
    .values({
      id: newId(),
      uid: change.uid,
      seq: row.ledger_seq,
      kind: change.kind,
      amount: change.amount,
      balance_after: Number(row.balance),
      ref: change.ref,
      created: at,
    })
    .execute();
  await postTransfer(
    trx,
    againstOwner(change.kind, change.ref, change.now, memberAccount(change.uid), change.amount, change.counter),
  );
  return Number(row.balance);
}
