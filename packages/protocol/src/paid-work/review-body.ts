// A client's review of text answers, read once for the server and the mocks
// (docs/decisions/068-paid-work-messages-one-home.md): the `?status=` a project's answers are listed
// by, and the body of an accept or a reject, whose reason is the client's own words (at most 500
// characters; none is fine, the member then reads core's workReason.clientRejected).
import { answerStatusRefusal, REVIEW_STATUSES } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { readBody, text } from '../body.ts';
import { fail, fieldErrors, ok, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';

export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
const REVIEW_BODY = { writable: { reason: 'string' } } as const;
export const MAX_REVIEW_REASON = 500;

/** `?status=`: absent (every answer) or one of REVIEW_STATUSES. */
export function readReviewStatus(raw: string | null | undefined, locale?: Locale): Outcome<ReviewStatus | undefined> {
  if (raw === undefined || raw === null) return ok(undefined);
  if (REVIEW_STATUSES.includes(raw as ReviewStatus)) return ok(raw as ReviewStatus);
  return fail(fieldErrors(PB.invalidData, { status: ['validation_invalid_value', answerStatusRefusal(locale)] }));
}

/** The reason of an accept or a reject, cut to MAX_REVIEW_REASON characters ('' when none). */
export function readReviewReason(raw: unknown): Outcome<string> {
  const body = readBody(raw ?? {}, REVIEW_BODY, PB.invalidData);
  return body.ok ? ok(text(body.value, 'reason').slice(0, MAX_REVIEW_REASON)) : body;
}
