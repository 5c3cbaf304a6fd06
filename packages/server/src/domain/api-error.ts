// The one error family (docs/style.md#thin-handlers-one-error-family): everything that reaches a client as an error is an ApiError,
// serialised by the HTTP layer as PocketBase's {status, message, data}. The bodies and their words
// come from @mapato/protocol, which the mocks share.
import { PB, type ErrorBody, type FieldErrors, type Outcome } from '@mapato/protocol';

export class ApiError extends Error {
  readonly status: number;
  readonly data: FieldErrors;
  readonly headers: Record<string, string>;
  constructor(status: number, message: string, data: FieldErrors = {}, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.data = data;
    this.headers = headers;
  }
}

export const fromBody = (body: ErrorBody, headers: Record<string, string> = {}): ApiError =>
  new ApiError(body.status, body.message, body.data, headers);

/** The value a protocol reader or rule gave, or its error thrown as an ApiError. */
export function orThrow<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw fromBody(outcome.error);
}

export const badRequest = (message: string = PB.generic400, data: FieldErrors = {}) => new ApiError(400, message, data);
export const unauthorized = (message: string = PB.tokenRequired) => new ApiError(401, message);
export const forbidden = (message: string = PB.notAllowed) => new ApiError(403, message);
export const notFound = (message: string = PB.notFound) => new ApiError(404, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, PB.tooManyRequests, {}, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });
