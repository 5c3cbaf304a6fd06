// The one home of a project's money for pay (ADR 055): funded_pay = reserve + held + spent +
// released, always. A lease holds an answer's pay (reserve → held), a decision either pays it to
// the member (held → spent, a member ledger row of kind 'work') or gives it back (held → reserve, or
// to the client once the project is closed). Each step is a conditional UPDATE in the caller's
// transaction, so the reserve never goes below zero and no assignment is decided twice.
import { toPbDate } from '@mapato/core';
import type { Trx } from '../deps.ts';
import { changeBalance } from '../money/ledger.ts';
import { markReferralDue } from '../money/referrals.ts';
import { noteChange } from '../transact.ts';
import { changeClientBalance } from '../clients/client-ledger.ts';
import { projectAccount } from '../books/accounts.ts';
import type { AssignmentsTable } from '../../db/schema.ts';

/** Holds `pay` for one lease from a live project's reserve; false when the reserve cannot cover it. */
export async function holdPay(trx: Trx, projectId: string, pay: number, now: Date): Promise<boolean> {
  const moved = await trx
    .updateTable('projects')
    .set((eb) => ({ reserve: eb('reserve', '-', pay), held: eb('held', '+', pay), updated: toPbDate(now) }))
    .where('id', '=', projectId)
    .where('status', '=', 'live')
    .where('reserve', '>=', pay)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) > 0;
}

/**
 * Accepts an answer: the assignment (still in one of `from`) becomes accepted and its pay goes
 * from the project's held money to the member's balance; the member's referrer's reward falls due
 * with their first (ADR 074). False when it was already decided.
 */
export async function acceptAnswer(
  trx: Trx,
  assignment: Pick<AssignmentsTable, 'id' | 'project_id' | 'uid' | 'pay'>,
  now: Date,
  from: readonly string[] = ['pending'],
): Promise<boolean> {
  const at = toPbDate(now);
  const decided = await trx
    .updateTable('assignments')
    .set({ status: 'accepted', paid: assignment.pay, reason: '', decided: at })
    .where('id', '=', assignment.id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) return false;
  const pay = Number(assignment.pay);
  const spent = await trx
    .updateTable('projects')
    .set((eb) => ({ held: eb('held', '-', pay), spent: eb('spent', '+', pay), updated: at }))
    .where('id', '=', assignment.project_id)
    .where('held', '>=', pay)
    .executeTakeFirst();
  // held always covers a decided lease: anything else is a broken book, and nothing may be paid.
  if (Number(spent.numUpdatedRows) === 0) throw new Error(`project ${assignment.project_id}: held cannot cover ${pay}`);
  await changeBalance(trx, {
    uid: assignment.uid,
    amount: pay,
    kind: 'work',
    counter: projectAccount(assignment.project_id),
    ref: assignment.id,
    now,
    income: pay,
    tasksDone: 1,
  });
  await markReferralDue(trx, assignment.uid, now);
  noteChange(trx, { collection: 'users', id: assignment.uid, uid: assignment.uid, action: 'update' });
  return true;
}

/** What an assignment that is not paid becomes: refused with a reason, skipped, or lapsed. */
export type UnpaidStatus = 'rejected' | 'skipped' | 'lapsed';

/**
 * Ends an assignment unpaid (in one of `from`) and gives its held pay back: to the reserve while
 * the project is open, to the client's balance once it is closed. False when it was already decided.
 */
export async function refuseAnswer(
  trx: Trx,
  assignment: Pick<AssignmentsTable, 'id' | 'project_id' | 'pay'>,
  outcome: { status: UnpaidStatus; reason: string },
  now: Date,
  from: readonly string[] = ['pending'],
): Promise<boolean> {
  const at = toPbDate(now);
  const decided = await trx
    .updateTable('assignments')
    .set({ status: outcome.status, paid: 0, reason: outcome.reason, decided: at })
    .where('id', '=', assignment.id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(decided.numUpdatedRows) === 0) return false;
  await giveBackHeld(trx, assignment.project_id, Number(assignment.pay), now);
  return true;
}

async function giveBackHeld(trx: Trx, projectId: string, pay: number, now: Date): Promise<void> {
  const at = toPbDate(now);
  const open = await trx
    .updateTable('projects')
    .set((eb) => ({ held: eb('held', '-', pay), reserve: eb('reserve', '+', pay), updated: at }))
    .where('id', '=', projectId)
    .where('status', '<>', 'closed')
    .where('held', '>=', pay)
    .executeTakeFirst();
  if (Number(open.numUpdatedRows) > 0) return;
  const closed = await trx
    .updateTable('projects')
    .set((eb) => ({ held: eb('held', '-', pay), released: eb('released', '+', pay), updated: at }))
    .where('id', '=', projectId)
    .where('status', '=', 'closed')
    .where('held', '>=', pay)
    .returning('client_id')
    .executeTakeFirst();
  if (!closed) throw new Error(`project ${projectId}: held cannot cover ${pay}`);
  await changeClientBalance(trx, {
    clientId: closed.client_id,
    amount: pay,
    kind: 'project_release',
    ref: projectId,
    counter: projectAccount(projectId),
    now,
  });
}

/**
 * Closes a project: no lease is given from it again, and its free reserve goes back to the client's
 * balance now (held pay follows as each open assignment is decided). Returns the shillings
 * released, or null when the project was already closed or is not the client's.
 */
export async function closeProjectMoney(
  trx: Trx,
  clientId: string,
  projectId: string,
  now: Date,
): Promise<number | null> {
  const at = toPbDate(now);
  // Closing first: from here on holdPay refuses, so the reserve read below cannot move under us.
  const closed = await trx
    .updateTable('projects')
    .set({ status: 'closed', updated: at })
    .where('id', '=', projectId)
    .where('client_id', '=', clientId)
    .where('status', '<>', 'closed')
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) return null;
  const { reserve } = await trx
    .selectFrom('projects')
    .select('reserve')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  const amount = Number(reserve);
  if (amount === 0) return 0;
  await trx
    .updateTable('projects')
    .set((eb) => ({ reserve: eb('reserve', '-', amount), released: eb('released', '+', amount), updated: at }))
    .where('id', '=', projectId)
    .execute();
  await changeClientBalance(trx, {
    clientId,
    amount,
    kind: 'project_release',
    ref: projectId,
    now,
    counter: projectAccount(projectId),
  });
  return amount;
}
