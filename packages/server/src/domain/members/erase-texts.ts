// What "Delete My Account" erases besides the profile (ADR 040): every text and code of the member
// (to their phone and to payout numbers they proved) and the stored answers to their requests
// (a withdrawal's answer names the number). None of it is the books: the ledger and withdrawals
// keep the money's story, with the number each payout went to.
import type { Trx } from '../deps.ts';

/** Deletes the member's texts, codes and stored answers; returns the gateway's ids of texts sent. */
export async function eraseTextsAndCodes(trx: Trx, uid: string): Promise<string[]> {
  const sent = await trx
    .selectFrom('sms_outbox')
    .select('provider_id')
    .where('uid', '=', uid)
    .where('provider_id', '<>', '')
    .execute();
  await trx.deleteFrom('sms_outbox').where('uid', '=', uid).execute();
  await trx.deleteFrom('phone_codes').where('uid', '=', uid).execute();
  // A retry needs the member's token, which the deletion revokes: these answers can never be used.
  await trx.deleteFrom('idempotency').where('uid', '=', uid).execute();
  return sent.map((row) => row.provider_id);
}
