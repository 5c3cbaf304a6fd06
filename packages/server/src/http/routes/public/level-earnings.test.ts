// GET /api/levels/earnings: public, computed from the ledger, kept a few minutes, and refusing
// parameters it does not take.
import { LEVEL_EARNINGS_CACHE_MS } from '@mapato/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEarners } from '../../../../test/support/level-earnings-seed.ts';
import { EARNERS, EXPECTED } from '../../../../test/support/level-earnings-world.ts';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';
import { levelEarningsCacheFromEnv } from './level-earnings.ts';

let t: TestServer;
let ahead = 0;
const now = new Date();
beforeAll(async () => {
  t = await startTestServer({ now: () => new Date(Date.now() + ahead) });
  await seedEarners(t, now, EARNERS);
});
afterAll(() => t.close());

describe('GET /api/levels/earnings', () => {
  it('tells a guest each level’s members and median daily earnings; nobody at a level is no figure', async () => {
    const res = await t.http('/api/levels/earnings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ days: 30, items: EXPECTED });
  });

  it('serves the same answer for a few minutes, then reads the ledger again', async () => {
    await seedEarners(t, now, [{ level: 4, joined: 60, rows: [['work', 600, 1]] }]);
    expect((await t.http('/api/levels/earnings')).body.items[3]).toEqual({ level: 4, members: 0, medianPerDay: null });
    ahead = LEVEL_EARNINGS_CACHE_MS;
    expect((await t.http('/api/levels/earnings')).body.items[3]).toEqual({ level: 4, members: 1, medianPerDay: 20 });
  });

  it('refuses a parameter it does not take, in PocketBase’s shape', async () => {
    const res = await t.http('/api/levels/earnings?level=2');
    expect(res.body).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: { level: { code: 'validation_unknown_field', message: 'Unknown field.' } },
    });
  });
});

describe('MAPATO_LEVEL_EARNINGS_CACHE_SECONDS', () => {
  it('takes whole seconds from 0 to 3600, else five minutes', () => {
    expect(levelEarningsCacheFromEnv('0')).toBe(0);
    expect(levelEarningsCacheFromEnv('60')).toBe(60_000);
    for (const bad of [undefined, '', ' ', '-1', '1.5', '3601', 'soon']) {
      expect(levelEarningsCacheFromEnv(bad)).toBe(LEVEL_EARNINGS_CACHE_MS);
    }
  });

  it('at 0, reads the ledger for every request', async () => {
    const fresh = await startTestServer({ levelEarningsCacheMs: 0 });
    try {
      expect((await fresh.http('/api/levels/earnings')).body.items[5]).toEqual({
        level: 6,
        members: 0,
        medianPerDay: null,
      });
      await seedEarners(fresh, new Date(), [{ level: 6, joined: 60, rows: [['work', 300, 1]] }]);
      expect((await fresh.http('/api/levels/earnings')).body.items[5]).toEqual({
        level: 6,
        members: 1,
        medianPerDay: 10,
      });
    } finally {
      await fresh.close();
    }
  });
});
