// kill -9 during a burst of withdrawals: after a restart the books balance (verify-ledger) and
// every withdrawal the server acknowledged is still there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/create-db.ts';
import { changeBalance } from '../src/domain/money/ledger.ts';
import { runCli } from './support/cli.ts';
import { provePhones } from './support/proved-phones.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';
import { uniquePhone } from './support/test-server.ts';

const MEMBERS = 8;
let testDb: TestDb;
let server: ServerProcess | undefined;
beforeAll(async () => {
  testDb = await freshTestDb();
});
afterAll(async () => {
  await server?.kill();
  await testDb.drop();
});

async function signUpAndSignIn(url: string, i: number) {
  const username = `crash_${process.pid}_${i}`;
  const password = 'crash-test-pass';
  const post = (path: string, json: unknown) =>
    fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }).then((r) => r.json() as Promise<any>);
  const created = await post('/api/collections/users/records', {
    username,
    phone: uniquePhone(),
    password,
    passwordConfirm: password,
  });
  const auth = await post('/api/collections/users/auth-with-password', { identity: username, password });
  return { id: created.id as string, token: auth.token as string };
}

describe('crash during a withdrawal burst', () => {
  it('loses nothing acknowledged and keeps every balance equal to its ledger', async () => {
    server = await startServerProcess({ env: testDb.env, dataDir: testDb.dataDir });
    const members = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await signUpAndSignIn(server.url, i));
    // Fund them through a second connection, as an operator's adjustment would, with their phones
    // proved (as by the SMS code: an unproved phone cannot withdraw).
    const db = createDb(testDb.config);
    for (const m of members) {
      await provePhones(db.kysely, m.id);
      await db.kysely.transaction().execute((trx) =>
        changeBalance(trx, {
          uid: m.id,
          amount: 60_000,
          kind: 'adjustment',
          ref: 'crash-test',
          now: new Date(),
          counter: 'bank',
        }),
      );
    }
    await db.close();

    const acknowledged: Array<{ id: string; token: string }> = [];
    let killed = false;
    const url = server.url;
    const fire = async (m: { token: string }) => {
      for (let n = 0; n < 60 && !killed; n++) {
        try {
          const res = await fetch(`${url}/api/collections/withdrawal/records`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: m.token },
            body: JSON.stringify({ amount: 1000, mpesa_number: '0712345678', full_name: 'Crash Tester' }),
          });
          const body = (await res.json()) as any;
          if (res.status === 200) acknowledged.push({ id: body.id, token: m.token });
        } catch {
          return; // the connection died with the server
        }
      }
    };
    const burst = Promise.all(members.flatMap((m) => [fire(m), fire(m), fire(m)]));
    while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 5));
    await server.kill('SIGKILL');
    killed = true;
    await burst;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    server = await startServerProcess({ env: testDb.env, dataDir: testDb.dataDir });
    const check = await runCli(['verify-ledger', '--dir', testDb.dataDir], testDb.env);
    expect(check.stderr).toBe('');
    expect(check.code).toBe(0);
    expect(check.stdout).toMatch(/Ledger OK: 8 members/);
    for (const w of acknowledged) {
      const res = await fetch(`${server.url}/api/collections/withdrawal/records/${w.id}`, {
        headers: { authorization: w.token },
      });
      expect(res.status, `acknowledged withdrawal ${w.id}`).toBe(200);
    }
  });
});
