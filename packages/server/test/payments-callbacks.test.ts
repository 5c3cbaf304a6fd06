// M-Pesa's callbacks against the real route (reference §8): Daraja signs nothing, so only the
// secret path token and the source allowlist let one in; what gets in is answered at once, stored
// byte for byte, and applied after that commit — by the worker's next round if we crashed between.
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { toPbDate } from '@mapato/core';
import {
  b2cResult,
  eventually,
  fakeReceipt,
  openPrompt,
  paymentRows,
  rawPost,
  askUpgrade,
  startPaymentsServer,
  stkFailure,
  stkSuccess,
  withdrawTo,
} from './support/payments-rig.ts';
import { signUpMember, type TestServer } from './support/test-server.ts';
import { fundedMember, paymentsServerForFile, settled } from './support/harness.ts';

const { rig, t } = paymentsServerForFile();
let our: ReturnType<typeof paymentRows>;
beforeAll(async () => {
  our = paymentRows(t);
});

const ACK = { ResultCode: 0, ResultDesc: 'Accepted' };
const callbackPath = (kind: string, token = rig.callbackToken) => `/api/payments/daraja/${kind}/${token}`;
const post = (kind: string, body: unknown) => rawPost(t, callbackPath(kind), JSON.stringify(body));
const confirmed = (on: TestServer, id: string) =>
  eventually(async () => {
    const r = await paymentRows(on).registration(id);
    return r.processing === 0 && r;
  });

describe('who may post a callback', () => {
  it('a wrong token or an unknown kind is 404 and nothing is stored', async () => {
    const before = (await our.callbacks()).length;
    const body = JSON.stringify(stkFailure('ws_CO_000000000000000000001'));
    const wrong = rig.callbackToken.slice(0, -1) + (rig.callbackToken.endsWith('A') ? 'B' : 'A');
    for (const path of [
      callbackPath('stk', wrong),
      callbackPath('stk', randomBytes(32).toString('base64url')),
      callbackPath('stk', ''),
      callbackPath('c2b'),
      callbackPath('STK'),
      `/api/payments/daraja/stk`,
    ]) {
      const res = await rawPost(t, path, body);
      expect(res.status, path).toBe(404);
      expect(res.body).not.toContain('Accepted');
    }
    expect(await our.callbacks()).toHaveLength(before);
  });

  it('the simulator’s wrong-token knob: refused, nothing applied; reconciliation still pays', async () => {
    const m = await fundedMember(t, 5000);
    rig.sim.setKnobs({ wrongToken: true });
    let id: string;
    try {
      id = await withdrawTo(t, m, 1000);
      await eventually(async () =>
        rig.sim
          .callbacks()
          .some((c) => c.kind === 'b2c-result' && (c.body as any).Result.OriginatorConversationID === `wd_${id}`),
      );
      await rig.sim.settled();
      const sent = rig.sim.callbacks().filter((c) => (c.body as any).Result?.OriginatorConversationID === `wd_${id}`);
      expect(sent.map((c) => c.status)).toEqual([404]);
      expect(await our.callbacks(id)).toEqual([]);
      expect((await our.withdrawal(id)).status).toBe('processing');
    } finally {
      rig.sim.setKnobs({ wrongToken: false });
    }
    // The result never got in: Transaction Status tells.
    expect(await settled(t, id)).toMatchObject({ status: 'disbursed' });
    expect((await our.callbacks(id)).map((c) => c.kind)).toEqual(['status-result']);
  });

  it('with an allowlist, another source is 404 and nothing is stored, X-Forwarded-For or not', async () => {
    const guarded = await startPaymentsServer({ allowedSourceIps: ['127.0.0.1'] });
    try {
      const m = await signUpMember(guarded.t);
      guarded.sim.setKnobs({ sourceAddress: '127.0.0.2' });
      const id = await askUpgrade(guarded.t, m);
      await eventually(async () => guarded.sim.callbacks().some((c) => c.kind === 'stk'));
      await guarded.sim.settled();
      expect(guarded.sim.callbacks().map((c) => c.status)).toEqual([404]);
      // A forged header from the wrong address changes nothing (no proxy is trusted).
      const forged = await rawPost(
        guarded.t,
        callbackPath('stk', guarded.callbackToken),
        JSON.stringify(stkSuccess((await paymentRows(guarded.t).stk(id)).checkout_request_id, 3000)),
        { localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '127.0.0.1' } },
      );
      expect(forged.status).toBe(404);
      expect(await paymentRows(guarded.t).callbacks()).toEqual([]);
      expect(await paymentRows(guarded.t).registration(id)).toMatchObject({ processing: 1, mpesa_ref: '' });
      expect(await paymentRows(guarded.t).level(m.id)).toBe(1);

      // From the allowed address the same kind of callback gets in.
      guarded.sim.setKnobs({ sourceAddress: null });
      const other = await signUpMember(guarded.t);
      const next = await askUpgrade(guarded.t, other);
      expect(await confirmed(guarded.t, next)).toMatchObject({ declined: 0 });
      expect((await paymentRows(guarded.t).callbacks()).map((c) => [c.source, c.outcome])).toEqual([
        ['127.0.0.1', 'applied'],
      ]);
    } finally {
      await guarded.close();
    }
  });
});

