import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '@mapato/core';
import { startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

describe('GET /api/demo-accounts', () => {
  let plain: TestServer;
  let demo: TestServer;
  beforeAll(async () => {
    plain = await startTestServer();
    demo = await startTestServer({ demo: true });
  });
  afterAll(async () => {
    await plain.close();
    await demo.close();
  });

  it('is a 404 on a real deployment', async () => {
    expect((await plain.http('/api/demo-accounts')).body).toEqual({
      status: 404,
      message: "The requested resource wasn't found.",
      data: {},
    });
  });

  it('lists the demo members on a server started with --demo', async () => {
    const res = await demo.http('/api/demo-accounts');
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { username: string }) => a.username)).toEqual(DEMO_ACCOUNTS.map((a) => a.username));
    expect(res.body.items[0]).toEqual({
      username: DEMO_ACCOUNTS[0]!.username,
      password: DEMO_ACCOUNTS[0]!.password,
      name: DEMO_ACCOUNTS[0]!.name,
      level: DEMO_ACCOUNTS[0]!.level,
    });
  });
});
