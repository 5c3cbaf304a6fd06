// "Someone else has it."

import { describe, expect, it } from 'vitest';
import { notUnique } from './uniqueness.ts';
import { m } from '@mapato/i18n';

describe('notUnique', () => {
  it.each([
    ['username', m.usernameTaken()],
    ['email', 'Value must be unique.'],
    ['phone', m.phoneTaken()],
  ] as const)('words a taken %s', (field, text) => {
    expect(notUnique('Failed to update record.', field)).toEqual({
      status: 400,
      message: 'Failed to update record.',
      data: { [field]: { code: 'validation_not_unique', message: text } },
    });
  });
});
