// Reads a JSON body against a field spec: each field's type is checked, unknown fields are
// refused, and server-owned fields are accepted only with their current or default value (so
// payloads of the original client still work while nobody can set a balance or a status).
import { fieldErrors, type ApiError } from '../domain/api-error.ts';
import { badRequest } from '../domain/api-error.ts';

export type FieldType = 'string' | 'number' | 'boolean' | 'string|null' | 'any';

export interface BodySpec {
  /** fields the caller may set */
  writable: Record<string, FieldType>;
  /** server-owned fields with the values a caller may echo back */
  owned?: Record<string, (value: unknown) => boolean>;
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

/** Returns the writable fields that were sent; throws a 400 listing every bad field. */
export function readBody(raw: unknown, spec: BodySpec, failMessage: string): Record<string, unknown> {
  if (raw === undefined || raw === null) raw = {};
  if (typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('The request body must be a JSON object.');
  // Null-prototype maps and own-property lookups: a "__proto__" key is just an unknown field.
  const errors: Record<string, [string, string]> = Object.create(null);
  const out: Record<string, unknown> = Object.create(null);
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const type = Object.hasOwn(spec.writable, name) ? spec.writable[name] : undefined;
    const owned = spec.owned && Object.hasOwn(spec.owned, name) ? spec.owned[name] : undefined;
    if (type) {
      if (value === undefined) continue;
      if (matches(type, value)) out[name] = value;
      else errors[name] = ['validation_invalid_type', `Must be a ${type.replace('|null', ' or null')}.`];
    } else if (owned) {
      if (!owned(value))
        errors[name] = ['validation_read_only', 'This field is set by the server and cannot be changed.'];
    } else {
      errors[name] = ['validation_unknown_field', 'Unknown field.'];
    }
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(failMessage, errors) as ApiError;
  return out;
}

export const equals = (expected: unknown) => (v: unknown) => v === expected;
export const oneOf =
  (...expected: unknown[]) =>
  (v: unknown) =>
    expected.includes(v);
