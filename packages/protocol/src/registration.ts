// POST /api/collections/registration/records: an upgrade request — a higher level from the
// table, the M-Pesa reference of its bond, and the bond itself only when it equals the level's.
import { checkMpesaReference, levelInfo, MESSAGES, normaliseMpesaReference, type Level } from '@mapato/core';
import { equals, oneOf, readAs, type BodySpec } from './body.ts';
import { checked, fieldErrors, type ErrorBody, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';
import type { FingerprintRules } from './request-fingerprint.ts';

export const registrationSpec = (uid: string) =>
  ({
    writable: { level: 'number', mpesa_ref: 'string', amount: 'number' },
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
}

export const readUpgrade = (raw: unknown, uid: string): Outcome<UpgradeBody> =>
  readAs(raw, registrationSpec(uid), PB.createFailed, (b) => ({
    level: b.level,
    mpesaRef: b.mpesa_ref ?? '',
    amount: b.amount,
  }));

export const bondMismatchText = (target: Level): string =>
  `The bond for ${target.name} is KSh ${target.investment.toLocaleString('en-KE')}.`;

/** The level asked for and the reference normalised, for a member now at `currentLevel`. */
export function checkUpgrade(input: UpgradeBody, currentLevel: number): Outcome<{ target: Level; mpesaRef: string }> {
  const errors: Problems = {};
  const target = typeof input.level === 'number' ? levelInfo(input.level) : undefined;
  if (!target) errors.level = ['validation_invalid_value', FIELD.upgradeLevel];
  else if (target.level <= currentLevel) errors.level = ['validation_invalid_value', MESSAGES.levelNotHigher];
  const refProblem =
    typeof input.mpesaRef === 'string' ? checkMpesaReference(input.mpesaRef) : MESSAGES.mpesaRefInvalid;
  if (refProblem) errors.mpesa_ref = ['validation_invalid_value', refProblem];
  if (target && input.amount !== undefined && input.amount !== target.investment) {
    errors.amount = ['validation_invalid_value', bondMismatchText(target)];
  }
  return checked(PB.createFailed, errors, () => ({
    target: target!,
    mpesaRef: normaliseMpesaReference(input.mpesaRef as string),
  }));
}

/** One upgrade request in progress at a time. */
export const upgradePendingRefusal = (): ErrorBody =>
  fieldErrors(PB.createFailed, { level: ['validation_pending_upgrade', MESSAGES.upgradePending] });

/** An M-Pesa reference pays for one upgrade only. */
export const mpesaRefUsedRefusal = (): ErrorBody =>
  fieldErrors(PB.createFailed, { mpesa_ref: ['validation_not_unique', FIELD.mpesaRefUsed] });
