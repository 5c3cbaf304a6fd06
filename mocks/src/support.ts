// Support, Contact and live-chat messages (POST /api/support/messages), read and checked like the
// server's (protocol) and kept in the store.
import { toPbDate } from '@mapato/core';
import { checkSupportMessage, readSupportMessage } from '@mapato/protocol';
import { orThrow } from './errors.ts';
import { newId } from './ids.ts';
import type { MockStore, StoredUser, SupportMessage } from './types.ts';

export function storeSupportMessage(store: MockStore, caller: StoredUser | null, raw: unknown) {
  const message = orThrow(checkSupportMessage(orThrow(readSupportMessage(raw))));
  const row: SupportMessage = { id: newId(), uid: caller?.record.id ?? '', ...message, created: toPbDate(store.now()) };
  store.supportMessages.push(row);
  return { id: row.id, kind: row.kind, created: row.created };
}
