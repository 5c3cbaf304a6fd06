import { describe, it, expect } from 'vitest';
import { checkMpesaReference, normaliseMpesaReference } from './mpesa-reference.ts';

const invalid = 'Please enter the M-Pesa reference from your confirmation SMS (10 letters and digits).';

describe('M-Pesa references', () => {
  it.each([
    ['SKL4ABCD12', 'SKL4ABCD12'],
    [' skl4abcd12 ', 'SKL4ABCD12'],
    ['Skl4AbCd12', 'SKL4ABCD12'],
  ])('%j is accepted as %s', (input, normal) => {
    expect(normaliseMpesaReference(input)).toBe(normal);
    expect(checkMpesaReference(input)).toBeNull();
  });

  it.each([[''], ['SKL4ABCD1'], ['SKL4ABCD123'], ['SKL4 ABCD12'], ['SKL4-ABCD1'], ['SKL4ABCDÉ2']])(
    '%j is rejected',
    (input) => {
      expect(checkMpesaReference(input)).toBe(invalid);
    },
  );
});
