// The USSD menu's services (ussd/services.ts) on this server's database: the same member, PIN,
// balance, withdrawal and SMS rules as the app, the withdrawal being the app's own withdraw()
// (ADR 054). The PIN is hashed like a password and checked by domain/ussd/pin.ts (ADR 034).
import { formatKsh, nairobiDay, normalisePhone, payoutWaitsForApproval, withdrawalBadge } from '@mapato/core';
import { chooseLocale, formatDayMonthYear, m } from '@mapato/i18n';
import type { UssdServices } from '../../ussd/services.ts';
import { setMemberLanguage } from '../members/language.ts';
import { checkUssdPin } from './pin.ts';
import { ApiError } from '../api-error.ts';
import type { Deps } from '../deps.ts';
import { transact } from '../transact.ts';
import { queueSms } from '../messaging/sms/outbox.ts';
import { withdraw, withdrawnToday } from '../money/withdrawals.ts';

const member = (deps: Deps, id: string) =>
  deps.db.selectFrom('users').selectAll().where('id', '=', id).where('deleted', '=', 0).executeTakeFirstOrThrow();

export function ussdServices(deps: Deps, site: string): UssdServices {
  return {
    site,
    async findMember(phone) {
      const e164 = normalisePhone(phone);
      if (!e164) return null;
      const row = await deps.db
        .selectFrom('users')
        .selectAll()
        .where('phone_key', '=', e164)
        .where('deleted', '=', 0)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        verified: row.verified === 1,
        locale: chooseLocale(row.locale),
        hasPin: row.ussd_pin_hash !== '',
        lockedUntil: row.ussd_locked_until ? new Date(row.ussd_locked_until) : null,
        payoutNumber: row.phone,
      };
    },

    checkPin: (memberId, pin) => checkUssdPin(deps, memberId, pin),

    async funds(memberId) {
      const row = await member(deps, memberId);
      return { balance: Number(row.balance), withdrawnToday: await withdrawnToday(deps.db, memberId, deps.now()) };
    },

    async sendBalanceSms(memberId) {
      const row = await member(deps, memberId);
      const locale = chooseLocale(row.locale);
      const now = deps.now();
      const [year, month, day] = nairobiDay(now).split('-').map(Number) as [number, number, number];
      const body = m.sms_balance(
        { balance: formatKsh(Number(row.balance)), date: formatDayMonthYear(locale, year, month, day) },
        { locale },
      );
      await transact(deps, (trx) => queueSms(trx, { uid: row.id, phone: row.phone, body, purpose: 'balance' }, now));
      deps.sms.wake();
    },

    async lastWithdrawals(memberId, count) {
      const rows = await deps.db
        .selectFrom('withdrawal')
        .selectAll()
        .where('uid', '=', memberId)
        .orderBy('created', 'desc')
        .limit(count)
        .execute();
      return rows.map((row) => ({
        amount: Number(row.amount),
        status: withdrawalBadge({
          disbursed: row.disbursed === 1,
          processing: row.processing === 1,
          declined: row.declined === 1,
        }).label,
        created: new Date(row.created),
      }));
    },

    async withdraw(memberId, amount, idempotencyKey) {
      const row = await member(deps, memberId);
      // The app's withdrawal itself: one atomic debit, the same limits and refusals (in the
      // member's stored language), and the session's key so a repeated hop pays once.
      const body = { amount, mpesa_number: row.phone, full_name: row.name.trim() || row.username };
      const locale = chooseLocale(row.locale);
      try {
        await withdraw(deps, { uid: row.id, key: idempotencyKey, body, balance: Number(row.balance), locale });
      } catch (error) {
        if (error instanceof ApiError) return { ok: false, message: refusalText(error) };
        throw error;
      }
      return { ok: true, amount, waitsForApproval: payoutWaitsForApproval(amount, deps.payments.autoPayoutMax) };
    },

    setLocale: (memberId, locale) => setMemberLanguage(deps, memberId, locale),

    now: () => deps.now(),
  };
}

/** What a refusal says: its field's message when it has one (the member's language), else its own. */
function refusalText(error: ApiError): string {
  const field = Object.values(error.data)[0] as { message?: string } | undefined;
  return field?.message ?? error.message;
}
