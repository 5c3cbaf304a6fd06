// Withdrawals: a valid one, each invalid kind, the daily limit and the Idempotency-Key, with the
// balance compared after the money moved.
import { account, type Body, type Scenario, type Target } from './targets.ts';

const W = '/api/collections/withdrawal/records';
// Brian's own phone: another number is paid only once it has passed its own code (scenarios-payout-numbers.ts).
const ok = { amount: 1500, mpesa_number: '0722000111', full_name: 'Brian Otieno' };
const withdraw = (name: string, body: Scenario['body'], status: number, extra: Partial<Scenario> = {}): Scenario => ({
  name,
  as: 'brian',
  method: 'POST',
  path: W,
  body,
  status,
  ...extra,
});
const pickW = (b: Body) => [b.amount, b.mpesa_number, b.full_name, b.status, b.processed_at, b.processing];
export const balance = (who: 'brian' | 'amina' | 'wanjiku'): Scenario => ({
  name: `${who}'s balance afterwards`,
  as: who,
  path: (t) => `/api/collections/users/records/${t.ids[who]}`,
  status: 200,
  same: (b) => [b.balance, b.income, b.tasks_done],
});
export const moneyScenarios: Scenario[] = [
  withdraw('a valid withdrawal', ok, 200, { same: pickW }),
  balance('brian'),
  withdraw(
    'the original client payload',
    (t: Target) => ({ ...ok, user: t.ids.brian, status: 'pending', processed_at: null }),
    200,
  ),
  withdraw('below the minimum', { ...ok, amount: 999 }, 400),
  withdraw('over the balance', { ...ok, amount: 500_000 }, 400),
  withdraw('a fractional amount', { ...ok, amount: 1500.5 }, 400),
  withdraw('an amount that is not a number', { ...ok, amount: 'NaN' }, 400),
  withdraw('a bad M-Pesa number', { ...ok, mpesa_number: '0812345678' }, 400),
  withdraw('a short full name', { ...ok, full_name: 'Al' }, 400),
  withdraw('a server-owned field (status)', { ...ok, status: 'disbursed' }, 400),
  withdraw('a server-owned field (disbursed)', { ...ok, disbursed: true }, 400),
  withdraw('a withdrawal for someone else', (t: Target) => ({ ...ok, user: t.ids.amina }), 400),
  withdraw('an unknown field', { ...ok, fee: 0 }, 400),
  { ...withdraw('an empty body', undefined, 400), raw: '' },
  { ...withdraw('malformed JSON', undefined, 400), raw: '{"amount": 1500,' },
  { ...withdraw('a guest', ok, 401), as: 'guest' },
  {
    ...withdraw('over the daily limit', { ...ok, amount: 70_000, mpesa_number: account('wanjiku').phone }, 400),
    as: 'wanjiku',
  },
  withdraw('with an Idempotency-Key', { ...ok, amount: 1000 }, 200, {
    headers: { 'idempotency-key': 'contract-1' },
    same: pickW,
  }),
  withdraw('the same key again (replayed)', { ...ok, amount: 1000 }, 200, {
    headers: { 'idempotency-key': 'contract-1' },
    same: pickW,
  }),
  withdraw('the same key with another body', { ...ok, amount: 2000 }, 400, {
    headers: { 'idempotency-key': 'contract-1' },
  }),
  withdraw('an empty key', ok, 400, { headers: { 'idempotency-key': '' } }),
  balance('brian'),
];
