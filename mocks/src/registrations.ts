// Upgrade requests with the server's rules (domain/registrations.ts): a higher level from the
// table, the bond of that level (the amount may be sent only when it equals it), a 10-character
// M-Pesa reference used once, one request in progress at a time; nothing changes until confirmed.
import {
  MESSAGES,
  checkMpesaReference,
  levelInfo,
  normaliseMpesaReference,
  toPbDate,
  type RegistrationRecord,
} from '@mapato/core';
import { equals, oneOf, readBody } from './body.ts';
import { PB, fieldErrors } from './errors.ts';
import { newId } from './ids.ts';
import { COLLECTION_IDS } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

export function registrationBodySpec(uid: string) {
  return {
    writable: { level: 'number', mpesa_ref: 'string', amount: 'number' },
    owned: { uid: oneOf(uid, ''), processing: equals(true), declined: equals(false) },
  } as const;
}

export function createRegistration(store: MockStore, user: StoredUser, raw: unknown): RegistrationRecord {
  const uid = user.record.id;
  const body = readBody(raw, registrationBodySpec(uid), PB.createFailed);
  const errors: Record<string, [string, string]> = {};
  const target = typeof body.level === 'number' ? levelInfo(body.level) : undefined;
  if (!target) errors.level = ['validation_invalid_value', 'Choose a level from 2 to 10.'];
  else if (target.level <= user.record.level) errors.level = ['validation_invalid_value', MESSAGES.levelNotHigher];
  const mpesaRef = typeof body.mpesa_ref === 'string' ? body.mpesa_ref : '';
  const refProblem = typeof body.mpesa_ref === 'string' ? checkMpesaReference(mpesaRef) : MESSAGES.mpesaRefInvalid;
  if (refProblem) errors.mpesa_ref = ['validation_invalid_value', refProblem];
  if (target && body.amount !== undefined && body.amount !== target.investment) {
    errors.amount = [
      'validation_invalid_value',
      `The bond for ${target.name} is KSh ${target.investment.toLocaleString('en-KE')}.`,
    ];
  }
  if (Object.keys(errors).length > 0 || !target) throw fieldErrors(PB.createFailed, errors);

  if (store.registrations.some((r) => r.uid === uid && r.processing)) {
    throw fieldErrors(PB.createFailed, { level: ['validation_pending_upgrade', MESSAGES.upgradePending] });
  }
  const ref = normaliseMpesaReference(mpesaRef);
  if (store.registrations.some((r) => r.mpesa_ref === ref)) {
    throw fieldErrors(PB.createFailed, {
      mpesa_ref: ['validation_not_unique', 'This M-Pesa reference has already been used.'],
    });
  }
  const at = toPbDate(store.now());
  const record: RegistrationRecord = {
    id: newId(),
    collectionId: COLLECTION_IDS.registration,
    collectionName: 'registration',
    uid,
    level: target.level,
    amount: target.investment,
    mpesa_ref: ref,
    processing: true,
    declined: false,
    created: at,
    updated: at,
  };
  store.registrations.push(record);
  return record;
}
