// Record CRUD under /api/collections/{c}/records with the server's access rules: members list
// and view only their own rows (a guest gets an empty page, anyone else's row is a 404), edit and
// delete only their own user record, and money records are written only through create.
import { delay, http } from 'msw';
import { readJson } from './body.ts';
import type { HandlerContext } from './context.ts';
import { PB, forbidden, notFound } from './errors.ts';
import { runIdempotent } from './idempotency.ts';
import { parseListQuery, runListQuery } from './list-query.ts';
import { COLLECTION_IDS, toUserRecord } from './records.ts';
import { createRegistration, registrationBodySpec } from './registrations.ts';
import { NO_CONTENT, collectionFromParam, param, requireUser, respond } from './respond.ts';
import { signUpDemo } from './sign-up.ts';
import { callerOf } from './tokens.ts';
import { deleteUser, updateUser } from './users.ts';
import { createWithdrawal, withdrawalBodySpec } from './withdrawals.ts';

export function recordHandlers({ base, store, delays }: HandlerContext) {
  const records = `${base}/api/collections/:collection/records`;
  const callerFor = (request: Request) => callerOf(store, request.headers.get('authorization'));
  const ownCollection = (value: string) => {
    const collection = collectionFromParam(value);
    if (collection === '_superusers') throw forbidden(PB.superusersOnly);
    return collection;
  };
  /** Only a member's own user record can be edited or deleted; money records never are. */
  const ownUser = (request: Request, params: Record<string, string | readonly string[] | undefined>) => {
    if (collectionFromParam(param(params.collection)) !== 'users') throw forbidden(PB.superusersOnly);
    const caller = callerFor(request);
    if (!caller || caller.record.id !== param(params.id)) throw notFound();
    return caller;
  };

  return [
    http.get(records, ({ request, params }) =>
      respond(() => {
        const collection = ownCollection(param(params.collection));
        const query = parseListQuery(new URL(request.url).searchParams, collection);
        const caller = callerFor(request);
        const uid = caller?.record.id;
        if (collection === 'users') {
          return runListQuery(caller ? [toUserRecord(caller, { withEmail: true })] : [], query);
        }
        const rows = collection === 'withdrawal' ? store.withdrawals : store.registrations;
        return runListQuery<{ id: string; uid: string }>(
          rows.filter((r) => r.uid === uid),
          query,
        );
      }),
    ),
    http.get(`${records}/:id`, async ({ request, params }) => {
      // The spec's demo store simulated the user fetch's latency (not other reads').
      const collection = param(params.collection);
      const isUser = collection === 'users' || collection === COLLECTION_IDS.users;
      if (isUser && delays.userFetch > 0) await delay(delays.userFetch);
      return respond(() => {
        const name = ownCollection(collection);
        const caller = callerFor(request);
        const id = param(params.id);
        if (!caller) throw notFound();
        if (name === 'users') {
          if (id !== caller.record.id) throw notFound();
          return toUserRecord(caller, { withEmail: true });
        }
        const rows = name === 'withdrawal' ? store.withdrawals : store.registrations;
        const row = rows.find((r: { id: string; uid: string }) => r.id === id && r.uid === caller.record.id);
        if (!row) throw notFound();
        return row;
      });
    }),
    http.post(records, ({ request, params }) =>
      respond(async () => {
        const collection = collectionFromParam(param(params.collection));
        const raw = await readJson(request);
        if (collection === 'users') return signUpDemo(store, raw);
        if (collection === '_superusers') throw forbidden(PB.superusersOnly);
        const user = requireUser(callerFor(request));
        const key = request.headers.get('idempotency-key');
        const scope = { uid: user.record.id, key, route: `${collection}.create`, body: raw };
        // Only the withdrawal amount is read with parseAmountInput; the bond must be a JSON number.
        return collection === 'withdrawal'
          ? runIdempotent(
              store,
              { ...scope, rules: { amounts: ['amount'], echoes: withdrawalBodySpec(user.record.id).owned } },
              () => createWithdrawal(store, user, raw),
            )
          : runIdempotent(store, { ...scope, rules: { echoes: registrationBodySpec(user.record.id).owned } }, () =>
              createRegistration(store, user, raw),
            );
      }),
    ),
    http.patch(`${records}/:id`, ({ request, params }) =>
      respond(async () => {
        const user = ownUser(request, params);
        updateUser(store, user, await readJson(request));
        return toUserRecord(user, { withEmail: true });
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
