// OAuth between the client and the simulator: one grant for many calls, refresh shortly before
// expiry, one retry with a fresh token when Daraja refuses ours.
import { afterEach, describe, expect, it } from 'vitest';
import { createDarajaClient } from '../mpesa/index.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig | undefined;
afterEach(async () => {
  await rig?.sim.settled();
  await rig?.close();
  rig = undefined;
});

const grants = (r: SimulatorRig) => r.sim.requests().filter((q) => q.path === '/oauth/v1/generate').length;
const query = (r: SimulatorRig) => r.client.stkQuery('ws_CO_unknown');

describe('OAuth against the simulator', () => {
  it('one token serves many calls, concurrent ones included', async () => {
    rig = await simulatorRig();
    await Promise.all([query(rig), query(rig), query(rig)]);
    await query(rig);
    expect(grants(rig)).toBe(1);
    expect(
      rig.sim
        .requests()
        .filter((q) => q.path !== '/oauth/v1/generate')
        .every((q) => q.status === 500),
    ).toBe(true);
  });

  it('refreshes 60 s before expiry (a clock shared with the simulator)', async () => {
    let offset = 0;
    const now = () => Date.now() + offset;
    rig = await simulatorRig({ now, timestampToleranceSeconds: null }, { now });
    await query(rig);
    offset = 3_538_000;
    await query(rig);
    expect(grants(rig)).toBe(1);
    offset = 3_540_000;
    await query(rig);
    expect(grants(rig)).toBe(2);
    // Without the early refresh the simulator would refuse the old token from 3599 s on.
    expect(rig.sim.requests().filter((q) => q.status === 404)).toEqual([]);
  });

  it('a refused token (404.001.03) is replaced once and the call goes through', async () => {
    rig = await simulatorRig();
    await query(rig);
    rig.sim.revokeTokens();
    expect(await query(rig)).toEqual({ status: 'pending' });
    expect(grants(rig)).toBe(2);
    expect(rig.sim.requests().map((q) => q.status)).toEqual([200, 500, 404, 200, 500]);
  });

  it('each grant invalidates the previous token (Daraja 3.0): two clients keep working by retrying', async () => {
    rig = await simulatorRig();
    const other = createDarajaClient(rig.config);
    for (let i = 0; i < 3; i++) {
      expect(await query(rig)).toEqual({ status: 'pending' });
      expect(await other.stkQuery('ws_CO_unknown')).toEqual({ status: 'pending' });
    }
  });

  it('wrong consumer credentials: every call is refused without reaching the API', async () => {
    rig = await simulatorRig();
    const client = createDarajaClient({ ...rig.config, consumerSecret: 'wrong' });
    expect(await client.stkPush({ amount: 10, phone: '0712345678', accountReference: 'A' })).toEqual({
      status: 'refused',
      reason: 'M-Pesa payments are not available right now. Please try again later',
      detail: 'M-Pesa sign-in refused (HTTP 400 400.008.01: Invalid Authentication passed)',
    });
    expect(rig.sim.requests().map((q) => q.path)).toEqual(['/oauth/v1/generate']);
  });
});
