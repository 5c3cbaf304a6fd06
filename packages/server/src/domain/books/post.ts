// Posts one transfer of the double-entry books (ADR 073) inside the caller's transaction: its
// entries sum to zero (debits positive, credits negative), or nothing is written. The business's
// accounts move here; a member's, client's or project's balance is moved by its own module
// (money/ledger.ts, clients/client-ledger.ts, paid-work/project-money.ts) in the same transaction.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import { BUSINESS_ACCOUNTS, isBusinessAccount, type AccountId, type TransferKind } from './accounts.ts';

export interface Leg {
  account: AccountId;
  /** whole shillings, positive */
  amount: number;
}

export interface Transfer {
  kind: TransferKind;
  ref: string;
  now: Date;
  debits: readonly Leg[];
  credits: readonly Leg[];
}

export async function postTransfer(trx: Trx, transfer: Transfer): Promise<string> {
  const entries = [
    ...transfer.debits.map((leg) => ({ account: leg.account, amount: leg.amount })),
    ...transfer.credits.map((leg) => ({ account: leg.account, amount: -leg.amount })),
  ].filter((e) => e.amount !== 0);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0 || entries.some((e) => !Number.isSafeInteger(e.amount)))
    throw new Error(`${transfer.kind} ${transfer.ref}: entries do not balance (${sum})`);
  const id = newId();
  const at = toPbDate(transfer.now);
  await trx.insertInto('transfers').values({ id, kind: transfer.kind, ref: transfer.ref, created: at }).execute();
  if (entries.length === 0) return id;
  await trx
    .insertInto('entries')
    .values(entries.map((e) => ({ id: newId(), transfer: id, account: e.account, amount: e.amount, created: at })))
    .execute();
  // In the order of their names, so two transfers never wait on each other's accounts (PostgreSQL).
  const business = entries
    .filter((e) => isBusinessAccount(e.account))
    .sort((a, b) => a.account.localeCompare(b.account));
  for (const e of business) {
    const onItsSide = BUSINESS_ACCOUNTS[e.account as keyof typeof BUSINESS_ACCOUNTS] === 'debit' ? e.amount : -e.amount;
    await trx
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '+', onItsSide), entries: eb('entries', '+', 1), updated: at }))
      .where('id', '=', e.account)
      .execute();
  }
  return id;
}

/** A transfer from one account's debit to another's credit. */
export function transferOf(
  kind: TransferKind,
  ref: string,
  now: Date,
  legs: { debit: AccountId; credit: AccountId; amount: number },
): Transfer {
  return {
    kind,
    ref,
    now,
    debits: [{ account: legs.debit, amount: legs.amount }],
    credits: [{ account: legs.credit, amount: legs.amount }],
  };
}

/**
 * The other side of a change of an owner's balance (a member's or a client's, which live on the
 * owner's row): a credit of the owner is paid by `counter`'s debits, a debit of the owner goes to
 * `counter`'s credits. `counter` is one account, or several legs summing to the change.
 */
export function againstOwner(
  kind: TransferKind,
  ref: string,
  now: Date,
  owner: AccountId,
  amount: number,
  counter: AccountId | readonly Leg[],
): Transfer {
  const other = typeof counter === 'string' ? [{ account: counter, amount: Math.abs(amount) }] : counter;
  const mine = [{ account: owner, amount: Math.abs(amount) }];
  return amount >= 0
    ? { kind, ref, now, debits: other, credits: mine }
    : { kind, ref, now, debits: mine, credits: other };
}
