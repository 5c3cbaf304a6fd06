// The operator console's connection: its own PocketBase instance whose session is kept under its
// own storage key, so an operator and a member signed in in the same browser never replace each
// other's session; the query keys of every admin resource (each carries the operator's id, so one
// operator never sees another's cache); and the two loops every list and bulk action share.
import PocketBase, { ClientResponseError, LocalAuthStore, type SendOptions } from 'pocketbase';
import type { ListResult } from '@mapato/core';
import { speakPageLanguage } from './pb.ts';

declare const ADMIN: unique symbol;
/** The operators' SDK instance; a member's TypedPocketBase cannot be passed by mistake. */
export type AdminPocketBase = PocketBase & { readonly [ADMIN]: true };

/** Where the operator's session lives (the member's stays under the SDK's default key). */
export const ADMIN_AUTH_KEY = 'pb_admin_auth';

const instances = new Map<string, AdminPocketBase>();

export function getAdminPocketBase(baseUrl = '/'): AdminPocketBase {
  let pb = instances.get(baseUrl);
  if (!pb) {
    pb = new PocketBase(baseUrl, new LocalAuthStore(ADMIN_AUTH_KEY)) as AdminPocketBase;
    speakPageLanguage(pb);
    instances.set(baseUrl, pb);
  }
  return pb;
}

/** The signed-in operator's id; '' when nobody is. */
export function operatorIdOf(pb: AdminPocketBase): string {
  return pb.authStore.isValid && pb.authStore.isSuperuser ? (pb.authStore.record?.id ?? '') : '';
}

export const adminKeys = {
  all: ['admin'] as const,
  operator: (pb: AdminPocketBase) => [...adminKeys.all, operatorIdOf(pb)] as const,
  of: (pb: AdminPocketBase, ...rest: unknown[]) => [...adminKeys.operator(pb), ...rest] as const,
};

type Query = Record<string, string | number | undefined>;

/** Leaves out what the operator did not set: the server's defaults apply. */
const given = (query: Query) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));

export function adminGet<T>(pb: AdminPocketBase, path: string, query: Query = {}, signal?: AbortSignal): Promise<T> {
  return pb.send<T>(path, { method: 'GET', query: given(query), signal, requestKey: null });
}

export function adminPost<T>(pb: AdminPocketBase, path: string, body?: SendOptions['body']): Promise<T> {
  return pb.send<T>(path, { method: 'POST', body: body ?? {}, requestKey: null });
}

/** Thread ids hold ':' and e-mails; record ids are plain, but every segment goes through here. */
export const segment = encodeURIComponent;

/** The largest page the console asks for when it needs a whole list (a CSV export). */
export const EXPORT_PAGE_SIZE = 500;

/** Every page of a list, one after the other (a CSV of the current filter holds all of it). */
export async function fetchEveryPage<T>(fetchPage: (page: number) => Promise<ListResult<T>>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const result = await fetchPage(page);
    items.push(...result.items);
    if (page >= result.totalPages || result.items.length === 0) return items;
  }
}

/** One item of a bulk action the server refused, in its own words. */
export interface BulkFailure {
  id: string;
  status: number;
  message: string;
}

export interface BulkResult {
  done: string[];
  /** accepted, but the item waits for another admin (a payout above the four-eyes threshold) */
  waiting: string[];
  failed: BulkFailure[];
}

/**
 * A bulk action is the single-item endpoint once per item, in order and one at a time: each item
 * is checked, moved and audited by the server on its own (a refused one stops nothing else), and
 * two approvals of the same payout never race.
 */
export async function runBulk(
  ids: readonly string[],
  act: (id: string) => Promise<unknown>,
  /** true when the server's answer shows the item still waiting for someone else */
  waits: (answer: unknown) => boolean = () => false,
): Promise<BulkResult> {
  const result: BulkResult = { done: [], waiting: [], failed: [] };
  for (const id of ids) {
    try {
      const answer = await act(id);
      (waits(answer) ? result.waiting : result.done).push(id);
    } catch (error) {
      if (!(error instanceof ClientResponseError)) throw error;
      const message = typeof error.response?.message === 'string' ? error.response.message : error.message;
      result.failed.push({ id, status: error.status, message });
    }
  }
  return result;
}
