// The real server in simulator mode for payment tests: a Daraja simulator with fast timings, the
// server's Daraja client pointed at it, and callbacks coming back to the server's own port.
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { DarajaClientOptions } from '../../src/mpesa/client.ts';
import { generateCallbackToken } from '../../src/mpesa/index.ts';
import type { DarajaSimulatorOptions } from '../../src/mpesa-sim/options.ts';
import { startDarajaSimulator, type DarajaSimulator } from '../../src/mpesa-sim/simulator.ts';
import type { PaymentsOptions } from '../../src/app.ts';
import type { PaymentTimings } from '../../src/domain/payments/settings.ts';
import { testKeys } from './daraja-rig.ts';
import { provePayoutNumber, TEST_PAYOUT_NUMBER } from './proved-phones.ts';
import { startTestServer, type Member, type TestServer } from './test-server.ts';

/** Quick enough for tests, slow enough that each step is a separate round of the worker. */
export const FAST_TIMINGS: PaymentTimings = {
  pollMs: 50,
  leaseMs: 5_000,
  resultWaitMs: 400,
  retryMs: 100,
  stkQueryAfterMs: 300,
  stkQueryEveryMs: 300,
  stkReviewAfterMs: 2_000,
  statusQueryLimit: 3,
  sendLimit: 3,
};

export interface PaymentsRig {
  t: TestServer;
  sim: DarajaSimulator;
  callbackToken: string;
  close(): Promise<void>;
}

export async function startPaymentsServer(
  opts: {
    sim?: DarajaSimulatorOptions;
    timings?: Partial<PaymentTimings>;
    autoPayoutMax?: number;
    allowedSourceIps?: readonly string[] | null;
    server?: Parameters<typeof startTestServer>[0];
    /** e.g. a `fetch` that loses an answer on its way back from the simulator */
    client?: DarajaClientOptions;
    simSwap?: PaymentsOptions['simSwap'];
  } = {},
): Promise<PaymentsRig> {
  const sim = await startDarajaSimulator({
    ...(await testKeys()),
    phoneDelayMs: 50,
    b2cDelayMs: 50,
    queueTimeoutMs: 50,
    duplicateWindowSeconds: 0,
    ...opts.sim,
  });
  const callbackToken = generateCallbackToken();
  // The server's port is known only once it listens: the URL is filled in then, before any call.
  const config = sim.clientConfig({ callbackBaseUrl: 'http://127.0.0.1:1', callbackToken, timeoutMs: 3_000 });
  config.allowedSourceIps = opts.allowedSourceIps ?? null;
  const payments: PaymentsOptions = {
    mode: 'simulator',
    daraja: { config, clientOptions: opts.client },
    autoPayoutMax: opts.autoPayoutMax,
    timings: { ...FAST_TIMINGS, ...opts.timings },
    simSwap: opts.simSwap,
  };
  let t: TestServer;
  try {
    t = await startTestServer({ ...opts.server, payments });
  } catch (error) {
    await sim.close();
    throw error;
  }
  config.callbackBaseUrl = t.url;
  return {
    t,
    sim,
    callbackToken,
    async close() {
      await t.close();
      await sim.close();
    },
  };
}

/** Polls until `read` returns something truthy, or fails after `ms`. */
export async function eventually<T>(read: () => Promise<T | null | undefined | false>, ms = 8_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

// Callbacks as M-Pesa would send them, for tests that play Daraja by hand (a forged, late,
// duplicated or mismatched result).

/** A receipt-shaped id no simulator issued. */
export const fakeReceipt = () => `QK${randomBytes(4).toString('hex').toUpperCase()}`;

/** POSTs `text` to a callback path as Daraja would (JSON, no Origin), optionally from another address. */
export function rawPost(
  on: { url: string },
  path: string,
  text: string,
  opts: { localAddress?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      on.url + path,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...opts.headers },
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(text);
  });
}

/** Daraja's §3.3 success callback for one of our prompts (the amount is what M-Pesa says was paid). */
export const stkSuccess = (checkoutRequestId: string, amount: number, paid = fakeReceipt()) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: amount },
          { Name: 'MpesaReceiptNumber', Value: paid },
          { Name: 'TransactionDate', Value: 20260114102233 },
          { Name: 'PhoneNumber', Value: 254708374149 },
        ],
      },
    },
  },
});

export const stkFailure = (checkoutRequestId: string, code = 1032) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: '29115-34620561-1',
      CheckoutRequestID: checkoutRequestId,
      ResultCode: code,
      ResultDesc: 'Request cancelled by user.',
    },
  },
});

