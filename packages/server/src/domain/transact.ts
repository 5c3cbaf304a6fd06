// The one way domain code opens a transaction: `transact` runs the work and, only once it has
// committed, publishes the record changes the work noted with `noteChange` (realtime, ADR 017);
// a rollback drops them. Kept apart from events.ts, which says what a change is and how it
// travels between instances.
import type { Deps, Trx } from './deps.ts';
import type { RecordChange } from './realtime/events.ts';

const pending = new WeakMap<Trx, RecordChange[]>();

/** Notes a change made in `trx`; it is published if and when transact()'s transaction commits. */
export function noteChange(trx: Trx, change: RecordChange): void {
  pending.get(trx)?.push(change);
}

/**
 * Runs `op` in a transaction and, after the commit, publishes the changes it noted (one per
 * record, the first action winning: a record created and then credited is a 'create').
 */
export async function transact<T>(deps: Deps, op: (trx: Trx) => Promise<T>): Promise<T> {
  const changes: RecordChange[] = [];
  const result = await deps.db.transaction().execute((trx) => {
    pending.set(trx, changes);
    return op(trx);
  });
  const seen = new Set<string>();
  for (const change of changes) {
    const key = `${change.collection}/${change.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    deps.events.recordChanged(change);
  }
  return result;
}
