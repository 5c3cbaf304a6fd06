// POST /api/collections/registration/records: an upgrade request — a higher level from the
// table, the bond itself only when it equals the level's, and how it is paid: the M-Pesa
// reference of a payment already made (manual), or, without one and when the server can send
// STK Push, the number whose phone gets the M-Pesa prompt (the member's own by default).
import {
  type PaymentMethods,
  bondMismatchMessage,
  checkMpesaReference,
  type Level,
  LEVELS,
  levelName,
  normaliseMpesaNumber,
  normaliseMpesaReference,
} from '@mapato/core';
import { equals, oneOf, readAs, type BodySpec } from './body.ts';
import { checked, fieldErrors, type ErrorBody, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';
import type { FingerprintRules } from './request-fingerprint.ts';
import { m, type Locale } from '@mapato/i18n';

export const registrationSpec = (uid: string) =>
  ({
    writable: { level: 'number', mpesa_ref: 'string', amount: 'number', msisdn: 'string' },
    owned: { uid: oneOf(uid, ''), processing: equals(true), declined: equals(false) },
  }) satisfies BodySpec;

/**
 * The bond must be a JSON number here, so it gets no amount normalisation: "3000" would be
 * refused as a fresh request and must not match a stored 3000.
 */
export const upgradeFingerprint = (uid: string): FingerprintRules => ({ echoes: registrationSpec(uid).owned });

export interface UpgradeBody {
  level: unknown;
  mpesaRef: unknown;
  /** optional: when sent it must equal the level's bond */
  amount: unknown;
  /** optional: the number to send the STK prompt to (any Kenyan form); '' = the member's phone */
  msisdn: unknown;
}

/** How the bond is paid: a reference the member typed, or an STK prompt to a number (2547…/2541…). */
export type BondPayment = { method: 'manual'; mpesaRef: string } | { method: 'stk'; msisdn: string };

export const readUpgrade = (raw: unknown, uid: string): Outcome<UpgradeBody> =>
  readAs(raw, registrationSpec(uid), PB.createFailed, (b) => ({
    level: b.level,
    mpesaRef: b.mpesa_ref ?? '',
    amount: b.amount,
    msisdn: b.msisdn ?? '',
  }));

/**
 * The level asked for and how it is paid, for a member now at `currentLevel` whose own phone is
 * `memberPhone`. A typed reference always means manual; no reference means STK when `methods.stk`,
 * else the reference is missing.
 */
export function checkUpgrade(
  input: UpgradeBody,
  currentLevel: number,
  methods: Pick<PaymentMethods, 'stk'> = { stk: false },
  memberPhone = '',
  locale?: Locale,
  levels: readonly Level[] = LEVELS,
): Outcome<{ target: Level; payment: BondPayment }> {
  const errors: Problems = {};
  // `levels` carry the bonds as operators set them now (docs/decisions/076-level-settings.md).
  const target = typeof input.level === 'number' ? levels.find((l) => l.level === input.level) : undefined;
  if (!target) errors.level = ['validation_invalid_value', FIELD.upgradeLevel];
  else if (target.level <= currentLevel) errors.level = ['validation_invalid_value', m.levelNotHigher({}, { locale })];
  else if (target.investment === 0) errors.level = ['validation_level_earned', m.levelEarnedNotBought({}, { locale })];
  const typedRef = typeof input.mpesaRef === 'string' && input.mpesaRef.trim() !== '';
  const stk = !typedRef && methods.stk;
  let payment: BondPayment | null = null;
  if (stk) {
    const given = typeof input.msisdn === 'string' && input.msisdn.trim() !== '' ? input.msisdn : memberPhone;
    const msisdn = normaliseMpesaNumber(given);
    if (msisdn === null) errors.msisdn = ['validation_invalid_value', m.mpesaInvalid({}, { locale })];
    else payment = { method: 'stk', msisdn };
  } else {
    const refProblem =
      typeof input.mpesaRef === 'string'
        ? checkMpesaReference(input.mpesaRef, locale)
        : m.mpesaRefInvalid({}, { locale });
    if (refProblem) errors.mpesa_ref = ['validation_invalid_value', refProblem];
    else payment = { method: 'manual', mpesaRef: normaliseMpesaReference(input.mpesaRef as string) };
  }
  if (target && input.amount !== undefined && input.amount !== target.investment) {
    errors.amount = [
      'validation_invalid_value',
      bondMismatchMessage(levelName(target.level, locale), target.investment, locale),
    ];
  }
  return checked(PB.createFailed, errors, () => ({ target: target!, payment: payment! }));
}

/** One upgrade request in progress at a time. */
export const upgradePendingRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, { level: ['validation_pending_upgrade', m.upgradePending({}, { locale })] });

/**
 * No new bond while the books hold less than the members are owed (ADR 073): the platform must be
 * able to pay its members before it takes anyone's fee for higher-paid work.
 */
export const upgradesPausedRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, { level: ['validation_upgrades_paused', m.upgradesPaused({}, { locale })] });

/** An M-Pesa reference pays for one upgrade only. */
export const mpesaRefUsedRefusal = (): ErrorBody =>
  fieldErrors(PB.createFailed, { mpesa_ref: ['validation_not_unique', FIELD.mpesaRefUsed] });

/** The receipt of a payout Mapato sent the member is not a payment to Mapato (ADR 038). */
export const payoutReceiptRefusal = (locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, { mpesa_ref: ['validation_payout_receipt', m.mpesaRefIsPayout({}, { locale })] });
