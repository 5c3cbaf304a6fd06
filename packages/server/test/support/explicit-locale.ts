// No sentence from the server without a named language (ADR 051). The server passes the reader's
// locale to every message it words; a call that forgets it would read Paraglide's getLocale(), which
// on a server answering many members at once knows no reader, and answer in English. In the server
// and contract tests (a setup file, vitest.config.ts) getLocale() notes each call made from the
// server's own code, and the test that made it fails. A test's own `m.key()` (the English it
// expects) and the mocks still read English, as before.
import { baseLocale, overwriteGetLocale } from '@mapato/i18n';
import { afterEach, expect } from 'vitest';

const SERVER_SOURCE = /[\\/]packages[\\/]server[\\/]src[\\/]/;

/** The first frame of `stack` in the server's own source (not a test), or null. */
export function serverFrame(stack: string): string | null {
  const line = stack.split('\n').find((l) => SERVER_SOURCE.test(l) && !/\.test\.ts\b/.test(l));
  return line?.trim() ?? null;
}

const unnamed: string[] = [];

/** What getLocale() does in these tests: English, and the server's calls noted. */
export function testGetLocale(stack = callerStack()): typeof baseLocale {
  if (serverFrame(stack) !== null) unnamed.push(stack);
  return baseLocale;
}

/** The sentences noted since the last call, and forgets them. */
export const takeUnnamed = (): string[] => unnamed.splice(0);

function callerStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 50; // a message helper can sit a dozen calls below the server's frame
  const { stack = '' } = new Error();
  Error.stackTraceLimit = limit;
  return stack;
}

overwriteGetLocale(() => testGetLocale());

afterEach(() => {
  expect(takeUnnamed(), 'server sentences worded without an explicit locale (ADR 051)').toEqual([]);
});
