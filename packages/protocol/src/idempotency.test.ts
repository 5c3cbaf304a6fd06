// Which Idempotency-Keys are accepted.
import { describe, expect, it } from 'vitest';
import { idempotencyKeyRefusal, idempotencyKeyReused } from './idempotency.ts';

describe('Idempotency-Key', () => {
  it('accepts 1 to 255 characters', () => {
    expect(idempotencyKeyRefusal('k')).toBeNull();
    expect(idempotencyKeyRefusal('k'.repeat(255))).toBeNull();
  });

  it.each(['', 'k'.repeat(256)])('refuses %j', (key) => {
    expect(idempotencyKeyRefusal(key)).toEqual({
      status: 400,
      message: 'Invalid Idempotency-Key header.',
      data: { 'Idempotency-Key': { code: 'validation_invalid_value', message: 'Use 1 to 255 characters.' } },
    });
  });

  it('words a key reused for another request', () => {
    expect(idempotencyKeyReused()).toEqual({
      status: 400,
      message: 'This Idempotency-Key was already used for a different request.',
      data: {},
    });
  });
});
