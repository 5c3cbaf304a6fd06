// The simulator speaks Daraja's protocol to any client, not only ours: raw HTTP requests and
// the exact answers of reference §2, §3.1, §5.1 and §11.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptSecurityCredential } from '../mpesa/security-credential.ts';
import { simulatorRig, type SimulatorRig } from '../../test/support/daraja-rig.ts';

let rig: SimulatorRig;
let token: string;
beforeAll(async () => {
  rig = await simulatorRig();
  const { consumerKey, consumerSecret } = rig.sim.credentials;
  const response = await fetch(`${rig.sim.url}/oauth/v1/generate?grant_type=client_credentials`, {
    headers: { authorization: `Basic ${btoa(`${consumerKey}:${consumerSecret}`)}` },
  });
  const body = (await response.json()) as { access_token: string; expires_in: string };
  expect(body.expires_in).toBe('3599');
  token = body.access_token;
});
afterAll(async () => {
  await rig.sim.settled();
  await rig.close();
});

async function call(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  const response = await fetch(`${rig.sim.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, errorCode: json.errorCode, errorMessage: json.errorMessage, json };
}

const timestamp = () => {
  const iso = new Date(Date.now() + 3 * 3600_000).toISOString();
  return iso.slice(0, 19).replace(/\D/g, '');
};
function stkBody(overrides: Record<string, unknown> = {}) {
  const ts = timestamp();
  const { stkShortcode, passkey } = rig.sim.credentials;
  return {
    BusinessShortCode: stkShortcode,
    Password: Buffer.from(stkShortcode + passkey + ts).toString('base64'),
    Timestamp: ts,
    TransactionType: 'CustomerPayBillOnline',
    Amount: '1',
    PartyA: '254708374149',
    PartyB: stkShortcode,
    PhoneNumber: '254708374149',
    CallBackURL: `${rig.recorder.url}/payments/daraja/stk/token`,
    AccountReference: 'Test',
    TransactionDesc: 'Test',
    ...overrides,
  };
}
function b2cBody(overrides: Record<string, unknown> = {}) {
  const { b2cShortcode, initiatorName, initiatorPassword } = rig.sim.credentials;
  return {
    OriginatorConversationID: `raw_${Math.random().toString(36).slice(2)}`,
    InitiatorName: initiatorName,
    SecurityCredential: encryptSecurityCredential(initiatorPassword, rig.sim.certificate),
    CommandID: 'BusinessPayment',
    Amount: 10,
    PartyA: b2cShortcode,
    PartyB: '254708374149',
    Remarks: 'Test remarks',
    QueueTimeOutURL: `${rig.recorder.url}/payments/daraja/b2c-timeout/token`,
    ResultURL: `${rig.recorder.url}/payments/daraja/b2c-result/token`,
    Occasion: 'x',
    ...overrides,
  };
}

describe('gateway answers', () => {
  it('bad or missing Bearer: 404.001.03; wrong method: 405.001; unknown path: 404.001.01', async () => {
    expect(await call('/mpesa/stkpush/v1/processrequest', stkBody(), { authorization: 'Bearer nope' })).toMatchObject({
      status: 404,
      errorCode: '404.001.03',
      errorMessage: 'Invalid Access Token',
    });
    expect(await call('/mpesa/stkpush/v1/processrequest', null, {}, 'GET')).toMatchObject({
      status: 405,
      errorCode: '405.001',
    });
    expect(await call('/mpesa/b2c/v1/nothing', {})).toMatchObject({ status: 404, errorCode: '404.001.01' });
  });

  it('OAuth: not Basic (400.008.01), wrong grant type (400.008.02)', async () => {
    const grant = (query: string, authorization: string) =>
      fetch(`${rig.sim.url}/oauth/v1/generate?${query}`, { headers: { authorization } }).then(async (r) => ({
        status: r.status,
        ...((await r.json()) as object),
      }));
    expect(await grant('grant_type=client_credentials', 'Bearer x')).toMatchObject({
      status: 400,
      errorCode: '400.008.01',
    });
    expect(await grant('grant_type=password', `Basic ${btoa('a:b')}`)).toMatchObject({
      status: 400,
      errorCode: '400.008.02',
    });
  });

  it('no JSON Content-Type: 400.002.02; not JSON: 400.002.05', async () => {
    expect(await call('/mpesa/stkpush/v1/processrequest', stkBody(), { 'content-type': 'text/plain' })).toMatchObject({
      status: 400,
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid Content-Type',
    });
    expect(await call('/mpesa/stkpush/v1/processrequest', '{"Amount":')).toMatchObject({
      status: 400,
      errorCode: '400.002.05',
      errorMessage: 'Invalid Request Payload',
    });
  });
});

describe('STK Push validation', () => {
  it('accepts the official sample shape (numbers as strings)', async () => {
    const answer = await call('/mpesa/stkpush/v1/processrequest', stkBody());
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CheckoutRequestID: expect.stringMatching(/^ws_CO_/),
    });
  });

  it.each([
    [{ Amount: undefined }, 'Amount'],
    [{ Amount: 1.5 }, 'Amount'],
    [{ Amount: 0 }, 'Amount'],
    [{ Timestamp: '2025031415300' }, 'Timestamp'],
    [{ PhoneNumber: '0712345678' }, 'PhoneNumber'],
    [{ PartyA: '+254712345678' }, 'PartyA'],
    [{ TransactionType: 'CustomerPayBill' }, 'TransactionType'],
    [{ AccountReference: 'ABCDEFGHIJKLM' }, 'AccountReference'],
    [{ TransactionDesc: 'fourteen chars' }, 'TransactionDesc'],
    [{ CallBackURL: 'not a url' }, 'CallBackURL'],
    [{ CallBackURL: 'https://x.example/cb?sql=1' }, 'CallBackURL'],
  ])('%j: 400.002.02 Bad Request - Invalid %s', async (overrides, field) => {
    expect(await call('/mpesa/stkpush/v1/processrequest', stkBody(overrides))).toMatchObject({
      status: 400,
      errorCode: '400.002.02',
      errorMessage: `Bad Request - Invalid ${field}`,
    });
  });

  it('a Password for another timestamp: 500.001.1001 Wrong credentials', async () => {
    const answer = await call(
      '/mpesa/stkpush/v1/processrequest',
      stkBody({ Timestamp: timestamp().replace(/\d$/, (d) => String((Number(d) + 1) % 10)) }),
    );
    expect(answer).toMatchObject({ status: 500, errorCode: '500.001.1001', errorMessage: 'Wrong credentials' });
  });

  it('above KSh 250,000: accepted, then ResultCode 3', async () => {
    const answer = await call(
      '/mpesa/stkpush/v1/processrequest',
      stkBody({ Amount: 250_001, PhoneNumber: '254712121212', PartyA: '254712121212' }),
    );
    const [callback] = await rig.stkCallbacks(answer.json.CheckoutRequestID as string);
    expect((callback!.body as any).Body.stkCallback).toMatchObject({
      ResultCode: 3,
      ResultDesc: 'Declined due to limit rule: greater than the maximum transaction amount.',
    });
  });
});

describe('B2C validation', () => {
  it('accepts and acknowledges (§5.3)', async () => {
    const body = b2cBody();
    const answer = await call('/mpesa/b2c/v3/paymentrequest', body);
    expect(answer).toMatchObject({
      status: 200,
      json: {
        OriginatorConversationID: body.OriginatorConversationID,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      },
    });
  });

  it.each([
    [{ Remarks: 'x' }, 'Remarks'],
    [{ Amount: '10.5' }, 'Amount'],
    [{ CommandID: 'Payout' }, 'CommandID'],
    [{ PartyB: '0712345678' }, 'PartyB'],
    [{ ResultURL: 'https://x.example/mpesa/result' }, 'ResultURL'],
    [{ OriginatorConversationID: '' }, 'OriginatorConversationID'],
  ])('%j: 400.002.02 Bad Request - Invalid %s', async (overrides, field) => {
    expect(await call('/mpesa/b2c/v3/paymentrequest', b2cBody(overrides))).toMatchObject({
      status: 400,
      errorCode: '400.002.02',
      errorMessage: `Bad Request - Invalid ${field}`,
    });
  });

  it.each([
    [9, 2],
    [250_001, 3],
  ])('KSh %i: accepted, then ResultCode %i', async (amount, code) => {
    const body = b2cBody({ Amount: amount });
    await call('/mpesa/b2c/v3/paymentrequest', body);
    const [callback] = await rig.results('b2c-result', body.OriginatorConversationID);
    expect((callback!.body as any).Result).toMatchObject({ ResultCode: code });
  });

  it('another shortcode: 500.001.1001 Merchant does not exist', async () => {
    expect(await call('/mpesa/b2c/v3/paymentrequest', b2cBody({ PartyA: '600000' }))).toMatchObject({
      status: 500,
      errorCode: '500.001.1001',
      errorMessage: 'Merchant does not exist',
    });
  });
});

describe('records', () => {
  it('every API request and every callback is recorded in order', async () => {
    const body = b2cBody();
    await call('/mpesa/b2c/v3/paymentrequest', body);
    await rig.results('b2c-result', body.OriginatorConversationID);
    await rig.sim.settled();
    const request = rig.sim.requests().findLast((q) => q.path === '/mpesa/b2c/v3/paymentrequest');
    expect(request).toMatchObject({
      method: 'POST',
      status: 200,
      body: { OriginatorConversationID: body.OriginatorConversationID },
    });
    const callback = rig.sim.callbacks().findLast((c) => c.kind === 'b2c-result');
    expect(callback).toMatchObject({ url: body.ResultURL, status: 200, copy: 1 });
    expect(callback!.seq).toBeGreaterThan(request!.seq);
  });
});
