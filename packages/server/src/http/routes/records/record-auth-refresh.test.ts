import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let clock = new Date('2026-11-22T08:00:00Z');
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
});
afterAll(() => t.close());

describe('POST /api/collections/users/auth-refresh', () => {
  it('gives a signed-in member a fresh token and their current record', async () => {
    const member = await signUpMember(t);
    clock = new Date(clock.getTime() + 60_000);
    const auth = await member.pb.collection('users').authRefresh();
    expect(auth.token).not.toBe(member.token);
    expect(auth.record).toMatchObject({ id: member.id, balance: 30 });
    expect(member.pb.authStore.token).toBe(auth.token);
  });

  it.each([
    ['no token', undefined],
    ['a garbage token', 'not.a.token'],
    ['a token with a forged signature', 'FORGED'],
  ])('is a 401 with %s', async (_name, token) => {
    const member = await signUpMember(t);
    const forged = token === 'FORGED' ? member.token.slice(0, -4) + 'AAAA' : token;
    const res = await t.http('/api/collections/users/auth-refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      token: forged,
    });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      status: 401,
      message: 'The request requires valid record authorization token.',
      data: {},
    });
  });

  it('accepts the token with a "Bearer " prefix too, and an empty JSON body', async () => {
    const member = await signUpMember(t);
    const res = await t.http('/api/collections/users/auth-refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.record.id).toBe(member.id);
  });

  it('refuses an expired token (5 days) with 401', async () => {
    const member = await signUpMember(t);
    clock = new Date(clock.getTime() + 5 * 24 * 3600 * 1000 + 1000);
    const res = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: member.token });
    expect(res.status).toBe(401);
  });

  it('is a 403 when a member token is presented to the operators collection', async () => {
    const member = await signUpMember(t);
    const res = await t.http('/api/collections/_superusers/auth-refresh', { method: 'POST', token: member.token });
    expect(res).toMatchObject({
      status: 403,
      body: { message: 'The request requires auth record from _superusers collection.' },
    });
  });
});
