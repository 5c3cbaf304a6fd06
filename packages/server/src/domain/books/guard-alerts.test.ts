// The admins' texts about the guard (ADR 075) are one SMS each in both languages, even when the books
// hold hundreds of millions of shillings.
import { describe, expect, it } from 'vitest';
import { fitsOneText } from '../messaging/sms/outbox.ts';
import { guardAlertText } from './guard-alerts.ts';

const figures = { held: 123_456_789, owed: 987_654_321, min: 1.5 };

describe('the guard texts', () => {
  it.each(['en', 'sw'] as const)('fit one SMS in %s, tripped and recovered, and round the ratio down', (locale) => {
    const tripped = guardAlertText({ ...figures, ratio: 0.1249, bondsPaused: true }, locale);
    const recovered = guardAlertText({ ...figures, owed: 100, ratio: 1_234_567.899, bondsPaused: false }, locale);
    expect(fitsOneText(tripped)).toBe(true);
    expect(fitsOneText(recovered)).toBe(true);
    expect(tripped).toContain('KSh 123,456,789');
    expect(tripped).toContain('KSh 987,654,321');
    expect(tripped).toContain('0.12');
    expect(tripped).toContain('1.50');
  });
});
