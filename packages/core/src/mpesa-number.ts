// Kenyan M-Pesa numbers (docs/product.md#withdrawal-checks): one normal form, 2547XXXXXXXX / 2541XXXXXXXX, so the same
// wallet typed as 07…, +254… or 254… is one number for limits, payouts and display.

// Optional +254, 254 or 0, then 7 or 1, then 8 more digits.
const MPESA_PATTERN = /^(?:\+254|254|0)?([71]\d{8})$/;

/** Subscriber part (9 digits) of a typed number, after dropping the spaces people type. */
function subscriber(s: string): string | null {
  return MPESA_PATTERN.exec(s.replace(/\s+/g, ''))?.[1] ?? null;
}

export function isValidMpesaNumber(s: string): boolean {
  return subscriber(s) !== null;
}

/** '254712345678' (12 digits, no '+'), the form Daraja expects; null when not an M-Pesa number. */
export function normaliseMpesaNumber(s: string): string | null {
  const sub = subscriber(s);
  return sub === null ? null : `254${sub}`;
}

/**
 * How a Kenyan M-Pesa number is shown, the way Kenyans write it ('0712 345 678'), whatever form it
 * is stored in ('254712345678', '+254712345678'); anything else is shown as it is.
 */
export function formatMpesaNumber(value: string): string {
  const msisdn = normaliseMpesaNumber(value);
  if (msisdn === null) return value;
  const local = `0${msisdn.slice(3)}`;
  return `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}`;
}
