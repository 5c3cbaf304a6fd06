// Reads a JSON body against a field spec: each field's type is checked, unknown fields are
// refused, and server-owned fields are accepted only with their current or default value (so
// payloads of the original client still work while nobody can set a balance or a status).
import { badRequest, fail, fieldErrors, ok, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB, invalidTypeText } from './messages.ts';

export type FieldType = 'string' | 'number' | 'boolean' | 'string|null' | 'any';

/** A test of the values a caller may echo back for a server-owned field. */
export type Echo = (value: unknown) => boolean;

export interface BodySpec {
  /** fields the caller may set */
  writable: Readonly<Record<string, FieldType>>;
  /** server-owned fields with the values a caller may echo back */
  owned?: Readonly<Record<string, Echo>>;
}

const matches = (type: FieldType, v: unknown): boolean => {
  switch (type) {
    case 'string':
      return typeof v === 'string';
    case 'number':
      return typeof v === 'number' && Number.isFinite(v);
    case 'boolean':
      return typeof v === 'boolean';
    case 'string|null':
      return v === null || typeof v === 'string';
    case 'any':
      return true;
  }
};

/** The writable fields that were sent, or one 400 listing every bad field under `failMessage`. */
export function readBody(raw: unknown, spec: BodySpec, failMessage: string): Outcome<Record<string, unknown>> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return fail(badRequest(PB.bodyNotObject));
  // Null-prototype maps and own-property lookups: a "__proto__" key is just an unknown field.
  const errors: Problems = Object.create(null);
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const type = Object.hasOwn(spec.writable, name) ? spec.writable[name] : undefined;
    const owned = spec.owned && Object.hasOwn(spec.owned, name) ? spec.owned[name] : undefined;
    if (type) {
      if (value === undefined) continue;
      if (matches(type, value)) out[name] = value;
      else errors[name] = ['validation_invalid_type', invalidTypeText(type)];
    } else if (owned) {
      if (!owned(value)) errors[name] = ['validation_read_only', FIELD.readOnly];
    } else {
      errors[name] = ['validation_unknown_field', FIELD.unknown];
    }
  }
  return Object.keys(errors).length > 0 ? fail(fieldErrors(failMessage, errors)) : ok(out);
}

export const equals =
  (expected: unknown): Echo =>
  (v) =>
    v === expected;
export const oneOf =
  (...expected: unknown[]): Echo =>
  (v) =>
    expected.includes(v);

/** A sent string field, or '' when it was not sent. */
export const text = (body: Record<string, unknown>, name: string): string => {
  const v = body[name];
  return typeof v === 'string' ? v : '';
};

/** Maps a read body through `typed` unless reading failed. */
export function readAs<T>(
  raw: unknown,
  spec: BodySpec,
  failMessage: string,
  typed: (body: Record<string, unknown>) => T,
): Outcome<T> {
  const body = readBody(raw, spec, failMessage);
  return body.ok ? ok(typed(body.value)) : body;
}
