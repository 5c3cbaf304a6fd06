// Passwords stored at the old scrypt cost (N=2^14, r=8, p=1) still sign in, and are hashed again at
// today's cost on that sign-in (ADR 040): nobody has to reset a password for the upgrade.
import { describe, expect, it } from 'vitest';
import { createAdmin } from '../src/domain/admin/admins.ts';
import { hashPassword, scryptParamsFor } from '../src/tools/password.ts';
import { signUpMember } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const LEGACY = { N: 2 ** 14, r: 8, p: 1 };
const prefixOf = (params: { N: number; r: number; p: number }) => `scrypt$${params.N}$${params.r}$${params.p}$`;
// Today's cost as this process sees it (the suite runs at a lower one, tools/password.ts).
const CURRENT = prefixOf(scryptParamsFor(process.env));

const t = testServerForFile();

const storedHash = async (table: 'users' | '_superusers', id: string) =>
  (await t.server.deps.db.selectFrom(table).select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

describe('a password hashed at the old cost', () => {
  it('signs a member in, is stored again at today’s cost, and keeps signing in', async () => {
    const member = await signUpMember(t);
    const legacy = await hashPassword(member.password, LEGACY);
    await t.server.deps.db.updateTable('users').set({ password_hash: legacy }).where('id', '=', member.id).execute();

    const first = t.sdk().collection('users').authWithPassword(member.username, member.password);
    await expect(first).resolves.toMatchObject({ record: { id: member.id } });
    const upgraded = await storedHash('users', member.id);
    expect(upgraded.startsWith(CURRENT)).toBe(true);
    expect(upgraded).not.toBe(legacy);

    await expect(t.sdk().collection('users').authWithPassword(member.username, member.password)).resolves.toBeTruthy();
    expect(await storedHash('users', member.id)).toBe(upgraded); // once, not at every sign-in
    // The upgrade is no password change: the member's earlier token still works.
    const refreshed = await t.http('/api/collections/users/auth-refresh', { method: 'POST', token: member.token });
    expect(refreshed.status).toBe(200);
  });

  it('is not touched by a wrong password', async () => {
    const member = await signUpMember(t);
    const legacy = await hashPassword(member.password, LEGACY);
    await t.server.deps.db.updateTable('users').set({ password_hash: legacy }).where('id', '=', member.id).execute();
    const wrong = await t.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      json: { identity: member.username, password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(await storedHash('users', member.id)).toBe(legacy);
  });

  it('signs an operator in and is upgraded the same way', async () => {
    const email = `upgrade-${process.pid}@mapato.test`;
    const { id } = await createAdmin(t.server.deps, email, 'operator-secret-1');
    const legacy = await hashPassword('operator-secret-1', LEGACY);
    await t.server.deps.db.updateTable('_superusers').set({ password_hash: legacy }).where('id', '=', id).execute();
    await expect(t.sdk().collection('_superusers').authWithPassword(email, 'operator-secret-1')).resolves.toBeTruthy();
    expect((await storedHash('_superusers', id)).startsWith(CURRENT)).toBe(true);
  });
});
