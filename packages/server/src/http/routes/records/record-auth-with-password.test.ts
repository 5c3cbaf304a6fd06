import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signUpMember,
  startTestServer,
  uniqueUsername,
  type TestServer,
  statusesUnderLimit,
} from '../../../../test/support/test-server.ts';
import { createAdmin } from '../../../domain/admin/admins.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('POST /api/collections/users/auth-with-password', () => {
  it('signs a member in by username with the SDK and returns {token, record}', async () => {
    const member = await signUpMember(t);
    const pb = t.sdk();
    const auth = await pb.collection('users').authWithPassword(member.username.toUpperCase(), member.password);
    expect(pb.authStore.isValid).toBe(true);
    expect(auth.record).toMatchObject({
      id: member.id,
      username: member.username,
      collectionName: 'users',
      balance: 30,
      level: 1,
    });
    expect(auth.record).not.toHaveProperty('password_hash');
    expect(auth.record).not.toHaveProperty('token_key');
    const claims = JSON.parse(Buffer.from(auth.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ type: 'auth', id: member.id, collectionId: '_pb_users_auth_', refreshable: true });
  });

  it('signs in by e-mail when the member has one', async () => {
    const member = await signUpMember(t, { email: `${uniqueUsername('mail')}@example.co.ke` });
    const record = await member.pb.collection('users').getOne(member.id);
    const auth = await t.sdk().collection('users').authWithPassword(record.email, member.password);
    expect(auth.record.id).toBe(member.id);
  });

  it.each([
    ['wrong password', (u: string) => ({ identity: u, password: 'not-the-password' }), 400, 'Failed to authenticate.'],
    [
      'unknown username',
      () => ({ identity: 'nobody_here_at_all', password: 'whatever-123' }),
      400,
      'Failed to authenticate.',
    ],
    [
      'missing password',
      (u: string) => ({ identity: u }),
      400,
      'An error occurred while validating the submitted data.',
    ],
    ['empty body', () => undefined, 400, 'An error occurred while validating the submitted data.'],
    [
      'identity of the wrong type',
      () => ({ identity: 42, password: 'x' }),
      400,
      'An error occurred while validating the submitted data.',
    ],
    [
      'unknown field',
      (u: string) => ({ identity: u, password: 'x', admin: true }),
      400,
      'An error occurred while validating the submitted data.',
    ],
  ])('refuses %s with a %i in the PocketBase error shape', async (_name, body, status, message) => {
    const member = await signUpMember(t);
    const res = await t.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: body(member.username),
    });
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status, message, data: expect.any(Object) });
  });

  it('answers an unknown username exactly like a wrong password (no enumeration)', async () => {
    const member = await signUpMember(t);
    const wrong = await t.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: member.username, password: 'nope-nope-1' },
    });
    const unknown = await t.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: 'ghost_member_9', password: 'nope-nope-1' },
    });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses repeated wrong passwords for one identity with 429, even when the right one follows', async () => {
    const member = await signUpMember(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await t.http('/api/collections/users/auth-with-password', {
        method: 'POST',
        json: { identity: member.username, password: `guess-${i}-xx` },
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await t.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: member.username, password: member.password },
    });
    expect(right.status).toBe(429);
    expect(right.body).toEqual({ status: 429, message: 'Too Many Requests.', data: {} });
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another member is not affected by this identity's lock.
    const other = await signUpMember(t);
    await expect(t.sdk().collection('users').authWithPassword(other.username, other.password)).resolves.toBeTruthy();
  });

  it('signs an operator in on _superusers, and a member password does not work there', async () => {
    await createAdmin(t.server.deps, 'ops@mapato.test', 'operator-pass-1');
    const pb = t.sdk();
    const auth = await pb.collection('_superusers').authWithPassword('ops@mapato.test', 'operator-pass-1');
    expect(pb.authStore.isSuperuser).toBe(true);
    expect(auth.record).toMatchObject({ email: 'ops@mapato.test', collectionName: '_superusers' });
    const member = await signUpMember(t);
    const res = await t.http('/api/collections/_superusers/auth-with-password', {
      method: 'POST',
      json: { identity: member.username, password: member.password },
    });
    expect(res.status).toBe(400);
  });

  it('is a 404 on a collection that is not an auth collection', async () => {
    const res = await t.http('/api/collections/withdrawal/auth-with-password', {
      method: 'POST',
      json: { identity: 'a', password: 'b' },
    });
    expect(res).toMatchObject({
      status: 404,
      body: { status: 404, message: 'Missing or invalid auth collection context.' },
    });
  });
});

describe('per-IP sign-in limit', () => {
  it('refuses sign-in attempts from one address past the limit', async () => {
    const statuses = await statusesUnderLimit({ signInPerAddress: { points: 3, seconds: 60 } }, 4, (limited, i) =>
      limited.http('/api/collections/users/auth-with-password', {
        method: 'POST',
        json: { identity: `user_${i}`, password: 'pw-pw-pw-pw' },
      }),
    );
    expect(statuses).toEqual([400, 400, 400, 429]);
  });
});
