// An operator answered a member's support thread: an SMS tells the member's verified phone, in
// their language, that a reply is waiting in the app (ADR 047). The SMS never carries the reply
// itself (a phone's lock screen, a shared phone, the gateway's logs), only where to read it. A
// batch of replies is one SMS: none when another reply went to the same thread within
// SUPPORT_SMS_QUIET_MINUTES before this one.
import { toPbDate } from '@mapato/core';
import { m, chooseLocale } from '@mapato/i18n';
import type { Trx } from '../../deps.ts';
import { queueSms } from './outbox.ts';

export const SUPPORT_SMS_QUIET_MINUTES = 15;

export async function queueSupportReplySms(
  trx: Trx,
  reply: { id: string; uid: string; thread: string },
  now: Date,
): Promise<void> {
  if (reply.uid === '' || reply.thread !== `u:${reply.uid}`) return;
  const member = await trx
    .selectFrom('users')
    .select(['id', 'phone', 'phone_key', 'locale'])
    .where('id', '=', reply.uid)
    .where('deleted', '=', 0)
    .where('verified', '=', 1)
    .executeTakeFirst();
  // A verified phone the account owns: a number held because another account has it too
  // (phone_key '') is not told about this member's conversations.
  if (!member || member.phone === '' || member.phone_key !== member.phone) return;
  const since = toPbDate(new Date(now.getTime() - SUPPORT_SMS_QUIET_MINUTES * 60_000));
  const earlier = await trx
    .selectFrom('support_messages')
    .select('id')
    .where('thread', '=', reply.thread)
    .where('kind', '=', 'reply')
    .where('id', '<>', reply.id)
    .where('created', '>=', since)
    .limit(1)
    .executeTakeFirst();
  if (earlier) return;
  const body = m.sms_supportReplied({}, { locale: chooseLocale(member.locale) });
  await queueSms(trx, { uid: member.id, phone: member.phone, body, purpose: 'support' }, now);
}
