// Upgrade requests (DESIGN §3 "Upgrade"): the member picks a higher level and gives the M-Pesa
// reference of the bond payment. Nothing changes until an operator (or a payment callback)
// confirms it; only then are level and investment set.
import { checkMpesaReference, levelInfo, MESSAGES, normaliseMpesaReference, toPbDate } from '@mapato/core';
import { newId } from '../tools/ids.ts';
import { fieldErrors } from './api-error.ts';
import type { Trx } from './deps.ts';
import { lockMember } from './member-lock.ts';
import type { RegistrationTable, UsersTable } from '../db/schema.ts';

const FAILED = 'Failed to create record.';

export interface UpgradeInput {
  level: unknown;
  mpesaRef: unknown;
  /** optional: when sent it must equal the level's bond */
  amount: unknown;
}

export async function createRegistration(
  trx: Trx,
  user: UsersTable,
  input: UpgradeInput,
  now: Date,
): Promise<RegistrationTable> {
  const errors: Record<string, [string, string]> = {};
  const target = typeof input.level === 'number' ? levelInfo(input.level) : undefined;
  if (!target) errors.level = ['validation_invalid_value', 'Choose a level from 2 to 10.'];
  else if (target.level <= user.level) errors.level = ['validation_invalid_value', MESSAGES.levelNotHigher];
  const refProblem =
    typeof input.mpesaRef === 'string' ? checkMpesaReference(input.mpesaRef) : MESSAGES.mpesaRefInvalid;
  if (refProblem) errors.mpesa_ref = ['validation_invalid_value', refProblem];
  if (target && input.amount !== undefined && input.amount !== target.investment) {
    errors.amount = [
      'validation_invalid_value',
      `The bond for ${target.name} is KSh ${target.investment.toLocaleString('en-KE')}.`,
    ];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(FAILED, errors);

  // Without the lock, two concurrent requests on PostgreSQL could both find nothing pending.
  await lockMember(trx, user.id);
  const pending = await trx
    .selectFrom('registration')
    .select('id')
    .where('uid', '=', user.id)
    .where('processing', '=', 1)
    .executeTakeFirst();
  if (pending) throw fieldErrors(FAILED, { level: ['validation_pending_upgrade', MESSAGES.upgradePending] });

  const at = toPbDate(now);
  const row: RegistrationTable = {
    id: newId(),
    uid: user.id,
    level: target!.level,
    amount: target!.investment,
    mpesa_ref: normaliseMpesaReference(input.mpesaRef as string),
    processing: 1,
    declined: 0,
    created: at,
    updated: at,
  };
  const inserted = await trx
    .insertInto('registration')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) {
    throw fieldErrors(FAILED, { mpesa_ref: ['validation_not_unique', 'This M-Pesa reference has already been used.'] });
  }
  return row;
}
