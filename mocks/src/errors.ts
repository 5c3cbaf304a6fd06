// The mocks' one error family: @mapato/protocol's error bodies, thrown, and sent back exactly as
// the server sends its ApiError.
import type { ErrorBody, Outcome } from '@mapato/protocol';

export class MockApiError extends Error {
  readonly body: ErrorBody;
  /** extra response headers (a 429's Retry-After) */
  readonly headers: Record<string, string>;
  constructor(body: ErrorBody, headers: Record<string, string> = {}) {
    super(body.message);
    this.body = body;
    this.headers = headers;
  }
}

export function refuse(body: ErrorBody, headers?: Record<string, string>): never {
  throw new MockApiError(body, headers);
}

/** The value a protocol reader or rule gave, or its error thrown. */
export function orThrow<T>(outcome: Outcome<T>): T {
  return outcome.ok ? outcome.value : refuse(outcome.error);
}
