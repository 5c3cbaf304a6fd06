// Record CRUD under /api/collections/{c}/records with the server's access rules: members list
// and view only their own rows (a guest gets an empty page, anyone else's row is a 404), edit and
// delete only their own user record, and money records are written only through create.
import {
  COLLECTION_IDS,
  errorBody,
  LISTABLE,
  notFound,
  PB,
  readListQuery,
  runListQuery,
  upgradeFingerprint,
  viewUser,
  withdrawalFingerprint,
} from '@mapato/protocol';
import { delay, http } from 'msw';
import type { HandlerContext } from './context.ts';
import { orThrow, refuse } from './errors.ts';
import { runIdempotent } from './idempotency.ts';
import { createRegistration } from './registrations.ts';
import { collectionOf, idOf, NO_CONTENT, readJson, requireUser, respond } from './respond.ts';
import { signUpDemo } from './sign-up.ts';
import { callerOf } from './tokens.ts';
import { deleteUser, updateUser } from './users.ts';
import { createWithdrawal } from './withdrawals.ts';

type Params = Record<string, string | readonly string[] | undefined>;
function superusersOnly(): never {
  return refuse(errorBody(403, PB.superusersOnly));
}

export function recordHandlers({ base, store, delays, payments }: HandlerContext) {
  const records = `${base}/api/collections/:collection/records`;
  const callerFor = (request: Request) => callerOf(store, request.headers.get('authorization'));
  const ownCollection = (params: Params) => {
    const collection = collectionOf(params.collection);
    return collection === '_superusers' || collection === 'clients' ? superusersOnly() : collection;
  };
  const rowsOf = (collection: 'withdrawal' | 'registration') =>
    collection === 'withdrawal' ? store.withdrawals : store.registrations;
  /** Only a member's own user record can be edited or deleted; money records never are. */
  const ownUser = (request: Request, params: Params) => {
    if (collectionOf(params.collection) !== 'users') superusersOnly();
    const caller = callerFor(request);
    return caller && caller.record.id === idOf(params.id) ? caller : refuse(notFound());
  };

  return [
    http.get(records, ({ request, params }) =>
      respond(() => {
        const collection = ownCollection(params);
        const query = orThrow(readListQuery(new URL(request.url).searchParams, LISTABLE[collection]));
        const caller = callerFor(request);
        if (collection === 'users') {
          return runListQuery(caller ? [viewUser(caller.record, { withEmail: true })] : [], query);
        }
        const own: Array<{ id: string; uid: string }> = rowsOf(collection).filter((r) => r.uid === caller?.record.id);
        return runListQuery(own, query);
      }),
    ),
    http.get(`${records}/:id`, async ({ request, params }) => {
      // The product's demo store simulated the user fetch's latency (not other reads').
      const isUser = params.collection === 'users' || params.collection === COLLECTION_IDS.users;
      if (isUser && delays.userFetch > 0) await delay(delays.userFetch);
      return respond(() => {
        const collection = ownCollection(params);
        const caller = callerFor(request) ?? refuse(notFound());
        const id = idOf(params.id);
        if (collection === 'users') {
          return id === caller.record.id ? viewUser(caller.record, { withEmail: true }) : refuse(notFound());
        }
        const rows: Array<{ id: string; uid: string }> = rowsOf(collection);
        return rows.find((r) => r.id === id && r.uid === caller.record.id) ?? refuse(notFound());
      });
    }),
    http.post(records, ({ request, params }) =>
      respond(async () => {
        const collection = collectionOf(params.collection);
        const raw = await readJson(request);
        if (collection === 'users') return signUpDemo(store, raw);
        if (collection === '_superusers') superusersOnly();
        const user = requireUser(callerFor(request));
        const uid = user.record.id;
        const scope = { uid, key: request.headers.get('idempotency-key'), route: `${collection}.create`, body: raw };
        const [rules, create] =
          collection === 'withdrawal'
            ? [withdrawalFingerprint(uid), createWithdrawal]
            : [upgradeFingerprint(uid), createRegistration];
        return runIdempotent(store, { ...scope, rules }, () => create(store, user, raw, payments));
      }),
    ),
    http.patch(`${records}/:id`, ({ request, params }) =>
      respond(async () => {
        const user = ownUser(request, params);
        updateUser(store, user, await readJson(request));
        return viewUser(user.record, { withEmail: true });
      }),
    ),
    http.delete(`${records}/:id`, ({ request, params }) =>
      respond(() => {
        deleteUser(store, ownUser(request, params));
        return NO_CONTENT;
      }),
    ),
  ];
}
