// Withdrawals with the server's rules (protocol, core): the form's checks against the balance, a
// phone no older account owns, a verified phone, a number the member may be paid to (payout-numbers.ts), at most KSh 70,000 per
// Africa/Nairobi day (declined ones don't count), and the debit in the same step as the record;
// when the mocks play M-Pesa, a small payout then goes out by itself.
import { nairobiDayBounds, toPbDate, type WithdrawalRecord } from '@mapato/core';
import {
  checkWithdrawal,
  dailyLimitRefusal,
  payoutNumberRefusal,
  phoneHoldRefusal,
  phoneNotVerifiedRefusal,
  readWithdrawal,
} from '@mapato/protocol';
import type { MockPayments } from './context.ts';
import { isOnHold } from './admin/world.ts';
import { orThrow, refuse } from './errors.ts';
import { sendPayout } from './payments.ts';
import { mayPayTo } from './payout-numbers.ts';
import { withdrawalRecord } from './records.ts';
import type { MockStore, StoredUser } from './types.ts';

export function createWithdrawal(
  store: MockStore,
  user: StoredUser,
  raw: unknown,
  payments: Required<MockPayments>,
): WithdrawalRecord {
  const { record: member } = user;
  const valid = orThrow(checkWithdrawal(orThrow(readWithdrawal(raw, member.id)), member.balance));
  // As the server: nothing is paid while an older account owns the phone, nor to a phone that has
  // not passed its SMS code (ADRs 036 and 033; the payout numbers in payout-numbers.ts).
  if (isOnHold(store, member.id)) refuse(phoneHoldRefusal());
  if (!member.verified) refuse(phoneNotVerifiedRefusal());
  if (!mayPayTo(store, user, valid.msisdn)) refuse(payoutNumberRefusal());
  const now = store.now();
  const { start, end } = nairobiDayBounds(now);
  const [from, to] = [toPbDate(start), toPbDate(end)];
  const today = store.withdrawals
    .filter((w) => w.uid === member.id && !w.declined && w.created >= from && w.created < to)
    .reduce((sum, w) => sum + w.amount, 0);
  const overLimit = dailyLimitRefusal(valid.amount, today);
  if (overLimit) refuse(overLimit);
  const { amount, msisdn, fullName } = valid;
  const record = withdrawalRecord(
    member.id,
    { amount, mpesa_number: msisdn, full_name: fullName, status: 'pending' },
    now,
  );
  Object.assign(member, { balance: member.balance - amount, updated: record.created });
  store.withdrawals.push(record);
  if (payments.stk) sendPayout(store, record, payments, user.phoneChanged ?? '');
  return record;
}
