// What a member is told about an upgrade request (a bond): how it is being paid, and what a
// refusal means. A prompt that was not paid took no money; a typed reference that an operator did
// not accept may stand for money that did leave the member's M-Pesa, so it must not say otherwise.
import { bondDeclinedDetail, mpesaReasonInReadersLanguage } from './messages.ts';
import { formatMpesaNumber } from './mpesa-number.ts';
import type { RegistrationRecord } from './records.ts';
import { inEnglish, m } from '@mapato/i18n';

/** 'M-Pesa prompt to 0712 345 678' or 'M-Pesa reference QKC1ABCD2E'. */
export function bondPaymentWay(r: Pick<RegistrationRecord, 'method' | 'msisdn' | 'mpesa_ref'>): string {
  return r.method === 'stk'
    ? m.core_bondWayPrompt({ number: formatMpesaNumber(r.msisdn) })
    : m.core_bondWayReference({ reference: r.mpesa_ref || m.dateMissing() });
}

/** Why a declined request was not accepted, in words that are true for the way it was paid. */
export function bondNotAcceptedDetail(r: Pick<RegistrationRecord, 'method' | 'reason'>): string {
  // Money that arrived for a level already paid is on its way back (ADR 045): never "no money was taken".
  if (r.method === 'stk' && r.reason === inEnglish(m.mpesaPaidTwice))
    return `${mpesaReasonInReadersLanguage(r.reason)}.`;
  if (r.method === 'stk') return bondDeclinedDetail(r.reason);
  const said = r.reason.trim().replace(/[.!]+$/, '');
  return m.core_bondNotAccepted({ reason: said || m.core_bondReferenceUnmatched() });
}
