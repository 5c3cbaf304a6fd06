// A client's balance sent back to its own M-Pesa number by B2C (ADR 065). The request debits the
// balance (client ledger kind 'refund', ref = the payout) and queues the payout in one transaction,
// so the money is either on the balance or on its way, never both and never lost. The payout is
// worked by the payments worker as members' withdrawals are, under the same rule: sent at once up
// to MAPATO_AUTO_PAYOUT_MAX, else after one admin's approval, two above MAPATO_FOUR_EYES_MIN.
// Only the account's own number is ever paid: a stolen key or password cannot send money elsewhere.
import { approvalsNeeded, payoutWaitsForApproval, toPbDate } from '@mapato/core';
import {
  readRefundBody,
  refundOverBalance,
  REFUND_NOT_AWAITING,
  REFUND_SAME_ADMIN,
  type ClientRefundView,
} from '@mapato/protocol';
import { m, type Locale } from '@mapato/i18n';
import { newId } from '../../tools/ids.ts';
import { badRequest, fromBody, notFound, orThrow } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps, Queryable } from '../deps.ts';
import { runIdempotent } from '../idempotency.ts';
import { transact } from '../transact.ts';
import { addApproval } from '../payments/approvals.ts';
import { insertPayout } from '../payments/enqueue.ts';
import { changeClientBalance } from './client-ledger.ts';
import { clientActor } from './api-keys.ts';
import { CLIENT_REFUND } from './refund-outcome.ts';
import type { ClientsTable, PayoutsTable } from '../../db/schema.ts';

/** The B2C id of a refund: minted once, never replaced, never a withdrawal's (`wd_`). */
const originatorIdFor = (refundId: string) => `cr_${refundId}`;

const SENDING = ['queued', 'sending', 'sent', 'checking'];

function clientState(state: string): ClientRefundView['state'] {
  if (state === 'awaiting_approval' || state === 'review' || state === 'paid' || state === 'failed') return state;
  if (SENDING.includes(state)) return 'sending';
  // No other state is written for a refund; a person reads anything else as one to check.
  return 'review';
}

function view(p: PayoutsTable, approvals: number, fourEyesMin: number): ClientRefundView {
  return {
    id: p.id,
    client: p.uid,
    amount: Number(p.amount),
    msisdn: p.msisdn,
    state: clientState(p.state),
    receipt: p.receipt,
    approvals,
    needed: approvalsNeeded(Number(p.amount), fourEyesMin),
    created: p.created,
    updated: p.updated,
  };
}

async function approvalCount(db: Queryable, id: string): Promise<number> {
  const row = await db
    .selectFrom('payout_approvals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('payout_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** POST /api/client/refunds: the amount leaves the balance now and goes to the client's number. */
export async function requestRefund(
  deps: Deps,
  client: ClientsTable,
  request: { body: unknown; key: string | undefined; locale: Locale },
): Promise<ClientRefundView> {
  const { locale } = request;
  const result = await runIdempotent(
    deps,
    { uid: client.id, key: request.key, route: 'client.refund', body: request.body, rules: { amounts: ['amount'] } },
    async (trx) => {
      const { amount } = orThrow(readRefundBody(request.body, locale));
      if (deps.payments.mode === 'manual') throw badRequest(m.client_refundManual({}, { locale }));
      if (client.msisdn === '') throw badRequest(m.client_refundNoPhone({}, { locale }));
      const now = deps.now();
      const id = newId();
      const balance = await changeClientBalance(trx, {
        clientId: client.id,
        amount: -amount,
        kind: 'refund',
        ref: id,
        counter: 'pending_payouts',
        now,
      });
      if (balance === null) {
        const row = await trx.selectFrom('clients').select('balance').where('id', '=', client.id).executeTakeFirst();
        throw fromBody(refundOverBalance(Number(row?.balance ?? 0), locale));
      }
      const waits = payoutWaitsForApproval(amount, deps.payments.autoPayoutMax);
      await insertPayout(
        trx,
        {
          id,
          uid: client.id,
          amount,
          msisdn: client.msisdn,
          waits,
          originatorId: originatorIdFor(id),
          purpose: CLIENT_REFUND,
          note: '',
        },
        now,
      );
      await audit(
        trx,
        clientActor(client.id),
        'client.refund.request',
        id,
        { amount, msisdn: client.msisdn, waits },
        now,
      );
      const row = await trx.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      return view(row, 0, deps.payments.fourEyesMin);
    },
  );
  deps.payments.wake();
  return result.body;
}

/** A client's refunds, newest first (the client's screen and the console's client page). */
export async function listRefunds(deps: Deps, clientId: string): Promise<ClientRefundView[]> {
  const client = await deps.db.selectFrom('clients').select('id').where('id', '=', clientId).executeTakeFirst();
  if (!client) throw notFound();
  const rows = await deps.db
    .selectFrom('payouts')
    .selectAll()
    .where('purpose', '=', CLIENT_REFUND)
    .where('uid', '=', clientId)
    .orderBy('created', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
    .execute();
  return Promise.all(rows.map(async (r) => view(r, await approvalCount(deps.db, r.id), deps.payments.fourEyesMin)));
}

/** POST /api/admin/clients/{id}/refunds/{refund}/approve: the approval that completes the set sends it. */
export async function approveRefund(
  deps: Deps,
  actor: string,
  clientId: string,
  id: string,
): Promise<ClientRefundView> {
  const now = deps.now();
  const at = toPbDate(now);
  const result = await transact(deps, async (trx) => {
    // Locks the payout: two admins approving at once are counted one after the other.
    const payout = await trx
      .updateTable('payouts')
      .set((eb) => ({ updated: eb.ref('updated') }))
      .where('id', '=', id)
      .where('uid', '=', clientId)
      .where('purpose', '=', CLIENT_REFUND)
      .where('state', '=', 'awaiting_approval')
      .returningAll()
      .executeTakeFirst();
    if (!payout) {
      const row = await trx
        .selectFrom('payouts')
        .select('id')
        .where('id', '=', id)
        .where('uid', '=', clientId)
        .where('purpose', '=', CLIENT_REFUND)
        .executeTakeFirst();
      throw row ? badRequest(REFUND_NOT_AWAITING) : notFound();
    }
    const mine = await trx
      .selectFrom('payout_approvals')
      .select('operator_id')
      .where('payout_id', '=', id)
      .where('operator_id', '=', actor)
      .executeTakeFirst();
    if (mine) throw badRequest(REFUND_SAME_ADMIN);
    const approvals = await addApproval(trx, id, actor, at);
    const amount = Number(payout.amount);
    const needed = approvalsNeeded(amount, deps.payments.fourEyesMin);
    const released = approvals.length >= needed;
    if (released)
      await trx
        .updateTable('payouts')
        .set({ state: 'queued', approved_by: approvals.map((a) => a.operator_id).join(','), due_at: at, updated: at })
        .where('id', '=', id)
        .execute();
    await audit(
      trx,
      actor,
      'client.refund.approve',
      id,
      { client: clientId, amount, approvals: approvals.length, needed, released },
      now,
    );
    const row = await trx.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { row, approvals: approvals.length, released };
  });
  if (result.released) deps.payments.wake();
  return view(result.row, result.approvals, deps.payments.fourEyesMin);
}
