// ADR 014: a token without an `exp` claim is refused, even when it is correctly signed
// with the member's (or operator's) key — it would otherwise be valid forever.
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_IDS } from '../src/domain/records/wire.ts';
import { signToken } from '../src/tools/jwt.ts';
import { signInAdmin, signUpMember, type Member } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
let member: Member;
beforeAll(async () => {
  member = await signUpMember(t);
});

/** A token signed exactly as tokens.ts signs them, with the claims we choose. */
async function forgeWithRealKey(collection: 'users' | '_superusers', id: string, claims: Record<string, unknown>) {
  const row = await t.server.deps.db
    .selectFrom(collection)
    .select('token_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const secret = collection === 'users' ? t.server.deps.secrets.users : t.server.deps.secrets.superusers;
  return signToken(
    { collectionId: COLLECTION_IDS[collection], id, refreshable: true, type: 'auth', ...claims },
    row.token_key + secret,
  );
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

describe('tokens without exp', () => {
  it('a member token with exp works (the forging is right)', async () => {
    const token = await forgeWithRealKey('users', member.id, { exp: inAnHour() });
    const res = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token });
    expect(res.status).toBe(200);
  });

  it('the same member token without exp makes the caller a guest', async () => {
    const token = await forgeWithRealKey('users', member.id, {});
    const refresh = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token });
    expect(refresh.status).toBe(401);
    expect(refresh.body).toMatchObject({ status: 401, data: {} });
    const view = await t.http(`/api/collections/users/records/${member.id}`, { token });
    expect(view.status).toBe(404);
    const tasks = await t.http('/api/tasks', { token });
    expect(tasks.status).toBe(401);
  });

  it('an operator token without exp is refused on /api/admin', async () => {
    const operator = await signInAdmin(t);
    const id = operator.authStore.record!.id;
    const withExp = await forgeWithRealKey('_superusers', id, { exp: inAnHour() });
    expect((await t.http('/api/admin/withdrawals', { token: withExp })).status).toBe(200);
    const without = await forgeWithRealKey('_superusers', id, {});
    expect((await t.http('/api/admin/withdrawals', { token: without })).status).toBe(401);
  });
});
