// The operator command line: migrate, superuser create, verify-ledger, reconcile, backup, usage.
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toPbDate } from '@mapato/core';
import { runCli } from './support/cli.ts';
import { signUpMember } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();

const cli = (...args: string[]) => runCli([...args, '--dir', t.testDb.dataDir], t.testDb.env);

describe('mapato CLI', () => {
  it('migrate reports an up-to-date database', async () => {
    const res = await cli('migrate');
    expect(res).toMatchObject({ code: 0, stdout: 'The database is up to date.\n' });
  });

  it('superuser create makes an operator who can sign in, and again resets the password', async () => {
    expect(await cli('superuser', 'create', 'boss@mapato.test', 'first-secret-1')).toMatchObject({
      code: 0,
      stdout: 'Operator boss@mapato.test created (admin).\n',
    });
    expect(await cli('superuser', 'create', 'boss@mapato.test', 'second-secret-2')).toMatchObject({
      code: 0,
      stdout: 'Operator boss@mapato.test existed: password reset (admin).\n',
    });
    await expect(
      t.sdk().collection('_superusers').authWithPassword('boss@mapato.test', 'second-secret-2'),
    ).resolves.toBeTruthy();
    await expect(
      t.sdk().collection('_superusers').authWithPassword('boss@mapato.test', 'first-secret-1'),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('superuser create and reset each leave one audit row by cli with the e-mail, never the password', async () => {
    const rowsFor = async (email: string) => {
      const db = t.server.deps.db;
      const op = await db
        .selectFrom('_superusers')
        .select('id')
        .where('email_key', '=', email)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('audit_log')
        .selectAll()
        .where('target', '=', op.id)
        .orderBy('created')
        .execute();
      return {
        id: op.id,
        rows: rows.map(({ actor, action, target, details }) => ({ actor, action, target, details })),
      };
    };
    expect((await cli('superuser', 'create', 'audited@mapato.test', 'audited-secret-1')).code).toBe(0);
    const created = await rowsFor('audited@mapato.test');
    expect(created.rows).toEqual([
      {
        actor: 'cli',
        action: 'superuser.create',
        target: created.id,
        details: '{"email":"audited@mapato.test","role":"admin"}',
      },
    ]);
    expect(
      (await cli('superuser', 'create', 'audited@mapato.test', 'audited-secret-2', '--role', 'support')).code,
    ).toBe(0);
    const reset = await rowsFor('audited@mapato.test');
    expect(reset.rows).toEqual([
      created.rows[0],
      {
        actor: 'cli',
        action: 'superuser.reset',
        target: created.id,
        details: '{"email":"audited@mapato.test","role":"support"}',
      },
    ]);
    const all = await t.server.deps.db.selectFrom('audit_log').select('details').execute();
    expect(JSON.stringify(all)).not.toContain('audited-secret');
  });

  it('superuser create --role support makes an operator who reads but may not move money; a bad role is refused', async () => {
    expect(
      await cli('superuser', 'create', 'helper@mapato.test', 'helper-secret-1', '--role', 'support'),
    ).toMatchObject({
      code: 0,
      stdout: 'Operator helper@mapato.test created (support).\n',
    });
    const pb = t.sdk();
    await pb.collection('_superusers').authWithPassword('helper@mapato.test', 'helper-secret-1');
    await expect(pb.send('/api/admin/withdrawals', { method: 'GET' })).resolves.toMatchObject({ items: [] });
    await expect(pb.send('/api/admin/withdrawals/nope/decline', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
    });
    expect(await cli('superuser', 'create', 'odd@mapato.test', 'odd-secret-12', '--role', 'owner')).toMatchObject({
      code: 1,
      stderr: '--role expects admin or support\n',
    });
  });

  it('superuser create refuses a weak password, and audits nothing', async () => {
    const before = await t.server.deps.db.selectFrom('audit_log').select('id').execute();
    const res = await cli('superuser', 'create', 'weak@mapato.test', 'short');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('at least 10 characters');
    expect(await t.server.deps.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
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

  it('backup writes every table as lines a person can read (restore: test/backup.test.ts)', async () => {
    const member = await signUpMember(t);
    const file = join(t.testDb.dataDir, 'backup.out');
    const res = await cli('backup', file);
    expect(res.code).toBe(0);
    const lines = (await readFile(file, 'utf8'))
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[0]).toMatchObject({ format: 'mapato-backup', version: 1 });
    expect(lines.filter((l) => l.t === 'users').map((l) => l.r.id)).toContain(member.id);
    expect(lines.at(-1)).toMatchObject({ end: true });
    // It holds password hashes and signing secrets: nobody but its owner may read it.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it("reconcile reports a day in the app's money format, and refuses a day that is not a date", async () => {
    expect(await cli('reconcile', '--day', '2026-01-01')).toMatchObject({
      code: 0,
      stdout:
        '2026-01-01 (Africa/Nairobi): payouts 0/0 paid (KSh 0), bonds 0/0 paid by STK (KSh 0).\n' +
        'Every payout and bond agrees with M-Pesa.\n',
    });
    const bad = await cli('reconcile', '--day', 'yesterday');
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toContain('--day expects a date, YYYY-MM-DD');
  });

  it('reconcile --ask-balance leaves a query for the running server; a stored difference is an item (ADR 071)', async () => {
    const asked = await cli('reconcile', '--ask-balance');
    expect(asked.stdout).toMatch(/^Asked M-Pesa's balance \(([a-z0-9]{15})\): the running server sends the query/);
    const db = t.server.deps.db;
    expect(await db.selectFrom('mpesa_balances').select(['shortcode', 'state', 'asked_by']).execute()).toEqual([
      { shortcode: '*', state: 'due', asked_by: 'cli' },
    ]);
    const at = toPbDate(new Date());
    await db
      .updateTable('mpesa_balances')
      .set({
        shortcode: '600999',
        covers: 'utility',
        state: 'answered',
        mpesa_utility: 9_500,
        books_utility: 10_000,
        answered_at: at,
      })
      .execute();
    const res = await cli('reconcile');
    expect(res.code).toBe(1);
    expect(res.stdout).toContain(
      'ours: books mpesa_utility KSh 10,000 (payouts in flight KSh 0, prompts open KSh 0) | M-Pesa: Utility Account of 600999: KSh 9,500',
    );
  });

  it('prints usage for an unknown command with exit 2', async () => {
    const res = await cli('fly');
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('usage: mapato <command>');
  });
});

describe('mapato CLI options (strict)', () => {
  // Each command in an empty directory on SQLite: whatever it did would show up as ./data.
  async function inEmptyDir(...args: string[]) {
    const cwd = await mkdtemp(join(tmpdir(), 'mapato-cli-'));
    try {
      const res = await runCli(args, { DATABASE_URL: '' }, { cwd, timeoutMs: 15_000 });
      return { ...res, left: await readdir(cwd) };
    } finally {
      await rm(cwd, { recursive: true, force: true });
    }
  }

  it('refuses a mistyped option with exit 2, names it, and touches nothing', async () => {
    const file = join(t.testDb.dataDir, 'strict.ndjson');
    expect((await cli('backup', file)).code).toBe(0);
    const res = await inEmptyDir('restore', file, '--dri', 'elsewhere');
    expect(res).toMatchObject({ code: 2, stdout: '', left: [] });
    expect(res.stderr).toContain("mapato restore: unknown option '--dri'");
    expect(res.stderr).toContain('usage: mapato restore FILE [--dir DATA_DIR]');
  });

  it.each([
    [['migrate', '--dri', 'x'], "unknown option '--dri'"],
    [['serve', '--dmeo', '--http', '127.0.0.1:0'], "unknown option '--dmeo'"],
    [['serve', '--demo=yes', '--http', '127.0.0.1:0'], "'--demo' takes no value"],
    [['verify-ledger', '--dir'], "'--dir' needs a value"],
    [['reconcile', '--role', 'admin'], "unknown option '--role'"],
    [['restore', 'a.ndjson', 'b.ndjson'], 'unexpected argument'],
    [['superuser', 'create', 'a@b.test', 'secret-pass-1', '--role'], "'--role' needs a value"],
    [['backup', 'x.ndjson', '-d', 'x'], "unknown option '-d'"],
  ])('mapato %j is refused with exit 2 before doing anything', async (args, message) => {
    const res = await inEmptyDir(...args);
    expect(res).toMatchObject({ code: 2, stdout: '', left: [] });
    expect(res.stderr).toContain(message);
  });

  it('--help prints the usage with exit 0', async () => {
    for (const args of [['--help'], ['help'], []]) {
      const res = await inEmptyDir(...args);
      expect(res).toMatchObject({ code: 0, left: [] });
      expect(res.stderr).toContain('usage: mapato <command>');
    }
  });
});
