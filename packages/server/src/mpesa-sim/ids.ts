// Identifiers in the shapes Daraja uses (reference §3.2, §5.3), and its EAT clock.
import { randomBytes, randomInt } from 'node:crypto';

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const hex = (n: number) =>
  randomBytes(Math.ceil(n / 2))
    .toString('hex')
    .slice(0, n);
const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');
const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Nairobi wall-clock fields of an instant. */
export function eat(ms: number) {
  const iso = new Date(ms + EAT_OFFSET_MS).toISOString();
  const [y, mo, d, h, mi, s] = [
    iso.slice(0, 4),
    iso.slice(5, 7),
    iso.slice(8, 10),
    iso.slice(11, 13),
    iso.slice(14, 16),
    iso.slice(17, 19),
  ];
  return {
    /** 'YYYYMMDDHHmmss' */
    compact: `${y}${mo}${d}${h}${mi}${s}`,
    /** 'DD.MM.YYYY HH:mm:ss' */
    dotted: `${d}.${mo}.${y} ${h}:${mi}:${s}`,
    ymd: `${y}${mo}${d}`,
  };
}

/** The instant an EAT 'YYYYMMDDHHmmss' names, or NaN. */
export function eatToMs(compact: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(compact);
  if (!m) return NaN;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as number[];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - EAT_OFFSET_MS;
}

export const newMerchantRequestId = () => `${hex(4)}-${hex(4)}-${hex(4)}-${hex(12)}${digits(4)}`;
export const newCheckoutRequestId = (ms: number) =>
  `ws_CO_${eat(ms).compact.slice(6, 8)}${eat(ms).compact.slice(4, 6)}${eat(ms).compact.slice(0, 4)}${eat(ms).compact.slice(8)}${digits(11)}`;
export const newConversationId = (ms: number) => `AG_${eat(ms).ymd}_${hex(20)}`;
export const newStatusOriginatorId = () => `${randomInt(1000, 9999)}-${randomInt(100000, 9999999)}-${randomInt(1, 9)}`;
export const newRequestId = () => `${hex(4)}-${hex(4)}-${hex(4)}-${hex(16)}${digits(7)}`;
export const newReceipt = () =>
  Array.from({ length: 10 }, () => RECEIPT_ALPHABET[randomInt(RECEIPT_ALPHABET.length)]).join('');
export const newToken = () => randomBytes(21).toString('base64').replace(/[+/=]/g, 'x');
