// Messages from the Support and Contact pages and the live chat, kept for operators to answer.
import { toPbDate } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { checkSupportMessage, type SupportMessageBody } from '@mapato/protocol';
import { newId } from '../../tools/ids.ts';
import { orThrow } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import type { SupportMessagesTable } from '../../db/schema.ts';

/** A member's messages are one thread, a chat visitor's conversation another, else the e-mail's. */
export function threadOf(uid: string, message: { conversation: string; email: string }): string {
  if (uid !== '') return `u:${uid}`;
  if (message.conversation !== '') return `c:${message.conversation}`;
  return `e:${message.email.toLowerCase()}`;
}

/** Refusals are in `locale`, the request's (ADR 051). */
export async function storeSupportMessage(
  deps: Deps,
  uid: string,
  input: SupportMessageBody,
  locale: Locale,
): Promise<SupportMessagesTable> {
  const message = orThrow(checkSupportMessage(input, { member: uid !== '', locale }));
  const row: SupportMessagesTable = {
    id: newId(),
    uid,
    ...message,
    answered: 0,
    thread: threadOf(uid, message),
    operator: '',
    read_at: '',
    created: toPbDate(deps.now()),
  };
  await deps.db.insertInto('support_messages').values(row).execute();
  // The member's other tabs show it too (realtime, ADR 047); one insert, so it is committed now.
  if (uid !== '') deps.events.recordChanged({ collection: 'support_messages', id: row.id, uid, action: 'create' });
  return row;
}
