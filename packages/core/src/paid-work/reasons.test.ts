import { describe, expect, it } from 'vitest';
import { reasonText, workReason } from './reasons.ts';

describe('reasonText', () => {
  it('words a stored code in the reader’s language', () => {
    expect(reasonText(workReason.goldWrong, 'en')).toMatch(/known answer/);
    expect(reasonText(workReason.goldWrong, 'sw')).toMatch(/jibu linalojulikana/);
    expect(reasonText(workReason.majority('cat|dog'), 'en')).toContain('cat, dog');
    expect(reasonText(workReason.waitingClient(72), 'sw')).toContain('72');
  });

  it('shows a client’s own words as written', () => {
    expect(reasonText('Wrong language', 'sw')).toBe('Wrong language');
  });
});
