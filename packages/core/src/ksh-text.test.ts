// kshText goes into the member app's dashboard as its source text (an inline script that shows the
// figures before the app's scripts, sites/app/src/lib/figures-before-script.ts): rebuilt from that
// text alone, with groupThousands' own, it must write every amount exactly as formatKsh does.
import { describe, expect, it } from 'vitest';
import { formatKsh, groupThousands, kshText } from './money.ts';

const missing = formatKsh(Number.NaN);
const rebuilt = new Function(
  'amount',
  'missing',
  `return (${String(kshText)})(amount, missing, ${String(groupThousands)});`,
) as (amount: unknown, missing: string) => string;

describe('kshText rebuilt from its source', () => {
  it.each([0, 5300, -50, 0.4, -0.4, 1234567.5, 1e21, Number.NaN, Infinity])('writes %s as formatKsh does', (amount) => {
    expect(rebuilt(amount, missing)).toBe(formatKsh(amount));
  });

  it('writes a field that is not a number as missing, never "KSh NaN"', () => {
    expect(rebuilt(undefined, missing)).toBe(missing);
    expect(rebuilt('5300', missing)).toBe(missing);
  });
});
