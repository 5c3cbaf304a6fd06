// Record changes a member may watch live (realtime, ADR 017). The write paths note what they
// changed inside their transaction; the notes go out only once it has committed, and a rollback
// drops them. `deps.events` carries them to every instance (db/create-db.ts's ChangeFeed).
import type { Log } from '../tools/log.ts';
import type { Deps, Trx } from './deps.ts';

/** `support_messages` is a topic only (no record routes): a member's own support thread, ADR 047. */
export type WatchedCollection = 'users' | 'withdrawal' | 'registration' | 'support_messages';
export type RecordAction = 'create' | 'update' | 'delete';

export interface RecordChange {
  collection: WatchedCollection;
  id: string;
  /** the member who owns the record (for users: the record itself) */
  uid: string;
  action: RecordAction;
}

export interface RecordEvents {
  /** after commit: tells every instance that the record changed (never throws) */
  recordChanged(change: RecordChange): void;
}

const WATCHED: readonly string[] = ['users', 'withdrawal', 'registration', 'support_messages'];
const ACTIONS: readonly string[] = ['create', 'update', 'delete'];

/** RecordEvents over a broadcast of text payloads; a failed publish is logged, never thrown. */
export function publishedEvents(publish: (payload: string) => Promise<void>, log: Log): RecordEvents {
  return {
    recordChanged(change) {
      publish(JSON.stringify(change)).catch((error: unknown) => {
        log.error({ err: error }, 'realtime: could not publish a record change');
      });
    },
  };
}

/** A payload from the feed back into a change, or null when it is not one of ours. */
export function readRecordChange(payload: string): RecordChange | null {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { collection, id, uid, action } = value as Record<string, unknown>;
  if (typeof collection !== 'string' || !WATCHED.includes(collection)) return null;
  if (typeof action !== 'string' || !ACTIONS.includes(action)) return null;
  if (typeof id !== 'string' || typeof uid !== 'string' || id === '' || uid === '') return null;
  return { collection: collection as WatchedCollection, id, uid, action: action as RecordAction };
}

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
