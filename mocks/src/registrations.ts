// Upgrade requests with the server's rules (protocol): a higher level from the table and its bond,
// paid by an M-Pesa prompt to the member's phone (or another number) when the mocks play M-Pesa, or
// by a 10-character reference used once and not a receipt of our own payouts; one request in
// progress at a time. Nothing changes until the payment is confirmed: by the simulated phone
// (payments.ts) or, for a reference, never here.
import { levelsWithWays, type RegistrationRecord } from '@mapato/core';
import {
  checkUpgrade,
  mpesaRefUsedRefusal,
  payoutReceiptRefusal,
  readUpgrade,
  upgradePendingRefusal,
} from '@mapato/protocol';
import type { MockPayments } from './context.ts';
import { orThrow, refuse } from './errors.ts';
import { promptForBond } from './payments.ts';
import { levelWaysOf } from './level-ways.ts';
import { registrationRecord } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

export function createRegistration(
  store: MockStore,
  user: StoredUser,
  raw: unknown,
  payments: Required<MockPayments>,
): RegistrationRecord {
  const { id: uid, level, phone } = user.record;
  const input = orThrow(readUpgrade(raw, uid));
  // The bonds as an admin set them in this store (docs/decisions/076-level-settings.md).
  const levels = levelsWithWays(levelWaysOf(store));
  const { target, payment } = orThrow(checkUpgrade(input, level, { stk: payments.stk }, phone, undefined, levels));
  // Money Mapato sent out is no bond paid in (ADR 038).
  if (payment.method === 'manual' && store.withdrawals.some((w) => w.receipt === payment.mpesaRef))
    refuse(payoutReceiptRefusal());
  if (store.registrations.some((r) => r.uid === uid && r.processing)) refuse(upgradePendingRefusal());
  if (payment.method === 'manual' && store.registrations.some((r) => r.mpesa_ref === payment.mpesaRef)) {
    refuse(mpesaRefUsedRefusal());
  }
  const record = registrationRecord(uid, target.level, payment, 'processing', store.now(), target.investment);
  store.registrations.push(record);
  if (payment.method === 'stk') promptForBond(store, record, payments);
  return record;
}
