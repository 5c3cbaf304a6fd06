// startDarajaSimulator: a real HTTP server speaking Daraja's protocol (reference §11), plus the
// phone page. node:http rather than Fastify: the simulator must answer exactly as Daraja does
// (its error envelope for a missing Content-Type, a bad token, a wrong path or method), which a
// framework's own 404/415/400 answers would get in the way of; and it stays apart from the
// server it is used to test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DarajaConfig } from '../mpesa/index.ts';
import { b2cPayment } from './b2c.ts';
import { createCallbackSender } from './callback-sender.ts';
import { generateSimulatorKeys } from './certificate.ts';
import { readBody } from '../tools/read-body.ts';
import { darajaError, type SimRequest, type SimResponse } from './http-io.ts';
import { checkBearer, generateToken } from './oauth.ts';
import { DEFAULT_KNOBS, resolveOptions, type CallbackKnobs, type DarajaSimulatorOptions } from './options.ts';
import { phoneRoutes } from './phone-page.ts';
import type { Script } from './scenarios.ts';
import {
  record,
  type Payout,
  type RecordedCallback,
  type RecordedRequest,
  type SimState,
  type StkSession,
} from './state.ts';
import { answerPrompt, stkPush, stkQuery, type PhoneAction } from './stk.ts';
import { Tracker } from './timers.ts';
import { transactionStatus } from './transaction-status.ts';
import { accountBalance, moveFloat, type FloatAccount } from './account-balance.ts';
import { readFloatMemory, writeFloatMemory } from './memory.ts';

