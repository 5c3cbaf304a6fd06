// The same scenario table against the real server (`mapato serve --demo --mpesa simulator`, SQLite)
// and against the mocks (MSW on another origin, M-Pesa played as the simulator plays it): every
// answer must have the same status and shape, errors the same field codes and messages and
// (outside the demo rules) the same message, so the mocks cannot drift. Every API route a member's
// client or the admins' console can call must be exercised by some scenario.
import { createMockServer } from '@mapato/mocks/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reaches, startRealServer, type RealServer } from './real-server.ts';
import { activityScenarios } from './scenarios-activity.ts';
import { adminAuditScenarios, adminScenarios } from './scenarios-admin.ts';
import { adminActionScenarios } from './scenarios-admin-actions.ts';
import { adminClientScenarios } from './scenarios-admin-clients.ts';
import { adminBooksScenarios } from './scenarios-admin-books.ts';
import { adminMarketingScenarios } from './scenarios-admin-marketing.ts';
import { clientScenarios } from './scenarios-clients.ts';
import { levelScenarios } from './scenarios-levels.ts';
import { moneyScenarios } from './scenarios-money.ts';
import { paidWorkScenarios } from './scenarios-paid-work.ts';
import { payoutNumberScenarios } from './scenarios-payout-numbers.ts';
import { phoneChangeScenarios } from './scenarios-phone-change.ts';
import { phoneCodeScenarios } from './scenarios-phone-codes.ts';
import { recordScenarios } from './scenarios-records.ts';
import { sessionScenarios } from './scenarios-session.ts';
import { supportScenarios } from './scenarios-support.ts';
import { comparable, send, type Target } from './targets.ts';

const MOCKS = 'http://mocks.test';
const mocks = createMockServer({ baseUrl: MOCKS });
let server: RealServer | undefined;
const real: Target = { name: 'server', base: '', tokens: {}, ids: {} };
const mocked: Target = { name: 'mocks', base: MOCKS, tokens: {}, ids: {} };
/** the requests sent to the server, as 'METHOD /path' */
const sent = new Set<string>();

beforeAll(async () => {
  server = await startRealServer();
  real.base = server.url;
  // Requests to the real server are not the mocks' business: let them through.
  mocks.listen({ onUnhandledFrame: 'bypass' });
}, 60_000);

afterAll(async () => {
  mocks.close();
  await server?.stop();
});

describe.each([
  ['session', sessionScenarios],
  ['records', recordScenarios],
  ['money', moneyScenarios],
  ['activity', activityScenarios],
  ['support', supportScenarios],
  ['phone codes', phoneCodeScenarios],
  ['payout numbers', payoutNumberScenarios],
  ['phone change', phoneChangeScenarios],
  // Clients first: the members' scenarios send a client's token to /api/work.
  ['clients', clientScenarios],
  ['paid work', paidWorkScenarios],
  // The admins' side last: the mocks make their sample world the first time an admin signs in.
  ['admin', adminScenarios],
  ['admin actions', adminActionScenarios],
  ['levels', levelScenarios],
  ['admin clients', adminClientScenarios],
  ['admin books', adminBooksScenarios],
  ['admin marketing budget', adminMarketingScenarios],
  ['admin audit', adminAuditScenarios],
])('mocks vs server: %s', (_group, scenarios) => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
    const fromServer = await send(real, s);
    sent.add(`${s.method ?? 'GET'} ${new URL(fromServer.url).pathname}`);
    const fromMocks = await send(mocked, s);
    expect(fromServer.status, `server: ${JSON.stringify(fromServer.body)}`).toBe(s.status);
    expect(
      comparable(s, fromMocks),
      `DIFF ${JSON.stringify({ mocks: comparable(s, fromMocks), server: comparable(s, fromServer) })}`,
    ).toEqual(comparable(s, fromServer));
    s.save?.(real, fromServer.body);
    s.save?.(mocked, fromMocks.body);
  });
});

describe('coverage', () => {
  // The realtime stream (SSE, ADR 017) is not request/response: test/realtime*.test.ts cover it.
  // M-Pesa's callbacks (/api/payments/daraja/…) are M-Pesa's, not a client's: test/payments-*.
  const apiRoutes = () =>
    server!.routes.filter(
      (r) => / \/api\//.test(r) && !/ \/api\/realtime$/.test(r) && !/ \/api\/payments\/daraja\//.test(r),
    );
  const unreached = (routes: string[]) => routes.filter((r) => ![...sent].some((request) => reaches(request, r)));

  it('reaches every API route a member’s client can call', () => {
    const memberRoutes = apiRoutes().filter((r) => !/ \/api\/admin\//.test(r));
    expect(memberRoutes.length).toBeGreaterThan(10);
    expect(unreached(memberRoutes)).toEqual([]);
  });

  it('reaches every /api/admin route the server answers (docs/decisions/050)', () => {
    const adminRoutes = apiRoutes().filter((r) => / \/api\/admin\//.test(r));
    expect(adminRoutes.length).toBeGreaterThan(10);
    expect(unreached(adminRoutes)).toEqual([]);
  });
});
