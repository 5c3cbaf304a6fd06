// What the client concludes from Daraja's synchronous answers (reference §2, §7), with a
// scripted fetch: these answers are hard to provoke from a real server on demand.
import { beforeAll, describe, expect, it } from 'vitest';
import { generateSimulatorKeys } from '../mpesa-sim/certificate.ts';
import { createDarajaClient } from './client.ts';
import type { DarajaConfig } from './config.ts';

let config: DarajaConfig;
beforeAll(async () => {
  const { certificatePem } = await generateSimulatorKeys();
  config = {
    baseUrl: 'https://d.example',
    consumerKey: 'k',
    consumerSecret: 's',
    stk: { shortcode: '174379', partyB: '174379', transactionType: 'CustomerPayBillOnline', passkey: 'p' },
    b2c: { shortcode: '600999', initiatorName: 'testapi', initiatorPassword: 'pw', certificatePem },
    callbackBaseUrl: 'https://mapato.example',
    callbackToken: 'T'.repeat(43),
    allowedSourceIps: null,
    timeoutMs: 1000,
  };
});

type Answer = { status: number; body: unknown } | 'network-error';
function daraja(answers: Answer[]) {
  const calls: { url: string; authorization: string; body: unknown }[] = [];
  let grants = 0;
  const fetch = async (url: string, init: RequestInit) => {
    const authorization = (init.headers as Record<string, string>).authorization!;
    if (url.includes('/oauth/'))
      return new Response(JSON.stringify({ access_token: `token${++grants}`, expires_in: '3599' }));
    calls.push({ url, authorization, body: JSON.parse(String(init.body)) });
    const answer = answers[calls.length - 1] ?? answers.at(-1)!;
    if (answer === 'network-error') throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  return { calls, fetch, grants: () => grants };
}
const envelope = (status: number, errorCode: string, errorMessage: string) => ({
  status,
  body: { requestId: 'r', errorCode, errorMessage },
});
const STK = { amount: 100, phone: '0712 345 678', accountReference: 'BOND2' };
const B2C = { originatorConversationId: 'wd_1', amount: 100, phone: '+254712345678', remarks: 'Withdrawal' };

describe('client: synchronous answers', () => {
  it('a stale token (404.001.03 or 401) is replaced once, then the call succeeds', async () => {
    for (const stale of [
      envelope(404, '404.001.03', 'Invalid Access Token'),
      envelope(401, '401.002.01', 'Error Occurred - Invalid Access Token'),
    ]) {
      const d = daraja([
        stale,
        {
          status: 200,
          body: { ResponseCode: '0', CheckoutRequestID: 'ws_CO_1', MerchantRequestID: 'm1', CustomerMessage: 'ok' },
        },
      ]);
      const client = createDarajaClient(config, { fetch: d.fetch });
      expect(await client.stkPush(STK)).toEqual({
        status: 'accepted',
        checkoutRequestId: 'ws_CO_1',
        merchantRequestId: 'm1',
        customerMessage: 'ok',
      });
      expect(d.calls.map((c) => c.authorization)).toEqual(['Bearer token1', 'Bearer token2']);
    }
  });

  it('only one retry: a second stale answer is a refusal', async () => {
    const d = daraja([envelope(404, '404.001.03', 'Invalid Access Token')]);
    const result = await createDarajaClient(config, { fetch: d.fetch }).stkPush(STK);
    expect(result).toMatchObject({ status: 'refused', detail: 'HTTP 404 404.001.03: Invalid Access Token' });
    expect(d.calls).toHaveLength(2);
  });

  it.each([
    [
      envelope(400, '400.002.02', 'Bad Request - Invalid PhoneNumber'),
      'refused',
      'M-Pesa payments are not available right now. Please try again later',
    ],
    [
      envelope(
        500,
        '500.001.1001',
        'Unable to lock subscriber, a transaction is already in process for the current subscriber',
      ),
      'refused',
      'Another M-Pesa request is open on your phone. Try again in a minute',
    ],
    [
      envelope(500, '500.001.1001', 'Wrong credentials'),
      'refused',
      'M-Pesa payments are not available right now. Please try again later',
    ],
    [
      envelope(500, '500.001.1001', 'Merchant does not exist'),
      'refused',
      'M-Pesa payments are not available right now. Please try again later',
    ],
    [envelope(500, '500.003.02', 'Spike Arrest Violation'), 'refused', 'M-Pesa is busy. Please try again in a minute'],
    [envelope(500, '500.003.03', 'Quota Violation'), 'refused', 'M-Pesa is busy. Please try again in a minute'],
    [
      envelope(404, '404.001.01', 'Resource not found'),
      'refused',
      'M-Pesa payments are not available right now. Please try again later',
    ],
    [envelope(500, '500.003.1001', 'Internal Server Error'), 'unknown', undefined],
    [{ status: 502, body: '<html>Bad gateway</html>' }, 'unknown', undefined],
    [{ status: 200, body: { ResponseCode: '1', ResponseDescription: 'odd' } }, 'unknown', undefined],
    [{ status: 200, body: 'ok' }, 'unknown', undefined],
    ['network-error' as const, 'unknown', undefined],
  ])('STK Push answered %j: %s', async (answer, status, reason) => {
    const result = await createDarajaClient(config, { fetch: daraja([answer]).fetch }).stkPush(STK);
    expect(result.status).toBe(status);
    if (reason !== undefined) expect(result).toMatchObject({ reason });
  });

  it('a network failure says what failed', async () => {
    const result = await createDarajaClient(config, { fetch: daraja(['network-error']).fetch }).b2cPayment(B2C);
    expect(result).toEqual({ status: 'unknown', detail: 'fetch failed: connect ECONNREFUSED' });
  });

  it('B2C: a reused OriginatorConversationID is reported as duplicate, proof the first got through', async () => {
    const result = await createDarajaClient(config, {
      fetch: daraja([envelope(500, '500.002.1001', 'Duplicate OriginatorConversationID.')]).fetch,
    }).b2cPayment(B2C);
    expect(result).toEqual({
      status: 'duplicate',
      detail: 'HTTP 500 500.002.1001: Duplicate OriginatorConversationID.',
    });
  });

  it('STK Query: "being processed" is pending, other errors are errors', async () => {
    const pending = daraja([envelope(500, '500.001.1001', 'The transaction is being processed')]);
    expect(await createDarajaClient(config, { fetch: pending.fetch }).stkQuery('ws_CO_1')).toEqual({
      status: 'pending',
    });
    const busy = daraja([envelope(500, '500.003.02', 'Spike Arrest Violation')]);
    expect(await createDarajaClient(config, { fetch: busy.fetch }).stkQuery('ws_CO_1')).toEqual({
      status: 'error',
      detail: 'HTTP 500 500.003.02: Spike Arrest Violation',
    });
  });

  it('sends the documented STK body: Nairobi timestamp, matching password, 2547… numbers, our callback URL', async () => {
    const d = daraja([{ status: 200, body: { ResponseCode: '0', CheckoutRequestID: 'ws_CO_1' } }]);
    const now = () => Date.parse('2025-03-14T12:30:05Z');
    await createDarajaClient(config, { fetch: d.fetch, now }).stkPush(STK);
    expect(d.calls[0]).toMatchObject({
      url: 'https://d.example/mpesa/stkpush/v1/processrequest',
      body: {
        BusinessShortCode: '174379',
        Password: Buffer.from('174379p20250314153005').toString('base64'),
        Timestamp: '20250314153005',
        TransactionType: 'CustomerPayBillOnline',
        Amount: 100,
        PartyA: '254712345678',
        PartyB: '174379',
        PhoneNumber: '254712345678',
        CallBackURL: `https://mapato.example/api/payments/daraja/stk/${'T'.repeat(43)}`,
        AccountReference: 'BOND2',
        TransactionDesc: 'Payment',
      },
    });
  });

  it.each([
    [{ ...STK, amount: 0 }, 'not sent: amount must be whole shillings from 1 to 250000, got 0'],
    [{ ...STK, amount: 10.5 }, 'not sent: amount must be whole shillings from 1 to 250000, got 10.5'],
    [{ ...STK, amount: 250_001 }, 'not sent: amount must be whole shillings from 1 to 250000, got 250001'],
    [{ ...STK, phone: '0201234567' }, 'not sent: phone "0201234567" is not an M-Pesa number'],
    [{ ...STK, accountReference: 'THIRTEEN-CHAR' }, 'not sent: accountReference must be 1 to 12 letters or digits'],
    [{ ...STK, description: 'fourteen chars' }, 'not sent: description must be 1 to 13 characters'],
  ])('STK Push %j is refused before sending', async (request, detail) => {
    const d = daraja([]);
    expect(await createDarajaClient(config, { fetch: d.fetch }).stkPush(request)).toEqual({
      status: 'refused',
      reason: 'This M-Pesa payment request is not valid',
      detail,
    });
    expect(d.calls).toHaveLength(0);
  });

  it.each([
    [{ ...B2C, amount: 9 }, 'not sent: amount must be whole shillings from 10 to 250000, got 9'],
    [
      { ...B2C, originatorConversationId: 'has space' },
      'not sent: originatorConversationId must be 1 to 64 of A-Z a-z 0-9 _ . : -',
    ],
    [{ ...B2C, remarks: 'x' }, 'not sent: remarks must be 2 to 100 characters'],
    [{ ...B2C, occasion: '' }, 'not sent: occasion must be 1 to 100 characters'],
  ])('B2C %j is refused before sending', async (request, detail) => {
    const d = daraja([]);
    expect(await createDarajaClient(config, { fetch: d.fetch }).b2cPayment(request)).toEqual({
      status: 'refused',
      reason: 'This M-Pesa payout request is not valid',
      detail,
    });
    expect(d.calls).toHaveLength(0);
  });

  it('an OAuth failure refuses the call without sending it', async () => {
    const fetch = async () =>
      new Response(JSON.stringify({ errorCode: '400.008.01', errorMessage: 'Invalid Authentication passed' }), {
        status: 400,
      });
    expect(await createDarajaClient(config, { fetch }).b2cPayment(B2C)).toEqual({
      status: 'refused',
      reason: 'M-Pesa payouts are not available right now. Please try again later',
      detail: 'M-Pesa sign-in refused (HTTP 400 400.008.01: Invalid Authentication passed)',
    });
  });
});
