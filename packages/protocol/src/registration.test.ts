// The upgrade request: body, rules and refusals.

import { describe, expect, it } from 'vitest';
import { canonicalRequest } from './request-fingerprint.ts';
import {
  checkUpgrade,
  mpesaRefUsedRefusal,
  readUpgrade,
  upgradeFingerprint,
  upgradePendingRefusal,
} from './registration.ts';
import { m } from '@mapato/i18n';

describe('readUpgrade', () => {
  it('reads level, reference and bond; echoes of the defaults pass', () => {
    expect(readUpgrade({ level: 2, mpesa_ref: 'qab1234567', uid: 'u1', processing: true }, 'u1')).toEqual({
      ok: true,
      value: { level: 2, mpesaRef: 'qab1234567', amount: undefined, msisdn: '' },
    });
    expect(readUpgrade({}, 'u1')).toEqual({
      ok: true,
      value: { level: undefined, mpesaRef: '', amount: undefined, msisdn: '' },
    });
    expect(readUpgrade({ level: 2, msisdn: '0712 345 678' }, 'u1')).toMatchObject({
      value: { msisdn: '0712 345 678' },
    });
  });

  it('wants the bond as a JSON number', () => {
    expect(readUpgrade({ level: 2, amount: '3000' }, 'u1')).toMatchObject({
      ok: false,
      error: { data: { amount: { code: 'validation_invalid_type', message: 'Must be a number.' } } },
    });
  });
});

describe('checkUpgrade', () => {
  it('gives the level and the reference normalised: a typed reference is manual in every mode', () => {
    const body = { level: 2, mpesaRef: ' qab1234567 ', amount: 3000, msisdn: '' };
    const manual = { target: { level: 2, investment: 3000 }, payment: { method: 'manual', mpesaRef: 'QAB1234567' } };
    expect(checkUpgrade(body, 1)).toMatchObject({ ok: true, value: manual });
    expect(checkUpgrade(body, 1, { stk: true }, '+254712345678')).toMatchObject({ ok: true, value: manual });
  });

  it('without a reference and with STK: a prompt to the number given, else to the member’s phone', () => {
    const stk = { stk: true };
    const base = { level: 3, mpesaRef: '', amount: undefined };
    expect(checkUpgrade({ ...base, msisdn: '' }, 1, stk, '+254712345678')).toMatchObject({
      ok: true,
      value: { target: { level: 3 }, payment: { method: 'stk', msisdn: '254712345678' } },
    });
    expect(checkUpgrade({ ...base, msisdn: '0110 123 456' }, 1, stk, '+254712345678')).toMatchObject({
      value: { payment: { method: 'stk', msisdn: '254110123456' } },
    });
  });

  it.each([
    [
      { level: 11, mpesaRef: 'QAB1234567', amount: undefined, msisdn: '' },
      1,
      { level: 'Choose a level from 2 to 10.' },
    ],
    [{ level: 2, mpesaRef: 'QAB1234567', amount: undefined, msisdn: '' }, 2, { level: m.levelNotHigher() }],
    [{ level: 2, mpesaRef: 'short', amount: undefined, msisdn: '' }, 1, { mpesa_ref: m.mpesaRefInvalid() }],
    [{ level: 2, mpesaRef: undefined, amount: undefined, msisdn: '' }, 1, { mpesa_ref: m.mpesaRefInvalid() }],
    [{ level: 2, mpesaRef: 'QAB1234567', amount: 2999, msisdn: '' }, 1, { amount: 'The bond for J1 is KSh 3,000.' }],
  ])('refuses %j at level %i (manual)', (body, level, texts) => {
    const out = checkUpgrade(body, level);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.message).toBe('Failed to create record.');
    expect(Object.fromEntries(Object.entries(out.error.data).map(([k, v]) => [k, v.message]))).toEqual(texts);
  });
});

describe('checkUpgrade with STK', () => {
  it.each([
    ['a number that is not Kenyan', '12345', '+254712345678'],
    ['no number and a member without a phone', '', ''],
  ])('refuses %s on the msisdn field', (_, msisdn, phone) => {
    const out = checkUpgrade({ level: 2, mpesaRef: '', amount: undefined, msisdn }, 1, { stk: true }, phone);
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.data).toEqual({ msisdn: { code: 'validation_invalid_value', message: m.mpesaInvalid() } });
  });
});

describe('refusals and fingerprint', () => {
  it('words a pending upgrade and a used reference', () => {
    expect(upgradePendingRefusal().data).toEqual({
      level: { code: 'validation_pending_upgrade', message: m.upgradePending() },
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
