// Support, Contact and live-chat messages (POST /api/support/messages), read and checked like the
// server's (protocol) and kept in the store.
import { toPbDate } from '@mapato/core';
import { checkSupportMessage, readSupportMessage } from '@mapato/protocol';
import { orThrow } from './errors.ts';
import { newId } from './ids.ts';
import type { MockStore, StoredUser, SupportMessage } from './types.ts';

/** A member's messages are one thread, a chat visitor's conversation another, else the e-mail's (as the server). */
export function threadOf(uid: string, message: { conversation: string; email: string }): string {
  if (uid !== '') return `u:${uid}`;
  if (message.conversation !== '') return `c:${message.conversation}`;
  return `e:${message.email.toLowerCase()}`;
}

export function storeSupportMessage(store: MockStore, caller: StoredUser | null, raw: unknown) {
  const uid = caller?.record.id ?? '';
  // As the server: a signed-in member need not give a name or an e-mail (ADR 047).
  const message = orThrow(checkSupportMessage(orThrow(readSupportMessage(raw)), { member: uid !== '' }));
  const row: SupportMessage = {
    id: newId(),
    uid,
    ...message,
    thread: threadOf(uid, message),
    operator: '',
    answered: false,
    readAt: '',
    created: toPbDate(store.now()),
  };
  store.supportMessages.push(row);
  return { id: row.id, kind: row.kind, created: row.created };
}
