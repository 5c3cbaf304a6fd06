// "Someone else has it."
import { MESSAGES } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { notUnique } from './uniqueness.ts';

describe('notUnique', () => {
  it.each([
    ['username', MESSAGES.usernameTaken],
    ['email', 'Value must be unique.'],
    ['phone', MESSAGES.phoneTaken],
  ] as const)('words a taken %s', (field, text) => {
    expect(notUnique('Failed to update record.', field)).toEqual({
      status: 400,
      message: 'Failed to update record.',
      data: { [field]: { code: 'validation_not_unique', message: text } },
    });
  });
});
