// What operators do in the mocks, with the server's rules and words (operator-actions.ts,
// payments/approve.ts): a move only from the states it is allowed from, a payout M-Pesa may be
// paying right now is not settled by hand, an approval per admin, above the four-eyes threshold
// two, and as many for a payout marked paid by hand (docs/decisions/042); a decline refunds the
// member and carries the reason they read. Every move is audited.
import { FOUR_EYES_MIN, levelInfo, toPbDate, type WithdrawalRecord } from '@mapato/core';
import {
  approvalsNeeded,
  badRequest,
  notFound,
  readDeclineReason,
  readNoBody,
  PB,
  SAME_ADMIN_TWICE,
} from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { orThrow, refuse } from '../errors.ts';
import { newReceipt } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { payoutOf } from './queues.ts';
import { writeAudit, type AdminWorld, type StoredOperator } from './world.ts';

type Payments = Required<MockPayments>;
interface Actor {
  store: MockStore;
  world: AdminWorld;
  operator: StoredOperator;
  payments: Payments;
}

const WITH_MPESA = 'M-Pesa is handling this payment now; wait for its result.';
const IN_FLIGHT_PAYOUT = ['sending', 'sent', 'checking'];
const IN_FLIGHT_STK = ['sending', 'pending', 'unknown'];

const MOVES: Record<string, { from: string[]; to: WithdrawalRecord['status'] }> = {
  processing: { from: ['pending'], to: 'processing' },
  disburse: { from: ['pending', 'processing'], to: 'disbursed' },
  decline: { from: ['pending', 'processing'], to: 'declined' },
};

export function actOnWithdrawal(actor: Actor, id: string, action: string, raw: unknown) {
  const { store, world, operator } = actor;
  const reason = action === 'decline' ? orThrow(readDeclineReason(raw)) : '';
  if (action !== 'decline') orThrow(readNoBody(raw, PB.updateFailed));
  const w = store.withdrawals.find((x) => x.id === id) ?? refuse(notFound());
  if (action === 'approve') return approve(actor, w);
  const move = Object.hasOwn(MOVES, action) ? MOVES[action]! : refuse(notFound());
  if (!move.from.includes(w.status)) refuse(badRequest(`This withdrawal can no longer be moved to ${move.to}.`));
  const job = payoutOf(world, w, actor.payments);
  let released: Record<string, unknown> = {};
  if (action === 'disburse') {
    const count = handApproval(actor, w);
    if (count.approvals < count.needed) return w;
    released = { ...count, released: true };
  }
  if (move.to !== 'processing' && job) {
    if (IN_FLIGHT_PAYOUT.includes(job.state)) refuse(badRequest(WITH_MPESA));
    if (job.state !== 'paid' && job.state !== 'failed') {
      world.payouts.set(w.id, { ...job, state: move.to === 'disbursed' ? 'paid_by_hand' : 'cancelled' });
    }
  }
  const at = toPbDate(store.now());
  Object.assign(w, {
    status: move.to,
    processing: move.to === 'processing',
    disbursed: move.to === 'disbursed',
    declined: move.to === 'declined',
    processed_at: move.to === 'processing' ? '' : at,
    ...(move.to === 'declined' ? { reason } : {}),
    updated: at,
  });
  if (move.to === 'declined') {
    const member = store.users.find((u) => u.record.id === w.uid)?.record;
    if (member) Object.assign(member, { balance: member.balance + w.amount, updated: at });
  }
  writeAudit(store, world, {
    actor: operator.id,
    action: `withdrawal.${action}`,
    target: id,
    details: { uid: w.uid, amount: w.amount, ...released, ...(reason ? { reason } : {}) },
  });
  return w;
}