describe('what is stored', () => {
  it('unknown CheckoutRequestID and OriginatorConversationID: acknowledged, stored as unknown, nothing changes', async () => {
    const before = await t.server.deps.db.selectFrom('audit_log').select('id').execute();
    const stk = await post('stk', stkSuccess('ws_CO_999999999999999999999', 3000));
    const b2c = await post('b2c-result', b2cResult('wd_nosuchwithdrawal', 0, 1000));
    const timeout = await post('b2c-timeout', b2cResult('wd_nosuchwithdrawal', 1));
    for (const res of [stk, b2c, timeout]) {
      expect(res.status).toBe(200);
      expect(JSON.parse(res.body)).toEqual(ACK);
    }
    const rows = await eventually(async () => {
      const mine = (await our.callbacks()).filter((c) => /ws_CO_9{21}|wd_nosuchwithdrawal/.test(c.body));
      return mine.length === 3 && mine.every((c) => c.outcome !== 'received') && mine;
    });
    expect(rows.map((c) => [c.kind, c.outcome, c.target]).sort()).toEqual([
      ['b2c-result', 'unknown', ''],
      ['b2c-timeout', 'unknown', ''],
      ['stk', 'unknown', ''],
    ]);
    expect(await t.server.deps.db.selectFrom('audit_log').select('id').execute()).toHaveLength(before.length);
  });

  it('the raw payload, byte for byte, and where it came from', async () => {
    // Daraja's own samples are indented and write amounts as 1.00.
    const text = `{
  "Body": {
    "stkCallback": {
      "MerchantRequestID": "29115-34620561-1",
      "CheckoutRequestID": "ws_CO_191220191020363925",
      "ResultCode": 0,
      "ResultDesc": "The service request is processed successfully.",
      "CallbackMetadata": {
        "Item": [
          { "Name": "Amount", "Value": 1.00 },
          { "Name": "MpesaReceiptNumber", "Value": "NLJ7RT61SV" },
          { "Name": "TransactionDate", "Value": 20191219102115 },
          { "Name": "PhoneNumber", "Value": 254708374149 }
        ]
      }
    }
  }
}`;
    const res = await rawPost(t, callbackPath('stk'), text);
    expect(res.status).toBe(200);
    const row = await eventually(async () =>
      (await our.callbacks()).find((c) => c.body.includes('191220191020363925')),
    );
    expect(row.body).toBe(text);
    expect(row.source).toBe('127.0.0.1');
  });

  it('a body that is not JSON: acknowledged, kept as it came, applied as invalid', async () => {
    const text = '{"Result": {"ResultCode": 0, oops';
    const res = await rawPost(t, callbackPath('b2c-result'), text);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual(ACK);
    const row = await eventually(async () => {
      const found = (await our.callbacks()).find((c) => c.body === text);
      return found?.outcome !== 'received' && found;
    });
    expect(row).toMatchObject({ kind: 'b2c-result', outcome: 'invalid', target: '' });
  });
});

describe('after a crash', () => {
  it('a callback stored but never applied is applied by the worker’s next round', async () => {
    const m = await signUpMember(t);
    const { id, checkoutRequestId } = await openPrompt(rig, m);
    const paid = fakeReceipt();
    const body = JSON.stringify(stkSuccess(checkoutRequestId, 3000, paid));
    await t.server.deps.db
      .insertInto('payment_callbacks')
      .values({
        id: `crash${randomBytes(5).toString('hex')}`,
        kind: 'stk',
        body,
        source: '127.0.0.1',
        outcome: 'received',
        target: '',
        note: '',
        created: toPbDate(new Date()),
      })
      .execute();
    // The next round, ours or the running worker's (it polls every 50 ms and may have claimed the
    // row first, leaving our round nothing to do while it still applies it).
    await t.server.payments!.runOnce();
    const cb = await eventually(async () => (await our.callbacks(id)).find((row) => row.outcome === 'applied'));
    expect(cb).toMatchObject({ outcome: 'applied', body });
    expect(await our.registration(id)).toMatchObject({ processing: 0, declined: 0, mpesa_ref: paid });
    expect(await our.level(m.id)).toBe(2);
    expect(await our.mpesaAudits(id)).toEqual([{ action: 'registration.approve' }]);
  });
});
