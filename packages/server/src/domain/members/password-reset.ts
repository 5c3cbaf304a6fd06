// Password recovery by SMS (ADR 033): a code to the account's phone, then a new password. Both
// steps answer the same whether or not an account has the number (ADR 037: an unknown number
// simply gets no SMS, and every refused code gets one refusal with no tries left). Asked again
// within the minute, any number (known or not) gets the same honest 429 with the wait (ADR 046). A new password revokes every token issued before it (token_key is rotated) and
// leaves an audit row.
import { createHmac } from 'node:crypto';
import { PHONE_CODE_RESEND_PAUSE_MS, toPbDate } from '@mapato/core';
import { chooseLocale, type Locale } from '@mapato/i18n';
import { hashPassword } from '../../tools/password.ts';
import { randomSecret } from '../../tools/ids.ts';
import { codeWaitHeaders, codeWaitRefusal, resetCodeRefusal } from '@mapato/protocol';
import { ApiError, fromBody } from '../api-error.ts';
import { audit } from '../security/audit.ts';
import type { Deps } from '../deps.ts';
import { noteChange, transact } from '../transact.ts';
import { issueCode, markCodeUsed, tryCode } from '../phones/codes.ts';

const refused = (locale: Locale) => fromBody(resetCodeRefusal(locale));

const memberWithPhone = (deps: Deps, phone: string) =>
  deps.db
    .selectFrom('users')
    .select(['id', 'phone', 'locale'])
    .where('phone_key', '=', phone)
    .where('deleted', '=', 0)
    .executeTakeFirst();

/**
 * Takes the number's pause, or throws 429 with the seconds left. Kept per number whoever has it, in
 * the shared rate_limits table under a keyed hash (no number in clear, ADR 040) and on the server's
 * clock; one statement, so two requests at once cannot both pass.
 */
async function takeResetPause(deps: Deps, phone: string, locale: Locale): Promise<void> {
  const key = `reset-pause:${createHmac('sha256', deps.secrets.rateLimitKeys).update(phone).digest('base64url')}`;
  const now = deps.now().getTime();
  const expire = now + PHONE_CODE_RESEND_PAUSE_MS;
  const taken = await deps.db
    .insertInto('rate_limits')
    .values({ key, points: 1, expire })
    .onConflict((oc) => oc.column('key').doUpdateSet({ points: 1, expire }).where('rate_limits.expire', '<=', now))
    .returning('key')
    .executeTakeFirst();
  if (taken) return;
  const row = await deps.db.selectFrom('rate_limits').select('expire').where('key', '=', key).executeTakeFirst();
  const seconds = Math.max(1, Math.ceil((Number(row?.expire ?? expire) - now) / 1000));
  throw fromBody(codeWaitRefusal(seconds, locale), codeWaitHeaders(seconds));
}

/** Refusals are in `locale`, the request's; the SMS in the member's stored language (ADR 051). */
export async function requestPasswordReset(deps: Deps, phone: string, locale: Locale): Promise<void> {
  await takeResetPause(deps, phone, locale);
  const member = await memberWithPhone(deps, phone);
  if (!member) return;
  try {
    await transact(deps, (trx) =>
      issueCode(
        trx,
        deps,
        {
          uid: member.id,
          phone: member.phone,
          purpose: 'reset',
          locale: chooseLocale(member.locale),
        },
        locale,
      ),
    );
  } catch (error) {
    // The number's own pause (above) answered 429 already; this one, only known numbers could get,
    // would tell.
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  deps.sms.wake();
}

export async function confirmPasswordReset(
  deps: Deps,
  reset: { phone: string; code: string; password: string },
  locale: Locale,
): Promise<void> {
  const member = await memberWithPhone(deps, reset.phone);
  if (!member) throw refused(locale);
  const result = await tryCode(deps, member.id, 'reset', reset.code);
  if (!result.ok) throw refused(locale);
  const { row } = result;
  const passwordHash = await hashPassword(reset.password);
  await transact(deps, async (trx) => {
    if (!(await markCodeUsed(trx, row.id))) throw refused(locale);
    const now = deps.now();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, token_key: randomSecret(50), updated: toPbDate(now) })
      .where('id', '=', member.id)
      .execute();
    noteChange(trx, { collection: 'users', id: member.id, uid: member.id, action: 'update' });
    await audit(trx, member.id, 'member.password_reset', member.id, { by: 'sms' }, now);
  });
}
