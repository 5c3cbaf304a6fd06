// What admins do in the mocks, with the server's rules and words from protocol's admin/ (moves,
// refusals; docs/decisions/050): a move only from the states it is allowed from, a payout M-Pesa may be
// paying right now is not settled by hand, an approval per admin, above the four-eyes threshold
// two, and as many for a payout marked paid by hand (docs/decisions/042); a decline refunds the
// member and carries the reason they read. Every move is audited.
import { approvalsNeeded, FOUR_EYES_MIN, levelInfo, toPbDate, type WithdrawalRecord } from '@mapato/core';
import {
  badRequest,
  isRegistrationAction,
  isWithdrawalAction,
  noLongerMovable,
  NOT_AWAITING_APPROVAL,
  notFound,
  PAID_BY_MPESA,
  payoutMayBePaying,
  readDeclineReason,
  readNoBody,
  PB,
  SAME_ADMIN_TWICE,
  stkMayBePaying,
  WITH_MPESA,
  WITHDRAWAL_MOVES,
} from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { orThrow, refuse } from '../errors.ts';
import { newReceipt } from '../ids.ts';
import type { MockStore } from '../types.ts';
import { payoutOf } from './queues.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

type Payments = Required<MockPayments>;
interface Actor {
  store: MockStore;
  world: AdminWorld;
  operator: StoredAdmin;
  payments: Payments;
}

export function actOnWithdrawal(actor: Actor, id: string, action: string, raw: unknown) {
  const { store, world, operator } = actor;
  const reason = action === 'decline' ? orThrow(readDeclineReason(raw)) : '';
  if (action !== 'decline') orThrow(readNoBody(raw, PB.updateFailed));
  const w = store.withdrawals.find((x) => x.id === id) ?? refuse(notFound());
  if (action === 'approve') return approve(actor, w);
  const move = isWithdrawalAction(action) ? WITHDRAWAL_MOVES[action] : refuse(notFound());
  if (!move.from.includes(w.status)) refuse(badRequest(noLongerMovable('withdrawal', move.to)));
  const job = payoutOf(world, w, actor.payments);
  // By hand only what no M-Pesa job will pay, or one a person already reviews (could pay twice).
  if (move.to === 'processing' && job && job.state !== 'review') refuse(badRequest(PAID_BY_MPESA));
  let released: Record<string, unknown> = {};
  if (action === 'disburse') {
    const count = handApproval(actor, w);
    if (count.approvals < count.needed) return w;
    released = { ...count, released: true };
  }
  if (move.to !== 'processing' && job) {
    if (payoutMayBePaying(job)) refuse(badRequest(WITH_MPESA));
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
  if (job?.state !== 'awaiting_approval') refuse(badRequest(NOT_AWAITING_APPROVAL));
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
  if (!isRegistrationAction(action)) refuse(notFound());
  const r = store.registrations.find((x) => x.id === id) ?? refuse(notFound());
  if (!r.processing) refuse(badRequest(noLongerMovable('registration', action)));
  const stk = world.stk.get(r.id) ?? (r.method === 'stk' ? { state: 'pending', resultDesc: '' } : null);
  if (stk && stkMayBePaying(stk)) refuse(badRequest(WITH_MPESA));
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
