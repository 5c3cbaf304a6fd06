// Two stateless server processes sharing one PostgreSQL (the scaled-out deployment): the
// 200-withdrawal burst is split between them and still only 3 go through. Runs in the
// PostgreSQL pass of the suite only (vitest.config.ts).
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { ledgerState } from './support/scenarios.ts';
import { twoProcessesSharingPostgres } from './support/server-process.ts';
import { burst } from './support/withdrawal-burst.ts';
import { grant, signUpMember } from './support/test-server.ts';

const AMOUNT = 1000;

describe('200 concurrent withdrawals across two server processes sharing PostgreSQL', () => {
  const cluster = twoProcessesSharingPostgres();

  it('lets exactly 3 through and keeps the books', async () => {
    const { t, a, b } = cluster;
    const m = await signUpMember(t);
    await grant(t, m.id, 3 * AMOUNT - 30);
    const results = await burst([a.url, b.url], m.token);
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.every((r) => r.status === 200 || r.status === 400)).toBe(true);
    expect(await ledgerState(t, m.id)).toEqual({ balance: 0, rows: 5, ledgerSum: 0 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
