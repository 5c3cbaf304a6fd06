// What a member reads of an assignment: its status, the reason in their language, what it paid.
import { reasonText } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import type { AnswerResult, AnswerStatus } from '@mapato/protocol';
import type { Queryable, Trx } from '../deps.ts';

export async function answerResult(db: Queryable | Trx, assignmentId: string, locale: Locale): Promise<AnswerResult> {
  const a = await db
    .selectFrom('assignments')
    .select(['status', 'reason', 'paid'])
    .where('id', '=', assignmentId)
    .executeTakeFirstOrThrow();
  return {
    status: a.status as AnswerStatus,
    reason: a.status === 'accepted' ? '' : reasonText(a.reason, locale),
    paid: Number(a.paid),
  };
}
