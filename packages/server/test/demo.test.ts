// `serve --demo` (what `npm start` runs): the three demo accounts log in through the SDK with the
// printed credentials, at levels 1, 2 and 5, with withdrawals in every status; a restart does
// not seed again.
import {
  DEMO_ACCOUNTS,
  DEMO_CLIENT,
  registrationBadge,
  withdrawalBadge,
  type RegistrationRecord,
  type WithdrawalRecord,
} from '@mapato/core';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';

let testDb: TestDb;
let server: ServerProcess | undefined;
beforeAll(async () => {
  testDb = await freshTestDb();
  server = await startServerProcess({ env: testDb.env, dataDir: testDb.dataDir, extraArgs: ['--demo'] });
});
afterAll(async () => {
  await server?.stop();
  await testDb.drop();
});

describe('serve --demo', () => {
  it('prints the demo credentials', () => {
    for (const a of DEMO_ACCOUNTS)
      expect(server!.output()).toContain(`username "${a.username}"  password "${a.password}"`);
    expect(server!.output()).toContain(`e-mail "${DEMO_CLIENT.email}"  password "${DEMO_CLIENT.password}"`);
  });

  it.each(DEMO_ACCOUNTS.map((a) => [a.username, a] as const))(
    '%s logs in through the SDK with a full history',
    async (_name, account) => {
      const pb = new PocketBase(server!.url);
      const auth = await pb.collection('users').authWithPassword(account.username, account.password);
      expect(auth.record).toMatchObject({ level: account.level, balance: account.balance, name: account.name });
      const withdrawals = await pb.collection('withdrawal').getFullList<WithdrawalRecord>({ sort: '-created' });
      expect(new Set(withdrawals.map((w) => withdrawalBadge(w).label))).toEqual(
        new Set(['Pending', 'Processing', 'Completed', 'Declined']),
      );
      const registrations = await pb.collection('registration').getFullList<RegistrationRecord>({ sort: '-created' });
      expect(registrations.length).toBeGreaterThan(0);
      const labels = registrations.map((r) => registrationBadge(r).label);
      expect(labels).toContain(account.level === 1 ? 'Processing' : 'Completed');
    },
  );

  it('seeds only once: a restart keeps the same data and the books balance', async () => {
    const pb = new PocketBase(server!.url);
    const a = DEMO_ACCOUNTS[0]!;
    await pb.collection('users').authWithPassword(a.username, a.password);
    const before = (await pb.collection('withdrawal').getList(1, 1)).totalItems;
    await server!.stop();
    server = await startServerProcess({ env: testDb.env, dataDir: testDb.dataDir, extraArgs: ['--demo'] });
    expect(server.output()).toContain('Demo accounts (already created earlier):');
    const again = new PocketBase(server.url);
    await again.collection('users').authWithPassword(a.username, a.password);
    expect((await again.collection('withdrawal').getList(1, 1)).totalItems).toBe(before);
    const check = await runCli(['verify-ledger', '--dir', testDb.dataDir], testDb.env);
    expect(check.code).toBe(0);
  });
});

describe('serve without --demo', () => {
  it('seeds nothing', async () => {
    const empty = await freshTestDb();
    const plain = await startServerProcess({ env: empty.env, dataDir: empty.dataDir });
    try {
      const res = await fetch(`${plain.url}/api/collections/users/auth-with-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ identity: DEMO_ACCOUNTS[0]!.username, password: DEMO_ACCOUNTS[0]!.password }),
      });
      expect(res.status).toBe(400);
    } finally {
      await plain.stop();
      await empty.drop();
    }
  });
});
