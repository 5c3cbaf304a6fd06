// Can the business pay its members? (ADR 073) What it owes them — their balances and the
// withdrawals on their way — against what it holds: the M-Pesa accounts and the bank, as the books
// have them (reconciled against M-Pesa's own figure by the Account Balance query). The public
// page, the console and the guard on new bonds all read this one figure.
import type { Queryable } from '../deps.ts';

export interface Solvency {
  /** members' balances plus their withdrawals not yet paid or declined, whole shillings */
  owed: number;
  /** M-Pesa (paybill + utility) and bank, as the books hold them */
  held: number;
  /** held / owed; null when nothing is owed */
  ratio: number | null;
}

const HELD = ['mpesa_paybill', 'mpesa_utility', 'bank'] as const;

export async function readSolvency(db: Queryable): Promise<Solvency> {
  const balances = await db
    .selectFrom('users')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance'), eb.lit(0)).as('total'))
    .executeTakeFirstOrThrow();
  const onTheWay = await db
    .selectFrom('withdrawal')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('status', 'in', ['pending', 'processing'])
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('accounts')
    .select('balance')
    .where('id', 'in', [...HELD])
    .execute();
  const owed = Number(balances.total) + Number(onTheWay.total);
  const held = accounts.reduce((sum, a) => sum + Number(a.balance), 0);
  return { owed, held, ratio: owed === 0 ? null : held / owed };
}
