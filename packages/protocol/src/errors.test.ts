// Error bodies as values.
import { describe, expect, it } from 'vitest';
import { badRequest, checked, fieldErrors, notFound } from './errors.ts';

describe('error bodies', () => {
  it('builds PocketBase defaults', () => {
    expect(badRequest()).toEqual({
      status: 400,
      message: 'Something went wrong while processing your request.',
      data: {},
    });
    expect(notFound()).toEqual({ status: 404, message: "The requested resource wasn't found.", data: {} });
  });

  it('turns [code, text] pairs into field errors', () => {
    const body = fieldErrors('Failed to create record.', { amount: ['validation_min', 'Too small.'] });
    expect(body).toEqual({
      status: 400,
      message: 'Failed to create record.',
      data: { amount: { code: 'validation_min', message: 'Too small.' } },
    });
    expect(JSON.stringify(body)).toBe(
      '{"status":400,"message":"Failed to create record.","data":{"amount":{"code":"validation_min","message":"Too small."}}}',
    );
  });

  it('checked() gives the value only when nothing failed', () => {
    expect(checked('F', {}, () => 7)).toEqual({ ok: true, value: 7 });
    expect(checked('F', { a: ['c', 't'] }, () => 7)).toEqual({
      ok: false,
      error: { status: 400, message: 'F', data: { a: { code: 'c', message: 't' } } },
    });
  });
});
