// One PocketBase SDK instance per origin, with the collections typed by core's record shapes,
// so every request of the front ends goes through the same client and auth store.
import PocketBase, { type RecordService } from 'pocketbase';
import type { RegistrationRecord, UserRecord, WithdrawalRecord } from '@mapato/core';
import { getLocale } from '@mapato/i18n';

export interface TypedPocketBase extends PocketBase {
  collection(idOrName: 'users'): RecordService<UserRecord>;
  collection(idOrName: 'withdrawal'): RecordService<WithdrawalRecord>;
  collection(idOrName: 'registration'): RecordService<RegistrationRecord>;
  collection(idOrName: string): RecordService;
}

/** A page of a member's list (PocketBase paging: page 1, 30 per page by default). */
export interface Paging {
  page?: number;
  perPage?: number;
}

const instances = new Map<string, TypedPocketBase>();

/** '/' is the site's own origin (production serves the API and the pages from one place). */
export function getPocketBase(baseUrl = '/'): TypedPocketBase {
  let pb = instances.get(baseUrl);
  if (!pb) {
    pb = new PocketBase(baseUrl) as TypedPocketBase;
    speakPageLanguage(pb);
    instances.set(baseUrl, pb);
  }
  return pb;
}

/** The signed-in member's id; '' for a guest. Keys carry it so one member never sees another's cache. */
export function currentUserId(pb: PocketBase): string {
  return pb.authStore.isValid ? (pb.authStore.record?.id ?? '') : '';
}

/**
 * The server writes its messages in the language asked for (ADR 031): the page's, not the phone's
 * (a phone set to English still reads a Kiswahili page's errors in Kiswahili).
 */
export function speakPageLanguage(pb: PocketBase): void {
  pb.beforeSend = (url, options) => {
    options.headers = { ...options.headers, 'Accept-Language': getLocale() };
    return { url, options };
  };
}
