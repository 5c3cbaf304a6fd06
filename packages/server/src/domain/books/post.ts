// Posts one transfer of the double-entry books (ADR 073) inside the caller's transaction: its
// entries sum to zero (debits positive, credits negative), or nothing is written. The business's
// accounts move here; a member's, client's or project's balance is moved by its own module
// (money/ledger.ts, clients/client-ledger.ts, paid-work/project-money.ts) in the same transaction.
import { toPbDate } from '@mapato/core';
import { newId } from '../../tools/ids.ts';
import type { Trx } from '../deps.ts';
import {
  BUSINESS_ACCOUNTS,
  isBudget,
  isBusinessAccount,
  type AccountId,
  type BusinessAccount,
  type TransferKind,
} from './accounts.ts';

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

/** A transfer that would take a budget below zero (ADR 074); nothing of it was written. */
export class BudgetShort extends Error {
  readonly account: BusinessAccount;
  constructor(account: BusinessAccount, amount: number) {
    super(`${account} cannot cover ${amount}`);
    this.account = account;
  }
}

/** Posts `transfer`; throws BudgetShort, having written nothing, when a budget it spends is short. */
export async function postTransfer(trx: Trx, transfer: Transfer): Promise<string> {
  const entries = [
    ...transfer.debits.map((leg) => ({ account: leg.account, amount: leg.amount })),
    ...transfer.credits.map((leg) => ({ account: leg.account, amount: -leg.amount })),
  ].filter((e) => e.amount !== 0);
  const sum = entries.reduce((total, e) => total + e.amount, 0);
  if (sum !== 0 || entries.some((e) => !Number.isSafeInteger(e.amount)))
    throw new Error(`${transfer.kind} ${transfer.ref}: entries do not balance (${sum})`);
  const at = toPbDate(transfer.now);
  // A budget is spent first, by a conditional UPDATE, before anything is written: a short budget
  // leaves no trace. Its row is therefore locked before the other business accounts; one transfer
  // spends at most one budget, and no transfer locks anything after a budget it credits, so the
  // order cannot form a cycle (PostgreSQL).
  const spends = entries.filter((e) => isBudget(e.account) && onItsSide(e) < 0);
  if (spends.length > 1) throw new Error(`${transfer.kind} ${transfer.ref}: spends more than one budget`);
  for (const e of spends) await spendBudget(trx, e.account as BusinessAccount, -onItsSide(e), at);
  const id = newId();
  await trx.insertInto('transfers').values({ id, kind: transfer.kind, ref: transfer.ref, created: at }).execute();
  if (entries.length === 0) return id;
  await trx
    .insertInto('entries')
    .values(entries.map((e) => ({ id: newId(), transfer: id, account: e.account, amount: e.amount, created: at })))
    .execute();
  // In the order of their names, so two transfers never wait on each other's accounts (PostgreSQL).
  const business = entries
    .filter((e) => isBusinessAccount(e.account) && !spends.includes(e))
    .sort((a, b) => a.account.localeCompare(b.account));
  for (const e of business) {
    await trx
      .updateTable('accounts')
      .set((eb) => ({ balance: eb('balance', '+', onItsSide(e)), entries: eb('entries', '+', 1), updated: at }))
      .where('id', '=', e.account)
      .execute();
  }
  return id;
}

/** Posts `transfer`, or returns null, having written nothing, when a budget it spends is short. */
export async function postIfCovered(trx: Trx, transfer: Transfer): Promise<string | null> {
  try {
    return await postTransfer(trx, transfer);
  } catch (error) {
    if (error instanceof BudgetShort) return null;
    throw error;
  }
}

interface Entry {
  account: AccountId;
  amount: number;
}

/** An entry as its account's balance sees it: growth on the account's own side is positive. */
function onItsSide(e: Entry): number {
  if (!isBusinessAccount(e.account)) return 0;
  return BUSINESS_ACCOUNTS[e.account] === 'debit' ? e.amount : -e.amount;
}

async function spendBudget(trx: Trx, account: BusinessAccount, amount: number, at: string): Promise<void> {
  const spent = await trx
    .updateTable('accounts')
    .set((eb) => ({ balance: eb('balance', '-', amount), entries: eb('entries', '+', 1), updated: at }))
    .where('id', '=', account)
    .where('balance', '>=', amount)
    .executeTakeFirst();
  if (Number(spent.numUpdatedRows) === 0) throw new BudgetShort(account, amount);
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
