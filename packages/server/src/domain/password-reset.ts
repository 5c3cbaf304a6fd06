// Password recovery by SMS (ADR 033): a code to the account's phone, then a new password. Both
// steps answer the same whether or not an account has the number (ADR 037: an unknown number, or
// one still in its resend pause, simply gets no SMS, and every refused code gets one refusal with
// no tries left). A new password revokes every token issued before it (token_key is rotated) and
// leaves an audit row.
import { toPbDate } from '@mapato/core';
import { toLocale } from '@mapato/i18n';
import { hashPassword } from '../tools/password.ts';
import { randomSecret } from '../tools/ids.ts';
import { resetCodeRefusal } from '@mapato/protocol';
import { ApiError, fromBody } from './api-error.ts';
import { audit } from './audit.ts';
import type { Deps } from './deps.ts';
import { noteChange, transact } from './events.ts';
import { issueCode, markCodeUsed, tryCode } from './phone-codes.ts';

const refused = () => fromBody(resetCodeRefusal());

const memberWithPhone = (deps: Deps, phone: string) =>
  deps.db
    .selectFrom('users')
    .select(['id', 'phone', 'locale'])
    .where('phone_key', '=', phone)
    .where('deleted', '=', 0)
    .executeTakeFirst();

export async function requestPasswordReset(deps: Deps, phone: string): Promise<void> {
  const member = await memberWithPhone(deps, phone);
  if (!member) return;
  try {
    await transact(deps, (trx) =>
      issueCode(trx, deps, {
        uid: member.id,
        phone: member.phone,
        purpose: 'reset',
        locale: toLocale(member.locale) ?? 'en',
      }),
    );
  } catch (error) {
    // The route's pause per number (known or not) answered 429 already; this one, only known numbers
    // could get, would tell (it shows only with rate limits off).
    if (error instanceof ApiError && error.status === 429) return;
    throw error;
  }
  deps.sms.wake();
}

export async function confirmPasswordReset(
  deps: Deps,
  reset: { phone: string; code: string; password: string },
): Promise<void> {
  const member = await memberWithPhone(deps, reset.phone);
  if (!member) throw refused();
  const result = await tryCode(deps, member.id, 'reset', reset.code);
  if (!result.ok) throw refused();
  const { row } = result;
  const passwordHash = await hashPassword(reset.password);
  await transact(deps, async (trx) => {
    if (!(await markCodeUsed(trx, row.id))) throw refused();
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
