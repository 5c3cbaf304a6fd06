// Turns a handler's result or MockApiError into the response the server would send, and reads
// what every route shares: path parameters, the JSON body and the caller.
import { authCollectionFromParam, badRequest, collectionFromParam, errorBody, PB } from '@mapato/protocol';
import { HttpResponse, type JsonBodyType } from 'msw';
import { MockApiError, orThrow, refuse } from './errors.ts';
import type { StoredUser } from './types.ts';

/** Returned by a handler that answers 204 with no body (DELETE). */
export const NO_CONTENT = Symbol('no content');

export async function respond(run: () => unknown): Promise<Response> {
  try {
    const body = await run();
    if (body === NO_CONTENT) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(body as JsonBodyType);
  } catch (error) {
    if (error instanceof MockApiError)
      return HttpResponse.json(error.body, { status: error.body.status, headers: error.headers });
    throw error;
  }
}

/** MSW gives a path parameter as a string, or an array for repeated segments. */
const param = (value: string | readonly string[] | undefined): string => (typeof value === 'string' ? value : '');

export const collectionOf = (value: string | readonly string[] | undefined) =>
  orThrow(collectionFromParam(param(value)));
export const authCollectionOf = (value: string | readonly string[] | undefined) =>
  orThrow(authCollectionFromParam(param(value)));
export const idOf = param;

/** The SDK sends `Content-Type: application/json` even with no body (auth-refresh, DELETE). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return refuse(badRequest(PB.invalidJson));
  }
}

export function requireUser(caller: StoredUser | null): StoredUser {
  return caller ?? refuse(errorBody(401, PB.tokenRequired));
}
