// The mocks' one error family: @mapato/protocol's error bodies, thrown, and sent back exactly as
// the server sends its ApiError.
import type { ErrorBody, Outcome } from '@mapato/protocol';

export class MockApiError extends Error {
  readonly body: ErrorBody;
  constructor(body: ErrorBody) {
    super(body.message);
    this.body = body;
  }
}

export function refuse(body: ErrorBody): never {
  throw new MockApiError(body);
}

/** The value a protocol reader or rule gave, or its error thrown. */
export function orThrow<T>(outcome: Outcome<T>): T {
  return outcome.ok ? outcome.value : refuse(outcome.error);
}
