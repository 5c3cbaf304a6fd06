// A client's balance back to its own M-Pesa number in the mocks (docs/decisions/065-client-refunds.md):
// the balance is debited at once; up to KSh 5,000 the payout is sent by itself and paid (or refused,
// by the simulator's magic numbers, and the money comes back) a moment later; above it, it waits for
// the admins its amount needs (one; two above FOUR_EYES_MIN). The checks and sentences are protocol's.
import {
  AUTO_PAYOUT_MAX,
  approvalsNeeded,
  FOUR_EYES_MIN,
  normaliseMpesaNumber,
  payoutWaitsForApproval,
  toPbDate,
} from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import {
  badRequest,
  notFound,
  readRefundBody,
  refundOverBalance,
  REFUND_NOT_AWAITING,
  REFUND_SAME_ADMIN,
  type ClientRefundView,
} from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { orThrow, refuse } from '../errors.ts';
import { newId, newReceipt } from '../ids.ts';
import { payoutOutcome, PAYOUT_SEND_MS } from '../payments.ts';
import type { MockStore } from '../types.ts';
import { changeBalance, type ClientWorld, type StoredClient } from './world.ts';

interface StoredRefund extends ClientRefundView {
  /** the admins who approved it, in order */
  by: string[];
}

const refunds = new WeakMap<ClientWorld, StoredRefund[]>();
const refundsOf = (world: ClientWorld) => {
  let list = refunds.get(world);
  if (!list) refunds.set(world, (list = []));
  return list;
};

const view = ({ by: _by, ...r }: StoredRefund): ClientRefundView => r;

/** Hands the refund to "M-Pesa": paid with a receipt, or refused and the amount back on the balance. */
function send(store: MockStore, world: ClientWorld, refund: StoredRefund, payments: Required<MockPayments>): void {
  refund.state = 'sending';
  const outcome = payoutOutcome(refund.msisdn);
  if (outcome.kind === 'silent') return;
  store.later(PAYOUT_SEND_MS + payments.payoutDelayMs, () => {
    if (refund.state !== 'sending') return;
    refund.updated = toPbDate(store.now());
    if (outcome.kind === 'paid') {
      Object.assign(refund, { state: 'paid', receipt: newReceipt() });
      return;
    }
    refund.state = 'failed';
    const client = world.clients.find((c) => c.id === refund.client);
    if (client) changeBalance(store, world, client, 'refund_return', refund.amount, refund.id);
  });
}

export function requestRefund(
  store: MockStore,
  world: ClientWorld,
  client: StoredClient,
  raw: unknown,
  payments: Required<MockPayments>,
  locale?: Locale,
): ClientRefundView {
  const { amount } = orThrow(readRefundBody(raw, locale));
  if (!payments.stk) refuse(badRequest(m.client_refundManual({}, { locale })));
  if (client.phone === '') refuse(badRequest(m.client_refundNoPhone({}, { locale })));
  if (client.balance < amount) refuse(refundOverBalance(client.balance, locale));
  const at = toPbDate(store.now());
  const refund: StoredRefund = {
    id: newId(),
    client: client.id,
    amount,
    // The seed writes the demo client's number +2547…; the server stores and shows 2547….
    msisdn: normaliseMpesaNumber(client.phone) ?? client.phone,
    state: 'awaiting_approval',
    receipt: '',
    approvals: 0,
    needed: approvalsNeeded(amount, FOUR_EYES_MIN),
    created: at,
    updated: at,
    by: [],
  };
  changeBalance(store, world, client, 'refund', -amount, refund.id);
  refundsOf(world).push(refund);
  if (!payoutWaitsForApproval(amount, AUTO_PAYOUT_MAX)) send(store, world, refund, payments);
  return view(refund);
}

/** A client's refunds, newest first, as the server lists them. */
export const listRefunds = (world: ClientWorld, clientId: string): { items: ClientRefundView[] } => ({
  items: refundsOf(world)
    .filter((r) => r.client === clientId)
    .reverse()
    .map(view),
});

/** An admin's approval; the one that completes the set sends it. */
export function approveRefund(
  store: MockStore,
  world: ClientWorld,
  ids: { client: string; refund: string },
  admin: string,
  payments: Required<MockPayments>,
): ClientRefundView {
  const refund = refundsOf(world).find((r) => r.id === ids.refund && r.client === ids.client);
  if (!refund) refuse(notFound());
  if (refund.state !== 'awaiting_approval') refuse(badRequest(REFUND_NOT_AWAITING));
  if (refund.by.includes(admin)) refuse(badRequest(REFUND_SAME_ADMIN));
  refund.by.push(admin);
  refund.approvals = refund.by.length;
  refund.updated = toPbDate(store.now());
  if (refund.approvals >= refund.needed) send(store, world, refund, payments);
  return view(refund);
}
