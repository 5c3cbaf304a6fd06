// Outcomes scripted by the member's number: the last digits spell the result code, so a person
// can read the scenario off the number. Numbers 0700 0xx xxx are Safaricom-style and owned by
// nobody we know; any number not listed behaves normally (the phone pays, the payout succeeds).

export type StkScript =
  /** The callback carries this ResultCode after the phone delay. */
  | { kind: 'result'; code: string }
  /**
   * Nobody answers and the callback is lost: STK Query says "being processed" while the prompt is
   * on the phone (promptTimeoutMs), then 1037 "DS timeout user cannot be reached", as Daraja does.
   */
  | { kind: 'silent' }
  /** M-Pesa never settles it: no callback, and STK Query says "being processed" for ever (ours, ADR 045). */
  | { kind: 'stuck' };

export type B2cScript =
  | { kind: 'result'; code: string }
  /** Decided (paid, or failed with `code`) but no callback ever: only Transaction Status tells. */
  | { kind: 'silent'; code?: string }
  /** A queue-timeout callback first, then (b2cDelayMs later) the success result. */
  | { kind: 'queue-timeout-then-success' };

/** Transaction Status about this number's payouts fails with this ResultCode (no ResultParameters). */
type StatusScript = { kind: 'query-fails'; code: string };

export interface Script {
  stk?: StkScript;
  b2c?: B2cScript;
  status?: StatusScript;
}

export interface MagicNumber extends Script {
  msisdn: string;
  meaning: string;
}

const result = (code: string) => ({ kind: 'result', code }) as const;

export const MAGIC_NUMBERS: readonly MagicNumber[] = [
  {
    msisdn: '254700000001',
    stk: result('1'),
    b2c: result('1'),
    meaning: 'insufficient funds (STK: the member; B2C: our utility account)',
  },
  { msisdn: '254700001032', stk: result('1032'), meaning: 'the member cancels the prompt' },
  { msisdn: '254700001037', stk: result('1037'), meaning: 'the phone cannot be reached (DS timeout)' },
  { msisdn: '254700002001', stk: result('2001'), meaning: 'the member enters a wrong PIN' },
  { msisdn: '254700001019', stk: result('1019'), meaning: 'the prompt expires' },
  { msisdn: '254700001025', stk: result('1025'), meaning: 'the prompt could not be sent' },
  { msisdn: '254700008006', stk: result('8006'), meaning: "the member's PIN is locked" },
  { msisdn: '254700002040', b2c: result('2040'), meaning: 'B2C: not a registered M-Pesa customer' },
  {
    msisdn: '254700000404',
    stk: result('SFC_IC0003'),
    b2c: result('SFC_IC0003'),
    meaning: 'the number is not on M-Pesa (SFC_IC0003)',
  },
  {
    msisdn: '254700000000',
    stk: { kind: 'silent' },
    b2c: { kind: 'silent' },
    meaning:
      'no callback ever (STK: nobody answers, Query says 1037 once the prompt expired; B2C: paid, only Transaction Status tells)',
  },
  {
    msisdn: '254700000999',
    stk: { kind: 'stuck' },
    meaning: 'STK: M-Pesa never settles the prompt (no callback, Query stays "being processed")',
  },
  {
    msisdn: '254700000408',
    b2c: { kind: 'queue-timeout-then-success' },
    meaning: 'B2C: a queue timeout, then the success result',
  },
];

const BY_NUMBER = new Map(MAGIC_NUMBERS.map((m) => [m.msisdn, m]));

export function magicScript(msisdn: string): Script | undefined {
  return BY_NUMBER.get(msisdn);
}
