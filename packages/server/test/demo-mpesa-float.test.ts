// `npm start` (serve --demo --mpesa simulator): a newcomer who asks M-Pesa's balance finds the
// books agreeing with the simulator, on the first start and after a restart (ADR 077): the
// simulator's opening float is booked and it was told of the demo's history paid by hand.
import type { MpesaBalanceCheck } from '@mapato/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './support/cli.ts';
import { eventually } from './support/payments-rig.ts';
import { startServerProcess, type ServerProcess } from './support/server-process.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';

let testDb: TestDb;
let server: ServerProcess | undefined;
const start = () =>
  startServerProcess({
    env: { ...testDb.env, MAPATO_PAYMENTS_POLL_MS: '50' },
    dataDir: testDb.dataDir,
    extraArgs: ['--demo', '--mpesa', 'simulator', '--phone-delay', 'off'],
  });

beforeAll(async () => {
  testDb = await freshTestDb();
  server = await start();
  const made = await runCli(
    ['superuser', 'create', 'float@mapato.test', 'operator-secret-1', '--dir', testDb.dataDir],
    testDb.env,
  );
  expect(made.code).toBe(0);
});
afterAll(async () => {
  await server?.stop();
  await testDb.drop();
});

async function adminToken(): Promise<string> {
  const res = await fetch(`${server!.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: 'float@mapato.test', password: 'operator-secret-1' }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/** Asks M-Pesa now and returns both shortcodes' answers once they have come. */
async function askMpesa(token: string): Promise<MpesaBalanceCheck[]> {
  const headers = { authorization: token };
  const asked = await fetch(`${server!.url}/api/admin/mpesa-balances`, { method: 'POST', headers });
  expect(asked.status).toBe(200);
  const since = ((await asked.json()) as MpesaBalanceCheck).created;
  return eventually(async () => {
    const res = await fetch(`${server!.url}/api/admin/mpesa-balances`, { headers });
    const items = ((await res.json()) as { items: MpesaBalanceCheck[] }).items;
    const answered = items.filter((c) => c.state === 'answered' && c.created >= since);
    return answered.length === 2 && answered;
  });
}

async function balanceItems(token: string) {
  const res = await fetch(`${server!.url}/api/admin/reconciliation`, { headers: { authorization: token } });
  const body = (await res.json()) as { discrepancies: { kind: string }[] };
  return body.discrepancies.filter((d) => d.kind === 'balance');
}

describe('the demo with the simulator', () => {
  it('M-Pesa and the books agree on the first start', async () => {
    const token = await adminToken();
    const answers = await askMpesa(token);
    const comparisons = answers.flatMap((a) => a.comparisons);
    expect(comparisons.map((c) => c.account).sort()).toEqual(['mpesa_paybill', 'mpesa_utility']);
    for (const c of comparisons) expect(c).toMatchObject({ difference: 0, mpesa: c.books });
    // The demo's bonds confirmed by hand are in the paybill at "M-Pesa" too.
    expect(comparisons.find((c) => c.account === 'mpesa_paybill')!.books).toBeGreaterThan(0);
    expect(await balanceItems(token)).toEqual([]);
  });

  it('and after a restart, which neither books the float again nor forgets it', async () => {
    await server!.stop();
    server = await start();
    const token = await adminToken();
    const comparisons = (await askMpesa(token)).flatMap((a) => a.comparisons);
    for (const c of comparisons) expect(c).toMatchObject({ difference: 0 });
    expect(await balanceItems(token)).toEqual([]);
    const check = await runCli(['verify-ledger', '--dir', testDb.dataDir], testDb.env);
    expect(check.code).toBe(0);
  });
});
