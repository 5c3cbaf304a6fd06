// Two server processes sharing one PostgreSQL, with the real default limits (ADR 014): the limits
// hold across instances, and two members renaming to one username at once never get a 500.
// Runs in the PostgreSQL pass only (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { twoProcessesSharingPostgres } from './support/server-process.ts';
import { signUpMember, uniquePhone, uniqueUsername } from './support/test-server.ts';

// The in-process server only prepares members: with its limits off it counts nothing itself.
const cluster = twoProcessesSharingPostgres({ server: { rateLimits: 'off' }, env: { MAPATO_RATE_LIMIT: 'on' } });

const post = async (url: string, path: string, json: unknown, token?: string, method = 'POST') => {
  const res = await fetch(url + path, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(json),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('limits shared by two instances', () => {
  it('locks an account after 5 failures spread over both instances', async () => {
    const { t, a, b } = cluster;
    const m = await signUpMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const url = i % 2 === 0 ? a.url : b.url;
      statuses.push(
        (await post(url, '/api/collections/users/auth-with-password', { identity: m.username, password: `no-${i}-no` }))
          .status,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    for (const url of [a.url, b.url]) {
      const right = await post(url, '/api/collections/users/auth-with-password', {
        identity: m.username,
        password: m.password,
      });
      expect(right.status).toBe(429);
    }
  });

  it('counts sign-ups from one address over both instances (20 an hour)', async () => {
    const { a, b } = cluster;
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = {
        username: uniqueUsername('pair'),
        phone: uniquePhone(),
        password: 'long-enough-1',
        passwordConfirm: 'long-enough-1',
      };
      statuses.push((await post(i % 2 === 0 ? a.url : b.url, '/api/collections/users/records', body)).status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses[20]).toBe(429);
  });
});

describe('two members renaming to one username at once', () => {
  it('lets one have it and tells the others it is taken, never a 500', async () => {
    const { t, a, b } = cluster;
    const members = await Promise.all(Array.from({ length: 6 }, () => signUpMember(t)));
    const wanted = uniqueUsername('wanted');
    const results = await Promise.all(
      members.map((m, i) =>
        post(
          i % 2 === 0 ? a.url : b.url,
          `/api/collections/users/records/${m.id}`,
          { username: wanted },
          m.token,
          'PATCH',
        ),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r).toMatchObject({
        status: 400,
        body: { data: { username: { code: 'validation_not_unique', message: 'This username is already taken.' } } },
      });
    }
  });
});
