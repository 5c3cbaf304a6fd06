// Upgrade requests: POST /api/collections/registration/records. Nothing changes until an operator confirms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario, type Scenario } from '../../../../test/support/scenarios.ts';
import { signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import { upgradeBurst } from '../../../../test/support/upgrade-burst.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const URL = '/api/collections/registration/records';
let refCounter = 0;
const ref = () => `QK${String(Date.now() % 1e6).padStart(6, '0')}${String(++refCounter).padStart(2, '0')}`;

const scenarios: Scenario[] = [
  {
    name: 'a request for J1 (level 2) shows as processing with the bond amount',
    method: 'POST',
    url: URL,
    body: () => ({ level: 2, mpesa_ref: ref().toLowerCase() }),
    status: 200,
    contains: { level: 2, amount: 3000, processing: true, declined: false, collectionName: 'registration' },
  },
  {
    name: 'the amount may be sent when it equals the bond',
    method: 'POST',
    url: URL,
    body: () => ({ level: 9, amount: 1_070_000, mpesa_ref: ref() }),
    status: 200,
    contains: { amount: 1_070_000 },
  },
  {
    name: 'a wrong amount',
    method: 'POST',
    url: URL,
    body: () => ({ level: 2, amount: 10, mpesa_ref: ref() }),
    status: 400,
    contains: { data: { amount: {} } },
  },
  {
    name: 'the current level',
    method: 'POST',
    url: URL,
    body: () => ({ level: 1, mpesa_ref: ref() }),
    status: 400,
    contains: { data: { level: { message: 'Choose a level higher than your current level.' } } },
  },
  {
    name: 'a level beyond the table',
    method: 'POST',
    url: URL,
    body: () => ({ level: 11, mpesa_ref: ref() }),
    status: 400,
    contains: { data: { level: {} } },
  },
  {
    name: 'a level as text',
    method: 'POST',
    url: URL,
    body: () => ({ level: '2', mpesa_ref: ref() }),
    status: 400,
    contains: { data: { level: { code: 'validation_invalid_type' } } },
  },
  {
    name: 'a malformed M-Pesa reference',
    method: 'POST',
    url: URL,
    body: { level: 2, mpesa_ref: 'abc' },
    status: 400,
    contains: {
      data: {
        mpesa_ref: { message: 'Please enter the M-Pesa reference from your confirmation SMS (10 letters and digits).' },
      },
    },
  },
  {
    name: 'processing set to false by the caller',
    method: 'POST',
    url: URL,
    body: () => ({ level: 2, mpesa_ref: ref(), processing: false }),
    status: 400,
    contains: { data: { processing: { code: 'validation_read_only' } } },
  },
  { name: 'a guest', method: 'POST', url: URL, as: 'guest', body: () => ({ level: 2, mpesa_ref: ref() }), status: 401 },
];

describe('create registration (upgrade request)', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => runScenario(t, s));

  it('changes neither level nor investment until confirmed', async () => {
    const member = await signUpMember(t);
    await member.pb.collection('registration').create({ level: 3, mpesa_ref: ref() });
    const record = await member.pb.collection('users').getOne(member.id);
    expect(record).toMatchObject({ level: 1, investment: 0 });
  });

  it('allows one request in progress at a time', async () => {
    const member = await signUpMember(t);
    await member.pb.collection('registration').create({ level: 2, mpesa_ref: ref() });
    const res = await t.http(URL, { method: 'POST', token: member.token, json: { level: 3, mpesa_ref: ref() } });
    expect(res.body).toMatchObject({
      status: 400,
      data: { level: { message: 'You already have an upgrade request being processed.' } },
    });
  });

  // Three members, a burst each: the race window is milliseconds wide (PostgreSQL pass; SQLite
  // has one writer at a time anyway).
  it('stores one of 20 concurrent requests (each with its own reference) and refuses the rest as pending', async () => {
    for (let round = 0; round < 3; round++) {
      const member = await signUpMember(t);
      const results = await upgradeBurst([t.url], member.token, 20);
      const stored = await t.server.deps.db
        .selectFrom('registration')
        .select('id')
        .where('uid', '=', member.id)
        .execute();
      expect({
        accepted: results.filter((r) => r.status === 200).length,
        pending: results.filter((r) => r.body?.data?.level?.code === 'validation_pending_upgrade').length,
        stored: stored.length,
      }).toEqual({ accepted: 1, pending: 19, stored: 1 });
    }
  });

  it('refuses an M-Pesa reference that already paid for another upgrade', async () => {
    const used = ref();
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    await a.pb.collection('registration').create({ level: 2, mpesa_ref: used });
    const res = await t.http(URL, {
      method: 'POST',
      token: b.token,
      json: { level: 2, mpesa_ref: used.toLowerCase() },
    });
    expect(res.body).toMatchObject({ status: 400, data: { mpesa_ref: { code: 'validation_not_unique' } } });
  });
});
