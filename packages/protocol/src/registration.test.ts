// The upgrade request: body, rules and refusals.
import { MESSAGES } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { canonicalRequest } from './request-fingerprint.ts';
import {
  checkUpgrade,
  mpesaRefUsedRefusal,
  readUpgrade,
  upgradeFingerprint,
  upgradePendingRefusal,
} from './registration.ts';

describe('readUpgrade', () => {
  it('reads level, reference and bond; echoes of the defaults pass', () => {
    expect(readUpgrade({ level: 2, mpesa_ref: 'qab1234567', uid: 'u1', processing: true }, 'u1')).toEqual({
      ok: true,
      value: { level: 2, mpesaRef: 'qab1234567', amount: undefined },
    });
    expect(readUpgrade({}, 'u1')).toEqual({ ok: true, value: { level: undefined, mpesaRef: '', amount: undefined } });
  });

  it('wants the bond as a JSON number', () => {
    expect(readUpgrade({ level: 2, amount: '3000' }, 'u1')).toMatchObject({
      ok: false,
      error: { data: { amount: { code: 'validation_invalid_type', message: 'Must be a number.' } } },
    });
  });
});

describe('checkUpgrade', () => {
  it('gives the level and the reference normalised', () => {
    const out = checkUpgrade({ level: 2, mpesaRef: ' qab1234567 ', amount: 3000 }, 1);
    expect(out).toMatchObject({ ok: true, value: { target: { level: 2, investment: 3000 }, mpesaRef: 'QAB1234567' } });
  });

  it.each([
    [{ level: 11, mpesaRef: 'QAB1234567', amount: undefined }, 1, { level: 'Choose a level from 2 to 10.' }],
    [{ level: 2, mpesaRef: 'QAB1234567', amount: undefined }, 2, { level: MESSAGES.levelNotHigher }],
    [{ level: 2, mpesaRef: 'short', amount: undefined }, 1, { mpesa_ref: MESSAGES.mpesaRefInvalid }],
    [{ level: 2, mpesaRef: undefined, amount: undefined }, 1, { mpesa_ref: MESSAGES.mpesaRefInvalid }],
    [{ level: 2, mpesaRef: 'QAB1234567', amount: 2999 }, 1, { amount: 'The bond for J1 is KSh 3,000.' }],
  ])('refuses %j at level %i', (body, level, texts) => {
    const out = checkUpgrade(body, level);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.message).toBe('Failed to create record.');
    expect(Object.fromEntries(Object.entries(out.error.data).map(([k, v]) => [k, v.message]))).toEqual(texts);
  });
});

describe('refusals and fingerprint', () => {
  it('words a pending upgrade and a used reference', () => {
    expect(upgradePendingRefusal().data).toEqual({
      level: { code: 'validation_pending_upgrade', message: MESSAGES.upgradePending },
    });
    expect(mpesaRefUsedRefusal().data).toEqual({
      mpesa_ref: { code: 'validation_not_unique', message: 'This M-Pesa reference has already been used.' },
    });
  });

  it('drops accepted echoes but keeps the bond as sent', () => {
    const fp = (body: unknown) => canonicalRequest('registration.create', body, upgradeFingerprint('u1'));
    expect(fp({ level: 2, uid: 'u1', processing: true })).toBe(fp({ level: 2 }));
    expect(fp({ level: 2, amount: '3000' })).not.toBe(fp({ level: 2, amount: 3000 }));
  });
});
