// POST /api/collections/{users|_superusers}/auth-with-password: identity and password present.
import { readBody, text } from './body.ts';
import { fail, fieldErrors, ok, type Outcome, type Problems } from './errors.ts';
import { FIELD, PB } from './messages.ts';

const CREDENTIALS = { writable: { identity: 'string', password: 'string', identityField: 'string' } } as const;

export function readCredentials(raw: unknown): Outcome<{ identity: string; password: string }> {
  const body = readBody(raw, CREDENTIALS, PB.invalidData);
  if (!body.ok) return body;
  const identity = text(body.value, 'identity');
  const password = text(body.value, 'password');
  const missing: Problems = {};
  if (identity === '' || identity.length > 255) missing.identity = ['validation_required', FIELD.blank];
  if (password === '' || password.length > 255) missing.password = ['validation_required', FIELD.blank];
  return Object.keys(missing).length > 0 ? fail(fieldErrors(PB.invalidData, missing)) : ok({ identity, password });
}
