// Account Balance through the simulator (reference §14): each shortcode reports its own account
// from what the simulator processed, a planted difference shows, and the request is checked as
// Daraja checks it (wrong command, unknown shortcode, wrong credential).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, parseAccountBalanceResult } from '../mpesa/index.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig;
beforeAll(async () => {
  rig = await simulatorRig({ utilityBalance: 20_000, workingBalance: 5_000 });
});
afterAll(async () => {
  await rig.close();
});

async function balance(shortcode: string, client = rig.client) {
  const submitted = await client.accountBalance({ shortcode });
  if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
  const [callback] = await rig.results('balance-result', submitted.originatorConversationId);
  expect(callback!.path).toBe(`/api/payments/daraja/balance-result/${rig.token}`);
  const parsed = parseAccountBalanceResult(callback!.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}
const figure = (answer: Awaited<ReturnType<typeof balance>>, name: string) =>
  answer.accounts.find((a) => a.name === name)?.current;

describe('Account Balance through the simulator', () => {
  it('the paybill reports its Working Account, the B2C shortcode its Utility Account', async () => {
    const paybill = await balance(rig.sim.credentials.stkShortcode);
    expect([figure(paybill, 'Working Account'), figure(paybill, 'Utility Account')]).toEqual([5_000, 0]);
    const b2c = await balance(rig.sim.credentials.b2cShortcode);
    expect([figure(b2c, 'Working Account'), figure(b2c, 'Utility Account')]).toEqual([0, 20_000]);
    expect(b2c.takenAt).toBeInstanceOf(Date);
  });

  it('follows a payout paid and float moved, and shows a planted difference', async () => {
    const paid = await rig.client.b2cPayment({
      originatorConversationId: `wd_balance_${Date.now()}`,
      amount: 1_500,
      phone: '0712 345 678',
      remarks: 'Mapato withdrawal',
    });
    expect(paid.status).toBe('accepted');
    await rig.sim.settled();
    rig.sim.moveFloat('Working Account', 'Utility Account', 2_000);
    rig.sim.plantBalanceDifference('Utility Account', -300);
    expect(figure(await balance(rig.sim.credentials.b2cShortcode), 'Utility Account')).toBe(
      20_000 - 1_500 + 2_000 - 300,
    );
    expect(figure(await balance(rig.sim.credentials.stkShortcode), 'Working Account')).toBe(3_000);
  });

  it('refuses an unknown shortcode at once, and a wrong credential in its result', async () => {
    expect(await rig.client.accountBalance({ shortcode: '999999' })).toMatchObject({ status: 'refused' });
    const wrong = createDarajaClient({ ...rig.config, b2c: { ...rig.config.b2c, initiatorPassword: 'wrong' } });
    const answer = await balance(rig.sim.credentials.b2cShortcode, wrong);
    expect(answer).toMatchObject({ resultCode: '2001', accounts: [] });
    rig.sim.unlockInitiator();
  });
});
