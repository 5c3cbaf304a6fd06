// The console's side of clients' refunds in the mocks (docs/decisions/065-client-refunds.md): the
// list any admin reads, and the approvals (one admin; two above FOUR_EYES_MIN) that send a refund.
import { notFound, type ClientRefundView } from '@mapato/protocol';
import type { MockPayments } from '../context.ts';
import { refuse } from '../errors.ts';
import type { MockStore } from '../types.ts';
import { approveRefund, listRefunds } from '../clients/refunds.ts';
import { clientWorldOf } from '../clients/world.ts';
import { writeAudit, type AdminWorld, type StoredAdmin } from './world.ts';

interface Caller {
  store: MockStore;
  world: AdminWorld;
  operator: StoredAdmin;
}

export function listRefundsForAdmin({ store }: Caller, clientId: string): { items: ClientRefundView[] } {
  const clients = clientWorldOf(store);
  if (!clients.clients.some((c) => c.id === clientId)) refuse(notFound());
  return listRefunds(clients, clientId);
}

export function approveRefundForAdmin(
  { store, world, operator }: Caller,
  ids: { client: string; refund: string },
  payments: Required<MockPayments>,
): ClientRefundView {
  const refund = approveRefund(store, clientWorldOf(store), ids, operator.id, payments);
  writeAudit(store, world, {
    actor: operator.id,
    action: 'client.refund.approve',
    target: refund.id,
    details: {
      client: ids.client,
      amount: refund.amount,
      approvals: refund.approvals,
      needed: refund.needed,
      released: refund.state !== 'awaiting_approval',
    },
  });
  return refund;
}
