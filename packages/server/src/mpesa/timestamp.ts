// Daraja's clock: East Africa Time (UTC+3, no daylight saving), written without an offset.
// Plain arithmetic is exact, so the server's own time zone never leaks into a Password.

const EAT_OFFSET_MS = 3 * 60 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYYMMDDHHmmss' in Africa/Nairobi time: the STK `Timestamp`. */
export function darajaTimestamp(now: Date): string {
  const t = new Date(now.getTime() + EAT_OFFSET_MS);
  return (
    pad(t.getUTCFullYear(), 4) +
    pad(t.getUTCMonth() + 1) +
    pad(t.getUTCDate()) +
    pad(t.getUTCHours()) +
    pad(t.getUTCMinutes()) +
    pad(t.getUTCSeconds())
  );
}

/** STK `Password`: base64 of shortcode + passkey + timestamp, the timestamp byte-identical to the one sent. */
export function stkPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(shortcode + passkey + timestamp, 'utf8').toString('base64');
}

function eatInstant(y: number, mo: number, d: number, h: number, mi: number, s: number): Date | null {
  const utc = Date.UTC(y, mo - 1, d, h, mi, s);
  const back = new Date(utc);
  // Date.UTC rolls 31 Feb into March; a round trip refuses it.
  const same =
    back.getUTCFullYear() === y &&
    back.getUTCMonth() === mo - 1 &&
    back.getUTCDate() === d &&
    back.getUTCHours() === h &&
    back.getUTCMinutes() === mi &&
    back.getUTCSeconds() === s;
  return same ? new Date(utc - EAT_OFFSET_MS) : null;
}

/** `TransactionDate`, `InitiatedTime`, `FinalisedTime`: YYYYMMDDHHmmss EAT, as a number or a string. */
export function parseDarajaTimestamp(value: unknown): Date | null {
  const s = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof s !== 'string') return null;
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(s.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, sec] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return eatInstant(y, mo, d, h, mi, sec);
}

/** B2C `TransactionCompletedDateTime`: 'DD.MM.YYYY HH:mm:ss' EAT. */
export function parseCompletedDateTime(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const [d, mo, y, h, mi, sec] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  return eatInstant(y, mo, d, h, mi, sec);
}
