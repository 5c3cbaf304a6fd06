// startSmsSimulator: a real HTTP server speaking Africa's Talking's SMS protocol (platform notes,
// "USSD and SMS"), plus the outbox page a person reads the codes from. node:http, as the Daraja
// simulator: it must answer exactly as AT does (plain-text 401/400), and it stays apart from the
// server it is used to test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsConfig } from '../sms/index.ts';
import { Tracker } from '../mpesa-sim/timers.ts';
import { readBody } from '../tools/read-body.ts';
import { messaging, type SimAnswer, type SimSms, type SmsSimState } from './messaging.ts';
import { renderSmsOutboxPage, smsOutboxJson } from './outbox-page.ts';

export interface SmsSimulatorOptions {
  /** Default 127.0.0.1 and a free port. */
  host?: string;
  port?: number;
  /** Default "sandbox", as AT's sandbox. */
  username?: string;
  apiKey?: string;
  /** Where delivery reports go; null or absent: none are sent (setDeliveryReportUrl changes it). */
  deliveryReportUrl?: string | null;
  /** Wait before each delivery report; 0 sends it at once. Default 200. */
  deliveryDelayMs?: number;
  /** Wait before answering each send, to make a client time out. Default 0. */
  responseDelayMs?: number;
  /**
   * Wait after taking a message before answering, while its delivery report already goes out: the
   * network can report a message before the sender has read the gateway's answer. Default 0.
   */
  answerLagMs?: number;
  /** One line per event, for the standalone simulator's console. */
  log?: (line: string) => void;
}

export interface SmsSimulator {
  /** Base URL, e.g. http://127.0.0.1:40123 (the outbox page is at `${url}/sms`). */
  url: string;
  credentials: { username: string; apiKey: string };
  /** A client configuration that talks to this simulator. */
  clientConfig(overrides?: Partial<Pick<SmsConfig, 'senderId' | 'timeoutMs'>>): SmsConfig;
  /** Accepted messages, newest first. */
  outbox(): SimSms[];
  /** Drops these messages from the outbox (an erased member's texts, ADR 040). */
  forget(messageIds: readonly string[]): void;
  setDeliveryReportUrl(url: string | null): void;
  /** The next `count` sends answer this per-recipient statusCode, or for 500 and above this HTTP status. */
  failNext(statusCode: number, count?: number): void;
  setResponseDelay(ms: number): void;
  setAnswerLag(ms: number): void;
  /** Resolves once no delivery report is still scheduled or on its way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

type Answer = SimAnswer & { headers?: Record<string, string> };

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

export async function startSmsSimulator(options: SmsSimulatorOptions = {}): Promise<SmsSimulator> {
  const log = options.log ?? (() => {});
  const state: SmsSimState = {
    username: options.username ?? 'sandbox',
    apiKey: options.apiKey ?? 'mapato-sim-at-api-key',
    deliveryReportUrl: options.deliveryReportUrl ?? null,
    deliveryDelayMs: options.deliveryDelayMs ?? 200,
    outbox: [],
    failures: [],
    tracker: new Tracker(),
    log,
  };
  let responseDelayMs = options.responseDelayMs ?? 0;
  let answerLagMs = options.answerLagMs ?? 0;

  const pages: Record<string, () => Answer> = {
    '/sms.json': () => ({ status: 200, json: smsOutboxJson(state.outbox) }),
    '/sms': () => ({
      status: 200,
      text: renderSmsOutboxPage(state.outbox),
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP },
    }),
    '/': () => ({ status: 303, text: '', headers: { location: 'sms' } }),
    // Browsers ask for it; an empty answer keeps their consoles clean.
    '/favicon.ico': () => ({ status: 204, text: '' }),
  };

  async function route(req: IncomingMessage): Promise<Answer> {
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://simulator').pathname;
    if (path === '/version1/messaging') {
      if (method !== 'POST') return { status: 405, text: 'Method not allowed' };
      const form = new URLSearchParams(await readBody(req));
      if (responseDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, responseDelayMs));
      const apiKey = req.headers.apikey;
      const answer = messaging(state, typeof apiKey === 'string' ? apiKey : undefined, form);
      if (answerLagMs > 0) await new Promise((resolve) => setTimeout(resolve, answerLagMs));
      return answer;
    }
    const page = pages[path];
    if (page === undefined) return { status: 404, text: 'Not found' };
    return method === 'GET' || method === 'HEAD' ? page() : { status: 405, text: 'Method not allowed' };
  }

  const server = createServer((req, res) => {
    route(req).then(
      (answer) => write(res, answer),
      (error: unknown) => {
        log(`simulator error: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) write(res, { status: 500, text: 'Internal Server Error' });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  return {
    url,
    credentials: { username: state.username, apiKey: state.apiKey },
    clientConfig: (overrides = {}) => ({
      baseUrl: url,
      username: state.username,
      apiKey: state.apiKey,
      timeoutMs: 10_000,
      ...overrides,
    }),
    outbox: () => [...state.outbox],
    forget: (messageIds) => {
      const gone = new Set(messageIds);
      state.outbox = state.outbox.filter((sms) => !gone.has(sms.messageId));
    },
    setDeliveryReportUrl: (next) => {
      state.deliveryReportUrl = next;
    },
    failNext: (statusCode, count = 1) => {
      if (count > 0) state.failures.push({ statusCode, remaining: count });
    },
    setResponseDelay: (ms) => {
      responseDelayMs = ms;
    },
    setAnswerLag: (ms) => {
      answerLagMs = ms;
    },
    settled: () => state.tracker.settled(),
    close: async () => {
      state.tracker.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function write(res: ServerResponse, answer: Answer): void {
  const isJson = answer.json !== undefined;
  res.writeHead(answer.status, {
    'content-type': isJson ? 'application/json' : 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    ...answer.headers,
  });
  res.end(isJson ? JSON.stringify(answer.json) : (answer.text ?? ''));
}
