// What a synchronous answer from Daraja proves (reference §2, §7): accepted; refused before
// anything happened (safe to try again); a B2C id already used (the first request got through);
// or unknown (it may have reached M-Pesa: never re-send an STK blindly, re-send a B2C only with
// the same OriginatorConversationID).
import type { DarajaHttpResult } from './http.ts';
import { MPESA_BUSY, PAYMENTS_UNAVAILABLE, PAYOUTS_UNAVAILABLE, SUBSCRIBER_LOCKED } from './result-codes.ts';

export type Refusal = {
  status: 'refused';
  /** For the member. */
  reason: string;
  /** For logs and operators: HTTP status, Daraja's errorCode and message. */
  detail: string;
};
export type Submission<T> =
  | ({ status: 'accepted' } & T)
  | Refusal
  | { status: 'duplicate'; detail: string }
  | { status: 'unknown'; detail: string };

export type Channel = 'stk' | 'b2c';

/** The errorCode the client gives a call it could not make for want of a token. */
export const OAUTH_FAILED = 'oauth';

// errorMessage texts that share 500.001.1001 (reference §2) but differ in meaning.
const NOT_PROCESSED_500 = [/unable to lock subscriber/i, /wrong credentials/i, /merchant does not exist/i];

export function classifyFailure(
  result: Exclude<DarajaHttpResult, { kind: 'ok' }>,
  channel: Channel,
): Refusal | { status: 'duplicate' | 'unknown'; detail: string } {
  if (result.kind === 'network') return { status: 'unknown', detail: result.error };
  const { errorCode, errorMessage, status } = result;
  const unavailable = channel === 'stk' ? PAYMENTS_UNAVAILABLE : PAYOUTS_UNAVAILABLE;
  // No token, so the call itself was never sent.
  if (errorCode === OAUTH_FAILED) return { status: 'refused', reason: unavailable, detail: errorMessage };
  const detail = `HTTP ${status} ${errorCode}: ${errorMessage}`;
  const refused = (reason: string): Refusal => ({ status: 'refused', reason, detail });

  if (errorCode === '500.002.1001') return { status: 'duplicate', detail };
  if (errorCode === '500.003.02' || errorCode === '500.003.03') return refused(MPESA_BUSY);
  if (errorCode === '500.001.1001' && NOT_PROCESSED_500.some((re) => re.test(errorMessage))) {
    return refused(/lock subscriber/i.test(errorMessage) ? SUBSCRIBER_LOCKED : unavailable);
  }
  // 4xx: the gateway turned the request away (bad field, path, method or token) before any money moved.
  if (status >= 400 && status < 500) return refused(unavailable);
  return { status: 'unknown', detail };
}

/** Daraja refused our token: fetch a new one and try once more (safe: nothing was processed). */
export function isStaleToken(result: DarajaHttpResult): boolean {
  return (
    result.kind === 'error' &&
    (result.status === 401 || result.errorCode === '404.001.03' || result.errorCode.startsWith('401.'))
  );
}
