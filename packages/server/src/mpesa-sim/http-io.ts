// Requests in, answers out, in Daraja's shapes: the error envelope, loose field types.
import type { IncomingHttpHeaders } from 'node:http';
import { newRequestId } from './ids.ts';

export interface SimRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  rawBody: string;
  remoteAddress: string | undefined;
}

export interface SimResponse {
  status: number;
  json?: unknown;
  text?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export const ok = (json: unknown): SimResponse => ({ status: 200, json });

export const darajaError = (status: number, errorCode: string, errorMessage: string): SimResponse => ({
  status,
  json: { requestId: newRequestId(), errorCode, errorMessage },
});

/** 400.002.02, the answer to any missing or malformed field (reference §2). */
export const invalidField = (field: string) => darajaError(400, '400.002.02', `Bad Request - Invalid ${field}`);

/** A Daraja JSON body: Content-Type application/json and an object, else Daraja's own refusals. */
/** The JSON object of a request, with each `required` field present (Daraja names the first missing). */
export function jsonObject(
  request: SimRequest,
  required: readonly string[] = [],
): { body: Record<string, unknown> } | { error: SimResponse } {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return { error: invalidField('Content-Type') };
  let body: unknown;
  try {
    body = JSON.parse(request.rawBody);
  } catch {
    return { error: darajaError(400, '400.002.05', 'Invalid Request Payload') };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { error: darajaError(400, '400.002.05', 'Invalid Request Payload') };
  const missing = required.find((name) => str(body as Record<string, unknown>, name) === undefined);
  if (missing !== undefined) return { error: invalidField(missing) };
  return { body: body as Record<string, unknown> };
}

/** Official samples send numbers as strings, libraries as numbers: accept both. */
export function str(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A whole number of shillings, as a number or a numeric string; null otherwise. */
export function wholeAmount(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+(\.0+)?\s*$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export const MSISDN = /^254[71]\d{8}$/;
export const SHORTCODE = /^\d{5,7}$/;

const FORBIDDEN_URL_WORDS = ['m-pesa', 'mpesa', 'safaricom', 'exe', 'cmd', 'sql', 'query'];

/** An http(s) URL without the words Daraja refuses in callback URLs (reference §8). */
export function isCallbackUrl(value: string | undefined): value is string {
  if (value === undefined) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const lower = value.toLowerCase();
  return (url.protocol === 'http:' || url.protocol === 'https:') && !FORBIDDEN_URL_WORDS.some((w) => lower.includes(w));
}
