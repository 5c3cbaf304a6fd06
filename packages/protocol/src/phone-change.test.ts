import { m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { phoneChangeRefusal, readPhoneChange } from './phone-change.ts';

describe('readPhoneChange', () => {
  it('reads any Kenyan form as E.164, and refuses a bad number or an unknown field', () => {
    expect(readPhoneChange({ phone: '0722 555 654' })).toEqual({ ok: true, value: { phone: '+254722555654' } });
    const bad = readPhoneChange({ phone: '0812' });
    expect(bad.ok || bad.error.data.phone).toEqual({ code: 'validation_invalid_phone', message: m.phoneInvalid() });
    expect(readPhoneChange({ phone: '0722555654', verified: true }).ok).toBe(false);
  });
});

describe('phoneChangeRefusal', () => {
  const proved = { verified: true, phone: '+254722000111' };
  it('sends a code only for a verified member’s new number', () => {
    expect(phoneChangeRefusal(proved, '+254722555654')).toBeNull();
    expect(phoneChangeRefusal(proved)).toBeNull();
    expect(phoneChangeRefusal(proved, proved.phone)?.data.phone?.message).toBe(m.phoneChangeSame());
    expect(phoneChangeRefusal({ ...proved, verified: false }, '+254722555654')?.message).toBe(
      m.phoneChangeNotVerified(),
    );
  });
});
