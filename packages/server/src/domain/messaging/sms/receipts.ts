// Receipts by SMS (ADR 033): a payout paid or declined, a bond confirmed or declined, told to the
// member's phone in the member's language, queued in the same transaction as the change itself
// (so a receipt is sent exactly when the change is committed; choosing the text therefore never
// throws). Declines say where to read why: M-Pesa's and operators' reasons can be long, and an SMS
// is one GSM-7 message.
import { formatKsh, formatMpesaNumber, levelName } from '@mapato/core';
import { m, chooseLocale } from '@mapato/i18n';
import type { Trx } from '../../deps.ts';
import { fitsOneText, queueSms } from './outbox.ts';

async function memberFor(trx: Trx, uid: string) {
  const row = await trx
    .selectFrom('users')
    .select(['id', 'phone', 'locale', 'balance'])
    .where('id', '=', uid)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row ? { ...row, locale: chooseLocale(row.locale) } : null;
}

export async function queuePayoutReceipt(
  trx: Trx,
  payout: { uid: string; amount: number; msisdn: string; paid: boolean; receipt: string },
  now: Date,
): Promise<void> {
  const member = await memberFor(trx, payout.uid);
  if (!member) return;
  const { locale } = member;
  const amount = formatKsh(payout.amount);
  const sent = {
    amount,
    phone: formatMpesaNumber(payout.msisdn).replace(/\s+/g, ''),
    balance: formatKsh(Number(member.balance)),
  };
  // Settling a payout M-Pesa has paid must never fail on its text (ADR 038): a receipt
  // not of M-Pesa's shape, or a text that would not fit one SMS, gives way to the text without it.
  // An operator who paid by hand may have no M-Pesa receipt to give.
  const texts = !payout.paid
    ? [m.sms_payoutDeclined({ amount }, { locale })]
    : [
        ...(MPESA_RECEIPT.test(payout.receipt)
          ? [m.sms_payoutSent({ ...sent, receipt: payout.receipt }, { locale })]
          : []),
        m.sms_payoutSentNoReceipt(sent, { locale }),
      ];
  const body = texts.find(fitsOneText);
  if (body === undefined) return;
  await queueSms(trx, { uid: member.id, phone: member.phone, body, purpose: 'receipt' }, now);
}

/** An M-Pesa receipt as M-Pesa writes them (reference §3.3): ten capitals and digits. */
const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;

export async function queueBondReceipt(
  trx: Trx,
  bond: { uid: string; amount: number; level: number; confirmed: boolean },
  now: Date,
): Promise<void> {
  const member = await memberFor(trx, bond.uid);
  if (!member) return;
  const { locale } = member;
  const amount = formatKsh(bond.amount);
  // A level named in words is named in the member's language.
  const name = levelName(bond.level, locale);
  const body = bond.confirmed
    ? m.sms_bondConfirmed({ amount, level: bond.level, name }, { locale })
    : m.sms_bondDeclined({ amount }, { locale });
  await queueSms(trx, { uid: member.id, phone: member.phone, body, purpose: 'receipt' }, now);
}
