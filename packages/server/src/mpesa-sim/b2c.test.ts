// The Daraja client against the simulator: B2C v3, every scripted outcome, the credential
// check, duplicate ids, queue timeouts, and Transaction Status.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createDarajaClient,
  parseB2cResult,
  parseB2cTimeout,
  parseTransactionStatusResult,
  parseStkCallback,
} from '../mpesa/index.ts';
import { generateSimulatorKeys } from './certificate.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig;
let n = 0;
const newId = () => `wd_test_${++n}_${Date.now()}`;
beforeAll(async () => {
  rig = await simulatorRig();
});
afterEach(async () => {
  rig.sim.unlockInitiator();
  await rig.sim.settled();
});
afterAll(async () => {
  await rig.close();
});

async function pay(phone: string, amount = 1000, id = newId()) {
  const submitted = await rig.client.b2cPayment({
    originatorConversationId: id,
    amount,
    phone,
    remarks: 'Mapato withdrawal',
  });
  expect(submitted).toMatchObject({ status: 'accepted', originatorConversationId: id });
  const [callback] = await rig.results('b2c-result', id);
  const parsed = parseB2cResult(callback!.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return { id, submitted, callback: callback!, parsed: parsed.value };
}

async function status(request: { originalConversationId?: string; transactionId?: string }) {
  const submitted = await rig.client.transactionStatus(request);
  if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
  const [callback] = await rig.results('status-result', submitted.originatorConversationId);
  const parsed = parseTransactionStatusResult(callback!.body);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.value;
}

describe('B2C through the simulator', () => {
  it('any other number: paid, with amount and receipt, on our B2C result path', async () => {
    const { id, submitted, callback, parsed } = await pay('0712 345 678', 1000);
    expect(submitted).toMatchObject({ conversationId: expect.stringMatching(/^AG_\d{8}_[0-9a-f]{20}$/) });
    expect(callback.path).toBe(`/api/payments/daraja/b2c-result/${rig.token}`);
    expect(parsed).toMatchObject({
      originatorConversationId: id,
      resultCode: '0',
      outcome: { kind: 'success' },
      payout: { amount: 1000, receiverName: '254712345678 - SIMULATED CUSTOMER', recipientRegistered: true },
    });
    expect(parsed.payout!.receipt).toMatch(/^[A-Z0-9]{10}$/);
    expect(parsed.transactionId).toBe(parsed.payout!.receipt);
  });

  it.each([
    ['0700 002 040', '2040', 'The number is not registered for M-Pesa'],
    ['0700 000 404', 'SFC_IC0003', 'The number is not on M-Pesa'],
    ['0700 000 001', '1', 'M-Pesa payouts are paused on our side. Please try again later'],
  ])('%s: ResultCode %s, "%s"', async (phone, code, reason) => {
    const { parsed } = await pay(phone);
    expect(parsed).toMatchObject({ resultCode: code, outcome: { kind: 'failed', reason }, payout: null });
  });

  it('a reused OriginatorConversationID: 500.002.1001, reported as duplicate, and nothing is paid twice', async () => {
    const { id } = await pay('0712345678', 700);
    const again = await rig.client.b2cPayment({
      originatorConversationId: id,
      amount: 700,
      phone: '0712345678',
      remarks: 'Mapato withdrawal',
    });
    expect(again).toEqual({
      status: 'duplicate',
      detail: 'HTTP 500 500.002.1001: Duplicate OriginatorConversationID.',
    });
    expect(rig.sim.payouts().filter((p) => p.originatorConversationId === id)).toHaveLength(1);
  });

  it('a wrong initiator password: 2001; after 3 wrong ones the initiator is locked (8006), even for the right one', async () => {
    const wrong = createDarajaClient({ ...rig.config, b2c: { ...rig.config.b2c, initiatorPassword: 'guess' } });
    for (let i = 0; i < 3; i++) {
      const id = newId();
      expect(
        await wrong.b2cPayment({ originatorConversationId: id, amount: 100, phone: '0712345678', remarks: 'x1' }),
      ).toMatchObject({ status: 'accepted' });
      const [callback] = await rig.results('b2c-result', id);
      expect(parseB2cResult(callback!.body)).toMatchObject({
        ok: true,
        value: { resultCode: '2001', outcome: { kind: 'failed' } },
      });
    }
    const { parsed } = await pay('0712345678', 100);
    expect(parsed.resultCode).toBe('8006');
    rig.sim.unlockInitiator();
    expect((await pay('0712345678', 100)).parsed.resultCode).toBe('0');
  });

  it('a credential made with another certificate is refused (2001)', async () => {
    const other = await generateSimulatorKeys();
    const client = createDarajaClient({
      ...rig.config,
      b2c: { ...rig.config.b2c, certificatePem: other.certificatePem },
    });
    const id = newId();
    await client.b2cPayment({ originatorConversationId: id, amount: 100, phone: '0712345678', remarks: 'x1' });
    const [callback] = await rig.results('b2c-result', id);
    expect(parseB2cResult(callback!.body)).toMatchObject({ ok: true, value: { resultCode: '2001' } });
  });

  it('0700 000 408: a queue timeout (unknown), then the success result', async () => {
    const id = newId();
    await rig.client.b2cPayment({
      originatorConversationId: id,
      amount: 400,
      phone: '0700000408',
      remarks: 'Mapato withdrawal',
    });
    const [timeout] = await rig.results('b2c-timeout', id);
    expect(timeout!.path).toBe(`/api/payments/daraja/b2c-timeout/${rig.token}`);
    expect(parseB2cTimeout(timeout!.body)).toMatchObject({
      ok: true,
      value: { originatorConversationId: id, outcome: { kind: 'unknown' } },
    });
    const [result] = await rig.results('b2c-result', id);
    expect(parseB2cResult(result!.body)).toMatchObject({
      ok: true,
      value: { outcome: { kind: 'success' }, payout: { amount: 400 } },
    });
    expect(result!.at).toBeGreaterThanOrEqual(timeout!.at);
  });

  it('0700 000 000: paid without a callback; Transaction Status by OriginatorConversationID finds it Completed', async () => {
    const id = newId();
    await rig.client.b2cPayment({
      originatorConversationId: id,
      amount: 250,
      phone: '0700000000',
      remarks: 'Mapato withdrawal',
    });
    await rig.sim.settled();
    expect(rig.recorder.received.filter((c) => JSON.stringify(c.body).includes(id))).toEqual([]);
    const found = await status({ originalConversationId: id });
    expect(found).toMatchObject({
      resultCode: '0',
      outcome: { kind: 'success' },
      transaction: {
        status: 'Completed',
        amount: 250,
        originatorConversationId: id,
        creditPartyName: '254700000000 - SIMULATED CUSTOMER',
      },
    });
    expect(found.transaction!.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('the utility account runs dry: ResultCode 1', async () => {
    const small = await simulatorRig({ utilityBalance: 1500 });
    try {
      const first = newId();
      await small.client.b2cPayment({
        originatorConversationId: first,
        amount: 1000,
        phone: '0712345678',
        remarks: 'ok',
      });
      expect(parseB2cResult((await small.results('b2c-result', first))[0]!.body)).toMatchObject({
        ok: true,
        value: { resultCode: '0' },
      });
      const second = newId();
      await small.client.b2cPayment({
        originatorConversationId: second,
        amount: 1000,
        phone: '0712345678',
        remarks: 'ok',
      });
      expect(parseB2cResult((await small.results('b2c-result', second))[0]!.body)).toMatchObject({
        ok: true,
        value: { resultCode: '1' },
      });
    } finally {
      await small.close();
    }
  });
});

describe('Transaction Status through the simulator', () => {
  it('by the receipt of an STK payment', async () => {
    const pushed = await rig.client.stkPush({ amount: 1200, phone: '0712999888', accountReference: 'BOND3' });
    if (pushed.status !== 'accepted') throw new Error(JSON.stringify(pushed));
    const parsed = parseStkCallback((await rig.stkCallbacks(pushed.checkoutRequestId))[0]!.body);
    if (!parsed.ok) throw new Error(parsed.error);
    const found = await status({ transactionId: parsed.value.payment!.receipt });
    expect(found).toMatchObject({
      outcome: { kind: 'success' },
      transaction: { status: 'Completed', amount: 1200, receipt: parsed.value.payment!.receipt },
    });
  });

  it('a failed payout is reported failed, with its own id and amount; an unknown id stays unknown', async () => {
    const { id } = await pay('0700002040');
    expect(await status({ originalConversationId: id })).toMatchObject({
      resultCode: '0',
      outcome: { kind: 'failed', reason: 'M-Pesa did not complete this payout' },
      transaction: { status: 'Failed', originatorConversationId: id, amount: 1000, receipt: null },
    });
    expect(await status({ originalConversationId: 'wd_never_sent' })).toMatchObject({
      resultCode: 'SIM_NOT_FOUND',
      transaction: null,
      outcome: { kind: 'unknown' },
    });
  });

  it('a wrong credential fails the query (2001), which proves nothing', async () => {
    const wrong = createDarajaClient({ ...rig.config, b2c: { ...rig.config.b2c, initiatorPassword: 'guess' } });
    const submitted = await wrong.transactionStatus({ originalConversationId: 'wd_x' });
    if (submitted.status !== 'accepted') throw new Error(JSON.stringify(submitted));
    const [callback] = await rig.results('status-result', submitted.originatorConversationId);
    expect(parseTransactionStatusResult(callback!.body)).toMatchObject({
      ok: true,
      value: { resultCode: '2001', outcome: { kind: 'unknown' } },
    });
  });
});
