// The guard of explicit-locale.ts is live: a sentence worded from the server's own code without a
// locale is noted (and would fail the test that made it), one worded by a test is not (ADR 051).
import { getLocale, m } from '@mapato/i18n';
import { describe, expect, it } from 'vitest';
import { simulatedSimSwap } from '../src/domain/payments/sim-swap.ts';
import { serverFrame, takeUnnamed } from './support/explicit-locale.ts';

describe('a server sentence without a named language', () => {
  it('is noted when the server words it, with the server frame that did', async () => {
    // A server function that calls back synchronously: the callback words a sentence as a server
    // path that forgot its locale would.
    const worded: string[] = [];
    const check = simulatedSimSwap(() => (worded.push(m.phoneInvalid()), new Date()));
    await check.swappedSince('254700000999', new Date(0));
    expect(worded).toEqual(['Please enter a valid phone number.']);
    const noted = takeUnnamed();
    expect(noted).toHaveLength(1);
    expect(serverFrame(noted[0]!)).toMatch(/packages[\\/]server[\\/]src[\\/]domain[\\/]payments[\\/]sim-swap\.ts/);
  });

  it('is not noted when a test words it, nor with a named language', () => {
    expect(m.phoneInvalid()).toBe('Please enter a valid phone number.');
    expect(getLocale()).toBe('en');
    expect(m.phoneInvalid({}, { locale: 'sw' })).not.toBe('Please enter a valid phone number.');
    expect(takeUnnamed()).toEqual([]);
  });

  it('finds the server frame in a stack and ignores tests and other packages', () => {
    const at = (file: string) => `    at fn (file:///repo/${file}:1:2)`;
    const stack = (...files: string[]) => ['Error', ...files.map(at)].join('\n');
    expect(serverFrame(stack('packages/core/src/money.ts', 'packages/server/src/domain/x.ts'))).toBe(
      'at fn (file:///repo/packages/server/src/domain/x.ts:1:2)',
    );
    expect(serverFrame(stack('packages/core/src/money.ts', 'packages/server/src/http/x.test.ts'))).toBeNull();
    expect(serverFrame(stack('mocks/src/phone-codes.ts', 'packages/server/test/x.test.ts'))).toBeNull();
  });
});
