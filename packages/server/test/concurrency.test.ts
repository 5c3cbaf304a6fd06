// 200 simultaneous withdrawals from one member whose balance covers exactly 3: exactly 3
// succeed, the balance never goes below 0, and the ledger sums to the balance — on whichever
// database the suite runs (concurrency.pg.test.ts adds two processes sharing PostgreSQL).
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { ledgerState } from './support/scenarios.ts';
import { burst } from './support/withdrawal-burst.ts';
import { grant, signUpMember } from './support/test-server.ts';
import { onPostgres } from './support/test-db.ts';
import { testServerForFile } from './support/harness.ts';

const AMOUNT = 1000;

describe(`200 concurrent withdrawals (${onPostgres() ? 'PostgreSQL' : 'SQLite'}, one process)`, () => {
  const t = testServerForFile();

  it('lets exactly 3 through when the balance covers exactly 3', async () => {
    expect(t.server.db.kind).toBe(onPostgres() ? 'postgres' : 'sqlite');
    const m = await signUpMember(t);
    await grant(t, m.id, 3 * AMOUNT - 30); // 30 from sign-up: exactly 3000
    const results = await burst([t.url], m.token);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 400 && r.body.data.amount)).toBe(true);
    expect(await ledgerState(t, m.id)).toEqual({ balance: 0, rows: 5, ledgerSum: 0 });
    const rows = await t.server.deps.db.selectFrom('withdrawal').select('amount').where('uid', '=', m.id).execute();
    expect(rows).toHaveLength(3);
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
