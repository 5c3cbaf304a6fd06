// Why a send to Africa's Talking did not give us per-recipient results, and whether sending the
// same request again later can help. Per-recipient refusals are results, not errors.

export type SmsErrorKind =
  /** 401/403: the username or API key is wrong; nothing changes until the configuration does. */
  | 'auth'
  /** Another 4xx, or a request we refused to send: the request itself is wrong. */
  | 'request'
  /** 5xx, 408 or 429: AT is unwell or busy. */
  | 'http'
  /** No answer: connection refused or reset, DNS. */
  | 'network'
  | 'timeout'
  /** An answer that is not AT's JSON: a proxy's page, a truncated body. */
  | 'response';

export class SmsApiError extends Error {
  readonly kind: SmsErrorKind;
  /** The HTTP status, when there was an answer. */
  readonly status: number | null;
  /** True when the same request may succeed later (network, timeout, 5xx, an unreadable answer). */
  readonly retryable: boolean;

  constructor(kind: SmsErrorKind, message: string, status: number | null = null) {
    super(message);
    this.name = 'SmsApiError';
    this.kind = kind;
    this.status = status;
    this.retryable = kind === 'http' || kind === 'network' || kind === 'timeout' || kind === 'response';
  }
}

/** The error for a non-success HTTP status; `detail` is the start of AT's (plain-text) body. */
export function httpError(status: number, detail: string): SmsApiError {
  const message = `Africa's Talking answered HTTP ${status}${detail ? `: ${detail}` : ''}`;
  if (status === 401 || status === 403) return new SmsApiError('auth', message, status);
  if (status >= 500 || status === 408 || status === 429) return new SmsApiError('http', message, status);
  if (status >= 400) return new SmsApiError('request', message, status);
  return new SmsApiError('response', message, status);
}
