// Withdrawals with the server's money rules (domain/withdrawals.ts) and core's validators and
// messages: amount ≥ KSh 1000 and ≤ balance, a valid M-Pesa number (stored normalised), a full
// name of 3+ characters, at most KSh 70,000 per Africa/Nairobi day (declined ones don't count),
// and the debit in the same step as the record.
import {
  MESSAGES,
  checkDailyWithdrawalLimit,
  checkFullName,
  checkMpesaNumber,
  checkWithdrawalAmount,
  nairobiDayBounds,
  normaliseMpesaNumber,
  parseAmountInput,
  toPbDate,
  type WithdrawalRecord,
} from '@mapato/core';
import { equals, oneOf, readBody, text } from './body.ts';
import { PB, fieldErrors } from './errors.ts';
import { newId } from './ids.ts';
import { COLLECTION_IDS } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

export function withdrawalBodySpec(uid: string) {
  return {
    writable: { amount: 'any', mpesa_number: 'string', full_name: 'string' },
    // The original client's payload (user, status 'pending', processed_at null) still works.
    owned: {
      user: oneOf(uid, ''),
      uid: oneOf(uid, ''),
      status: equals('pending'),
      processed_at: oneOf(null, ''),
      processing: equals(false),
      declined: equals(false),
      disbursed: equals(false),
    },
  } as const;
}

export function createWithdrawal(store: MockStore, user: StoredUser, raw: unknown): WithdrawalRecord {
  const body = readBody(raw, withdrawalBodySpec(user.record.id), PB.createFailed);
  const mpesaNumber = text(body, 'mpesa_number');
  const fullName = text(body, 'full_name');
  const errors: Record<string, [string, string]> = {};
  const rawAmount = body.amount;
  const amountProblem =
    typeof rawAmount === 'number' || typeof rawAmount === 'string'
      ? checkWithdrawalAmount(rawAmount, user.record.balance)
      : MESSAGES.amountInvalid;
  if (amountProblem) errors.amount = ['validation_invalid_value', amountProblem];
  const numberProblem = checkMpesaNumber(mpesaNumber);
  if (numberProblem) errors.mpesa_number = ['validation_invalid_value', numberProblem];
  const nameProblem = checkFullName(fullName);
  if (nameProblem) errors.full_name = ['validation_invalid_value', nameProblem];
  if (Object.keys(errors).length > 0) throw fieldErrors(PB.createFailed, errors);
  const amount = parseAmountInput(rawAmount as string | number) as number;

  const now = store.now();
  const { start, end } = nairobiDayBounds(now);
  const [from, to] = [toPbDate(start), toPbDate(end)];
  const withdrawnToday = store.withdrawals
    .filter((w) => w.uid === user.record.id && !w.declined && w.created >= from && w.created < to)
    .reduce((sum, w) => sum + w.amount, 0);
  const overLimit = checkDailyWithdrawalLimit(amount, withdrawnToday);
  if (overLimit) throw fieldErrors(PB.createFailed, { amount: ['validation_daily_limit', overLimit] });

  const at = toPbDate(now);
  user.record.balance -= amount;
  user.record.updated = at;
  const record: WithdrawalRecord = {
    id: newId(),
    collectionId: COLLECTION_IDS.withdrawal,
    collectionName: 'withdrawal',
    uid: user.record.id,
    user: user.record.id,
    amount,
    mpesa_number: normaliseMpesaNumber(mpesaNumber) ?? mpesaNumber,
    full_name: fullName.trim(),
    status: 'pending',
    processed_at: '',
    processing: false,
    declined: false,
    disbursed: false,
    created: at,
    updated: at,
  };
  store.withdrawals.push(record);
  return record;
}
