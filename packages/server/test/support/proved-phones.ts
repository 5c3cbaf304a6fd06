// Members who stand for ones that typed their SMS codes (phone-codes.test.ts, payout-numbers.test.ts
// and ussd.test.ts go through the real codes): nothing is paid to an unproved phone, nor to
// another number that has not passed its own code, and most tests are about something else.
import { normaliseMpesaNumber } from '@mapato/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.ts';
import { addPayoutNumber } from '../../src/domain/phones/payout-numbers.ts';

/** The number tests pay to when which number does not matter (one the member proved). */
export const TEST_PAYOUT_NUMBER = '0712345678';

/** Marks the account's phone verified and `numbers` (any form a member types) as proved payout numbers. */
export async function provePhones(
  db: Kysely<Database>,
  uid: string,
  numbers: readonly string[] = [TEST_PAYOUT_NUMBER],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ verified: 1 }).where('id', '=', uid).execute();
    for (const typed of numbers) await addPayoutNumber(trx, uid, msisdnOf(typed), new Date());
  });
}

/** Proves one more payout number for the member (a scenario number of the M-Pesa simulator). */
export async function provePayoutNumber(db: Kysely<Database>, uid: string, typed: string): Promise<void> {
  await db.transaction().execute((trx) => addPayoutNumber(trx, uid, msisdnOf(typed), new Date()));
}

function msisdnOf(typed: string): string {
  const msisdn = normaliseMpesaNumber(typed);
  if (!msisdn) throw new Error(`not an M-Pesa number: ${typed}`);
  return msisdn;
}