/** "Mark paid" is this admin's approval; held (audited) until the set is complete, as on the server. */
function handApproval({ store, world, operator }: Actor, w: WithdrawalRecord) {
  const job = world.payouts.get(w.id);
  const approvals = job?.approvals ?? world.handApprovals.get(w.id) ?? [];
  if (!job) world.handApprovals.set(w.id, approvals);
  const needed = approvalsNeeded(w.amount, FOUR_EYES_MIN);
  const added = !approvals.includes(operator.id);
  if (!added && approvals.length < needed) refuse(badRequest(SAME_ADMIN_TWICE));
  if (added) approvals.push(operator.id);
  const count = { approvals: approvals.length, needed };
  if (approvals.length < needed) {
    writeAudit(store, world, {
      actor: operator.id,
      action: 'withdrawal.disburse',
      target: w.id,
      details: { uid: w.uid, amount: w.amount, ...count, released: false },
    });
  }
  return count;
}

function approve({ store, world, operator, payments }: Actor, w: WithdrawalRecord) {
  const job = payoutOf(world, w, payments);
  if (job?.state !== 'awaiting_approval') refuse(badRequest('This withdrawal is not waiting for approval.'));
  if (job.approvals.includes(operator.id)) refuse(badRequest(SAME_ADMIN_TWICE));
  job.approvals.push(operator.id);
  const needed = approvalsNeeded(w.amount, FOUR_EYES_MIN);
  const released = job.approvals.length >= needed;
  writeAudit(store, world, {
    actor: operator.id,
    action: 'withdrawal.approve',
    target: w.id,
    details: { uid: w.uid, amount: w.amount, approvals: job.approvals.length, needed, released },
  });
  if (released) send(store, world, w, payments);
  return w;
}

/** Released to M-Pesa: sent at once, paid `payoutDelayMs` later (the simulator's answer). */
function send(store: MockStore, world: AdminWorld, w: WithdrawalRecord, payments: Payments) {
  const job = world.payouts.get(w.id)!;
  job.state = 'queued';
  store.later(100, () => {
    if (w.status !== 'pending' || job.state !== 'queued') return;
    job.state = 'sent';
    Object.assign(w, { status: 'processing', processing: true, updated: toPbDate(store.now()) });
    store.later(payments.payoutDelayMs, () => {
      if (w.status !== 'processing' || job.state !== 'sent') return;
      const at = toPbDate(store.now());
      job.state = 'paid';
      const receipt = newReceipt();
      Object.assign(w, {
        status: 'disbursed',
        processing: false,
        disbursed: true,
        receipt,
        processed_at: at,
        updated: at,
      });
      writeAudit(store, world, {
        actor: 'mpesa',
        action: 'withdrawal.disburse',
        target: w.id,
        details: { uid: w.uid, amount: w.amount, receipt },
      });
    });
  });
}

export function actOnRegistration({ store, world, operator }: Actor, id: string, action: string, raw: unknown) {
  const reason = action === 'decline' ? orThrow(readDeclineReason(raw)) : '';
  if (action !== 'decline') orThrow(readNoBody(raw, PB.updateFailed));
  if (action !== 'approve' && action !== 'decline') refuse(notFound());
  const r = store.registrations.find((x) => x.id === id) ?? refuse(notFound());
  if (!r.processing) refuse(badRequest(`This registration can no longer be moved to ${action}.`));
  const stk = world.stk.get(r.id) ?? (r.method === 'stk' ? { state: 'pending', resultDesc: '' } : null);
  if (stk && IN_FLIGHT_STK.includes(stk.state)) refuse(badRequest(WITH_MPESA));
  if (stk) world.stk.set(r.id, { ...stk, state: action === 'approve' ? 'paid_by_hand' : 'cancelled' });
  const at = toPbDate(store.now());
  Object.assign(r, { processing: false, declined: action === 'decline', reason, updated: at });
  const member = store.users.find((u) => u.record.id === r.uid)?.record;
  const target = levelInfo(r.level);
  if (action === 'approve' && member && target && member.level < target.level) {
    Object.assign(member, { level: target.level, investment: member.investment + r.amount, updated: at });
  }
  writeAudit(store, world, {
    actor: operator.id,
    action: `registration.${action}`,
    target: id,
    details: { uid: r.uid, level: r.level, amount: r.amount, ...(reason ? { reason } : {}) },
  });
  return r;
}
