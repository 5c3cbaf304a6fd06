// auth-with-password bodies.
import { describe, expect, it } from 'vitest';
import { readCredentials } from './credentials.ts';

describe('readCredentials', () => {
  it('reads identity and password (identityField is allowed)', () => {
    expect(readCredentials({ identity: 'amina', password: 'pw', identityField: 'username' })).toEqual({
      ok: true,
      value: { identity: 'amina', password: 'pw' },
    });
  });

  it.each([
    [{}, ['identity', 'password']],
    [{ identity: 'a', password: '' }, ['password']],
    [{ identity: 'a'.repeat(256), password: 'pw' }, ['identity']],
  ])('refuses %j as blank', (body, fields) => {
    const out = readCredentials(body);
    expect(out).toMatchObject({
      ok: false,
      error: { status: 400, message: 'An error occurred while validating the submitted data.' },
    });
    if (out.ok) return;
    expect(Object.keys(out.error.data)).toEqual(fields);
    expect(out.error.data[fields[0]!]).toEqual({ code: 'validation_required', message: 'Cannot be blank.' });
  });

  it('refuses unknown fields with the same message', () => {
    expect(readCredentials({ identity: 'a', password: 'b', otp: 1 })).toMatchObject({
      ok: false,
      error: {
        message: 'An error occurred while validating the submitted data.',
        data: { otp: { code: 'validation_unknown_field' } },
      },
    });
  });
});
