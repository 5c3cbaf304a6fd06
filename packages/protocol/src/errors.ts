// Error bodies as values: PocketBase's {status, message, data}. Readers and rules here return
// them instead of throwing, so the server and the mocks each wrap one in their own error type.
import type { PbErrorBody } from '@mapato/core';
import { PB } from './messages.ts';

export type ErrorBody = PbErrorBody;
export type FieldErrors = PbErrorBody['data'];
/** One entry per failing field: [code, text], e.g. amount: ['validation_min', '…']. */
export type Problems = Record<string, [code: string, text: string]>;

/** A reader's or a rule's answer: the value, or the error to send. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ErrorBody };

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const fail = (error: ErrorBody): Outcome<never> => ({ ok: false, error });

export const errorBody = (status: number, message: string, data: FieldErrors = {}): ErrorBody => ({
  status,
  message,
  data,
});
export const badRequest = (message: string = PB.generic400, data: FieldErrors = {}) => errorBody(400, message, data);
export const notFound = (message: string = PB.notFound) => errorBody(404, message);

/** A 400 with one entry per failing field, in a null-prototype map ("__proto__" is just a name). */
export function fieldErrors(message: string, problems: Problems): ErrorBody {
  const data: FieldErrors = Object.create(null);
  for (const [name, [code, text]] of Object.entries(problems)) data[name] = { code, message: text };
  return errorBody(400, message, data);
}

/** The value when there is nothing to report, else the field errors under `message`. */
export const checked = <T>(message: string, problems: Problems, value: () => T): Outcome<T> =>
  Object.keys(problems).length > 0 ? fail(fieldErrors(message, problems)) : ok(value());

/** A fresh null-prototype map to collect problems in. */
export const noProblems = (): Problems => Object.create(null);
