// Every change of a balance goes through here: one conditional UPDATE of the user row and one
// append-only ledger row, inside the caller's transaction. users.balance therefore always
// equals the sum of the user's ledger amounts, and `ledger_seq` orders the rows per user. The same
// change is a transfer of the double-entry books (ADR 073) against the account it came from or went to.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import { noteChange } from '../transact.ts';
import { isBudget, memberAccount, type AccountId } from '../books/accounts.ts';
import { againstOwner, postIfCovered, postTransfer } from '../books/post.ts';
import { lockMember } from '../members/lock.ts';

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
 * it (`balance >= amount` in the UPDATE itself), so concurrent debits can never overdraw. A credit
 * from a budget (a reward from `marketing`, ADR 074) only happens when the budget covers it.
 * Returns the new balance, or null when the user is missing, the funds are short or the budget is.
 */
export async function changeBalance(trx: Trx, change: BalanceChange): Promise<number | null> {
  const transfer = againstOwner(
    change.kind,
    change.ref,
    change.now,
    memberAccount(change.uid),
    change.amount,
    change.counter,
  );
  if (change.amount > 0 && isBudget(change.counter)) {
    // The member's row first, then the budget's, as every other use case locks them (ADR 074).
    if (!(await lockMember(trx, change.uid))) return null;
    if ((await postIfCovered(trx, transfer)) === null) return null;
    return (await moveBalance(trx, change)) ?? broken(change);
  }
  const balance = await moveBalance(trx, change);
  if (balance !== null) await postTransfer(trx, transfer);
  return balance;
}

/** The member's row and its ledger row; null when the member is missing or the funds are short. */
async function moveBalance(trx: Trx, change: BalanceChange): Promise<number | null> {
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
  return Number(row.balance);
}

/** The member's row was locked in this transaction a moment ago: it cannot be missing now. */
function broken(change: BalanceChange): never {
  throw new Error(`member ${change.uid} vanished inside a locked transaction`);
}
