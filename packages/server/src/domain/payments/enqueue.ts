// Work for the payments worker, written in the transaction of the move that needs it: a payout
// with its withdrawal's debit, an STK Push with its upgrade request. A crash can lose neither.
import { payoutHeldAfterPhoneChange, payoutWaitsForApproval, toPbDate } from '@mapato/core';
import type { Trx } from '../deps.ts';
import type { PaymentSettings } from './settings.ts';
import type { RegistrationTable, WithdrawalTable } from '../../db/schema.ts';

/** The B2C id for a withdrawal: minted here once, never replaced (reference §7.3). */
export const originatorIdFor = (withdrawalId: string) => `wd_${withdrawalId}`;

const UNTOUCHED = { receipt: '', result_code: '', result_desc: '', locked_until: '', locked_by: '' };
const UNTOUCHED_PAYOUT = {
  ...UNTOUCHED,
  conversation_id: '',
  status_query_id: '',
  sends: 0,
  status_queries: 0,
  approved_by: '',
};
const UNTOUCHED_STK = { ...UNTOUCHED, merchant_request_id: '', checkout_request_id: '', sends: 0, queries: 0 };

/** What the approval queue says about a payout held after the account's phone changed (ADR 036). */
export const PHONE_CHANGE_NOTE = 'Phone changed recently: check with the member before paying';

/** Whether a payout asked for now waits for a person because the account's phone changed lately. */
export const heldAfterPhoneChange = (settings: PaymentSettings, phoneChanged: string, now: Date): boolean =>
  settings.mode !== 'manual' && payoutHeldAfterPhoneChange(phoneChanged, now, settings.phoneChangeHoldHours);

/**
 * The payout of `withdrawal`: sent by itself, or waiting for an operator when it is above the
 * automatic limit or the account's phone changed within the hold (`phoneChanged`, '' never).
 */
export async function enqueuePayout(
  trx: Trx,
  withdrawal: WithdrawalTable,
  settings: PaymentSettings,
  now: Date,
  phoneChanged = '',
): Promise<void> {
  if (settings.mode === 'manual') return;
  const held = heldAfterPhoneChange(settings, phoneChanged, now);
  const waits = held || payoutWaitsForApproval(withdrawal.amount, settings.autoPayoutMax);
  await insertPayout(
    trx,
    {
      id: withdrawal.id,
      uid: withdrawal.uid,
      amount: withdrawal.amount,
      msisdn: withdrawal.mpesa_number,
      waits,
      originatorId: originatorIdFor(withdrawal.id),
      purpose: 'withdrawal',
      note: held ? PHONE_CHANGE_NOTE : '',
    },
    now,
  );
}

export interface NewPayout {
  id: string;
  /** the member ('withdrawal') or the client ('client_refund') */
  uid: string;
  amount: number;
  msisdn: string;
  /** true: it waits for the admins its amount needs; false: the worker sends it now */
  waits: boolean;
  originatorId: string;
  purpose: 'withdrawal' | 'client_refund';
  /** what the approval queue shows beside it ('' none) */
  note: string;
}

/** The payout row the worker sends: the one way a B2C payment is queued, whoever it pays. */
export async function insertPayout(trx: Trx, payout: NewPayout, now: Date): Promise<void> {
  const at = toPbDate(now);
  await trx
    .insertInto('payouts')
    .values({
      id: payout.id,
      uid: payout.uid,
      amount: payout.amount,
      msisdn: payout.msisdn,
      state: payout.waits ? 'awaiting_approval' : 'queued',
      originator_id: payout.originatorId,
      purpose: payout.purpose,
      ...UNTOUCHED_PAYOUT,
      result_desc: payout.note,
      due_at: at,
      created: at,
      updated: at,
    })
    .execute();
}

export async function enqueueStkPush(trx: Trx, registration: RegistrationTable, now: Date): Promise<void> {
  const at = toPbDate(now);
  await trx
    .insertInto('stk_payments')
    .values({
      id: registration.id,
      uid: registration.uid,
      amount: registration.amount,
      msisdn: registration.msisdn,
      state: 'sending',
      purpose: 'bond',
      ref: '',
      ...UNTOUCHED_STK,
      due_at: at,
      created: at,
      updated: at,
    })
    .execute();
}
