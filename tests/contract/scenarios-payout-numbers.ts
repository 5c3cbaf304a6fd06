// Paying to another M-Pesa number (ADR 033): the server's codes stay queued (SMS off), so no
// scenario can type a right one; they compare what both answer without it — a code asked for,
// the resend pause, the numbers that need none, codes refused, and a withdrawal to a number
// asked about but never proved (mocks/src/payout-numbers.test.ts types the codes). Brian's
// balance is compared afterwards: nothing moved. Runs last, on the sessions the earlier groups kept.
import { balance } from './scenarios-money.ts';
import { account, type Scenario } from './targets.ts';

const NUMBERS = '/api/account/payout-numbers';
// Nobody's phone, and not one of the simulator's scenario numbers (0700 000 xxx).
const OTHER = '0722 555 123';
const post = (name: string, path: string, body: unknown, status: number, as: Scenario['as'] = 'brian'): Scenario => ({
  name,
  as,
  method: 'POST',
  path: `${NUMBERS}/${path}`,
  body,
  status,
});

export const payoutNumberScenarios: Scenario[] = [
  post('payout number code for a guest', 'request-verification', { mpesa_number: OTHER }, 401, 'guest'),
  post('payout number code for the own phone', 'request-verification', { mpesa_number: account('brian').phone }, 400),
  post('payout number code for a bad number', 'request-verification', { mpesa_number: '0812345678' }, 400),
  post('payout number code with an unknown field', 'request-verification', { mpesa_number: OTHER, fee: 0 }, 400),
  post('payout number code for another number', 'request-verification', { mpesa_number: OTHER }, 204),
  post('payout number code again within the pause', 'request-verification', { mpesa_number: OTHER }, 429),
  post(
    'payout number code for a third number within the pause',
    'request-verification',
    { mpesa_number: '0722555456' },
    429,
  ),
  post('payout number with a malformed code', 'confirm-verification', { mpesa_number: OTHER, code: '12ab' }, 400),
  // The member's code went to OTHER: it is no code for a number never asked about.
  post('payout number never asked about', 'confirm-verification', { mpesa_number: '0722555789', code: '123456' }, 400),
  post(
    'payout number code typed for the own phone',
    'confirm-verification',
    { mpesa_number: account('brian').phone, code: '123456' },
    400,
  ),
  {
    name: 'a withdrawal to a number asked about, never proved',
    as: 'brian',
    method: 'POST',
    path: '/api/collections/withdrawal/records',
    body: { amount: 1000, mpesa_number: OTHER, full_name: 'Brian Otieno' },
    status: 400,
  },
  balance('brian'),
];
