// The admins' request bodies.
import { describe, expect, it } from 'vitest';
import { readHoldNote, readNoBody } from './bodies.ts';

describe('operator bodies', () => {
  it('a move takes no body: {} or nothing', () => {
    expect(readNoBody(undefined, 'Failed to update record.').ok).toBe(true);
    expect(readNoBody({}, 'Failed to update record.').ok).toBe(true);
    expect(readNoBody({ status: 'disbursed' }, 'Failed to complete task.')).toMatchObject({
      ok: false,
      error: { message: 'Failed to complete task.', data: { status: { code: 'validation_unknown_field' } } },
    });
  });

  it('lifting a hold takes a note', () => {
    expect(readHoldNote({ note: 'same person' })).toEqual({ ok: true, value: 'same person' });
    expect(readHoldNote({})).toEqual({ ok: true, value: '' });
    expect(readHoldNote({ note: 3 })).toMatchObject({ ok: false, error: { message: 'Failed to update record.' } });
  });
});
