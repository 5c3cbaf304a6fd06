import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('GET /api/levels', () => {
  it('is public and carries the level table and the salary table with the deliberate fixes', async () => {
    const res = await t.http('/api/levels');
    expect(res.status).toBe(200);
    expect(res.body.levels).toHaveLength(10);
    expect(res.body.levels[1]).toMatchObject({
      level: 2,
      name: 'J1',
      investment: 3000,
      tasksPerDay: 7,
      payPerTask: 14,
    });
    expect(res.body.levels[8]).toMatchObject({ level: 9, name: 'J8', investment: 1_070_000 });
    expect(res.body.salary[9]).toMatchObject({
      name: 'City Partner',
      daily: 210_000,
      monthly: 6_300_000,
      annual: 75_600_000,
    });
    expect(res.body.note).toBe(
      'Daily pay is up to the figures shown: it depends on paid work being available for your level, and only accepted answers are paid. Figures are estimates and may vary.',
    );
  });
});
