// Sends SMS through Africa's Talking's messaging API (platform notes, "SMS send"). Written on
// fetch rather than the npm `africastalking` package, which brings axios, lodash and joi for one
// form POST.
import type { SmsConfig } from './config.ts';
import { SmsApiError, httpError } from './errors.ts';
import { classifyRecipientStatus, type RecipientOutcome } from './status-codes.ts';

export interface SmsRecipientResult {
  /** The number as AT wrote it back (E.164). */
  number: string;
  /** null: AT listed no result for a number we sent to (its `Message` says why, e.g. InvalidSenderId). */
  statusCode: number | null;
  status: string;
  /** e.g. "KES 0.8000"; null when AT gave none. */
  cost: string | null;
  /** AT's id, which its delivery reports carry; null when the message was not taken. */
  messageId: string | null;
  outcome: RecipientOutcome;
}

export interface SmsSendResult {
  /** AT's summary, e.g. "Sent to 1/1 Total Cost: KES 0.8000". */
  message: string;
  /** One per number sent to. */
  recipients: SmsRecipientResult[];
}

export interface AfricasTalkingSms {
  /** Throws SmsApiError when AT gave no per-recipient answer; per-recipient refusals are results. */
  send(to: readonly string[], message: string): Promise<SmsSendResult>;
}

export function createAfricasTalkingSms(config: SmsConfig): AfricasTalkingSms {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/version1/messaging`;

  return {
    async send(to, message) {
      if (to.length === 0) throw new SmsApiError('request', 'no recipient');
      // The numbers travel as one comma-separated field.
      const bad = to.find((n) => !/^\+?\d+$/.test(n));
      if (bad !== undefined) throw new SmsApiError('request', `not a phone number: "${bad}"`);
      if (message === '') throw new SmsApiError('request', 'empty message');

      const form = new URLSearchParams({ username: config.username, to: to.join(','), message });
      if (config.senderId) form.set('from', config.senderId);
      // AT queues a large batch instead of holding the request open while it sends.
      form.set('enqueue', '1');

      let response: Response;
      let text: string;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            apiKey: config.apiKey,
            accept: 'application/json',
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
          throw new SmsApiError('timeout', `Africa's Talking gave no answer within ${config.timeoutMs} ms`);
        }
        throw new SmsApiError('network', `Africa's Talking could not be reached: ${describe(error)}`);
      }
      // AT documents 201, but its answer to a refused sender ID has come as 200 with an empty list:
      // on any 2xx the body decides.
      if (response.status < 200 || response.status > 299) {
        throw httpError(response.status, text.slice(0, 200).trim());
      }
      const data = parseMessageData(text);
      if (data === null) {
        throw new SmsApiError('response', `HTTP ${response.status} without SMSMessageData`, response.status);
      }
      return withEveryNumber(data, to);
    },
  };
}

function parseMessageData(text: string): SmsSendResult | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const data = isObject(body) ? body.SMSMessageData : undefined;
  if (!isObject(data) || !Array.isArray(data.Recipients)) return null;
  const recipients: SmsRecipientResult[] = [];
  for (const item of data.Recipients) {
    const recipient = parseRecipient(item);
    if (recipient === null) return null;
    recipients.push(recipient);
  }
  return { message: typeof data.Message === 'string' ? data.Message : '', recipients };
}

function parseRecipient(item: unknown): SmsRecipientResult | null {
  if (!isObject(item) || typeof item.number !== 'string') return null;
  // Older answers carry statusCode as a string.
  const statusCode = typeof item.statusCode === 'string' ? Number(item.statusCode) : item.statusCode;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode)) return null;
  const messageId = typeof item.messageId === 'string' && item.messageId !== 'None' ? item.messageId : null;
  return {
    number: item.number,
    statusCode,
    status: typeof item.status === 'string' ? item.status : '',
    cost: typeof item.cost === 'string' ? item.cost : null,
    messageId,
    outcome: classifyRecipientStatus(statusCode),
  };
}

/** A number AT left out of Recipients got nothing: it is reported rejected, with AT's Message. */
function withEveryNumber(result: SmsSendResult, to: readonly string[]): SmsSendResult {
  const listed = new Set(result.recipients.map((r) => digits(r.number)));
  const missing = to
    .filter((n) => !listed.has(digits(n)))
    .map((number): SmsRecipientResult => ({
      number,
      statusCode: null,
      status: result.message,
      cost: null,
      messageId: null,
      outcome: 'rejected',
    }));
  return missing.length === 0 ? result : { ...result, recipients: [...result.recipients, ...missing] };
}

const digits = (number: string) => number.replace(/\D/g, '');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici hides the socket error in `cause` ("fetch failed" alone says nothing).
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`;
}