/** A §5.4 B2C Result: code 0 carries the amount paid and the receipt. */
export const b2cResult = (originatorId: string, code: number, amount?: number, paid = fakeReceipt()) => ({
  Result: {
    ResultType: 0,
    ResultCode: code,
    ResultDesc: code === 0 ? 'The service request is processed successfully.' : 'Failed',
    OriginatorConversationID: originatorId,
    ConversationID: 'AG_20260114_0000000000000000000',
    TransactionID: code === 0 ? paid : 'OAK0000000',
    ...(code === 0
      ? {
          ResultParameters: {
            ResultParameter: [
              { Key: 'TransactionAmount', Value: amount },
              { Key: 'TransactionReceipt', Value: paid },
            ],
          },
        }
      : {}),
  },
});

/**
 * A §6 Transaction Status Result answering our query `queryId` (the envelope's id) about one
 * transaction: `originator` its OriginatorConversationID; `amount`/`receipt` left out when undefined.
 */
export const statusResult = (
  queryId: string,
  tx: { originator: string; status: string; amount?: number; receipt?: string },
) => ({
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: queryId,
    ConversationID: 'AG_20260114_0000000000000000001',
    TransactionID: tx.receipt ?? 'OAK0000000',
    ResultParameters: {
      ResultParameter: [
        { Key: 'DebitPartyName', Value: '600000 - Mapato' },
        { Key: 'OriginatorConversationID', Value: tx.originator },
        { Key: 'TransactionStatus', Value: tx.status },
        ...(tx.amount === undefined ? [] : [{ Key: 'Amount', Value: String(tx.amount) }]),
        ...(tx.receipt === undefined ? [] : [{ Key: 'ReceiptNo', Value: tx.receipt }]),
      ],
    },
  },
});

/** What a member or operator would notice, read back from our tables by withdrawal or upgrade id. */
export function paymentRows(t: TestServer) {
  const db = t.server.deps.db;
  return {
    registration: (id: string) =>
      db.selectFrom('registration').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    stk: (id: string) => db.selectFrom('stk_payments').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    withdrawal: (id: string) => db.selectFrom('withdrawal').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    payout: (id: string) => db.selectFrom('payouts').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    ledger: (id: string) =>
      db.selectFrom('ledger').select(['kind', 'amount']).where('ref', '=', id).orderBy('seq').execute(),
    /** the audit rows M-Pesa's answers wrote about it */
    mpesaAudits: (id: string) =>
      db.selectFrom('audit_log').select('action').where('actor', '=', 'mpesa').where('target', '=', id).execute(),
    /** every stored callback, or those matched to `target` */
    callbacks: async (target?: string) =>
      (await db.selectFrom('payment_callbacks').selectAll().orderBy('created').orderBy('id').execute()).filter(
        (c) => target === undefined || c.target === target,
      ),
    level: async (uid: string) =>
      (await db.selectFrom('users').select('level').where('id', '=', uid).executeTakeFirstOrThrow()).level,
  };
}

/** The member asks for J1 (level 2) through the API; `body` may add msisdn or mpesa_ref. */
export async function askUpgrade(t: TestServer, m: Member, body: Record<string, unknown> = {}): Promise<string> {
  const res = await t.http('/api/collections/registration/records', {
    method: 'POST',
    json: { level: 2, ...body },
    token: m.token,
  });
  if (res.status !== 200) throw new Error(`upgrade refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** The member withdraws through the API, to `number` (proved first, as by its SMS code). */
export async function withdrawTo(
  t: TestServer,
  m: Member,
  amount: number,
  number = TEST_PAYOUT_NUMBER,
): Promise<string> {
  await provePayoutNumber(t.server.deps.db, m.id, number);
  const res = await t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    json: { amount, mpesa_number: number, full_name: 'Otieno Odhiambo' },
    token: m.token,
  });
  if (res.status !== 200) throw new Error(`withdrawal refused: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

let silentNumbers = 0;
/** An upgrade whose prompt nobody answers: its CheckoutRequestID is the test's to answer by hand. */
export async function openPrompt(rig: PaymentsRig, m: Member) {
  const msisdn = `2547003${String(process.pid % 100).padStart(2, '0')}${String(++silentNumbers).padStart(3, '0')}`;
  rig.sim.script(msisdn, { stk: { kind: 'stuck' } });
  const id = await askUpgrade(rig.t, m, { msisdn });
  const stk = await eventually(async () => {
    const row = await paymentRows(rig.t).stk(id);
    return row.state === 'pending' && row;
  });
  return { id, checkoutRequestId: stk.checkout_request_id };
}
