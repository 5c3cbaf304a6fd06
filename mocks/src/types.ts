// The shapes the in-memory store holds; kept apart from store.ts so the seed and the domain
// modules can name them without importing the store itself.
import type { RegistrationRecord, UserRecord, WithdrawalRecord } from '@mapato/core';
import type { DoneTask, SupportMessageBody } from '@mapato/protocol';

export interface StoredUser {
  /** the full record, e-mail included; protocol's viewUser decides who sees the e-mail */
  record: UserRecord;
  password: string;
  tokenKey: string;
  /** Delete My Account: the row stays (like the server's), but nobody can sign in as it */
  deleted: boolean;
  /** the USSD PIN set in Account (ADR 034); absent until one is set */
  ussdPin?: string;
  /** when the phone last became a newly proved number (ADR 036): payouts wait for an operator after it */
  phoneChanged?: string;
}

export type CodePurpose = 'verify' | 'reset' | 'payout' | 'phone_change';

/** A one-time code "sent by SMS" (ADR 033): kept in clear, so tests and stories can type it. */
export interface PhoneCode {
  uid: string;
  /** the number the code went to */
  phone: string;
  purpose: CodePurpose;
  /** six digits */
  code: string;
  tries: number;
  used: boolean;
  /** epoch ms */
  created: number;
}

/** Another M-Pesa number a member proved by its own SMS code (ADR 033): it may be paid to. */
export interface PayoutNumber {
  uid: string;
  /** as Daraja writes it, 2547XXXXXXXX */
  msisdn: string;
  created: string;
}

/** One credited task of one member. */
export interface TaskCompletion extends DoneTask {
  uid: string;
}

/** A Support, Contact or chat message, or an operator's reply (kind 'reply'), kept as the server keeps them. */
export interface SupportMessage extends Omit<SupportMessageBody, 'kind'> {
  id: string;
  kind: SupportMessageBody['kind'] | 'reply';
  uid: string;
  /** 'u:<uid>' (a member), 'c:<conversation>' (a chat visitor) or 'e:<e-mail>': one operator's answer */
  thread: string;
  /** the operator who wrote a reply, else '' */
  operator: string;
  /** an operator has answered the thread since this message */
  answered: boolean;
  /** when the member saw this reply ('' = unread) */
  readAt: string;
  created: string;
}

/** The first answer to an Idempotency-Key, replayed to a retry of the same request. */
export interface StoredReply {
  fingerprint: string;
  body: unknown;
}

export interface MockStore {
  /** the clock; tests move it to cross a Nairobi midnight */
  now: () => Date;
  users: StoredUser[];
  withdrawals: WithdrawalRecord[];
  registrations: RegistrationRecord[];
  taskCompletions: TaskCompletion[];
  supportMessages: SupportMessage[];
  idempotency: Map<string, StoredReply>;
  /** the codes sent, oldest first: the newest of a member's is the one their SMS would carry */
  phoneCodes: PhoneCode[];
  /** the numbers other than their own phone that members may be paid to */
  payoutNumbers: PayoutNumber[];
  /** when a reset code was last asked for, by number (E.164), known or not: the resend pause */
  resetRequests: Map<string, number>;
  /** runs `fn` after `ms` (M-Pesa's later answers); reset() cancels what has not run yet */
  later(ms: number, fn: () => void): void;
  /** back to the freshly seeded demo data, in place, so handlers holding the store see it */
  reset(): void;
}
