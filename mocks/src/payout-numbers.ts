// Who may be paid (ADR 033, the server's domain/phones/payout-numbers.ts): the account's own phone, or
// another number that answered its own SMS code, so whoever holds the account cannot send money
// to a number they do not hold. The routes that prove a number are in phone-codes.ts.
import { toPbDate } from '@mapato/core';
import { isAccountNumber } from '@mapato/protocol';
import type { MockStore, StoredUser } from './types.ts';

/** Whether `msisdn` (2547XXXXXXXX) may be paid for `user`. */
export function mayPayTo(store: MockStore, user: StoredUser, msisdn: string): boolean {
  const { id, phone } = user.record;
  return isAccountNumber(phone, msisdn) || store.payoutNumbers.some((p) => p.uid === id && p.msisdn === msisdn);
}

/** `msisdn` proved for `user`; a second proof of the same number changes nothing. */
export function addPayoutNumber(store: MockStore, user: StoredUser, msisdn: string): void {
  if (store.payoutNumbers.some((p) => p.uid === user.record.id && p.msisdn === msisdn)) return;
  store.payoutNumbers.push({ uid: user.record.id, msisdn, created: toPbDate(store.now()) });
}
