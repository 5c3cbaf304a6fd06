// The operators' queues in the mocks, answered like the server's domain/admin/queues.ts: by
// state (payouts awaiting approval and payments in review included), searched by username, phone
// or M-Pesa number, oldest first, each item with its member's username and its M-Pesa job.
import {
  approvalsNeeded,
  AUTO_PAYOUT_MAX,
  FOUR_EYES_MIN,
  normaliseMpesaNumber,
  type ListResult,
  type RegistrationRecord,
  type WithdrawalRecord,
} from '@mapato/core';
import { badRequest, type AdminRegistration, type AdminWithdrawal } from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { refuse } from '../errors.ts';
import type { MockStore } from '../types.ts';
import { byCreated, pageOf, readPaging } from './paging.ts';
import type { AdminWorld, PayoutJob } from './world.ts';

type Payments = Required<MockPayments>;

/**
 * The payout's job. A withdrawal a member made after the world was made gets the one the server
 * would have written with it: above the automatic limit it waits for approval; smaller ones are
 * moved by the mocks' M-Pesa (payments.ts), so their state follows the withdrawal's.
 */
export function payoutOf(world: AdminWorld, w: WithdrawalRecord, payments: Payments): PayoutJob | null {
  const known = world.payouts.get(w.id);
  if (known) return known;
  if (world.seeded.has(w.id) || !payments.stk) return null;
  if (w.amount > AUTO_PAYOUT_MAX && w.status === 'pending') {
    const job = { state: 'awaiting_approval', approvals: [], resultDesc: '' };
    world.payouts.set(w.id, job);
    return job;
  }
  const state = { pending: 'queued', processing: 'sent', disbursed: 'paid', declined: 'failed' }[w.status];
  return { state, approvals: [], resultDesc: w.reason };
}

const usernameOf = (store: MockStore, uid: string) =>
  store.users.find((u) => u.record.id === uid)?.record.username ?? '';

export function withdrawalView(
  store: MockStore,
  world: AdminWorld,
  w: WithdrawalRecord,
  payments: Payments,
): AdminWithdrawal {
  const job = payoutOf(world, w, payments);
  return {
    ...w,
    username: usernameOf(store, w.uid),
    payout: job
      ? {
          state: job.state,
          // A payout marked paid by hand collects its approvals as an M-Pesa one does.
          approvals: [...(world.payouts.get(w.id)?.approvals ?? world.handApprovals.get(w.id) ?? [])],
          needed: approvalsNeeded(w.amount, FOUR_EYES_MIN),
          resultDesc: job.resultDesc,
        }
      : null,
  };
}

export function registrationView(store: MockStore, world: AdminWorld, r: RegistrationRecord): AdminRegistration {
  const stk = world.stk.get(r.id) ?? (r.method === 'stk' ? stkStateOf(r) : null);
  return { ...r, username: usernameOf(store, r.uid), stk: stk ? { ...stk } : null };
}

/** A prompt the mocks' phone answered (payments.ts): its job's state follows the request. */
const stkStateOf = (r: RegistrationRecord) => ({
  state: r.processing ? 'pending' : r.declined ? 'failed' : 'paid',
  resultDesc: r.reason,
});

/** The search: username (part of it, any case), or the member's phone or M-Pesa number in any Kenyan form. */
function matcher(store: MockStore, text: string, numberOf: (item: { uid: string }) => string[]) {
  const key = text.trim().toLowerCase();
  if (key === '') return () => true;
  const msisdn = normaliseMpesaNumber(key);
  return (item: { uid: string }) => {
    const member = store.users.find((u) => u.record.id === item.uid)?.record;
    if (member?.username.toLowerCase().includes(key)) return true;
    return msisdn !== null && [member?.phone.replace('+', ''), ...numberOf(item)].includes(msisdn);
  };
}

const WITHDRAWAL_FILTERS: Record<string, (w: WithdrawalRecord, job: PayoutJob | null) => boolean> = {
  open: (w) => w.status === 'pending' || w.status === 'processing',
  pending: (w) => w.status === 'pending',
  approval: (_, job) => job?.state === 'awaiting_approval',
  processing: (w) => w.status === 'processing',
  review: (_, job) => job?.state === 'review',
  disbursed: (w) => w.status === 'disbursed',
  declined: (w) => w.status === 'declined',
  all: () => true,
};

const pick = <T>(table: Record<string, T>, key: string): T =>
  Object.hasOwn(table, key) ? table[key]! : refuse(badRequest('Unknown status filter.'));

export function listWithdrawals(
  store: MockStore,
  world: AdminWorld,
  url: URL,
  payments: Payments,
): ListResult<AdminWithdrawal> {
  const paging = readPaging(url);
  const keep = pick(WITHDRAWAL_FILTERS, url.searchParams.get('status') ?? 'open');
  const search = matcher(store, url.searchParams.get('q') ?? '', (w) => [(w as WithdrawalRecord).mpesa_number]);
  const rows = store.withdrawals
    .filter((w) => keep(w, payoutOf(world, w, payments)) && search(w))
    .sort(byCreated('asc'))
    .map((w) => withdrawalView(store, world, w, payments));
  return pageOf(rows, paging);
}

const REGISTRATION_FILTERS: Record<string, (r: RegistrationRecord, world: AdminWorld) => boolean> = {
  processing: (r) => r.processing,
  review: (r, world) => world.stk.get(r.id)?.state === 'review',
  approved: (r) => !r.processing && !r.declined,
  declined: (r) => r.declined,
  all: () => true,
};

export function listRegistrations(store: MockStore, world: AdminWorld, url: URL): ListResult<AdminRegistration> {
  const paging = readPaging(url);
  const keep = pick(REGISTRATION_FILTERS, url.searchParams.get('status') ?? 'processing');
  const method = url.searchParams.get('method');
  if (method !== null && method !== 'manual' && method !== 'stk') refuse(badRequest('Unknown method filter.'));
  const text = url.searchParams.get('q') ?? '';
  const search = matcher(store, text, () => []);
  const ref = text.trim().toUpperCase();
  const rows = store.registrations
    .filter((r) => keep(r, world) && (method === null || r.method === method))
    .filter((r) => search(r) || (ref !== '' && r.mpesa_ref === ref))
    .sort(byCreated('asc'))
    .map((r) => registrationView(store, world, r));
  return pageOf(rows, paging);
}
