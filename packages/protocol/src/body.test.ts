// The field-spec reader: what it keeps, what it refuses, and the exact error body.
import { describe, expect, it } from 'vitest';
import { equals, oneOf, readAs, readBody, text, type BodySpec } from './body.ts';

const spec: BodySpec = {
  writable: { name: 'string', age: 'number', ok: 'boolean', phone: 'string|null', amount: 'any' },
  owned: { balance: equals(0), user: oneOf('u1', '') },
};
const read = (raw: unknown) => readBody(raw, spec, 'Failed to create record.');

describe('readBody', () => {
  it('keeps the writable fields that were sent, in a null-prototype map', () => {
    const out = read({ name: 'A', age: 3, ok: false, phone: null, amount: '1,000', balance: 0, user: '' });
    expect(out).toEqual({ ok: true, value: { name: 'A', age: 3, ok: false, phone: null, amount: '1,000' } });
    if (out.ok) expect(Object.getPrototypeOf(out.value)).toBeNull();
  });

  it.each([undefined, null])('reads %s as no body', (raw) => {
    expect(read(raw)).toEqual({ ok: true, value: {} });
  });

  it('skips fields sent as undefined', () => {
    expect(read({ name: undefined })).toEqual({ ok: true, value: {} });
  });

  it.each([[[]], ['text'], [3]])('refuses %j: the body must be an object', (raw) => {
    expect(read(raw)).toEqual({
      ok: false,
      error: { status: 400, message: 'The request body must be a JSON object.', data: {} },
    });
  });

  it('lists every bad field at once, with its code and text', () => {
    const out = read({ name: 1, age: Infinity, ok: 'yes', phone: 3, balance: 5, user: 'u2', level: 9 });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.error.status).toBe(400);
    expect(out.error.message).toBe('Failed to create record.');
    expect(out.error.data).toEqual({
      name: { code: 'validation_invalid_type', message: 'Must be a string.' },
      age: { code: 'validation_invalid_type', message: 'Must be a number.' },
      ok: { code: 'validation_invalid_type', message: 'Must be a boolean.' },
      phone: { code: 'validation_invalid_type', message: 'Must be a string or null.' },
      balance: { code: 'validation_read_only', message: 'This field is set by the server and cannot be changed.' },
      user: { code: 'validation_read_only', message: 'This field is set by the server and cannot be changed.' },
      level: { code: 'validation_unknown_field', message: 'Unknown field.' },
    });
  });

  it('treats "__proto__" and inherited names as unknown fields', () => {
    const out = read(JSON.parse('{"__proto__": {"name": "x"}, "toString": 1, "constructor": 2}'));
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(Object.keys(out.error.data).sort()).toEqual(['__proto__', 'constructor', 'toString']);
    expect(Object.getPrototypeOf(out.error.data)).toBeNull();
  });
});

describe('helpers', () => {
  it('text() gives a sent string or ""', () => {
    expect(text({ a: 'x', b: 3 }, 'a')).toBe('x');
    expect(text({ a: 'x', b: 3 }, 'b')).toBe('');
    expect(text({}, 'c')).toBe('');
  });

  it('readAs() maps a read body, and passes a refusal through', () => {
    expect(readAs({ name: 'A' }, spec, 'F', (b) => text(b, 'name'))).toEqual({ ok: true, value: 'A' });
    expect(readAs({ x: 1 }, spec, 'F', () => 1).ok).toBe(false);
  });
});
