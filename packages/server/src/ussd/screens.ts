// Every answer the menu can give, as the exact response body. `CON` waits for input, `END` closes
// the session. Sentences that exist in core (amount rules, the confirm question, status words)
// come from core, so USSD and the app say the same thing.
import {
  badgeText,
  formatDisplayDate,
  formatKsh,
  formatMpesaNumber,
  gsm7Septets,
  isGsm7,
  minimumWithdrawalMessage,
  toGsm7,
  toPbDate,
  USSD_MAX_CHARS,
  withdrawalConfirmQuestion,
  withdrawalFailedMessage,
  withdrawalSubmittedDetail,
  withdrawalWaitingDetail,
} from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import type { RecentWithdrawal } from './services.ts';

const con = (...lines: (string | undefined)[]): string => `CON ${lines.filter(Boolean).join('\n')}`;
const end = (...lines: string[]): string => `END ${lines.join('\n')}`;
const nav = (locale: Locale): string => m.ussd_nav({}, { locale });

const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000; // UTC+3 all year, as core's dates.ts
/** 'HH:MM' in Nairobi: a lock lasts an hour, so the day is never in doubt. */
export function nairobiClock(at: Date): string {
  const local = new Date(at.getTime() + NAIROBI_OFFSET_MS);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

export const screens = {
  home: (locale: Locale, error?: string) => con(error, m.ussd_home({}, { locale })),

  balanceSent: (locale: Locale) => end(m.ussd_balanceSent({}, { locale })),

  /** Without an error, the minimum is the hint: the first rule an amount can break. */
  amount: (locale: Locale, error?: string) =>
    con(error, m.ussd_amountPrompt({}, { locale }), error ? undefined : minimumWithdrawalMessage(locale), nav(locale)),

  /** A refusal that depends on the balance or today's withdrawals ends the flow (menu.ts says why). */
  amountRefused: (problem: string) => end(problem),

  confirm: (locale: Locale, amount: number, payoutNumber: string, error?: string) =>
    con(
      error,
      withdrawalConfirmQuestion(amount, payoutNumber, locale),
      m.ussd_confirmOption({}, { locale }),
      nav(locale),
    ),

  pin: (locale: Locale) => con(m.ussd_pinPrompt({}, { locale }), nav(locale)),

  pinFormat: (locale: Locale) => end(m.ussd_pinFormat({}, { locale })),

  pinWrong: (locale: Locale, triesLeft: number) => end(m.ussd_pinWrong({ count: triesLeft }, { locale })),

  locked: (locale: Locale, until: Date, site: string) =>
    end(m.ussd_locked({ time: nairobiClock(until), site }, { locale })),

  withdrawn: (locale: Locale, amount: number, payoutNumber: string, waitsForApproval: boolean) =>
    end(
      `${m.withdrawalSubmitted({}, { locale })} ${(waitsForApproval
        ? withdrawalWaitingDetail
        : withdrawalSubmittedDetail)(amount, formatMpesaNumber(payoutNumber), locale)}`,
    ),

  /** The server's own words, made to fit: they were not written for a 182-character screen. */
  withdrawRefused: (locale: Locale, message: string) =>
    end(plainLine(withdrawalFailedMessage(message, null, locale), USSD_MAX_CHARS - 'END '.length)),

  /** An error takes the title's line: three full rows leave no room for both. */
  history: (locale: Locale, rows: readonly RecentWithdrawal[], error?: string) =>
    con(
      error ?? m.ussd_historyTitle({}, { locale }),
      rows.length === 0 ? m.ussd_historyEmpty({}, { locale }) : rows.map((row) => historyLine(locale, row)).join('\n'),
      nav(locale),
    ),

  language: (locale: Locale, error?: string) => con(error, m.ussd_languagePrompt({}, { locale }), nav(locale)),

  /** Said in the language just chosen, so the member sees the change. */
  languageSet: (chosen: Locale) => end(m.ussd_languageSet({}, { locale: chosen })),

  /** Not a member: both languages, since we cannot know which one they read. */
  join: (site: string) => end(m.ussd_join({ site }, { locale: 'en' }), m.ussd_join({ site }, { locale: 'sw' })),

  verifyPhone: (locale: Locale, site: string) => end(m.ussd_verifyPhone({ site }, { locale })),

  setPin: (locale: Locale, site: string) => end(m.ussd_setPin({ site }, { locale })),

  /** Input after a step that ended the session: only a forged or replayed request sends it. */
  sessionEnded: (locale: Locale) => end(m.ussd_sessionEnded({}, { locale })),

  failed: (locale: Locale) => end(m.ussd_failed({}, { locale })),
};

/** `text` on one line in GSM-7, cut with '...' to fit `max`: for words not written for a USSD screen. */
export function plainLine(text: string, max: number): string {
  const chars = [...toGsm7(text).replace(/\s+/g, ' ').trim()].map((c) => (isGsm7(c) ? c : '?'));
  if (gsm7Septets(chars.join('')) <= max) return chars.join('');
  while (gsm7Septets(chars.join('')) > max - 3) chars.pop();
  return `${chars.join('').trimEnd()}...`;
}

/** Core's date and status words, in the member's language like the rest of the line. */
function historyLine(locale: Locale, row: RecentWithdrawal): string {
  const date = formatDisplayDate(toPbDate(row.created), locale);
  return m.ussd_historyLine({ date, amount: formatKsh(row.amount), status: badgeText(row.status, locale) }, { locale });
}

/** Error lines shown above a screen that is shown again. */
export const invalidChoice = (locale: Locale): string => m.ussd_invalidChoice({}, { locale });
