// POST /api/client/projects and …/items: the bodies' rules, written once for the server and the
// mocks (ADR 057). Each refusal is a PocketBase field error in the caller's language.
import {
  DEFAULT_MIN_ACCURACY,
  DEFAULT_MIN_SECONDS,
  MAX_ITEMS_PER_REQUEST,
  projectProblems,
  readOptions,
} from '@mapato/core';
import { m, type Locale } from '@mapato/i18n';
import { readBody, text } from '../body.ts';
import { checked, fail, fieldErrors, noProblems, type Outcome, type Problems } from '../errors.ts';
import { PB } from '../messages.ts';
import type { ItemInput, ProjectBody, ProjectKind, ProjectLanguage } from './wire.ts';

export const PROJECT_KINDS: readonly ProjectKind[] = ['choice', 'labels', 'text'];
export const MAX_ITEM_TEXT = 5_000;
export const MAX_ITEM_REF = 200;

const PROJECT_SPEC = {
  writable: {
    title: 'string',
    instructions: 'string',
    kind: 'string',
    options: 'any',
    pay: 'any',
    overlap: 'any',
    min_level: 'any',
    language: 'string',
    min_seconds: 'any',
    min_accuracy: 'any',
  },
} as const;

/** A project body with its defaults filled in, or every failing field at once. */
export function readProjectBody(raw: unknown, locale?: Locale): Outcome<Required<ProjectBody>> {
  const body = readBody(raw, PROJECT_SPEC, PB.createFailed);
  if (!body.ok) return body;
  const b = body.value;
  const problems = projectProblems(b, locale);
  const errors: Problems = noProblems();
  for (const [field, message] of Object.entries(problems)) errors[field] = ['validation_invalid_value', message];
  const kind = text(b, 'kind') as ProjectKind;
  const options = PROJECT_KINDS.includes(kind) ? readOptions(kind, b.options, locale) : [];
  const minSeconds = b.min_seconds ?? DEFAULT_MIN_SECONDS;
  const minAccuracy = b.min_accuracy ?? DEFAULT_MIN_ACCURACY;
  return checked(PB.createFailed, errors, () => ({
    title: text(b, 'title').trim(),
    instructions: text(b, 'instructions'),
    kind,
    options: options as string[],
    pay: b.pay as number,
    overlap: b.overlap as number,
    min_level: b.min_level as number,
    language: text(b, 'language') as ProjectLanguage,
    min_seconds: minSeconds as number,
    min_accuracy: minAccuracy as number,
  }));
}

/**
 * Whether `answer` is a valid answer of the kind: one of the options ('choice'), a non-empty set
 * of different options joined by "|" ('labels'), any non-empty text ('text').
 */
export function isValidAnswer(kind: ProjectKind, options: readonly string[], answer: string): boolean {
  if (kind === 'text') return answer.trim() !== '' && answer.length <= MAX_ITEM_TEXT;
  if (kind === 'choice') return options.includes(answer);
  const labels = answer.split('|');
  return labels.length > 0 && new Set(labels).size === labels.length && labels.every((l) => options.includes(l));
}

const ITEMS_SPEC = { writable: { items: 'any' } } as const;
const ITEM_FIELDS = new Set(['ref', 'text', 'image', 'gold']);

/**
 * The items of a request, each field a string, each with a text or an image and a gold answer
 * valid for the project; the first failing item is named (`items` field error). Images are
 * checked by their bytes on the server, which alone holds them.
 */
export function readItemsBody(
  raw: unknown,
  project: { kind: ProjectKind; options: readonly string[] },
  locale?: Locale,
): Outcome<ItemInput[]> {
  const body = readBody(raw, ITEMS_SPEC, PB.invalidData);
  if (!body.ok) return body;
  const items = body.value.items;
  const refuse = (message: string) =>
    fail(fieldErrors(PB.invalidData, { items: ['validation_invalid_value', message] }));
  if (!Array.isArray(items) || items.length === 0 || items.length > MAX_ITEMS_PER_REQUEST)
    return refuse(m.client_itemsCount({}, { locale }));
  const out: ItemInput[] = [];
  for (const [index, item] of items.entries()) {
    const n = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return refuse(m.client_itemEmpty({ n }, { locale }));
    const entries = Object.entries(item as Record<string, unknown>);
    if (entries.some(([k, v]) => !ITEM_FIELDS.has(k) || (v !== undefined && typeof v !== 'string')))
      return refuse(m.client_itemEmpty({ n }, { locale }));
    const { ref = '', text: itemText = '', image = '', gold = '' } = item as Record<string, string | undefined>;
    if (itemText.trim() === '' && image === '') return refuse(m.client_itemEmpty({ n }, { locale }));
    if (itemText.length > MAX_ITEM_TEXT || ref.length > MAX_ITEM_REF)
      return refuse(m.client_itemTooLong({ n }, { locale }));
    if (gold !== '' && !isValidAnswer(project.kind, project.options, gold))
      return refuse(m.client_itemGoldNotOption({ n }, { locale }));
    out.push({ ref, text: itemText, image, gold });
  }
  return { ok: true, value: out };
}

/** The picture types members' phones show, told by their first bytes (never by a name or a header). */
export function imageTypeOf(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const at = (i: number, ...values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/** An image may weigh at most this many bytes as sent. */
export const MAX_IMAGE_BYTES = 1_048_576;
