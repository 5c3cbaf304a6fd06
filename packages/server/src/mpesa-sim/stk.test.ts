// The Daraja client against the simulator: STK Push, every scripted outcome, STK Query.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDarajaClient, parseStkCallback } from '../mpesa/index.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';
import { m } from '@mapato/i18n';

const NO_ANSWER = m.mpesaNoAnswer();

let rig: SimulatorRig;
beforeAll(async () => {
  rig = await simulatorRig();
});
afterEach(async () => {
  await rig.sim.settled();
});
afterAll(async () => {
  await rig.close();
});

async function push(phone: string, amount = 1000) {
  const submitted = await rig.client.stkPush({ amount, phone, accountReference: 'BOND2', description: 'Level 2 bond' });
  if (submitted.status !== 'accepted') throw new Error(`not accepted: ${JSON.stringify(submitted)}`);
  const [callback] = await rig.stkCallbacks(submitted.checkoutRequestId);
  const parsed = parseStkCallback(callback!.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return { submitted, callback: callback!, parsed: parsed.value };
}

describe('STK Push through the simulator', () => {
  it('any other number: the phone pays; the callback carries amount, receipt and number, on our STK path', async () => {
    const { submitted, callback, parsed } = await push('0712 345 678', 1500);
    expect(submitted.checkoutRequestId).toMatch(/^ws_CO_\d+$/);
    expect(submitted.merchantRequestId).toMatch(/^[0-9a-f]{4}-/);
    expect(callback.path).toBe(`/api/payments/daraja/stk/${rig.token}`);
    expect(parsed).toMatchObject({
      checkoutRequestId: submitted.checkoutRequestId,
      merchantRequestId: submitted.merchantRequestId,
      resultCode: '0',
      outcome: { kind: 'success' },
      payment: { amount: 1500, phone: '254712345678' },
    });
    expect(parsed.payment!.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(Math.abs(parsed.payment!.transactionDate!.getTime() - Date.now())).toBeLessThan(5000);
    expect(await rig.client.stkQuery(submitted.checkoutRequestId)).toEqual({
      status: 'resolved',
      resultCode: '0',
      resultDesc: 'The service request is processed successfully.',
      outcome: { kind: 'success' },
      merchantRequestId: submitted.merchantRequestId,
    });
  });

  it.each([
    ['0700 001 032', '1032', 'You cancelled the M-Pesa request'],
    ['0700 001 037', '1037', 'Your phone could not be reached. Make sure it is on and try again'],
    ['0700 002 001', '2001', 'Wrong PIN'],
    ['0700 000 001', '1', 'Not enough money in M-Pesa'],
    ['0700 001 019', '1019', 'The M-Pesa request expired before it was answered'],
    ['0700 001 025', '1025', 'M-Pesa could not send the request to your phone. Please try again'],
    ['0700 008 006', '8006', 'Your M-Pesa PIN is locked. Call 100 or 200 to unlock it'],
    ['0700 000 404', 'SFC_IC0003', 'M-Pesa payments are not available right now. Please try again later'],
  ])('%s: ResultCode %s, "%s"; STK Query agrees', async (phone, code, reason) => {
    const { submitted, parsed } = await push(phone);
    expect(parsed).toMatchObject({ resultCode: code, outcome: { kind: 'failed', reason }, payment: null });
    // Asked afterwards, a prompt that ran out on the phone reads as one nobody answered (ADR 045).
    const asked = ['1037', '1019'].includes(code) ? NO_ANSWER : reason;
    expect(await rig.client.stkQuery(submitted.checkoutRequestId)).toMatchObject({
      status: 'resolved',
      resultCode: code,
      outcome: { kind: 'failed', reason: asked },
    });
  });

  it('0700 000 999: no callback ever, STK Query stays "being processed", the number stays locked for the prompt window', async () => {
    const submitted = await rig.client.stkPush({ amount: 1000, phone: '0700000999', accountReference: 'BOND2' });
    expect(submitted.status).toBe('accepted');
    if (submitted.status !== 'accepted') return;
    await rig.sim.settled();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(rig.recorder.received.filter((c) => JSON.stringify(c.body).includes(submitted.checkoutRequestId))).toEqual(
      [],
    );
    expect(await rig.client.stkQuery(submitted.checkoutRequestId)).toEqual({ status: 'pending' });
    expect(await rig.client.stkPush({ amount: 1000, phone: '0700000999', accountReference: 'BOND2' })).toMatchObject({
      status: 'refused',
      reason: 'Another M-Pesa request is open on your phone. Try again in a minute',
    });
  });

  it('0700 000 000: nobody answers; no callback, and once the prompt expired STK Query says 1037', async () => {
    const short = await simulatorRig({ promptTimeoutMs: 300 });
    try {
      const submitted = await short.client.stkPush({ amount: 1000, phone: '0700000000', accountReference: 'BOND2' });
      if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
      // While the prompt is on the phone: "being processed", and the number is busy.
      expect(await short.client.stkQuery(submitted.checkoutRequestId)).toEqual({ status: 'pending' });
      expect(
        await short.client.stkPush({ amount: 1000, phone: '0700000000', accountReference: 'BOND2' }),
      ).toMatchObject({ status: 'refused' });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await short.client.stkQuery(submitted.checkoutRequestId)).toEqual({
        status: 'resolved',
        resultCode: '1037',
        resultDesc: 'DS timeout user cannot be reached.',
        outcome: { kind: 'failed', reason: NO_ANSWER },
        merchantRequestId: submitted.merchantRequestId,
      });
      await short.sim.settled();
      expect(short.recorder.received).toEqual([]);
      // The prompt is over: a new one may be sent to the number (Try again).
      expect(
        await short.client.stkPush({ amount: 1000, phone: '0700000000', accountReference: 'BOND2' }),
      ).toMatchObject({ status: 'accepted' });
    } finally {
      await short.close();
    }
  });

  it('a scripted number overrides the table', async () => {
    rig.sim.script('254711000111', { stk: { kind: 'result', code: '17' } });
    const { parsed } = await push('0711000111');
    expect(parsed.outcome).toEqual({
      kind: 'failed',
      reason: 'The same amount was requested a moment ago. Wait 2 minutes and try again',
    });
  });

  it('an unknown CheckoutRequestID is "being processed", as on Daraja', async () => {
    expect(await rig.client.stkQuery('ws_CO_000')).toEqual({ status: 'pending' });
  });

  it('a second push while a prompt is open: Unable to lock subscriber', async () => {
    const first = await rig.client.stkPush({ amount: 1000, phone: '0712000001', accountReference: 'A' });
    const second = await rig.client.stkPush({ amount: 2000, phone: '0712000001', accountReference: 'B' });
    expect(first.status).toBe('accepted');
    expect(second).toMatchObject({
      status: 'refused',
      detail:
        'HTTP 500 500.001.1001: Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
  });
});

describe('what the simulator checks', () => {
  it('a wrong passkey: 500.001.1001 Wrong credentials, refused', async () => {
    const client = createDarajaClient({ ...rig.config, stk: { ...rig.config.stk, passkey: 'wrong' } });
    expect(await client.stkPush({ amount: 10, phone: '0712000002', accountReference: 'A' })).toMatchObject({
      status: 'refused',
      detail: 'HTTP 500 500.001.1001: Wrong credentials',
    });
  });

  it('a server stamping UTC instead of Nairobi time is refused (Invalid Timestamp)', async () => {
    const utc = createDarajaClient(rig.config, { now: () => Date.now() - 3 * 3600_000 });
    expect(await utc.stkPush({ amount: 10, phone: '0712000003', accountReference: 'A' })).toMatchObject({
      status: 'refused',
      detail: 'HTTP 400 400.002.02: Bad Request - Invalid Timestamp',
    });
  });

  it('an unknown shortcode: Merchant does not exist', async () => {
    const client = createDarajaClient({ ...rig.config, stk: { ...rig.config.stk, shortcode: '999999' } });
    expect(await client.stkPush({ amount: 10, phone: '0712000004', accountReference: 'A' })).toMatchObject({
      detail: 'HTTP 500 500.001.1001: Merchant does not exist',
    });
  });

  it('a paybill PartyB other than the shortcode ends with 2028', async () => {
    const client = createDarajaClient({ ...rig.config, stk: { ...rig.config.stk, partyB: '5123456' } });
    const submitted = await client.stkPush({ amount: 10, phone: '0712000005', accountReference: 'A' });
    if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
    const [callback] = await rig.stkCallbacks(submitted.checkoutRequestId);
    expect(parseStkCallback(callback!.body)).toMatchObject({ ok: true, value: { resultCode: '2028' } });
  });

  it('a callback URL with a word Daraja forbids is refused', async () => {
    const client = createDarajaClient({ ...rig.config, callbackBaseUrl: `${rig.recorder.url}/mpesa` });
    expect(await client.stkPush({ amount: 10, phone: '0712000006', accountReference: 'A' })).toMatchObject({
      detail: 'HTTP 400 400.002.02: Bad Request - Invalid CallBackURL',
    });
  });
});
