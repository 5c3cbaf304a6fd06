// auth-with-password and auth-refresh: {token, record} like the server, with the demo sign-in
// rules of auth.ts.
import { errorBody, viewUser, wrongAuthCollection } from '@mapato/protocol';
import { delay, http } from 'msw';
import { signInDemo } from './auth.ts';
import type { HandlerContext } from './context.ts';
import { refuse } from './errors.ts';
import { authCollectionOf, readJson, requireUser, respond } from './respond.ts';
import { callerOf, issueToken } from './tokens.ts';

export function authHandlers({ base, store, delays }: HandlerContext) {
  const collectionPath = `${base}/api/collections/:collection`;
  return [
    http.post(`${collectionPath}/auth-with-password`, async ({ request, params }) => {
      if (delays.signIn > 0) await delay(delays.signIn);
      return respond(async () => {
        const collection = authCollectionOf(params.collection);
        const user = signInDemo(store, await readJson(request), collection);
        return { token: issueToken(user, store.now()), record: viewUser(user.record, { withEmail: true }) };
      });
    }),
    http.post(`${collectionPath}/auth-refresh`, ({ request, params }) =>
      respond(() => {
        const collection = authCollectionOf(params.collection);
        const caller = requireUser(callerOf(store, request.headers.get('authorization')));
        if (collection !== 'users') refuse(errorBody(403, wrongAuthCollection(collection)));
        return { token: issueToken(caller, store.now()), record: viewUser(caller.record, { withEmail: true }) };
      }),
    ),
  ];
}
