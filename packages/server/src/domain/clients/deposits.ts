// A bank transfer an operator records for a client (ADR 057): credited to the client's balance at
// once up to MAPATO_FOUR_EYES_MIN; above it only when a second, different admin approves, as
// payouts are (core's approvalsNeeded, approvals in payout_approvals). Every step is audited in
// the transaction of the change it records.
import { approvalsNeeded, toPbDate } from '@mapato/core';
import {
  DEPOSIT_NOT_AWAITING,
  DEPOSIT_REFERENCE_USED,
  DEPOSIT_SAME_ADMIN,
  type ClientDepositView,
} from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { badRequest, notFound } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps, Trx } from '../deps.ts';
import { transact } from '../transact.ts';
import { addApproval } from '../payments/approvals.ts';
import { changeClientBalance } from './client-ledger.ts';
import type { ClientDepositsTable } from '../../db/schema.ts';

const view = (d: ClientDepositsTable, approvals: number, needed: number): ClientDepositView => ({
  id: d.id,
  client: d.client_id,
  amount: Number(d.amount),
  reference: d.reference,
  state: d.state as ClientDepositView['state'],
  approvals,
  needed,
  recorded_by: d.recorded_by,
  created: d.created,
});

/**
 * A bank transfer credited at once, for the seeds that start a database with money in it (the demo,
 * the benchmark, tests): the transfer's row, credited, and the deposit naming it, so verify-ledger
 * traces the money in as it traces one an admin recorded. Not for people: they go through four eyes.
 */
export async function creditSeedTransfer(
  trx: Trx,
  transfer: { clientId: string; amount: number; reference: string; actor: string },
  now: Date,
): Promise<void> {
  const at = toPbDate(now);
  const id = newId();
  await trx
    .insertInto('client_deposits')
    .values({
      id,
      client_id: transfer.clientId,
      amount: transfer.amount,
      reference: transfer.reference,
      state: 'credited',
      recorded_by: transfer.actor,
      approved_by: transfer.actor,
      created: at,
      updated: at,
    })
    .execute();
  await changeClientBalance(trx, {
    clientId: transfer.clientId,
    amount: transfer.amount,
    kind: 'deposit',
    ref: id,
    counter: 'bank',
    now,
  });
}

/** Adds `actor`'s approval and credits the deposit once it has the approvals its amount needs. */
async function approveAndMaybeCredit(deps: Deps, trx: Trx, d: ClientDepositsTable, actor: string, now: Date) {
  const at = toPbDate(now);
  const mine = await trx
    .selectFrom('payout_approvals')
    .select('operator_id')
    .where('payout_id', '=', d.id)
    .where('operator_id', '=', actor)
    .executeTakeFirst();
  if (mine) throw badRequest(DEPOSIT_SAME_ADMIN);
  const approvals = await addApproval(trx, d.id, actor, at);
  const needed = approvalsNeeded(Number(d.amount), deps.payments.fourEyesMin);
  if (approvals.length < needed) return { row: d, approvals: approvals.length, needed };
  const credited = await trx
    .updateTable('client_deposits')
    .set({ state: 'credited', approved_by: approvals.map((a) => a.operator_id).join(','), updated: at })
    .where('id', '=', d.id)
    .where('state', '=', 'awaiting_approval')
    .returningAll()
    .executeTakeFirstOrThrow();
  await changeClientBalance(trx, {
    clientId: d.client_id,
    amount: Number(d.amount),
    kind: 'deposit',
    ref: d.id,
    now,
    counter: 'bank',
  });
  return { row: credited, approvals: approvals.length, needed };
}

export async function recordDeposit(
  deps: Deps,
  actor: string,
  clientId: string,
  deposit: { amount: number; reference: string },
): Promise<ClientDepositView> {
  const now = deps.now();
  const at = toPbDate(now);
  return transact(deps, async (trx) => {
    const client = await trx.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
    if (!client) throw notFound();
    const row = await trx
      .insertInto('client_deposits')
      .values({
        id: newId(),
        client_id: clientId,
        amount: deposit.amount,
        reference: deposit.reference,
        state: 'awaiting_approval',
        recorded_by: actor,
        approved_by: '',
        created: at,
        updated: at,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) throw badRequest(DEPOSIT_REFERENCE_USED);
    const result = await approveAndMaybeCredit(deps, trx, row, actor, now);
    await audit(
      trx,
      actor,
      'client.deposit.record',
      row.id,
      {
        client: clientId,
        amount: deposit.amount,
        reference: deposit.reference,
        approvals: result.approvals,
        needed: result.needed,
        credited: result.row.state === 'credited',
      },
      now,
    );
    return view(result.row, result.approvals, result.needed);
  });
}

export async function approveDeposit(
  deps: Deps,
  actor: string,
  clientId: string,
  id: string,
): Promise<ClientDepositView> {
  const now = deps.now();
  return transact(deps, async (trx) => {
    // Locks the deposit: two admins approving at once are counted one after the other.
    const row = await trx
      .updateTable('client_deposits')
      .set((eb) => ({ updated: eb.ref('updated') }))
      .where('id', '=', id)
      .where('client_id', '=', clientId)
      .where('state', '=', 'awaiting_approval')
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      const exists = await trx
        .selectFrom('client_deposits')
        .select('id')
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      throw exists ? badRequest(DEPOSIT_NOT_AWAITING) : notFound();
    }
    const result = await approveAndMaybeCredit(deps, trx, row, actor, now);
    await audit(
      trx,
      actor,
      'client.deposit.approve',
      id,
      {
        client: clientId,
        amount: Number(row.amount),
        approvals: result.approvals,
        needed: result.needed,
        credited: result.row.state === 'credited',
      },
      now,
    );
    return view(result.row, result.approvals, result.needed);
  });
}

/** A client's transfers, newest first (the console finds the ones waiting for a second admin). */
export async function listDeposits(deps: Deps, clientId: string): Promise<ClientDepositView[]> {
  const client = await deps.db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound();
  const rows = await deps.db
    .selectFrom('client_deposits')
    .selectAll()
    .where('client_id', '=', clientId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  if (rows.length === 0) return [];
  const counted = await deps.db
    .selectFrom('payout_approvals')
    .select(['payout_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(
      'payout_id',
      'in',
      rows.map((r) => r.id),
    )
    .groupBy('payout_id')
    .execute();
  const approvals = new Map(counted.map((c) => [c.payout_id, Number(c.n)]));
  return rows.map((d) =>
    view(d, approvals.get(d.id) ?? 0, approvalsNeeded(Number(d.amount), deps.payments.fourEyesMin)),
  );
}
