// New rows of the store, shaped as the server's wire records (collection ids from protocol).
import {
  levelInfo,
  toPbDate,
  type RegistrationRecord,
  type WithdrawalRecord,
  type WithdrawalStatus,
} from '@mapato/core';
import { COLLECTION_IDS, type BondPayment } from '@mapato/protocol';
import { newId } from './ids.ts';

export function withdrawalRecord(
  uid: string,
  fields: { amount: number; mpesa_number: string; full_name: string; status: WithdrawalStatus },
  now: Date,
): WithdrawalRecord {
  const at = toPbDate(now);
  const { status } = fields;
  return {
    id: newId(),
    collectionId: COLLECTION_IDS.withdrawal,
    collectionName: 'withdrawal',
    uid,
    user: uid,
    ...fields,
    processed_at: status === 'pending' || status === 'processing' ? '' : at,
    processing: status === 'processing',
    declined: status === 'declined',
    disbursed: status === 'disbursed',
    receipt: '',
    reason: '',
    review_by: '',
    created: at,
    updated: at,
  };
}

/** An upgrade request to `level`, its bond that level's, paid by a typed reference or an M-Pesa prompt. */
export function registrationRecord(
  uid: string,
  level: number,
  payment: BondPayment,
  state: 'processing' | 'declined' | 'approved',
  now: Date,
  amount = levelInfo(level)?.investment ?? 0,
): RegistrationRecord {
  const at = toPbDate(now);
  return {
    id: newId(),
    collectionId: COLLECTION_IDS.registration,
    collectionName: 'registration',
    uid,
    level,
    amount,
    mpesa_ref: payment.method === 'manual' ? payment.mpesaRef : '',
    method: payment.method,
    msisdn: payment.method === 'stk' ? payment.msisdn : '',
    reason: '',
    processing: state === 'processing',
    declined: state === 'declined',
    created: at,
    updated: at,
  };
}
