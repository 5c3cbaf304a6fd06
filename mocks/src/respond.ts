// Turns a handler's result or MockApiError into the response the server would send, and reads
// the route parameters every record route shares.
import { HttpResponse, type JsonBodyType } from 'msw';
import { MockApiError, PB, errorBody, notFound, unauthorized } from './errors.ts';
import { COLLECTION_IDS, type CollectionName } from './records.ts';
import type { StoredUser } from './types.ts';

/** Returned by a handler that answers 204 with no body (DELETE). */
export const NO_CONTENT = Symbol('no content');

export async function respond(run: () => unknown): Promise<Response> {
  try {
    const body = await run();
    if (body === NO_CONTENT) return new HttpResponse(null, { status: 204 });
    return HttpResponse.json(body as JsonBodyType);
  } catch (error) {
    if (error instanceof MockApiError) return HttpResponse.json(errorBody(error), { status: error.status });
    throw error;
  }
}

/** MSW gives a path parameter as a string, or an array for repeated segments. */
export const param = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : '';

/** `{collection}` may be a collection name or its id (PocketBase). */
export function collectionFromParam(value: string): CollectionName {
  for (const [name, id] of Object.entries(COLLECTION_IDS) as Array<[CollectionName, string]>) {
    if (value === name || value === id) return name;
  }
  throw notFound(PB.missingCollection);
}

export function authCollectionFromParam(value: string): 'users' | '_superusers' {
  const name = collectionFromParam(value);
  if (name !== 'users' && name !== '_superusers') throw notFound(PB.missingAuthCollection);
  return name;
}

export function requireUser(caller: StoredUser | null): StoredUser {
  if (!caller) throw unauthorized();
  return caller;
}
