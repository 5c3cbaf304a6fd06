// Request bodies read the way the server reads them (packages/server/src/http/body-fields.ts):
// JSON only, an empty body is "no body", each field's type is checked, unknown fields are
// refused and server-owned fields are accepted only with their current or default value.
import { PB, badRequest, fieldErrors } from './errors.ts';

export type FieldType = 'string' | 'number' | 'boolean' | 'string|null' | 'any';

export interface BodySpec {
  writable: Record<string, FieldType>;
  owned?: Record<string, (value: unknown) => boolean>;
}

/** The SDK sends `Content-Type: application/json` even with no body (auth-refresh, DELETE). */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(PB.invalidJson);
  }
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

/** The writable fields that were sent; throws one 400 listing every bad field. */
export function readBody(raw: unknown, spec: BodySpec, failMessage: string): Record<string, unknown> {
  const body = raw ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) throw badRequest(PB.bodyNotObject);
  const errors: Record<string, [string, string]> = {};
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
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
  if (Object.keys(errors).length > 0) throw fieldErrors(failMessage, errors);
  return out;
}

export const equals = (expected: unknown) => (v: unknown) => v === expected;
export const oneOf =
  (...expected: unknown[]) =>
  (v: unknown) =>
    expected.includes(v);

/** A sent string field, or '' when absent (the server's `?? ''`). */
export const text = (body: Record<string, unknown>, name: string): string => {
  const v = body[name];
  return typeof v === 'string' ? v : '';
};
