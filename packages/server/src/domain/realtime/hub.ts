// PocketBase realtime for a member's own records (ADR 017) and support thread (ADR 047): SSE clients, their subscriptions and
// the auth bound to them, and delivery of the record changes every instance hears. A change
// reaches only clients whose auth is the record's owner; nobody else, guests included, gets it.
import { COLLECTION_IDS } from '@mapato/protocol';
import { badRequest, forbidden, notFound } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import type { RecordChange, WatchedCollection } from './events.ts';
import { loadRecord } from './records.ts';
import type { Auth } from '../security/tokens.ts';
import { randomSecret } from '../../tools/ids.ts';
import type { Log } from '../../tools/log.ts';

/** PocketBase accepts topics up to 2500 characters; we keep a smaller set per client. */
const MAX_TOPIC_LENGTH = 2500;
export const MAX_SUBSCRIPTIONS = 100;

export const PB_REALTIME = {
  missingClient: 'Missing or invalid client id.',
  authMismatch: "The current and the previous request authorization don't match.",
  tooManyStreams: 'Too many realtime connections from your address. Close one and try again.',
} as const;

/**
 * A topic is written as the SSE `event:` line of every message for it: a line break in it would end
 * that line and let the rest forge fields or whole events. Control characters have no use in a topic.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

export interface RealtimeClient {
  readonly id: string;
  /** the exact subscription strings the client sent (they are the SSE event names) */
  subscriptions: string[];
  /** the member whose auth the client's POST carried, with the tokenKey it was signed with */
  owner: { uid: string; tokenKey: string } | null;
  /** a non-guest auth (member or operator) was bound once: it may not change afterwards */
  boundAuth: string | null;
  send(event: string, data: unknown): void;
  /** told whether the client now has subscriptions (a client with none is idle, http/routes/records/realtime.ts) */
  watching(has: boolean): void;
}

export interface RealtimeHub {
  connect(send: (event: string, data: unknown) => void, watching?: (has: boolean) => void): RealtimeClient;
  disconnect(id: string): void;
  subscribe(clientId: unknown, subscriptions: unknown, auth: Auth): void;
  /** a change any instance published (already parsed); delivery keeps the order of arrival */
  deliver(change: RecordChange): Promise<void>;
  readonly size: number;
}

const COLLECTIONS: Record<string, WatchedCollection> = {
  users: 'users',
  withdrawal: 'withdrawal',
  registration: 'registration',
  [COLLECTION_IDS.users]: 'users',
  [COLLECTION_IDS.withdrawal]: 'withdrawal',
  [COLLECTION_IDS.registration]: 'registration',
  support_messages: 'support_messages',
};

/** `withdrawal/*`, `withdrawal/<id>`, `withdrawal` (legacy for /*), each with an optional `?options=…`. */
function topicMatches(subscription: string, change: RecordChange): boolean {
  const topic = subscription.split('?', 1)[0]!;
  const slash = topic.indexOf('/');
  const name = slash < 0 ? topic : topic.slice(0, slash);
  const target = slash < 0 ? '*' : topic.slice(slash + 1);
  if (!Object.hasOwn(COLLECTIONS, name) || COLLECTIONS[name] !== change.collection) return false;
  return target === '*' || target === change.id;
}

const authKey = (auth: Auth) =>
  auth === null
    ? null
    : auth.collection === 'users'
      ? `users/${auth.user.id}`
      : auth.collection === 'clients'
        ? `clients/${auth.client.id}`
        : `_superusers/${auth.superuser.id}`;

export function createRealtimeHub(deps: Deps, log: Log): RealtimeHub {
  const clients = new Map<string, RealtimeClient>();
  let queue = Promise.resolve();

  async function deliverNow(change: RecordChange): Promise<void> {
    const watching = [...clients.values()].filter(
      (c) => c.owner?.uid === change.uid && c.subscriptions.some((s) => topicMatches(s, change)),
    );
    if (watching.length === 0) return;
    const loaded = await loadRecord(deps, change);
    // The record says who owns it, not the notice: a forged or stale uid delivers nothing.
    if (!loaded || loaded.uid !== change.uid) return;
    const owner = await deps.db
      .selectFrom('users')
      .select(['token_key', 'deleted'])
      .where('id', '=', change.uid)
      .executeTakeFirst();
    for (const client of watching) {
      if (!clients.has(client.id) || client.owner?.uid !== change.uid) continue;
      // A new password or a deleted account revoked the token this client was bound with.
      if (!owner || owner.deleted !== 0 || owner.token_key !== client.owner.tokenKey) {
        client.owner = null;
        continue;
      }
      for (const subscription of client.subscriptions) {
        if (topicMatches(subscription, change))
          client.send(subscription, { action: change.action, record: loaded.record });
      }
    }
  }

  return {
    connect(send, watching = () => {}) {
      let id = randomSecret(40);
      while (clients.has(id)) id = randomSecret(40);
      const client: RealtimeClient = { id, subscriptions: [], owner: null, boundAuth: null, send, watching };
      clients.set(id, client);
      return client;
    },
    disconnect(id) {
      clients.delete(id);
    },
    subscribe(clientId, subscriptions, auth) {
      if (typeof clientId !== 'string' || clientId === '') {
        throw badRequest('Failed to load the submitted data. Try again later.', {
          clientId: { code: 'validation_required', message: 'Cannot be blank.' },
        });
      }
      const list = subscriptions ?? [];
      if (
        !Array.isArray(list) ||
        list.length > MAX_SUBSCRIPTIONS ||
        list.some((s) => typeof s !== 'string' || s.length > MAX_TOPIC_LENGTH)
      ) {
        throw badRequest('Failed to load the submitted data. Try again later.', {
          subscriptions: {
            code: 'validation_invalid_value',
            message: `At most ${MAX_SUBSCRIPTIONS} topics of at most ${MAX_TOPIC_LENGTH} characters.`,
          },
        });
      }
      if ((list as string[]).some((s) => CONTROL_CHARACTER.test(s))) {
        throw badRequest('Failed to load the submitted data. Try again later.', {
          subscriptions: {
            code: 'validation_invalid_value',
            message: 'A topic may not contain line breaks or other control characters.',
          },
        });
      }
      const client = clients.get(clientId);
      if (!client) throw notFound(PB_REALTIME.missingClient);
      // PocketBase: auth may go from guest to signed in, never change or go away.
      const key = authKey(auth);
      if (client.boundAuth !== null && client.boundAuth !== key) throw forbidden(PB_REALTIME.authMismatch);
      client.boundAuth = key;
      client.owner = auth?.collection === 'users' ? { uid: auth.user.id, tokenKey: auth.user.token_key } : null;
      client.subscriptions = [...new Set(list as string[])];
      client.watching(client.subscriptions.length > 0);
    },
    deliver(change) {
      queue = queue
        .then(() => deliverNow(change))
        .catch((error: unknown) => {
          log.error({ err: error }, 'realtime: could not deliver a record change');
        });
      return queue;
    },
    get size() {
      return clients.size;
    },
  };
}
