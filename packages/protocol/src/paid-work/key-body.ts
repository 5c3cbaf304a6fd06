// POST /api/client/keys {name}: the body's rule, written once for the server and the mocks
// (docs/decisions/057, 062): a name of 1–100 characters, said in the caller's language.
import { keyNameRefusal } from '@mapato/core';
import type { Locale } from '@mapato/i18n';
import { readBody, text } from '../body.ts';
import { fail, fieldErrors, type Outcome } from '../errors.ts';
import { PB } from '../messages.ts';

const KEY_BODY = { writable: { name: 'string' } } as const;
export const MAX_KEY_NAME = 100;

/** The key's name, trimmed, or the refusal naming the field. */
export function readKeyName(raw: unknown, locale?: Locale): Outcome<string> {
  const body = readBody(raw, KEY_BODY, PB.createFailed);
  if (!body.ok) return body;
  const name = text(body.value, 'name').trim();
  if (name === '' || name.length > MAX_KEY_NAME)
    return fail(
      fieldErrors(PB.createFailed, {
        name: ['validation_required', keyNameRefusal(locale)],
      }),
    );
  return { ok: true, value: name };
}
