// Lenient readers for Daraja's payloads: keys matched case-insensitively with spaces removed
// ("Originator Conversation ID"), numbers that arrive as strings, lists that arrive as one object.
import { isObject } from './http.ts';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

export const parseError = (error: string): { ok: false; error: string } => ({ ok: false, error });

const squash = (key: string) => key.replace(/\s+/g, '').toLowerCase();

/** The value under `name`, however its key is spaced or cased. */
export function field(object: Record<string, unknown>, name: string): unknown {
  if (name in object) return object[name];
  const wanted = squash(name);
  for (const [key, value] of Object.entries(object)) if (squash(key) === wanted) return value;
  return undefined;
}

export function objectAt(object: Record<string, unknown>, name: string): Record<string, unknown> | null {
  const value = field(object, name);
  return isObject(value) ? value : null;
}

/** A non-empty string, or a number written as one (ids and receipts sometimes come as numbers). */
export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function amount(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/**
 * A Name/Value or Key/Value list (`Item`, `ResultParameter`, `ReferenceItem`) as a multimap keyed by
 * squashed names. Accepts an array or a single object; entries without a value are kept as null.
 */
export function namedValues(list: unknown, keyName: 'Name' | 'Key'): Map<string, unknown[]> {
  const entries = Array.isArray(list) ? list : isObject(list) ? [list] : [];
  const map = new Map<string, unknown[]>();
  for (const entry of entries) {
    if (!isObject(entry)) continue;
    const key = text(field(entry, keyName));
    if (key === null) continue;
    const values = map.get(squash(key)) ?? [];
    values.push(field(entry, 'Value') ?? null);
    map.set(squash(key), values);
  }
  return map;
}

export function first(map: Map<string, unknown[]>, name: string): unknown {
  return map.get(squash(name))?.[0] ?? null;
}

export function all(map: Map<string, unknown[]>, name: string): unknown[] {
  return map.get(squash(name)) ?? [];
}
