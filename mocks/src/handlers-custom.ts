// The server's own routes: health, the level tables, today's tasks and their completion, and
// support messages.
import { DEMO_ACCOUNTS, LEVELS, SALARY_TABLE_NOTE, salaryTable } from '@mapato/core';
import { http } from 'msw';
import { readBody, readJson } from './body.ts';
import type { HandlerContext } from './context.ts';
import { PB } from './errors.ts';
import { runIdempotent } from './idempotency.ts';
import { param, requireUser, respond } from './respond.ts';
import { storeSupportMessage } from './support.ts';
import { completeTask, listTasks } from './tasks.ts';
import { callerOf } from './tokens.ts';

export function customHandlers({ base, store }: HandlerContext) {
  const callerFor = (request: Request) => callerOf(store, request.headers.get('authorization'));
  return [
    // PocketBase's health body uses `code`, not `status`.
    http.get(`${base}/api/health`, () => respond(() => ({ message: 'API is healthy.', code: 200, data: {} }))),
    // The mocks are the demo mode: the login page may offer the demo accounts.
    http.get(`${base}/api/demo-accounts`, () =>
      respond(() => ({
        items: DEMO_ACCOUNTS.map(({ username, password, name, level }) => ({ username, password, name, level })),
      })),
    ),
    http.get(`${base}/api/levels`, () =>
      respond(() => ({ levels: LEVELS, salary: salaryTable(), note: SALARY_TABLE_NOTE })),
    ),
    http.get(`${base}/api/tasks`, ({ request }) => respond(() => listTasks(store, requireUser(callerFor(request))))),
    http.post(`${base}/api/tasks/:id/complete`, ({ request, params }) =>
      respond(async () => {
        const user = requireUser(callerFor(request));
        const raw = await readJson(request);
        const id = param(params.id);
        const key = request.headers.get('idempotency-key');
        const scope = { uid: user.record.id, key, route: `tasks.complete:${id}`, body: raw };
        return runIdempotent(store, scope, () => {
          readBody(raw, { writable: {} }, PB.taskFailed);
          return completeTask(store, user, id);
        });
      }),
    ),
    http.post(`${base}/api/support/messages`, ({ request }) =>
      respond(async () => storeSupportMessage(store, callerFor(request), await readJson(request))),
    ),
  ];
}
