import { describe, expect, it } from 'vitest';
import { bondNotAcceptedDetail, bondPaymentWay } from './bonds.ts';
import { m } from '@mapato/i18n';

describe('bondPaymentWay', () => {
  it('names the phone a prompt went to, the way Kenyans write it', () => {
    expect(bondPaymentWay({ method: 'stk', msisdn: '254700000000', mpesa_ref: '' })).toBe(
      'M-Pesa prompt to 0700 000 000',
    );
  });

  it('names the reference the member typed', () => {
    expect(bondPaymentWay({ method: 'manual', msisdn: '', mpesa_ref: 'QKC1ABCD2E' })).toBe(
      'M-Pesa reference QKC1ABCD2E',
    );
  });
});

describe('bondNotAcceptedDetail', () => {
  it("gives M-Pesa's reason for a prompt, and that no money was taken", () => {
    expect(bondNotAcceptedDetail({ method: 'stk', reason: m.mpesaCancelled() })).toBe(
      'You cancelled the M-Pesa request. No money was taken; you can try again.',
    );
  });

  it("never says no money was taken of a typed reference: the operator's reason, and where to go", () => {
    expect(bondNotAcceptedDetail({ method: 'manual', reason: 'This reference was already used.' })).toBe(
      'This reference was already used. If you paid, write to Support with your M-Pesa reference.',
    );
    expect(bondNotAcceptedDetail({ method: 'manual', reason: '' })).toBe(
      'Our team could not match this reference to a payment. If you paid, write to Support with your M-Pesa reference.',
    );
  });
});
