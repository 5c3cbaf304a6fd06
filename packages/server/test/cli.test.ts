// The operator command line: migrate, superuser create, verify-ledger, backup, usage.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { signUpMember, startTestServer, type TestServer } from './support/test-server.ts';
import { onPostgres } from './support/test-db.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const cli = (...args: string[]) => runCli([...args, '--dir', t.testDb.dataDir], t.testDb.env);

describe('mapato CLI', () => {
  it('migrate reports an up-to-date database', async () => {
    const res = await cli('migrate');
    expect(res).toMatchObject({ code: 0, stdout: 'The database is up to date.\n' });
  });

  it('superuser create makes an operator who can sign in, and again resets the password', async () => {
    expect(await cli('superuser', 'create', 'boss@mapato.test', 'first-secret-1')).toMatchObject({
      code: 0,
      stdout: 'Operator boss@mapato.test created.\n',
    });
    expect(await cli('superuser', 'create', 'boss@mapato.test', 'second-secret-2')).toMatchObject({ code: 0 });
    await expect(
      t.sdk().collection('_superusers').authWithPassword('boss@mapato.test', 'second-secret-2'),
    ).resolves.toBeTruthy();
    await expect(
      t.sdk().collection('_superusers').authWithPassword('boss@mapato.test', 'first-secret-1'),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('superuser create refuses a weak password', async () => {
    const res = await cli('superuser', 'create', 'weak@mapato.test', 'short');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('at least 10 characters');
  });

  it('verify-ledger passes on honest books and exits 1 with a report when a balance was tampered with', async () => {
    const member = await signUpMember(t);
    expect((await cli('verify-ledger')).code).toBe(0);
    await t.server.deps.db.updateTable('users').set({ balance: 99_999 }).where('id', '=', member.id).execute();
    const res = await cli('verify-ledger');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('Ledger MISMATCH');
    expect(res.stderr).toContain(`${member.id} ${member.username}: balance 99999 but ledger sum 30`);
    await t.server.deps.db.updateTable('users').set({ balance: 30 }).where('id', '=', member.id).execute();
  });

  it('backup writes a consistent copy', async () => {
    const member = await signUpMember(t);
    const file = join(t.testDb.dataDir, 'backup.out');
    expect((await cli('backup', file)).code).toBe(0);
    expect(existsSync(file)).toBe(true);
    if (onPostgres()) {
      const { readFile } = await import('node:fs/promises');
      const snapshot = JSON.parse(await readFile(file, 'utf8'));
      expect(snapshot.tables.users.map((u: any) => u.id)).toContain(member.id);
    } else {
      const copy = new SqliteDatabase(file, { readonly: true });
      const row = copy.prepare('select username from users where id = ?').get(member.id) as { username: string };
      copy.close();
      expect(row.username).toBe(member.username);
    }
  });

  it('prints usage for an unknown command with exit 2', async () => {
    const res = await cli('fly');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('usage: mapato <command>');
  });
});
