// Callback delivery knobs (reference §11): delay, duplicate, drop, out of order, wrong token,
// wrong source address; and the phone left to a person.
import { afterEach, describe, expect, it } from 'vitest';
import { createDarajaClient, parseB2cResult, parseStkCallback } from '../mpesa/index.ts';
import type { DarajaSimulatorOptions } from './options.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig | undefined;
afterEach(async () => {
  await rig?.sim.settled();
  await rig?.close();
  rig = undefined;
});
const start = async (options: DarajaSimulatorOptions = {}) => (rig = await simulatorRig(options));

async function push(r: SimulatorRig, phone = '0712345678', amount = 100) {
  const submitted = await r.client.stkPush({ amount, phone, accountReference: 'A' });
  if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
  return submitted.checkoutRequestId;
}
const checkoutId = (body: unknown) => (body as any).Body.stkCallback.CheckoutRequestID as string;

describe('callback knobs', () => {
  it('delay: every callback waits callbackDelayMs more', async () => {
    const r = await start({ knobs: { callbackDelayMs: 150 } });
    const sent = Date.now();
    const [callback] = await r.stkCallbacks(await push(r));
    expect(callback!.at - sent).toBeGreaterThanOrEqual(150 + 20);
  });

  it('duplicate: each callback arrives twice, identical', async () => {
    const r = await start();
    r.sim.setKnobs({ duplicate: true });
    const id = await push(r);
    const [first, second] = await r.stkCallbacks(id, 2);
    expect(second!.body).toEqual(first!.body);
    expect(r.sim.callbacks().map((c) => c.copy)).toEqual([1, 2]);
  });

  it('drop: nothing arrives, the record says dropped, STK Query still tells the truth', async () => {
    const r = await start({ knobs: { drop: true } });
    const id = await push(r);
    await r.sim.settled();
    expect(r.recorder.received).toEqual([]);
    expect(r.sim.callbacks()).toEqual([expect.objectContaining({ kind: 'stk', dropped: true })]);
    expect(await r.client.stkQuery(id)).toMatchObject({ status: 'resolved', resultCode: '0' });
  });

  it('out of order: callbacks due together arrive newest first', async () => {
    const r = await start({ knobs: { outOfOrder: true, outOfOrderWindowMs: 150 } });
    const first = await push(r, '0712000101');
    const second = await push(r, '0712000102');
    await r.recorder.waitFor(2);
    expect(r.recorder.received.map((c) => checkoutId(c.body))).toEqual([second, first]);
  });

  it('out of order: a B2C result before its queue timeout', async () => {
    const r = await start({ knobs: { outOfOrder: true, outOfOrderWindowMs: 150 } });
    await r.client.b2cPayment({ originatorConversationId: 'wd_ooo', amount: 100, phone: '0700000408', remarks: 'ok' });
    await r.recorder.waitFor(2);
    expect(r.recorder.received.map((c) => c.path.split('/')[4])).toEqual(['b2c-result', 'b2c-timeout']);
    expect(parseB2cResult(r.recorder.received[0]!.body)).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'success' } },
    });
  });

  it('wrong token: the secret path segment is replaced, the rest of the URL kept', async () => {
    const r = await start({ knobs: { wrongToken: true } });
    const [callback] = await r.stkCallbacks(await push(r));
    expect(callback!.path).toMatch(/^\/api\/payments\/daraja\/stk\/[A-Za-z0-9_-]{43}$/);
    expect(callback!.path).not.toContain(r.token);
    expect(parseStkCallback(callback!.body).ok).toBe(true);
  });

  it('source address: callbacks come from another address (127.0.0.2), for allowlist tests', async () => {
    const r = await start({ knobs: { sourceAddress: '127.0.0.2' } });
    const [callback] = await r.stkCallbacks(await push(r));
    expect(callback!.remoteAddress).toBe('127.0.0.2');
    r.sim.setKnobs({ sourceAddress: null });
    const [plain] = await r.stkCallbacks(await push(r, '0712000103'));
    expect(plain!.remoteAddress).toBe('127.0.0.1');
  });

  it('spike arrest: STK Query answers 500.003.02', async () => {
    const r = await start({ knobs: { spikeArrest: true } });
    expect(await r.client.stkQuery('ws_CO_1')).toEqual({
      status: 'error',
      detail: 'HTTP 500 500.003.02: Spike Arrest Violation',
    });
  });

  it('an unreachable receiver is recorded as a failed delivery, not retried', async () => {
    const r = await start();
    const closed = `${r.recorder.url}`;
    await r.recorder.close();
    const client = createDarajaClient({ ...r.config, callbackBaseUrl: closed });
    await client.stkPush({ amount: 100, phone: '0712000104', accountReference: 'A' });
    await r.sim.settled();
    expect(r.sim.callbacks()).toEqual([
      expect.objectContaining({ kind: 'stk', error: expect.stringMatching(/ECONNREFUSED/) }),
    ]);
  });
});

describe('the phone', () => {
  it('off: the prompt waits for a person, who cancels; answering again is refused', async () => {
    const r = await start({ phoneDelayMs: 'off' });
    const id = await push(r);
    expect(r.sim.prompts().map((p) => p.checkoutRequestId)).toEqual([id]);
    expect(await r.client.stkQuery(id)).toEqual({ status: 'pending' });
    expect(r.sim.answer(id, 'cancel')).toBe(true);
    expect(r.sim.answer(id, 'accept')).toBe(false);
    const [callback] = await r.stkCallbacks(id);
    expect(parseStkCallback(callback!.body)).toMatchObject({ ok: true, value: { resultCode: '1032' } });
    expect(r.sim.prompts()).toEqual([]);
  });

  it.each([
    ['accept', '0'],
    ['wrong-pin', '2001'],
  ] as const)('off: the person chooses %s → ResultCode %s', async (action, code) => {
    const r = await start({ phoneDelayMs: 'off' });
    const id = await push(r);
    r.sim.answer(id, action);
    const [callback] = await r.stkCallbacks(id);
    expect(parseStkCallback(callback!.body)).toMatchObject({ ok: true, value: { resultCode: code } });
  });

  it('off: nobody answers within promptTimeoutMs → 1037', async () => {
    const r = await start({ phoneDelayMs: 'off', promptTimeoutMs: 100 });
    const id = await push(r);
    const [callback] = await r.stkCallbacks(id);
    expect(parseStkCallback(callback!.body)).toMatchObject({ ok: true, value: { resultCode: '1037' } });
  });

  it('the same number and amount paid again within 2 minutes: ResultCode 17 (M-Pesa duplicate guard)', async () => {
    const r = await start({ duplicateWindowSeconds: 120 });
    await r.stkCallbacks(await push(r, '0712000105', 500));
    const [again] = await r.stkCallbacks(await push(r, '0712000105', 500));
    expect(parseStkCallback(again!.body)).toMatchObject({ ok: true, value: { resultCode: '17' } });
    const [other] = await r.stkCallbacks(await push(r, '0712000105', 501));
    expect(parseStkCallback(other!.body)).toMatchObject({ ok: true, value: { resultCode: '0' } });
  });
});
