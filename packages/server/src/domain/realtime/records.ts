// What a realtime event carries for each watched collection (ADR 017), read after commit: the
// record as its REST route would show it to its owner, and who that owner is.
import type { Deps } from '../deps.ts';
import type { RecordChange } from './events.ts';
import { toRegistrationRecord, toUserRecord, toWithdrawalRecord } from '../records/wire.ts';

export async function loadRecord(deps: Deps, change: RecordChange): Promise<{ uid: string; record: unknown } | null> {
  if (change.collection === 'withdrawal') {
    const row = await deps.db.selectFrom('withdrawal').selectAll().where('id', '=', change.id).executeTakeFirst();
    return row ? { uid: row.uid, record: toWithdrawalRecord(row) } : null;
  }
  if (change.collection === 'registration') {
    const row = await deps.db.selectFrom('registration').selectAll().where('id', '=', change.id).executeTakeFirst();
    return row ? { uid: row.uid, record: toRegistrationRecord(row) } : null;
  }
  if (change.collection === 'support_messages') {
    const row = await deps.db
      .selectFrom('support_messages')
      .select(['id', 'uid', 'kind', 'message', 'created', 'thread'])
      .where('id', '=', change.id)
      .executeTakeFirst();
    // Only a member's own thread is theirs to hear: a visitor's e-mail or chat thread is nobody's.
    if (!row || row.uid === '' || row.thread !== `u:${row.uid}`) return null;
    // The item GET /api/support/thread lists (console/support-threads.ts memberThread).
    const record = {
      collectionName: 'support_messages',
      id: row.id,
      kind: row.kind,
      message: row.message,
      created: row.created,
      fromOperator: row.kind === 'reply',
    };
    return { uid: row.uid, record };
  }
  const row = await deps.db.selectFrom('users').selectAll().where('id', '=', change.id).executeTakeFirst();
  return row ? { uid: row.id, record: toUserRecord(row, { withEmail: true }) } : null;
}
