// The STK callback (reference §3.3): ids, result and, when paid, amount, receipt and payer.
import { isObject } from './http.ts';
import { amount, field, first, namedValues, objectAt, parseError, text, type Parsed } from './fields.ts';
import { normaliseResultCode, resultOutcome, type Outcome } from './result-codes.ts';
import { parseDarajaTimestamp } from './timestamp.ts';

export interface StkCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: string;
  resultDesc: string;
  outcome: Outcome;
  /** Only when the result is success; a success without amount and receipt is a parse error. */
  payment: {
    amount: number;
    receipt: string;
    transactionDate: Date | null;
    /** As M-Pesa sent it: may be masked or missing (§10.4), never an identity. */
    phone: string | null;
  } | null;
}

export function parseStkCallback(body: unknown): Parsed<StkCallback> {
  const bodyObject = isObject(body) ? objectAt(body, 'Body') : null;
  const callback = bodyObject ? objectAt(bodyObject, 'stkCallback') : null;
  if (callback === null) return parseError('not an STK callback: Body.stkCallback is missing');
  const checkoutRequestId = text(field(callback, 'CheckoutRequestID'));
  if (checkoutRequestId === null) return parseError('STK callback without CheckoutRequestID');
  const resultCode = normaliseResultCode(field(callback, 'ResultCode'));
  if (resultCode === null) return parseError('STK callback without ResultCode');
  const outcome = resultOutcome('stk', resultCode);

  let payment: StkCallback['payment'] = null;
  if (outcome.kind === 'success') {
    const metadata = objectAt(callback, 'CallbackMetadata');
    const items = namedValues(metadata ? field(metadata, 'Item') : undefined, 'Name');
    const paid = amount(first(items, 'Amount'));
    const receipt = text(first(items, 'MpesaReceiptNumber'));
    if (paid === null || paid === 0) return parseError('STK success callback without a positive Amount');
    if (receipt === null) return parseError('STK success callback without MpesaReceiptNumber');
    payment = {
      amount: paid,
      receipt,
      transactionDate: parseDarajaTimestamp(first(items, 'TransactionDate')),
      phone: text(first(items, 'PhoneNumber')),
    };
  }
  return {
    ok: true,
    value: {
      merchantRequestId: text(field(callback, 'MerchantRequestID')) ?? '',
      checkoutRequestId,
      resultCode,
      resultDesc: text(field(callback, 'ResultDesc')) ?? '',
      outcome,
      payment,
    },
  };
}
