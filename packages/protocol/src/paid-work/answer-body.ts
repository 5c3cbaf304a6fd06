// POST assignments/{id}/answer under /api/work {answer}: the answer read against its project's kind by
// core's normaliseAnswer, and refused the one way the server and the mocks both say it (an
// `answer` field error in the member's language; docs/decisions/062-contract-paid-work.md).
import { normaliseAnswer, TEXT_ANSWER_MAX, type WorkKind } from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { fail, fieldErrors, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';
import type { AnswerBody } from './wire.ts';

export function readAnswerBody(
  project: { kind: WorkKind; options: readonly string[] },
  raw: unknown,
  locale?: Locale,
): Outcome<string> {
  const value =
    raw !== null && typeof raw === 'object' && !Array.isArray(raw)
      ? (raw as Partial<Record<keyof AnswerBody, unknown>>).answer
      : undefined;
  const normal = normaliseAnswer(project.kind, project.options, value);
  if (normal.ok) return { ok: true, value: normal.answer };
  const text =
    normal.problem === 'too-long'
      ? m.paidWork_answerTooLong({ max: TEXT_ANSWER_MAX }, { locale })
      : normal.problem === 'not-option'
        ? m.paidWork_answerNotOption({}, { locale })
        : m.paidWork_answerMissing({}, { locale });
  return fail(fieldErrors(PB.generic400, { answer: [`validation_${normal.problem.replace('-', '_')}`, text] }));
}
