// M-Pesa's own figure against the books on both sides (docs/decisions/071): the list of Account
// Balance queries, an admin's "ask M-Pesa now" (support refused), and a recorded float move with
// protocol's checks and sentences. The server then really asks its simulator; what comes back is
// tested in packages/server/test/mpesa-balance.test.ts, not compared here.
import type { Body, Scenario, Who } from './targets.ts';

const B = '/api/admin/mpesa-balances';
const M = '/api/admin/books/float-moves';
const asked = (b: Body) => [b.shortcode, b.state, b.comparisons, b.openPayouts, b.openStk];
const moved = (b: Body) => [b.kind, b.from, b.to, b.amount, b.note];

const ask = (name: string, as: Who, status: number, body?: unknown): Scenario => ({
  name,
  as,
  method: 'POST',
  path: B,
  body,
  status,
  same: asked,
});
const move = (name: string, as: Who, body: unknown, status: number): Scenario => ({
  name,
  as,
  method: 'POST',
  path: M,
  body,
  status,
  same: moved,
});

export const adminBooksScenarios: Scenario[] = [
  { name: 'the M-Pesa balance queries, none yet', as: 'help', path: B, status: 200 },
  ask('asking M-Pesa’s balance, as support', 'help', 403),
  ask('asking M-Pesa’s balance with a body', 'ops', 400, { shortcode: '600999' }),
  ask('asking M-Pesa’s balance now', 'ops', 200),
  move('a float move, as support', 'help', { from: 'bank', to: 'mpesa_utility', amount: 100, note: 'EFT 1' }, 403),
  move('a float move from no account', 'ops', { from: 'cash', to: 'mpesa_utility', amount: 100, note: 'EFT 1' }, 400),
  move('a float move to the same account', 'ops', { from: 'bank', to: 'bank', amount: 100, note: 'EFT 1' }, 400),
  move('a float move of no shillings', 'ops', { from: 'bank', to: 'mpesa_utility', amount: 0, note: 'EFT 1' }, 400),
  move(
    'a float move from the paybill to the utility account',
    'ops',
    { from: 'mpesa_paybill', to: 'mpesa_utility', amount: 100, note: 'Portal transfer 1' },
    200,
  ),
];
