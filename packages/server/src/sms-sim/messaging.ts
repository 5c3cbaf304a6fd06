// POST /version1/messaging as Africa's Talking answers it: 401 (plain text) for a wrong apiKey
// or username, 400 for a missing field, else 201 with one result per recipient. Only accepted
// messages reach the outbox, and each gets a delivery report.
import { randomBytes } from 'node:crypto';
import { AT_STATUS_NAMES, classifyRecipientStatus } from '../sms/index.ts';
import type { Tracker } from '../mpesa-sim/timers.ts';
import { sendDeliveryReport } from './delivery-reports.ts';
import { scenarioFor } from './scenarios.ts';

export interface SimSms {
  messageId: string;
  to: string;
  from: string | null;
  message: string;
  /** ISO 8601. */
  created: string;
  statusCode: number;
}

export interface SmsSimState {
  username: string;
  apiKey: string;
  deliveryReportUrl: string | null;
  deliveryDelayMs: number;
  /** Newest first, at most OUTBOX_LIMIT. */
  outbox: SimSms[];
  /** failNext's queue: each entry answers `remaining` more sends. */
  failures: { statusCode: number; remaining: number }[];
  tracker: Tracker;
  log: (line: string) => void;
}

export interface SimAnswer {
  status: number;
  json?: unknown;
  text?: string;
}

const OUTBOX_LIMIT = 1000;
const COST = 0.8;
// Safaricom's; the simulator plays every number as a Safaricom line.
const NETWORK_CODE = '63902';

export function messaging(state: SmsSimState, apiKey: string | undefined, form: URLSearchParams): SimAnswer {
  if (apiKey !== state.apiKey || form.get('username') !== state.username) {
    return { status: 401, text: 'The supplied authentication is invalid' };
  }
  const to = (form.get('to') ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  if (to.length === 0) return { status: 400, text: "Request is missing required form field 'to'" };
  const message = form.get('message') ?? '';
  if (message === '') return { status: 400, text: "Request is missing required form field 'message'" };

  const forced = takeFailure(state);
  if (forced !== null && forced >= 500) {
    state.log(`SMS request answered HTTP ${forced} (failNext)`);
    return { status: forced, text: 'Internal Server Error' };
  }
  const from = form.get('from') || null;
  const created = new Date().toISOString();
  let accepted = 0;
  const recipients = to.map((number) => {
    const scenario: { statusCode: number; failureReason?: string } =
      forced === null ? scenarioFor(number) : { statusCode: forced };
    const ok = classifyRecipientStatus(scenario.statusCode) === 'accepted';
    state.log(`SMS to ${number}: ${scenario.statusCode} ${AT_STATUS_NAMES[scenario.statusCode] ?? ''}`);
    if (!ok) {
      return {
        statusCode: scenario.statusCode,
        number,
        status: AT_STATUS_NAMES[scenario.statusCode] ?? 'Failed',
        cost: '0',
        messageId: 'None',
      };
    }
    accepted++;
    const messageId = `ATXid_${randomBytes(16).toString('hex')}`;
    state.outbox.unshift({ messageId, to: number, from, message, created, statusCode: scenario.statusCode });
    state.outbox.length = Math.min(state.outbox.length, OUTBOX_LIMIT);
    scheduleReport(state, messageId, number, scenario.failureReason);
    return { statusCode: scenario.statusCode, number, status: 'Success', cost: kes(COST), messageId };
  });
  return {
    status: 201,
    json: {
      SMSMessageData: {
        Message: `Sent to ${accepted}/${to.length} Total Cost: ${kes(accepted * COST)}`,
        Recipients: recipients,
      },
    },
  };
}

function takeFailure(state: SmsSimState): number | null {
  const next = state.failures[0];
  if (next === undefined) return null;
  if (--next.remaining <= 0) state.failures.shift();
  return next.statusCode;
}

function scheduleReport(state: SmsSimState, id: string, phoneNumber: string, failureReason: string | undefined) {
  state.tracker.schedule(state.deliveryDelayMs, () => {
    // The URL is read when the report is due, so one set after the send still gets it.
    const url = state.deliveryReportUrl;
    if (url === null) return;
    sendDeliveryReport(
      state.tracker,
      url,
      {
        id,
        status: failureReason === undefined ? 'Success' : 'Failed',
        phoneNumber,
        networkCode: NETWORK_CODE,
        retryCount: '0',
        ...(failureReason === undefined ? {} : { failureReason }),
      },
      state.log,
    );
  });
}

const kes = (amount: number) => `KES ${amount.toFixed(4)}`;
