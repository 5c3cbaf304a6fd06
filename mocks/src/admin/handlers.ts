// The operators' endpoints (/api/admin/* and the `_superusers` sign-in), emulated over the same
// store as the members' (docs/style.md#mocks-speak-the-real-protocol): placed before the member handlers so the `_superusers`
// sign-in is answered here.
import { levelOfPath, notFound, readNoBody, PB, type Admin } from '@mapato/protocol';
import { http } from 'msw';
import type { HandlerContext } from '../context.ts';
import { MockApiError, orThrow, refuse } from '../errors.ts';
import { setLevelWayIn } from '../level-ways.ts';
import { idOf, readJson, respond } from '../respond.ts';
import { actOnRegistration, actOnWithdrawal } from './actions.ts';
import { searchAudit } from './audit.ts';
import { approveRefundForAdmin, listRefundsForAdmin } from './client-refunds.ts';
import {
  approveDepositForAdmin,
  createClientForAdmin,
  listClientsForAdmin,
  listDepositsForAdmin,
  recordDepositForAdmin,
} from './clients.ts';
import { listHeld, resolveHold } from './holds.ts';
import { memberFile, memberLedger, searchMembers } from './members.ts';
import { requireAdmin, signInAdmin, operatorOf, operatorRecord } from './admins.ts';
import { overviewBody, settingsBody, solvencyBody } from './overview.ts';
import { listRegistrations, listWithdrawals } from './queues.ts';
import { listThreads, markAnswered, readThread, replyToThread } from './support.ts';
import { listSupportMessages, reconcile } from './tooling.ts';
import { askBalanceNow, listBalanceChecks, recordFloatMove } from './mpesa-balances.ts';
import { fundMarketing, readMarketingBudget } from './marketing-budget.ts';
import { writeAudit } from './world.ts';

