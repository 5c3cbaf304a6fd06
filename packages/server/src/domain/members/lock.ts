// Serialises a member's check-then-write use cases ("one upgrade request in progress at a time").
// A no-op UPDATE of the member's row takes its row lock on PostgreSQL until the transaction ends,
// so a concurrent transaction for the same member waits here and its later reads (a new snapshot
// per statement under READ COMMITTED) see what the first one committed. On SQLite the same
// statement makes the transaction a writer at once, and SQLite has one writer at a time.
import type { Trx } from '../deps.ts';

/** Locks the member's row for the rest of the transaction; false when there is no such member. */
export async function lockMember(trx: Trx, uid: string): Promise<boolean> {
  const result = await trx
    .updateTable('users')
    .set((eb) => ({ updated: eb.ref('updated') }))
    .where('id', '=', uid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
