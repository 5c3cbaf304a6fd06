// The server's own routes: health, the level tables and what members at each level earned, how
// bonds can be paid, today's tasks and their completion, and support messages.
import { AUTO_PAYOUT_MAX, SIMULATOR_USSD_CODE, type PaymentMethods } from '@mapato/core';
import { demoAccountsBody, healthBody, levelsBody, PB, readNoBody } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from './context.ts';
import { orThrow } from './errors.ts';
import { runIdempotent } from './idempotency.ts';
import { levelEarningsOf } from './level-earnings.ts';
import { earnLevelIn, levelWaysOf, progressOf } from './level-ways.ts';
import { idOf, readJson, requireUser, respond } from './respond.ts';
import { storeSupportMessage } from './support.ts';
import { completeTask, listTasks } from './tasks.ts';
import { callerOf } from './tokens.ts';

export function customHandlers({ base, store, payments }: HandlerContext) {
  const callerFor = (request: Request) => callerOf(store, request.headers.get('authorization'));
  return [
    http.get(`${base}/api/health`, () => respond(healthBody)),
    // The mocks are the demo mode: the login page may offer the demo accounts.
    http.get(`${base}/api/demo-accounts`, () => respond(demoAccountsBody)),
    // The ways as set in this store (docs/decisions/076-level-settings.md); names read in the page's language.
    http.get(`${base}/api/levels`, () => respond(() => levelsBody(undefined, undefined, levelWaysOf(store)))),
    http.get(`${base}/api/levels/progress`, ({ request }) =>
      respond(() => {
        const user = requireUser(callerFor(request));
        orThrow(readNoBody(Object.fromEntries(new URL(request.url).searchParams), PB.generic400));
        return progressOf(store, user.record.id);
      }),
    ),
    http.post(`${base}/api/levels/earn`, ({ request }) =>
      respond(async () => earnLevelIn(store, requireUser(callerFor(request)), await readJson(request))),
    ),
    http.get(`${base}/api/levels/earnings`, ({ request }) => respond(() => levelEarningsOf(store, request))),
    http.get(`${base}/api/payments/methods`, () =>
      respond((): PaymentMethods => ({
        stk: payments.stk,
        autoPayoutMax: payments.stk ? AUTO_PAYOUT_MAX : 0,
        // The mocks play the simulators together, as `npm start` runs them: their USSD code too.
        ussdCode: payments.stk ? SIMULATOR_USSD_CODE : '',
      })),
    ),
    http.get(`${base}/api/tasks`, ({ request }) => respond(() => listTasks(store, requireUser(callerFor(request))))),
    http.post(`${base}/api/tasks/:id/complete`, ({ request, params }) =>
      respond(async () => {
        const user = requireUser(callerFor(request));
        const raw = await readJson(request);
        const id = idOf(params.id);
        const key = request.headers.get('idempotency-key');
        const scope = { uid: user.record.id, key, route: `tasks.complete:${id}`, body: raw };
        return runIdempotent(store, scope, () => {
          orThrow(readNoBody(raw, PB.taskFailed));
          return completeTask(store, user, id);
        });
      }),
    ),
    http.post(`${base}/api/support/messages`, ({ request }) =>
      respond(async () => storeSupportMessage(store, callerFor(request), await readJson(request))),
    ),
  ];
}
