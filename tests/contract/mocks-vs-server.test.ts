// The same scenario table against the real server (in-process, SQLite, demo seed) and against
// the mocks (MSW on another origin): every answer must have the same status and shape, errors the
// same field codes and messages and (outside the demo rules) the same message, so the mocks cannot
// drift. Every API route a member's client can call must be exercised by some scenario.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createMockServer } from '@mapato/mocks/node';
import { createServer, seedDemo } from '@mapato/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityScenarios } from './scenarios-activity.ts';
import { moneyScenarios } from './scenarios-money.ts';
import { recordScenarios } from './scenarios-records.ts';
import { sessionScenarios } from './scenarios-session.ts';
import { comparable, send, type Target } from './targets.ts';

const MOCKS = 'http://mocks.test';
const mocks = createMockServer({ baseUrl: MOCKS });
let dir = '';
let server: Awaited<ReturnType<typeof createServer>> | undefined;
const real: Target = { name: 'server', base: '', tokens: {}, ids: {} };
const mocked: Target = { name: 'mocks', base: MOCKS, tokens: {}, ids: {} };
/** the server routes the scenarios reached */
const hit = new Set<string>();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mapato-contract-'));
  server = await createServer({ db: { kind: 'sqlite', file: join(dir, 'data.db') }, rateLimits: 'off', demo: true });
  server.app.addHook('onResponse', async (request) => {
    hit.add(`${request.method} ${request.routeOptions.url}`);
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  real.base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  await seedDemo(server.deps);
  // Requests to the real server are not the mocks' business: let them through.
  mocks.listen({ onUnhandledFrame: 'bypass' });
});

afterAll(async () => {
  mocks.close();
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.each([
  ['session', sessionScenarios],
  ['records', recordScenarios],
  ['money', moneyScenarios],
  ['activity', activityScenarios],
])('mocks vs server: %s', (_group, scenarios) => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => {
    const fromServer = await send(real, s);
    const fromMocks = await send(mocked, s);
    expect(fromServer.status, `server: ${JSON.stringify(fromServer.body)}`).toBe(s.status);
    expect(comparable(s, fromMocks)).toEqual(comparable(s, fromServer));
    s.save?.(real, fromServer.body);
    s.save?.(mocked, fromMocks.body);
  });
});

describe('coverage', () => {
  it('reaches every API route a member’s client can call (operators’ routes are not the mocks’ business)', () => {
    // The realtime stream (SSE, ADR 017) is not request/response: test/realtime*.test.ts cover it.
    const memberRoutes = server!.routes.filter(
      (r) => / \/api\//.test(r) && !/ \/api\/admin\//.test(r) && !/ \/api\/realtime$/.test(r),
    );
    expect(memberRoutes.length).toBeGreaterThan(10);
    expect(memberRoutes.filter((r) => !hit.has(r))).toEqual([]);
  });
});
