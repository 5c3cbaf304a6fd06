// The USSD PIN's rule (ADR 034), one definition for the Account form, the mocks and the
// server: four digits, none of the few a stranger tries first.
import { m, type Locale } from '@mapato/i18n';

export const USSD_PIN_LENGTH = 4;

/** What a stranger with the phone tries first: one digit four times, and straight runs. */
const EASY = new Set([
  '0123',
  '1234',
  '2345',
  '3456',
  '4567',
  '5678',
  '6789',
  '9876',
  '8765',
  '7654',
  '6543',
  '5432',
  '4321',
  '3210',
]);

export function checkUssdPin(pin: string, locale?: Locale): string | null {
  if (!/^\d{4}$/.test(pin)) return m.ussdPinFormat({}, { locale });
  if (/^(\d)\1{3}$/.test(pin) || EASY.has(pin)) return m.ussdPinTooEasy({ pin }, { locale });
  return null;
}
