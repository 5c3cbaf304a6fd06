// The operator console's client routes (ADR 057): the bodies of POST /api/admin/clients and of a
// recorded bank transfer, and the sentences an admin reads when one is refused. English, like the
// console's other refusals (refusals.ts); written once for the server and the mocks.
import { isValidEmail, normaliseMpesaNumber } from '@mapato/core';
import { readBody, text } from '../body.ts';
import { fieldErrors, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';
import type { ClientRecord } from '../paid-work/wire.ts';

export const CLIENT_EMAIL_TAKEN = 'A client with this e-mail already exists.';
export const DEPOSIT_REFERENCE_USED = 'This bank reference is already recorded.';
export const DEPOSIT_NOT_AWAITING = 'This deposit is not waiting for approval.';
export const DEPOSIT_SAME_ADMIN = 'You recorded or approved this deposit already: a second admin must approve it.';
export const REFUND_NOT_AWAITING = 'This refund is not waiting for approval.';
export const REFUND_SAME_ADMIN = 'You approved this refund already: a second admin must approve it.';
/** The largest transfer one record may carry (a typo guard, not a policy). */
export const MAX_CLIENT_DEPOSIT = 100_000_000;

/** A row of GET /api/admin/clients: the client and how many projects it has made (any status). */
export interface AdminClientRow extends ClientRecord {
  projects: number;
}

/**
 * GET /api/admin/clients?search=: a part of the organisation's name or e-mail, matched without
 * case; '' lists every client. Longer than an e-mail can be, it is cut, not refused.
 */
export const clientSearchOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : '';

/** Whether a client is found by `search` (already read by clientSearchOf): the mocks' side of the server's LIKE. */
export const clientMatches = (client: { name: string; email: string }, search: string): boolean =>
  search === '' || client.name.toLowerCase().includes(search) || client.email.toLowerCase().includes(search);

export interface NewClient {
  email: string;
  password: string;
  name: string;
  phone: string;
}

/** What is wrong with a new client, in words an admin reads; null when nothing. */
export function newClientProblem(c: NewClient): string | null {
  if (!isValidEmail(c.email)) return 'Please give a valid e-mail address.';
  if (c.password.length < 10 || c.password.length > 255) return 'Client passwords need 10 to 255 characters.';
  if (c.name.trim().length < 2 || c.name.trim().length > 120) return 'The organisation name needs 2 to 120 characters.';
  if (c.phone !== '' && !normaliseMpesaNumber(c.phone)) return 'The phone must be a Kenyan M-Pesa number (07…, 01…).';
  return null;
}

const CLIENT_BODY = { writable: { email: 'string', password: 'string', name: 'string', phone: 'string' } } as const;

export const readNewClient = (raw: unknown): Outcome<NewClient> => {
  const body = readBody(raw, CLIENT_BODY, PB.createFailed);
  if (!body.ok) return body;
  const b = body.value;
  return {
    ok: true,
    value: { email: text(b, 'email'), password: text(b, 'password'), name: text(b, 'name'), phone: text(b, 'phone') },
  };
};

const DEPOSIT_BODY = { writable: { amount: 'number', reference: 'string' } } as const;

export const readClientDeposit = (raw: unknown): Outcome<{ amount: number; reference: string }> => {
  const body = readBody(raw, DEPOSIT_BODY, PB.createFailed);
  if (!body.ok) return body;
  const amount = body.value.amount;
  const reference = text(body.value, 'reference').trim();
  if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > MAX_CLIENT_DEPOSIT)
    return {
      ok: false,
      error: fieldErrors(PB.createFailed, {
        amount: ['validation_invalid_value', 'A whole number of shillings, at least 1.'],
      }),
    };
  if (reference.length < 3 || reference.length > 100)
    return {
      ok: false,
      error: fieldErrors(PB.createFailed, {
        reference: ['validation_invalid_value', "The bank's reference of the transfer: 3 to 100 characters."],
      }),
    };
  return { ok: true, value: { amount, reference } };
};
