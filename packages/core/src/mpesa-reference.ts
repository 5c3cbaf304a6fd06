import { m, type Locale } from '@mapato/i18n';
// M-Pesa receipt codes typed in when paying a job bond without STK Push: normalised so an
// operator can match 'skl4abcd12 ' against the statement's 'SKL4ABCD12'.

// Receipt codes are 10 upper-case letters and digits, e.g. 'SKL4ABCD12'.
const MPESA_REFERENCE = /^[A-Z0-9]{10}$/;

export function normaliseMpesaReference(s: string): string {
  return s.trim().toUpperCase();
}

export function checkMpesaReference(s: string, locale?: Locale): string | null {
  return MPESA_REFERENCE.test(normaliseMpesaReference(s)) ? null : m.mpesaRefInvalid({}, { locale });
}
