// What the USSD menu needs from the rest of the server, injected so the menu stays a pure
// function of (request, services) and its tests need no database.
import type { BadgeLabel } from '@mapato/core';
import type { Locale } from '@mapato/i18n';

export interface UssdMember {
  id: string;
  /** The phone passed its SMS code: only a proven phone may move money by USSD. */
  verified: boolean;
  /** The language the member chose; every screen speaks it. */
  locale: Locale;
  /** A USSD PIN was set in Account. */
  hasPin: boolean;
  /** After 3 wrong PINs, USSD is closed until then; null (or a past instant) means open. */
  lockedUntil: Date | null;
  /** Where withdrawals are paid, in any form core's formatMpesaNumber shows as '0712 345 678'. */
  payoutNumber: string;
}

/** The service counts the tries and locks; the menu only reports what it was told. */
export type PinCheck = { result: 'ok' } | { result: 'wrong'; triesLeft: number } | { result: 'locked'; until: Date };

export interface UssdFunds {
  /** Whole shillings the member may withdraw now. */
  balance: number;
  /** Shillings withdrawn this Nairobi day (declined ones not counted), for the daily limit. */
  withdrawnToday: number;
}

export interface RecentWithdrawal {
  amount: number;
  /** core's withdrawalBadge(row).label */
  status: BadgeLabel;
  created: Date;
}

/**
 * waitsForApproval: core's payoutWaitsForApproval for this server's settings, so a held payout is
 * never announced as 'will be sent'.
 */
export type WithdrawOutcome = { ok: true; amount: number; waitsForApproval: boolean } | { ok: false; message: string };

export interface UssdServices {
  /** Where people join and manage their account, as typed on a phone: 'mapato.co.ke'. */
  site: string;
  /** The member whose phone this is (Africa's Talking sends '+2547…'), or null. */
  findMember(phone: string): Promise<UssdMember | null>;
  /**
   * Compares against the stored hash, counts a wrong try and locks for an hour on the third.
   * The PIN must not reach any log, error or stored row.
   */
  checkPin(memberId: string, pin: string): Promise<PinCheck>;
  /** For checking an amount with the app's rules before the PIN is asked. */
  funds(memberId: string): Promise<UssdFunds>;
  /** The balance goes by SMS, not on a screen (platform notes: 'balances by SMS'). */
  sendBalanceSms(memberId: string): Promise<void>;
  /** Newest first. */
  lastWithdrawals(memberId: string, count: number): Promise<RecentWithdrawal[]>;
  /**
   * The app's atomic withdrawal and limits, to the member's payout number. The same key must
   * answer with the first outcome and never pay twice. A refusal's message is the server's own,
   * in the member's language.
   */
  withdraw(memberId: string, amount: number, idempotencyKey: string): Promise<WithdrawOutcome>;
  setLocale(memberId: string, locale: Locale): Promise<void>;
  now(): Date;
  /** A service threw: the member is told to try later, and this may log it (never the request's text). */
  onError?(error: unknown): void;
}
