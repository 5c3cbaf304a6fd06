// POST /api/client/refunds {amount} (ADR 065): a client's balance back to its M-Pesa number. The
// body's rule and the refusals a client reads, written once for the server and the mocks, in the
// caller's language. The amount is whole shillings within M-Pesa's limits for one B2C payment.
import { B2C_MAX_AMOUNT, B2C_MIN_AMOUNT, formatKsh } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { readBody } from '../body.ts';
import { fail, fieldErrors, type ErrorBody, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';

const REFUND_BODY = { writable: { amount: 'number' } } as const;

/** The amount asked for, or the refusal naming the field. */
export function readRefundBody(raw: unknown, locale?: Locale): Outcome<{ amount: number }> {
  const body = readBody(raw, REFUND_BODY, PB.createFailed);
  if (!body.ok) return body;
  const amount = body.value.amount;
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < B2C_MIN_AMOUNT || amount > B2C_MAX_AMOUNT)
    return fail(
      fieldErrors(PB.createFailed, {
        amount: [
          'validation_invalid_value',
          m.client_refundAmount({ min: formatKsh(B2C_MIN_AMOUNT), max: formatKsh(B2C_MAX_AMOUNT) }, { locale }),
        ],
      }),
    );
  return { ok: true, value: { amount } };
}

/** More than the balance holds: the refusal says what the balance is. */
export const refundOverBalance = (balance: number, locale?: Locale): ErrorBody =>
  fieldErrors(PB.createFailed, {
    amount: ['validation_invalid_value', m.client_refundOverBalance({ amount: formatKsh(balance) }, { locale })],
  });
