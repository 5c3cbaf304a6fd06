// The protocol's sentences are PocketBase's, word for word: clients and tests match on them.
import { describe, expect, it } from 'vitest';
import { FIELD, PB, invalidTypeText, wrongAuthCollection } from './messages.ts';

describe('protocol messages', () => {
  it("keeps PocketBase's wording", () => {
    expect(PB.createFailed).toBe('Failed to create record.');
    expect(PB.updateFailed).toBe('Failed to update record.');
    expect(PB.invalidData).toBe('An error occurred while validating the submitted data.');
    expect(PB.notFound).toBe("The requested resource wasn't found.");
    expect(PB.generic400).toBe('Something went wrong while processing your request.');
    expect(FIELD.blank).toBe('Cannot be blank.');
  });

  it('words type errors and auth-collection mismatches', () => {
    expect(invalidTypeText('string|null')).toBe('Must be a string or null.');
    expect(invalidTypeText('number')).toBe('Must be a number.');
    expect(wrongAuthCollection('users')).toBe('The request requires auth record from users collection.');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(PB)).toBe(true);
    expect(Object.isFrozen(FIELD)).toBe(true);
  });
});
