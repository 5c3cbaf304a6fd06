import { describe, expect, it } from 'vitest';
import { RESULT_CODES, resultOutcome, type Outcome } from './result-codes.ts';

const paid: Outcome = { kind: 'success' };
const no = (reason: string): Outcome => ({ kind: 'failed', reason });
const unknown = expect.objectContaining({ kind: 'unknown' });
const OURS_STK = 'M-Pesa payments are not available right now. Please try again later';
const OURS_B2C = 'M-Pesa payouts are not available right now. Please try again later';
const UNREACHABLE = 'Your phone could not be reached. Make sure it is on and try again';
const NOT_SENT = 'M-Pesa could not send the request to your phone. Please try again';

// Written out by hand from the reference (§3.4, §5.6), not derived from the table under test.
const EXPECTED: [code: string, stk: unknown, b2c: unknown][] = [
  ['0', paid, paid],
  ['1', no('Not enough money in M-Pesa'), no('M-Pesa payouts are paused on our side. Please try again later')],
  ['2', no('The amount is below the M-Pesa minimum'), no('The amount is below the M-Pesa minimum of KSh 10')],
  [
    '3',
    no('The amount is above the M-Pesa limit per transaction'),
    no('The amount is above the M-Pesa limit per transaction'),
  ],
  [
    '4',
    no('This payment would pass your daily M-Pesa limit'),
    no('This payout would pass the daily M-Pesa limit of the receiving number'),
  ],
  ['8', no(OURS_STK), no('The receiving M-Pesa account would pass its maximum balance')],
  ['11', unknown, no(OURS_B2C)],
  ['17', no('The same amount was requested a moment ago. Wait 2 minutes and try again'), unknown],
  ['21', unknown, no(OURS_B2C)],
  ['26', no('M-Pesa is busy. Please try again in a minute'), unknown],
  ['1001', no('Another M-Pesa request is open on your phone. Try again in a minute'), unknown],
  ['1019', no('The M-Pesa request expired before it was answered'), unknown],
  ['1025', no(NOT_SENT), unknown],
  ['1032', no('You cancelled the M-Pesa request'), unknown],
  ['1036', no(UNREACHABLE), unknown],
  ['1037', no(UNREACHABLE), unknown],
  ['2001', no('Wrong PIN'), no(OURS_B2C)],
  ['2006', unknown, no(OURS_B2C)],
  ['2028', no(OURS_STK), no(OURS_B2C)],
  ['2040', unknown, no('The number is not registered for M-Pesa')],
  ['8006', no('Your M-Pesa PIN is locked. Call 100 or 200 to unlock it'), no(OURS_B2C)],
  ['9999', no(NOT_SENT), unknown],
  ['SFC_IC0003', no(OURS_STK), no('The number is not on M-Pesa')],
];

describe('result codes', () => {
  it.each(EXPECTED)('%s: STK and B2C outcomes', (code, stk, b2c) => {
    expect(resultOutcome('stk', code)).toEqual(stk);
    expect(resultOutcome('b2c', code)).toEqual(b2c);
  });

  it('the table has exactly the codes checked above, each for at least one product', () => {
    expect(RESULT_CODES.map((row) => row.code).sort()).toEqual(EXPECTED.map(([code]) => code).sort());
    for (const row of RESULT_CODES) expect(row.stk ?? row.b2c).toBeDefined();
  });

  it('callbacks send numbers, queries strings: both find the row', () => {
    expect(resultOutcome('stk', 1032)).toEqual(resultOutcome('stk', '1032'));
    expect(resultOutcome('stk', ' 1032 ')).toEqual(resultOutcome('stk', '1032'));
  });

  it('a code not in the table is unknown, never a failure', () => {
    expect(resultOutcome('stk', '4242')).toEqual({ kind: 'unknown', note: 'STK result code 4242 is not in the table' });
    expect(resultOutcome('b2c', 'R000001').kind).toBe('unknown');
  });

  it('only code 0 is a success', () => {
    for (const row of RESULT_CODES.filter((r) => r.code !== '0')) {
      expect(row.stk?.kind).not.toBe('success');
      expect(row.b2c?.kind).not.toBe('success');
    }
  });
});
