// Changing a verified account's phone (ADR 036). The codes go to the server's SMS simulator and the
// mocks' store, out of the scenarios' reach, so they compare what both answer without the right
// one — a code asked for, the pause, the numbers refused, a wrong code, a profile edit that asks
// for the code and keeps the old phone, and a withdrawal to the number not yet proved
// (mocks/src/phone-change.test.ts types the codes). Runs last, on the sessions the earlier groups kept.
import { account, type Scenario } from './targets.ts';

const CHANGE = '/api/account/phone-change';
// Nobody's phone, and not one of the simulators' scenario numbers.
const NEXT = '0722 555 654';
const post = (name: string, path: string, body: unknown, status: number, as: Scenario['as'] = 'brian'): Scenario => ({
  name,
  as,
  method: 'POST',
  path: `${CHANGE}/${path}`,
  body,
  status,
});
const patch = (name: string, body: unknown, status: number, same?: Scenario['same']): Scenario => ({
  name,
  as: 'wanjiku',
  method: 'PATCH',
  path: (t) => `/api/collections/users/records/${t.ids.wanjiku}`,
  body,
  status,
  same,
});

export const phoneChangeScenarios: Scenario[] = [
  post('phone change for a guest', 'request-verification', { phone: NEXT }, 401, 'guest'),
  post('phone change to a bad number', 'request-verification', { phone: '0812' }, 400),
  post('phone change to the same number', 'request-verification', { phone: account('brian').phone }, 400),
  post('phone change to another member’s number', 'request-verification', { phone: account('amina').phone }, 400),
  post('phone change with an unknown field', 'request-verification', { phone: NEXT, verified: true }, 400),
  post('phone change to a new number', 'request-verification', { phone: NEXT }, 204),
  post('phone change again within the pause', 'request-verification', { phone: NEXT }, 429),
  post('phone change with a malformed code', 'confirm-verification', { code: '12ab' }, 400),
  post('phone change with a wrong code', 'confirm-verification', { code: '123456' }, 400),
  post('phone change confirmed with no code asked for', 'confirm-verification', { code: '123456' }, 400, 'wanjiku'),
  patch('clearing a verified phone', { phone: null }, 400),
  // The edit asks for the new number's code; the record keeps the proved phone.
  patch('a new phone in the profile waits for its code', { phone: '0722 555 987' }, 200, (b) => [b.phone, b.verified]),
  {
    name: 'a withdrawal to the new phone before its code',
    as: 'brian',
    method: 'POST',
    path: '/api/collections/withdrawal/records',
    body: { amount: 1000, mpesa_number: NEXT, full_name: 'Brian Otieno' },
    status: 400,
  },
];
