// An answer's body read against the project's kind: 'choice' one of the options, 'labels' any of
// them (an array, or joined by "|"), 'text' at most 2,000 characters. Labels are kept in option
// order and joined by "|", so two answers naming the same labels compare equal.
import { m } from '@mapato/i18n';
import { badRequest } from '@mapato/protocol';
import { refuse } from '../errors.ts';
import type { MockProject } from './catalogue.ts';

const TEXT_MAX = 2000;

export function readAnswer(project: MockProject, body: unknown): string {
  const raw = typeof body === 'object' && body !== null ? (body as { answer?: unknown }).answer : undefined;
  const refuseWith = (message: string) => refuse(badRequest(message));
  if (project.kind === 'labels') {
    const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split('|') : null;
    if (!list || list.some((l) => typeof l !== 'string')) return refuseWith(m.paidWork_answerMissing());
    const picked = new Set(list as string[]);
    if ([...picked].some((l) => !project.options.includes(l))) return refuseWith(m.paidWork_answerNotOption());
    return project.options.filter((o) => picked.has(o)).join('|');
  }
  if (typeof raw !== 'string' || raw.trim() === '') return refuseWith(m.paidWork_answerMissing());
  if (project.kind === 'choice' && !project.options.includes(raw)) return refuseWith(m.paidWork_answerNotOption());
  if (raw.length > TEXT_MAX) return refuseWith(m.paidWork_answerTooLong({ max: TEXT_MAX }));
  return project.kind === 'text' ? raw.trim() : raw;
}
