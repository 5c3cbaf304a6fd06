// The Account Balance result (reference §14): one `Result` whose `AccountBalance` parameter is a
// string of accounts separated by `&`, each `Name|Currency|Current|Available|Reserved|Uncleared`
// (Daraja's published samples, e.g. "Working Account|KES|46713.00|46713.00|0.00|0.00"), and
// `BOCompletedTime` (yyyyMMddHHmmss, Nairobi) when M-Pesa took the figure.
import { isObject } from './http.ts';
import { field, first, namedValues, objectAt, parseError, text, type Parsed } from './fields.ts';
import { normaliseResultCode } from './result-codes.ts';
import { parseDarajaTimestamp } from './timestamp.ts';

export interface MpesaAccountFigure {
  /** e.g. "Working Account", "Utility Account" */
  name: string;
  currency: string;
  /** whole shillings (cents dropped toward zero); the current balance, reserved funds included */
  current: number;
  available: number;
}

export interface AccountBalanceResult {
  /** the query's own id, as its acknowledgement gave it */
  originatorConversationId: string;
  resultCode: string;
  resultDesc: string;
  /** empty unless ResultCode is 0 */
  accounts: MpesaAccountFigure[];
  takenAt: Date | null;
}

export function parseAccountBalanceResult(body: unknown): Parsed<AccountBalanceResult> {
  const result = isObject(body) ? objectAt(body, 'Result') : null;
  if (result === null) return parseError('not an Account Balance result: Result is missing');
  const originatorConversationId = text(field(result, 'OriginatorConversationID'));
  if (originatorConversationId === null) return parseError('Account Balance result without OriginatorConversationID');
  const resultCode = normaliseResultCode(field(result, 'ResultCode'));
  if (resultCode === null) return parseError('Account Balance result without ResultCode');
  const resultDesc = text(field(result, 'ResultDesc')) ?? '';
  const holder = objectAt(result, 'ResultParameters');
  const parameters = namedValues(holder ? field(holder, 'ResultParameter') : undefined, 'Key');
  const base = { originatorConversationId, resultCode, resultDesc, takenAt: null, accounts: [] };
  if (resultCode !== '0') return { ok: true, value: base };
  const raw = text(first(parameters, 'AccountBalance'));
  if (raw === null) return parseError('Account Balance success without an AccountBalance parameter');
  const accounts = parseAccountBalanceString(raw);
  if (accounts === null) return parseError(`AccountBalance not understood: ${raw.slice(0, 200)}`);
  return {
    ok: true,
    value: { ...base, accounts, takenAt: parseDarajaTimestamp(first(parameters, 'BOCompletedTime')) },
  };
}

/** `Name|Currency|Current|Available|…&…`, or null when any group lacks a name or a figure. */
export function parseAccountBalanceString(raw: string): MpesaAccountFigure[] | null {
  const accounts: MpesaAccountFigure[] = [];
  for (const group of raw.split('&')) {
    if (group.trim() === '') continue;
    const [name, currency, current, available] = group.split('|').map((part) => part.trim());
    const now = shillings(current);
    if (!name || now === null) return null;
    accounts.push({ name, currency: currency ?? '', current: now, available: shillings(available) ?? now });
  }
  return accounts;
}

function shillings(value: string | undefined): number | null {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) return null;
  return Math.trunc(Number(value));
}
