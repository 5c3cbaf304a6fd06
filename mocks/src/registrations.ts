// Upgrade requests with the server's rules (protocol): a higher level from the table, its bond,
// a 10-character M-Pesa reference used once, one request in progress at a time; nothing changes
// until an operator confirms it.
import type { RegistrationRecord } from '@mapato/core';
import { checkUpgrade, mpesaRefUsedRefusal, readUpgrade, upgradePendingRefusal } from '@mapato/protocol';
import { orThrow, refuse } from './errors.ts';
import { registrationRecord } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

export function createRegistration(store: MockStore, user: StoredUser, raw: unknown): RegistrationRecord {
  const uid = user.record.id;
  const { target, mpesaRef } = orThrow(checkUpgrade(orThrow(readUpgrade(raw, uid)), user.record.level));
  if (store.registrations.some((r) => r.uid === uid && r.processing)) refuse(upgradePendingRefusal());
  if (store.registrations.some((r) => r.mpesa_ref === mpesaRef)) refuse(mpesaRefUsedRefusal());
  const record = registrationRecord(uid, target.level, mpesaRef, 'processing', store.now());
  store.registrations.push(record);
  return record;
}
