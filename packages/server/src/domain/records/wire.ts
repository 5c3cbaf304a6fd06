// Database rows → PocketBase wire records (the field names of docs/product.md#records-and-fields, booleans as booleans).
import type { RegistrationRecord, UserRecord, WithdrawalRecord } from '@mapato/core';
import { COLLECTION_IDS, viewUser } from '@mapato/protocol';
import type { RegistrationTable, UsersTable, WithdrawalTable } from '../../db/schema.ts';

export { COLLECTION_IDS };

export function toUserRecord(row: UsersTable, opts: { withEmail: boolean }): UserRecord {
  return viewUser(userRecord(row), opts);
}

function userRecord(row: UsersTable): UserRecord {
  return {
    id: row.id,
    collectionId: COLLECTION_IDS.users,
    collectionName: 'users',
    username: row.username,
    name: row.name,
    email: row.email,
    mail: row.email,
    emailVisibility: row.email_visibility === 1,
    verified: row.verified === 1,
    phone: row.phone,
    level: row.level,
    investment: Number(row.investment),
    income: Number(row.income),
    balance: Number(row.balance),
    referals: Number(row.referals),
    tasks_done: row.tasks_done,
    created: row.created,
    updated: row.updated,
  };
}

export function toWithdrawalRecord(row: WithdrawalTable): WithdrawalRecord {
  return {
    id: row.id,
    collectionId: COLLECTION_IDS.withdrawal,
    collectionName: 'withdrawal',
    uid: row.uid,
    user: row.user,
    amount: Number(row.amount),
    mpesa_number: row.mpesa_number,
    full_name: row.full_name,
    status: row.status as WithdrawalRecord['status'],
    processed_at: row.processed_at,
    processing: row.processing === 1,
    declined: row.declined === 1,
    disbursed: row.disbursed === 1,
    receipt: row.receipt,
    reason: row.reason,
    review_by: row.review_by,
    created: row.created,
    updated: row.updated,
  };
}

export function toRegistrationRecord(row: RegistrationTable): RegistrationRecord {
  return {
    id: row.id,
    collectionId: COLLECTION_IDS.registration,
    collectionName: 'registration',
    uid: row.uid,
    level: row.level,
    amount: Number(row.amount),
    mpesa_ref: row.mpesa_ref,
    method: row.method === 'stk' ? 'stk' : 'manual',
    msisdn: row.msisdn,
    reason: row.reason,
    processing: row.processing === 1,
    declined: row.declined === 1,
    created: row.created,
    updated: row.updated,
  };
}
