// The Account Balance result as Daraja publishes it (reference §14): five accounts in one string,
// the current balance of each whole-shilling, and the failures that carry no figure.
import { describe, expect, it } from 'vitest';
import { parseAccountBalanceResult, parseAccountBalanceString } from './parse-balance.ts';

const DARAJA_SAMPLE = {
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request has been accepted successfully.',
    OriginatorConversationID: '19464-802673-1',
    ConversationID: 'AG_20170728_0000589b6252f7f25488',
    TransactionID: 'LGS0000000',
    ResultParameters: {
      ResultParameter: [
        {
          Key: 'AccountBalance',
          Value:
            'Working Account|KES|46713.00|46713.00|0.00|0.00&Float Account|KES|0.00|0.00|0.00|0.00&Utility Account|KES|49217.00|49217.00|0.00|0.00&Charges Paid Account|KES|-220.00|-220.00|0.00|0.00&Organization Settlement Account|KES|0.00|0.00|0.00|0.00',
        },
        { Key: 'BOCompletedTime', Value: 20170728095642 },
      ],
    },
  },
};

describe('parseAccountBalanceResult', () => {
  it('reads every account of Daraja’s sample and when M-Pesa took the figure', () => {
    const parsed = parseAccountBalanceResult(DARAJA_SAMPLE);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.originatorConversationId).toBe('19464-802673-1');
    expect(parsed.value.accounts.map((a) => [a.name, a.current])).toEqual([
      ['Working Account', 46_713],
      ['Float Account', 0],
      ['Utility Account', 49_217],
      ['Charges Paid Account', -220],
      ['Organization Settlement Account', 0],
    ]);
    // 09:56:42 in Nairobi is 06:56:42 UTC.
    expect(parsed.value.takenAt?.toISOString()).toBe('2017-07-28T06:56:42.000Z');
  });

  it('keeps the current balance apart from the available one (reserved funds)', () => {
    expect(parseAccountBalanceString('Working Account|KES|346568.83|6186.83|340382.00|0.00')).toEqual([
      { name: 'Working Account', currency: 'KES', current: 346_568, available: 6_186 },
    ]);
  });

  it('a failed query carries its code and no figure', () => {
    const parsed = parseAccountBalanceResult({
      Result: {
        ResultCode: 2001,
        ResultDesc: 'The initiator information is invalid.',
        OriginatorConversationID: 'x-1',
      },
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        originatorConversationId: 'x-1',
        resultCode: '2001',
        resultDesc: 'The initiator information is invalid.',
        accounts: [],
        takenAt: null,
      },
    });
  });

  it.each([
    [{}, 'Result is missing'],
    [{ Result: { ResultCode: 0 } }, 'without OriginatorConversationID'],
    [{ Result: { ResultCode: 0, OriginatorConversationID: 'a' } }, 'without an AccountBalance'],
    [
      {
        Result: {
          ResultCode: 0,
          OriginatorConversationID: 'a',
          ResultParameters: { ResultParameter: { Key: 'AccountBalance', Value: 'Working Account|KES|lots' } },
        },
      },
      'not understood',
    ],
  ])('refuses %j', (body, error) => {
    const parsed = parseAccountBalanceResult(body);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(error);
  });
});
