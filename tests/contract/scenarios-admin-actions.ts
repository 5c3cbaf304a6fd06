// The admins' moves on both sides (docs/decisions/050, four eyes: docs/decisions/042): a payout
// above the four-eyes threshold released by the second admin only, the same admin twice and a
// support admin refused; a payout awaiting approval not taken to "processing" by hand, declined
// with a reason and then no longer movable; upgrade requests declined, or refused while M-Pesa is
// still asked; unknown actions, records and bodies. Each compared word for word.
import { FOUR_EYES_MIN } from '@mapato/core';
import { account, type Body, type Scenario, type Target, type Who } from './targets.ts';

const A = '/api/admin';
const W = '/api/collections/withdrawal/records';
const pick = (b: Body) => [b.amount, b.status, b.processing, b.disbursed, b.declined, b.reason];

const withdraw = (key: string, amount: number): Scenario => ({
  name: `wanjiku withdraws KSh ${amount}`,
  as: 'wanjiku',
  method: 'POST',
  path: W,
  body: { amount, mpesa_number: account('wanjiku').phone, full_name: 'Wanjiku Kamau' },
  status: 200,
  save: (t, b) => {
    t.ids[key] = b.id;
  },
});

const act = (
  name: string,
  as: Who,
  kind: 'withdrawals' | 'registrations',
  key: string,
  action: string,
  status: number,
  body?: unknown,
): Scenario => ({
  name,
  as,
  method: 'POST',
  path: (t: Target) => `${A}/${kind}/${t.ids[key] ?? 'abcdefghijklmno'}/${action}`,
  body,
  status,
  same: pick,
});

const BIG = FOUR_EYES_MIN + 5_000;

export const adminActionScenarios: Scenario[] = [
  withdraw('big', BIG),
  act('approved by the first admin: held for a second', 'ops', 'withdrawals', 'big', 'approve', 200),
  act('approved again by the same admin', 'ops', 'withdrawals', 'big', 'approve', 400),
  act('approved by support', 'help', 'withdrawals', 'big', 'approve', 403),
  act('approved by a member', 'brian', 'withdrawals', 'big', 'approve', 403),
  act('approved by a guest', 'guest', 'withdrawals', 'big', 'approve', 401),
  act('approved with a body', 'ops2', 'withdrawals', 'big', 'approve', 400, { amount: 1 }),
  act('approved by the second admin: released', 'ops2', 'withdrawals', 'big', 'approve', 200),
  act('approved once released', 'ops2', 'withdrawals', 'big', 'approve', 400),
  withdraw('small', 6_000),
  act('taken to processing by hand while M-Pesa is to pay it', 'ops', 'withdrawals', 'small', 'processing', 400),
  act('declined with too long a reason', 'ops', 'withdrawals', 'small', 'decline', 400, { reason: 'x'.repeat(201) }),
  act('declined with a reason', 'ops', 'withdrawals', 'small', 'decline', 200, { reason: 'Wrong name.' }),
  act('declined again', 'ops', 'withdrawals', 'small', 'decline', 400),
  act('marked paid once declined', 'ops2', 'withdrawals', 'small', 'disburse', 400),
  act('an unknown action', 'ops', 'withdrawals', 'small', 'refund-twice', 404),
  act('an unknown withdrawal', 'ops', 'withdrawals', 'nobody', 'disburse', 404),
  {
    name: "wanjiku's balance after the decline",
    as: 'wanjiku',
    path: (t) => `/api/collections/users/records/${t.ids.wanjiku}`,
    status: 200,
    same: (b) => b.balance,
  },
  act('an upgrade approved while M-Pesa still asks', 'ops', 'registrations', 'wanjiku.registration', 'approve', 400),
  act('an upgrade declined by support', 'help', 'registrations', 'brian.registration', 'decline', 403),
  act('an upgrade request by an unknown action', 'ops', 'registrations', 'brian.registration', 'refund', 404),
  act('an upgrade declined', 'ops', 'registrations', 'brian.registration', 'decline', 200, { reason: 'No payment.' }),
  act('an upgrade declined again', 'ops', 'registrations', 'brian.registration', 'decline', 400),
  act('an unknown upgrade request', 'ops', 'registrations', 'nobody', 'approve', 404),
];
