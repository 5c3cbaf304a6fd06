// The one error family (STYLE 6): everything that reaches a client as an error is an ApiError,
// serialised by the HTTP layer as PocketBase's {status, message, data}.
export interface FieldError {
  code: string;
  message: string;
}
export type FieldErrors = Record<string, FieldError>;

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

export const GENERIC_400 = 'Something went wrong while processing your request.';

export const badRequest = (message = GENERIC_400, data: FieldErrors = {}) => new ApiError(400, message, data);
export const unauthorized = (message = 'The request requires valid record authorization token.') =>
  new ApiError(401, message);
export const forbidden = (message = 'You are not allowed to perform this request.') => new ApiError(403, message);
export const notFound = (message = "The requested resource wasn't found.") => new ApiError(404, message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, 'Too Many Requests.', {}, { 'retry-after': String(Math.max(1, retryAfterSeconds)) });

/** A 400 carrying one or more field errors, e.g. fieldErrors('Failed to create record.', {amount: ['validation_min', '…']}). */
export function fieldErrors(message: string, fields: Record<string, [code: string, text: string]>): ApiError {
  const data: FieldErrors = Object.create(null);
  for (const [name, [code, text]] of Object.entries(fields)) data[name] = { code, message: text };
  return new ApiError(400, message, data);
}
