// What a member's answer is, per project kind (ADR 055): one of the options ('choice'), a set of
// the options ('labels', compared as a set, stored sorted and joined by "|"), or free text
// ('text', trimmed, 1..2000 characters). The server stores the normal form, so two answers that
// mean the same are the same string, and a control item's known answer is normalised alike.

export type WorkKind = 'choice' | 'labels' | 'text';

export const TEXT_ANSWER_MAX = 2000;

/** Why an answer cannot be taken: nothing given, not among the options, or too long. */
export type AnswerProblem = 'missing' | 'not-option' | 'too-long';

export type NormalisedAnswer = { ok: true; answer: string } | { ok: false; problem: AnswerProblem };

const LABEL_SEPARATOR = '|';

/** The option as the project spells it, matched without regard to case or surrounding spaces. */
function optionOf(options: readonly string[], raw: string): string | undefined {
  const wanted = raw.trim().toLowerCase();
  return options.find((o) => o.trim().toLowerCase() === wanted);
}

export function normaliseAnswer(kind: WorkKind, options: readonly string[], raw: unknown): NormalisedAnswer {
  if (kind === 'text') {
    if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, problem: 'missing' };
    const text = raw.trim();
    return text.length > TEXT_ANSWER_MAX ? { ok: false, problem: 'too-long' } : { ok: true, answer: text };
  }
  if (kind === 'choice') {
    if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, problem: 'missing' };
    const option = optionOf(options, raw);
    return option === undefined ? { ok: false, problem: 'not-option' } : { ok: true, answer: option };
  }
  const parts = typeof raw === 'string' ? raw.split(LABEL_SEPARATOR) : Array.isArray(raw) ? raw : null;
  if (parts === null || parts.some((p) => typeof p !== 'string')) return { ok: false, problem: 'missing' };
  const given = (parts as string[]).filter((p) => p.trim() !== '');
  if (given.length === 0) return { ok: false, problem: 'missing' };
  const chosen = new Set<string>();
  for (const part of given) {
    const option = optionOf(options, part);
    if (option === undefined) return { ok: false, problem: 'not-option' };
    chosen.add(option);
  }
  return { ok: true, answer: [...chosen].sort().join(LABEL_SEPARATOR) };
}

/** The normal form of a control item's known answer; a text one is compared without case or extra spaces. */
function goldForm(kind: WorkKind, options: readonly string[], gold: string): string {
  if (kind === 'text') return gold.trim().replace(/\s+/g, ' ').toLowerCase();
  const normal = normaliseAnswer(kind, options, gold);
  return normal.ok ? normal.answer : gold;
}

/** Whether a normalised answer matches a control item's known answer. */
export function matchesGold(kind: WorkKind, options: readonly string[], answer: string, gold: string): boolean {
  const given = kind === 'text' ? answer.trim().replace(/\s+/g, ' ').toLowerCase() : answer;
  return given === goldForm(kind, options, gold);
}
