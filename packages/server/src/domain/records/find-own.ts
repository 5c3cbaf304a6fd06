// One of the caller's own withdrawals or upgrade requests, or null (missing or someone else's).
import type { Deps } from '../deps.ts';
import type { RegistrationTable, WithdrawalTable } from '../../db/schema.ts';

export async function findOwn(
  deps: Deps,
  table: 'withdrawal' | 'registration',
  uid: string,
  id: string,
): Promise<WithdrawalTable | RegistrationTable | null> {
  if (table === 'withdrawal') {
    return (
      (await deps.db
        .selectFrom('withdrawal')
        .selectAll()
        .where('id', '=', id)
        .where('uid', '=', uid)
        .executeTakeFirst()) ?? null
    );
  }
  return (
    (await deps.db
      .selectFrom('registration')
      .selectAll()
      .where('id', '=', id)
      .where('uid', '=', uid)
      .executeTakeFirst()) ?? null
  );
}
