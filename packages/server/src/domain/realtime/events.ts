// Record changes a member may watch live (realtime, ADR 017). The write paths note what they
// changed inside their transaction (transact.ts); the notes go out only once it has committed, and a
// rollback drops them. `deps.events` carries them to every instance (db/create-db.ts's ChangeFeed).
import type { Log } from '../../tools/log.ts';

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
