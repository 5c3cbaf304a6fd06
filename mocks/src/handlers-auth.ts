// auth-with-password and auth-refresh on the users collection: {token, record} like the server,
// with the demo sign-in rules of auth.ts.
import { MESSAGES } from '@mapato/core';
import { delay, http } from 'msw';
import { readSignIn, signInDemo } from './auth.ts';
import { readJson } from './body.ts';
import type { HandlerContext } from './context.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { toUserRecord } from './records.ts';
import { authCollectionFromParam, param, respond } from './respond.ts';
import { callerOf, issueToken } from './tokens.ts';

export function authHandlers({ base, store, delays }: HandlerContext) {
  const collectionPath = `${base}/api/collections/:collection`;
  return [
    http.post(`${collectionPath}/auth-with-password`, async ({ request, params }) => {
      if (delays.signIn > 0) await delay(delays.signIn);
      return respond(async () => {
        const collection = authCollectionFromParam(param(params.collection));
        const raw = await readJson(request);
        if (collection === '_superusers') {
          // The demo has no operators: check the request like the server, then refuse it.
          readSignIn(raw);
          throw badRequest(MESSAGES.demoInvalidCredentials);
        }
        const user = signInDemo(store, raw);
        return { token: issueToken(user, store.now()), record: toUserRecord(user, { withEmail: true }) };
      });
    }),
    http.post(`${collectionPath}/auth-refresh`, ({ request, params }) =>
      respond(() => {
        const collection = authCollectionFromParam(param(params.collection));
        const caller = callerOf(store, request.headers.get('authorization'));
        if (!caller) throw unauthorized();
        if (collection !== 'users') throw forbidden(`The request requires auth record from ${collection} collection.`);
        return { token: issueToken(caller, store.now()), record: toUserRecord(caller, { withEmail: true }) };
      }),
    ),
  ];
}