export function adminHandlers({ base, store, payments }: HandlerContext) {
  const api = `${base}/api/admin`;
  const su = `${base}/api/collections/_superusers`;
  const read = (request: Request) => requireAdmin(store, request);
  const money = (request: Request) => requireAdmin(store, request, 'money');
  const urlOf = (request: Request) => new URL(request.url);
  /** A refused move is audited too, with the record's state then (the server's auditRefusal). */
  const audited = async (request: Request, kind: 'withdrawal' | 'registration', id: string, action: string) => {
    const actor = { store, payments, ...money(request) };
    const raw = await readJson(request);
    try {
      return kind === 'withdrawal'
        ? actOnWithdrawal(actor, id, action, raw)
        : actOnRegistration(actor, id, action, raw);
    } catch (error) {
      if (!(error instanceof MockApiError)) throw error;
      writeAudit(store, actor.world, {
        actor: actor.operator.id,
        action: `${kind}.${action}.refused`,
        target: id.slice(0, 100),
        details: {
          action: action.slice(0, 50),
          status: error.body.status,
          reason: error.body.message,
          ...stateOf(kind, id),
        },
      });
      throw error;
    }
  };
  /** The record's member and state when a move was refused (null: no such record), as the server logs them. */
  const stateOf = (kind: 'withdrawal' | 'registration', id: string) => {
    if (kind === 'withdrawal') {
      const w = store.withdrawals.find((x) => x.id === id);
      return w ? { uid: w.uid, state: w.status } : { state: null };
    }
    const r = store.registrations.find((x) => x.id === id);
    if (!r) return { state: null };
    return { uid: r.uid, state: r.processing ? 'processing' : r.declined ? 'declined' : 'approved' };
  };
  return [
    http.post(`${su}/auth-with-password`, async ({ request }) =>
      respond(async () => signInAdmin(store, await readJson(request))),
    ),
    // Anyone but an operator falls through to the members' handler, which refuses them.
    http.post(`${su}/auth-refresh`, ({ request }) => {
      const operator = operatorOf(store, request.headers.get('authorization'));
      if (!operator) return undefined;
      return respond(() => ({ token: request.headers.get('authorization'), record: operatorRecord(operator) }));
    }),
    http.get(`${api}/me`, ({ request }) =>
      respond(() => {
        const { operator } = read(request);
        return { id: operator.id, email: operator.email, role: operator.role } satisfies Admin;
      }),
    ),
    http.get(`${api}/settings`, ({ request }) => respond(() => (read(request), settingsBody(payments)))),
    http.get(`${api}/overview`, ({ request }) => respond(() => overviewBody(store, read(request).world, payments))),
    http.get(`${api}/guard`, ({ request }) => respond(() => (read(request), solvencyBody(store)))),
    http.get(`${api}/withdrawals`, ({ request }) =>
      respond(() => {
        const { world, operator } = read(request);
        const page = listWithdrawals(store, world, urlOf(request), payments);
        const ids = page.items.map((w) => w.id);
        writeAudit(store, world, {
          actor: operator.id,
          action: 'read.withdrawals',
          target: 'withdrawals',
          details: { ids },
        });
        return page;
      }),
    ),
    http.get(`${api}/registrations`, ({ request }) =>
      respond(() => listRegistrations(store, read(request).world, urlOf(request))),
    ),
    http.post(`${api}/withdrawals/:id/:action`, ({ request, params }) =>
      respond(() => audited(request, 'withdrawal', idOf(params.id), idOf(params.action))),
    ),
    http.post(`${api}/registrations/:id/:action`, ({ request, params }) =>
      respond(() => audited(request, 'registration', idOf(params.id), idOf(params.action))),
    ),
    // A level's way up (docs/decisions/076-level-settings.md): admins only, audited with before and after.
    http.post(`${api}/levels/:level`, ({ request, params }) =>
      respond(async () => {
        const { world, operator } = money(request);
        const level = levelOfPath(idOf(params.level)) ?? refuse(notFound());
        const { before, after } = setLevelWayIn(store, level, await readJson(request));
        const { changed: _was, ...was } = before;
        const { changed: _now, ...now } = after;
        writeAudit(store, world, {
          actor: operator.id,
          action: 'level.settings',
          target: String(level),
          details: { before: was, after: now },
        });
        return after;
      }),
    ),
    http.get(`${api}/duplicate-phones`, ({ request }) =>
      respond(() => {
        const { world, operator } = read(request);
        return listHeld(store, world, urlOf(request), operator);
      }),
    ),
    http.post(`${api}/duplicate-phones/:id/resolve`, ({ request, params }) =>
      respond(async () => {
        const { world, operator } = money(request);
        return resolveHold(store, world, operator, idOf(params.id), await readJson(request));
      }),
    ),
    http.get(`${api}/members`, ({ request }) =>
      respond(() => {
        const { world, operator } = read(request);
        return searchMembers(store, world, urlOf(request), operator);
      }),
    ),
    http.get(`${api}/members/:id`, ({ request, params }) =>
      respond(() => {
        const { world, operator } = read(request);
        return memberFile(store, world, operator, idOf(params.id), payments);
      }),
    ),
    http.get(`${api}/members/:id/ledger`, ({ request, params }) =>
      respond(() => {
        const { world, operator } = read(request);
        return memberLedger(store, world, operator, idOf(params.id), urlOf(request));
      }),
    ),
    http.get(`${api}/support/threads`, ({ request }) =>
      respond(() => {
        const { world, operator } = read(request);
        return listThreads(store, world, urlOf(request), operator);
      }),
    ),
    http.get(`${api}/support/threads/:thread`, ({ request, params }) =>
      respond(() => {
        const { world, operator } = read(request);
        return readThread(store, world, operator, idOf(params.thread));
      }),
    ),
    http.post(`${api}/support/threads/:thread/reply`, ({ request, params }) =>
      respond(async () => {
        const { world, operator } = read(request);
        return replyToThread(store, world, operator, idOf(params.thread), await readJson(request));
      }),
    ),
    http.post(`${api}/support/threads/:thread/answered`, ({ request, params }) =>
      respond(async () => {
        const { world, operator } = read(request);
        orThrow(readNoBody(await readJson(request), PB.updateFailed));
        return markAnswered(store, world, operator, idOf(params.thread));
      }),
    ),
    http.get(`${api}/clients`, ({ request }) =>
      respond(() =>
        listClientsForAdmin(
          { store, ...requireAdmin(store, request, 'read') },
          new URL(request.url).searchParams.get('search'),
        ),
      ),
    ),
    http.post(`${api}/clients`, ({ request }) =>
      respond(async () => {
        const caller = { store, ...money(request) };
        return createClientForAdmin(caller, await readJson(request));
      }),
    ),
    http.get(`${api}/clients/:id/deposits`, ({ request, params }) =>
      respond(() => listDepositsForAdmin({ store, ...requireAdmin(store, request, 'read') }, idOf(params.id))),
    ),
    http.post(`${api}/clients/:id/deposits`, ({ request, params }) =>
      respond(async () => {
        const caller = { store, ...money(request) };
        return recordDepositForAdmin(caller, idOf(params.id), await readJson(request));
      }),
    ),
    http.post(`${api}/clients/:id/deposits/:deposit/approve`, ({ request, params }) =>
      respond(async () => {
        const caller = { store, ...money(request) };
        orThrow(readNoBody(await readJson(request), PB.updateFailed));
        return approveDepositForAdmin(caller, idOf(params.id), idOf(params.deposit));
      }),
    ),
    http.get(`${api}/clients/:id/refunds`, ({ request, params }) =>
      respond(() => listRefundsForAdmin({ store, ...requireAdmin(store, request, 'read') }, idOf(params.id))),
    ),
    http.post(`${api}/clients/:id/refunds/:refund/approve`, ({ request, params }) =>
      respond(async () => {
        const caller = { store, ...money(request) };
        orThrow(readNoBody(await readJson(request), PB.updateFailed));
        return approveRefundForAdmin(caller, { client: idOf(params.id), refund: idOf(params.refund) }, payments);
      }),
    ),
    http.get(`${api}/audit`, ({ request }) => respond(() => searchAudit(read(request).world, urlOf(request)))),
    http.get(`${api}/support`, ({ request }) =>
      respond(() => {
        const { world, operator } = read(request);
        return listSupportMessages(store, world, operator, urlOf(request));
      }),
    ),
    http.get(`${api}/reconciliation`, ({ request }) =>
      respond(() => reconcile(store, read(request).world, payments, urlOf(request))),
    ),
    http.get(`${api}/mpesa-balances`, ({ request }) => respond(() => (read(request), listBalanceChecks(store)))),
    http.post(`${api}/mpesa-balances`, async ({ request }) =>
      respond(async () => {
        const caller = { store, ...money(request) };
        orThrow(readNoBody(await readJson(request), PB.createFailed));
        return askBalanceNow(caller, payments);
      }),
    ),
    http.post(`${api}/books/float-moves`, async ({ request }) =>
      respond(async () => recordFloatMove({ store, ...money(request) }, await readJson(request))),
    ),
    http.get(`${api}/books/marketing`, ({ request }) => respond(() => (read(request), readMarketingBudget(store)))),
    http.post(`${api}/books/marketing`, async ({ request }) =>
      respond(async () => fundMarketing({ store, ...money(request) }, await readJson(request))),
    ),
  ];
}
