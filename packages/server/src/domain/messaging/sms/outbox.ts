// The SMS outbox (ADR 033): a message is a row written in the same transaction as what it tells
// (a code, a payout, a bond decision), so it is sent exactly when that change is committed and
// never lost in a crash; the worker sends it afterwards, outside any request's transaction.
import { fitsOneSms, toGsm7, toPbDate } from '@mapato/core';
import { newId } from '../../../tools/ids.ts';
import type { SmsOutboxTable } from '../../../db/schema.ts';
import type { Trx } from '../../deps.ts';

export interface QueuedSms {
  uid: string;
  /** E.164 */
  phone: string;
  body: string;
  purpose: SmsOutboxTable['purpose'];
}

/** Whether `body` is one GSM-7 SMS once written as queueSms writes it. */
export const fitsOneText = (body: string): boolean => fitsOneSms(toGsm7(body));

/** Queues one message. Ours are one GSM-7 SMS each (160 characters); a longer one is our bug. */
export async function queueSms(trx: Trx, sms: QueuedSms, now: Date): Promise<string> {
  const body = toGsm7(sms.body);
  if (!fitsOneSms(body)) throw new Error(`an SMS of ours does not fit one GSM-7 message: ${body.length} characters`);
  const id = newId();
  const at = toPbDate(now);
  await trx
    .insertInto('sms_outbox')
    .values({
      id,
      uid: sms.uid,
      phone: sms.phone,
      body,
      purpose: sms.purpose,
      state: 'queued',
      attempts: 0,
      due_at: at,
      locked_until: '',
      locked_by: '',
      provider_id: '',
      provider_status: '',
      failure_reason: '',
      created: at,
      updated: at,
    })
    .execute();
  return id;
}

/** A code's words once the code is of no more use: the outbox must not become a list of live codes. */
export function redactCode(body: string): string {
  return body.replace(/\d{6}/g, '******');
}
