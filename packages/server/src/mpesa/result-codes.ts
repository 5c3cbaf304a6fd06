import { inEnglish as en, m } from '@mapato/i18n';
// Every result code of the reference (mpesa-daraja.md §3.4 STK, §5.6 B2C) and what it means for
// the member: paid, definitively not paid (with a reason they can read), or not known yet. One
// code can mean different things per product (1 is the customer's purse for STK, ours for B2C),
// so each row says both. 26, 1036 and 9999 are community-reported, the rest official. A code
// missing from this table is `unknown`: never guess about money. The reasons the mocks also give
// live in core's MESSAGES.

export type Outcome =
  | { kind: 'success' }
  /** Definitive: no money moved. `reason` is shown to the member as is. */
  | { kind: 'failed'; reason: string }
  /** Nothing final yet: query later, or an operator reviews it. */
  | { kind: 'unknown'; note: string };

export type Product = 'stk' | 'b2c';

export interface ResultCodeRow {
  code: string;
  /** M-Pesa's ResultDesc, for logs and operators. */
  description: string;
  stk?: Outcome;
  b2c?: Outcome;
}

const success: Outcome = { kind: 'success' };
const failed = (reason: string): Outcome => ({ kind: 'failed', reason });
// Reasons are stored in English, the record of what M-Pesa said; core's mpesaReasonInReadersLanguage
// shows each in the reader's language (ADR 031).

// Reasons that are ours, not the member's: say so without blaming them.
export const PAYMENTS_UNAVAILABLE = en(m.mpesaPaymentsUnavailable);
export const PAYOUTS_UNAVAILABLE = en(m.mpesaPayoutsUnavailable);
export const SUBSCRIBER_LOCKED = en(m.mpesaSubscriberLocked);
export const MPESA_BUSY = en(m.mpesaBusy);
/** Transaction Status reports the payout over and not completed (it names no result code). */
export const PAYOUT_NOT_COMPLETED = en(m.mpesaPayoutNotCompleted);
const PHONE_UNREACHABLE = en(m.mpesaPhoneUnreachable);
/** STK Query found the prompt over without a PIN (ADR 045): what the member reads, whatever the code. */
export const PROMPT_UNANSWERED = en(m.mpesaNoAnswer);
/** The codes STK Query gives for a prompt that ended unanswered on the phone (1037 DS timeout, 1019 expired). */
export const PROMPT_ENDED_CODES: readonly string[] = ['1037', '1019'];
/** Money that arrived for a level another request had already paid (ADR 045): a person sends it back. */
export const PAID_TWICE = en(m.mpesaPaidTwice);
const PUSH_NOT_SENT = en(m.mpesaPushNotSent);

export const RESULT_CODES: readonly ResultCodeRow[] = [
  { code: '0', description: 'The service request is processed successfully.', stk: success, b2c: success },
  {
    code: '1',
    description: 'The balance is insufficient for the transaction.',
    stk: failed(en(m.mpesaNoFunds)),
    b2c: failed(en(m.mpesaPayoutsPaused)),
  },
  {
    code: '2',
    description: 'Declined due to limit rule.',
    stk: failed(en(m.mpesaBelowMinimum)),
    b2c: failed(en(m.mpesaBelowPayoutMinimum)),
  },
  {
    code: '3',
    description: 'Declined due to limit rule: greater than the maximum transaction amount.',
    stk: failed(en(m.mpesaAboveLimit)),
    b2c: failed(en(m.mpesaAboveLimit)),
  },
  {
    code: '4',
    description: 'Declined due to limit rule: would exceed daily transfer limit.',
    stk: failed(en(m.mpesaDailyLimit)),
    b2c: failed(en(m.mpesaReceiverDailyLimit)),
  },
  {
    code: '8',
    description: 'Declined due to limit rule: would exceed the maximum balance.',
    stk: failed(PAYMENTS_UNAVAILABLE),
    b2c: failed(en(m.mpesaReceiverMaxBalance)),
  },
  { code: '11', description: 'The DebitParty is in an invalid state.', b2c: failed(PAYOUTS_UNAVAILABLE) },
  {
    code: '17',
    description: 'Rule limited.',
    stk: failed(en(m.mpesaSameAmount)),
  },
  {
    code: '21',
    description: 'The initiator is not allowed to initiate this request.',
    b2c: failed(PAYOUTS_UNAVAILABLE),
  },
  { code: '26', description: 'System busy.', stk: failed(MPESA_BUSY) },
  {
    code: '1001',
    description: 'Unable to lock subscriber, a transaction is already in process for the current subscriber.',
    stk: failed(SUBSCRIBER_LOCKED),
  },
  {
    code: '1019',
    description: 'Transaction has expired.',
    stk: failed(en(m.mpesaExpired)),
  },
  { code: '1025', description: 'An error occurred while sending a push request.', stk: failed(PUSH_NOT_SENT) },
  { code: '1032', description: 'Request cancelled by user.', stk: failed(en(m.mpesaCancelled)) },
  { code: '1036', description: 'SMSC ACK timeout.', stk: failed(PHONE_UNREACHABLE) },
  { code: '1037', description: 'DS timeout user cannot be reached.', stk: failed(PHONE_UNREACHABLE) },
  {
    code: '2001',
    description: 'The initiator information is invalid.',
    stk: failed(en(m.mpesaWrongPin)),
    b2c: failed(PAYOUTS_UNAVAILABLE),
  },
  {
    code: '2006',
    description: 'Declined due to account rule: The account status does not allow this transaction.',
    b2c: failed(PAYOUTS_UNAVAILABLE),
  },
  {
    code: '2028',
    description: 'The request is not permitted according to product assignment.',
    stk: failed(PAYMENTS_UNAVAILABLE),
    b2c: failed(PAYOUTS_UNAVAILABLE),
  },
  {
    code: '2040',
    description: "Credit Party customer type (Unregistered or Registered Customer) can't be supported by the service.",
    b2c: failed(en(m.mpesaNotRegistered)),
  },
  {
    code: '8006',
    description: 'The security credential is locked.',
    stk: failed(en(m.mpesaPinLocked)),
    b2c: failed(PAYOUTS_UNAVAILABLE),
  },
  { code: '9999', description: 'An error occurred while sending a push request.', stk: failed(PUSH_NOT_SENT) },
  {
    code: 'SFC_IC0003',
    description: 'The operator does not exist.',
    stk: failed(PAYMENTS_UNAVAILABLE),
    b2c: failed(en(m.mpesaNotOnMpesa)),
  },
];

const BY_CODE = new Map(RESULT_CODES.map((row) => [row.code, row]));

/** ResultCode is a number in callbacks and a string in queries: compare as trimmed strings. */
export function normaliseResultCode(code: unknown): string | null {
  if (typeof code === 'number' && Number.isFinite(code)) return String(code);
  if (typeof code === 'string' && code.trim() !== '') return code.trim();
  return null;
}

export function resultOutcome(product: Product, code: string | number): Outcome {
  const key = normaliseResultCode(code) ?? String(code);
  const outcome = BY_CODE.get(key)?.[product];
  return outcome ?? { kind: 'unknown', note: `${product.toUpperCase()} result code ${key} is not in the table` };
}