export interface DarajaSimulator {
  /** Base URL, e.g. http://127.0.0.1:40123 (the phone page is at `${url}/`). */
  url: string;
  /** PEM of the certificate whose private key checks SecurityCredentials. */
  certificate: string;
  credentials: {
    consumerKey: string;
    consumerSecret: string;
    stkShortcode: string;
    passkey: string;
    b2cShortcode: string;
    initiatorName: string;
    initiatorPassword: string;
  };
  /** A client configuration that talks to this simulator; callbacks go to `callbackBaseUrl`. */
  clientConfig(callback: { callbackBaseUrl: string; callbackToken: string; timeoutMs?: number }): DarajaConfig;
  knobs(): Readonly<CallbackKnobs>;
  setKnobs(knobs: Partial<CallbackKnobs>): void;
  /** Overrides the magic-number table for one number. */
  script(msisdn: string, script: Script): void;
  /** Open prompts, and the person's answer to one (false if it is not open). */
  prompts(): StkSession[];
  answer(checkoutRequestId: string, action: PhoneAction): boolean;
  payouts(): Payout[];
  /** Every Daraja API request and every callback sent, oldest first. */
  requests(): readonly RecordedRequest[];
  callbacks(): readonly RecordedCallback[];
  /** Makes every issued token invalid (the next call gets 404.001.03). */
  revokeTokens(): void;
  unlockInitiator(): void;
  /** What Account Balance reports now: the Working Account (STK) and the Utility Account (B2C). */
  balances(): { working: number; utility: number };
  /** An operator's move of float at M-Pesa (the organisation portal), or money in from a bank. */
  moveFloat(from: FloatAccount | 'bank', to: FloatAccount | 'bank', amount: number): void;
  /** Adds `amount` (may be negative) to what Account Balance reports for `account`, money moving nowhere. */
  plantBalanceDifference(account: FloatAccount, amount: number): void;
  /** Resolves once no outcome or callback is still scheduled or on its way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

const API: Record<
  string,
  { method: string; handle: (state: SimState, request: SimRequest) => SimResponse; auth: boolean }
> = {
  '/oauth/v1/generate': { method: 'GET', handle: generateToken, auth: false },
  '/mpesa/stkpush/v1/processrequest': { method: 'POST', handle: stkPush, auth: true },
  '/mpesa/stkpushquery/v1/query': { method: 'POST', handle: stkQuery, auth: true },
  '/mpesa/b2c/v3/paymentrequest': { method: 'POST', handle: b2cPayment, auth: true },
  '/mpesa/transactionstatus/v1/query': { method: 'POST', handle: transactionStatus, auth: true },
  '/mpesa/accountbalance/v1/query': { method: 'POST', handle: accountBalance, auth: true },
};

export async function startDarajaSimulator(options: DarajaSimulatorOptions = {}): Promise<DarajaSimulator> {
  if ((options.privateKeyPem === undefined) !== (options.certificatePem === undefined)) {
    throw new Error('give both privateKeyPem and certificatePem, or neither');
  }
  const keys =
    options.privateKeyPem !== undefined
      ? { privateKeyPem: options.privateKeyPem, certificatePem: options.certificatePem! }
      : await generateSimulatorKeys();
  const resolved = resolveOptions(options);
  const memoryFile = options.memoryFile;
  const remembered = memoryFile ? readFloatMemory(memoryFile) : null;
  const state: SimState = {
    options: resolved,
    knobs: { ...DEFAULT_KNOBS, ...options.knobs },
    tracker: new Tracker(),
    privateKeyPem: keys.privateKeyPem,
    tokens: new Map(),
    sessions: new Map(),
    payouts: new Map(),
    receipts: new Map(),
    scripts: new Map(),
    credentialFailures: 0,
    utilityBalance: remembered?.utility ?? resolved.utilityBalance,
    workingBalance: remembered?.working ?? resolved.workingBalance,
    floatChanged: () => {
      if (memoryFile) writeFloatMemory(memoryFile, { working: state.workingBalance, utility: state.utilityBalance });
    },
    planted: new Map(),
    requests: [],
    callbacks: [],
    seq: 0,
    send: () => {},
  };
  state.send = createCallbackSender(() => state);

  async function route(request: SimRequest): Promise<SimResponse> {
    const api = API[request.path];
    if (api === undefined) {
      return phoneRoutes(state, request, keys.certificatePem) ?? darajaError(404, '404.001.01', 'Resource not found');
    }
    const response =
      request.method !== api.method
        ? darajaError(405, '405.001', 'Method Not Allowed')
        : ((api.auth ? checkBearer(state, request) : null) ?? api.handle(state, request));
    let body: unknown = request.rawBody;
    try {
      body = JSON.parse(request.rawBody);
    } catch {
      // Recorded as the text received.
    }
    record(state, state.requests, {
      at: resolved.now(),
      method: request.method,
      path: request.path,
      body,
      status: response.status,
      response: response.json,
    });
    return response;
  }

  const server = createServer((req, res) => {
    handle(req, res, route).catch((error: unknown) => {
      resolved.log(`simulator error: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) write(res, darajaError(500, '500.003.1001', 'Internal Server Error'));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(resolved.port, resolved.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  const { consumerKey, consumerSecret, stkShortcode, passkey, b2cShortcode, initiatorName, initiatorPassword } =
    resolved;

  return {
    url,
    certificate: keys.certificatePem,
    credentials: { consumerKey, consumerSecret, stkShortcode, passkey, b2cShortcode, initiatorName, initiatorPassword },
    clientConfig: ({ callbackBaseUrl, callbackToken, timeoutMs }) => ({
      baseUrl: url,
      consumerKey,
      consumerSecret,
      stk: { shortcode: stkShortcode, partyB: stkShortcode, transactionType: 'CustomerPayBillOnline', passkey },
      b2c: { shortcode: b2cShortcode, initiatorName, initiatorPassword, certificatePem: keys.certificatePem },
      callbackBaseUrl: callbackBaseUrl.replace(/\/+$/, ''),
      callbackToken,
      allowedSourceIps: null,
      timeoutMs: timeoutMs ?? 10_000,
    }),
    knobs: () => ({ ...state.knobs }),
    setKnobs: (knobs) => Object.assign(state.knobs, knobs),
    script: (msisdn, script) => state.scripts.set(msisdn, script),
    prompts: () => [...state.sessions.values()].filter((s) => s.state === 'open'),
    answer: (id, action) => answerPrompt(state, id, action),
    payouts: () => [...state.payouts.values()],
    requests: () => state.requests,
    callbacks: () => state.callbacks,
    revokeTokens: () => state.tokens.clear(),
    unlockInitiator: () => {
      state.credentialFailures = 0;
    },
    balances: () => ({ working: state.workingBalance, utility: state.utilityBalance }),
    moveFloat: (from, to, amount) => moveFloat(state, from, to, amount),
    plantBalanceDifference: (account, amount) => state.planted.set(account, (state.planted.get(account) ?? 0) + amount),
    settled: () => state.tracker.settled(),
    close: async () => {
      state.tracker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  route: (request: SimRequest) => Promise<SimResponse>,
): Promise<void> {
  const parsed = new URL(req.url ?? '/', 'http://simulator');
  const method = req.method ?? 'GET';
  // The phone page's forms must come from the page itself, not from another site.
  const origin = req.headers.origin;
  if (
    method === 'POST' &&
    parsed.pathname.startsWith('/sim/') &&
    origin !== undefined &&
    new URL(origin, 'http://x').host !== req.headers.host
  ) {
    write(res, { status: 403, text: 'Cross-origin form refused.', contentType: 'text/plain; charset=utf-8' });
    return;
  }
  const rawBody = method === 'GET' || method === 'HEAD' ? '' : await readBody(req);
  const response = await route({
    method,
    path: parsed.pathname,
    query: parsed.searchParams,
    headers: req.headers,
    rawBody,
    remoteAddress: req.socket.remoteAddress,
  });
  write(res, response);
}

function write(res: ServerResponse, response: SimResponse): void {
  const isJson = response.json !== undefined;
  const body = isJson ? JSON.stringify(response.json) : (response.text ?? '');
  res.writeHead(response.status, {
    'content-type': isJson ? 'application/json' : (response.contentType ?? 'text/plain; charset=utf-8'),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...response.headers,
  });
  res.end(body);
}
