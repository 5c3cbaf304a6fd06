import { describe, expect, it } from 'vitest';
import { AT_STATUS_NAMES, classifyRecipientStatus } from './status-codes.ts';

describe('classifyRecipientStatus', () => {
  it('covers every code AT documents', () => {
    const byOutcome = { accepted: [] as number[], retry: [] as number[], rejected: [] as number[] };
    for (const code of Object.keys(AT_STATUS_NAMES).map(Number)) byOutcome[classifyRecipientStatus(code)].push(code);
    expect(byOutcome).toEqual({
      accepted: [100, 101, 102],
      retry: [401, 405, 500, 501, 502],
      rejected: [402, 403, 404, 406, 407, 409],
    });
  });

  it.each([
    [103, 'accepted'],
    [503, 'retry'],
    [408, 'rejected'],
    [0, 'rejected'],
    [200, 'rejected'],
  ] as const)('judges the unknown code %i by its range: %s', (code, outcome) => {
    expect(classifyRecipientStatus(code)).toBe(outcome);
  });
});
