// Public routes, sign-in (each demo account), refresh, the own user record and sign-up checks.
import { account, type Member, type Scenario } from './targets.ts';

const SIGN_IN = '/api/collections/users/auth-with-password';
const REFRESH = '/api/collections/users/auth-refresh';
/** The seeded demo values that must agree between the server's --demo and the mocks. */
const SEEDED = ['username', 'name', 'email', 'mail', 'phone', 'level', 'investment', 'income', 'balance', 'referals'];
const seeded = (record: Record<string, unknown>) => Object.fromEntries(SEEDED.map((k) => [k, record[k]]));

const signIn = (who: Member): Scenario => ({
  name: `sign in as ${who}`,
  as: 'guest',
  method: 'POST',
  path: SIGN_IN,
  body: { identity: account(who).username, password: account(who).password },
  status: 200,
  same: (b) => ({ ...seeded(b.record), tasks_done: b.record.tasks_done }),
  save: (t, b) => {
    t.tokens[who] = b.token;
    t.ids[who] = b.record.id;
  },
});

const signUp = (patch: Record<string, unknown>) => ({
  username: 'contract_member',
  // No demo account has this number (one phone, one account).
  phone: '+254799000111',
  password: 'long-enough-1',
  passwordConfirm: 'long-enough-1',
  ...patch,
});

export const sessionScenarios: Scenario[] = [
  { name: 'health', as: 'guest', path: '/api/health', status: 200, same: (b) => b },
  { name: 'levels and salary table', as: 'guest', path: '/api/levels', status: 200, same: (b) => b },
  // Before any scenario earns anything: both hold the demo members' sign-up rewards and one referral.
  { name: 'what each level earned a day', as: 'guest', path: '/api/levels/earnings', status: 200, same: (b) => b },
  { name: 'level earnings take no parameters', as: 'guest', path: '/api/levels/earnings?level=2', status: 400 },
  // Both play M-Pesa (the server with --mpesa simulator): bonds can be paid by a prompt.
  { name: 'payment methods', as: 'guest', path: '/api/payments/methods', status: 200, same: (b) => b },
  {
    name: 'demo accounts (the server runs with --demo)',
    as: 'guest',
    path: '/api/demo-accounts',
    status: 200,
    same: (b) => b,
  },
  signIn('amina'),
  signIn('brian'),
  signIn('wanjiku'),
  {
    name: 'sign in by e-mail',
    as: 'guest',
    method: 'POST',
    path: SIGN_IN,
    body: { identity: account('brian').email, password: account('brian').password },
    status: 200,
  },
  {
    name: 'sign in with a wrong password (demo message differs by design)',
    as: 'guest',
    method: 'POST',
    path: SIGN_IN,
    body: { identity: 'amina', password: 'not-the-password' },
    status: 400,
    demo: true,
  },
  {
    name: 'sign in without a password',
    as: 'guest',
    method: 'POST',
    path: SIGN_IN,
    body: { identity: 'amina' },
    status: 400,
  },
  {
    name: 'sign in with an unknown field',
    as: 'guest',
    method: 'POST',
    path: SIGN_IN,
    body: { identity: 'amina', password: 'x', admin: true },
    status: 400,
  },
  {
    name: 'sign in on a non-auth collection',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/withdrawal/auth-with-password',
    body: {},
    status: 404,
  },
  { name: 'refresh', as: 'amina', method: 'POST', path: REFRESH, status: 200, same: (b) => seeded(b.record) },
  { name: 'refresh as a guest', as: 'guest', method: 'POST', path: REFRESH, status: 401 },
  {
    name: 'refresh with a garbage token',
    as: 'guest',
    method: 'POST',
    path: REFRESH,
    headers: { authorization: 'not.a.token' },
    status: 401,
  },
  {
    name: 'refresh on the operators collection with a member token',
    as: 'brian',
    method: 'POST',
    path: '/api/collections/_superusers/auth-refresh',
    status: 403,
  },
  {
    name: 'get own user',
    as: 'wanjiku',
    path: (t) => `/api/collections/users/records/${t.ids.wanjiku}`,
    status: 200,
    same: seeded,
  },
  {
    name: "another member's user record",
    as: 'amina',
    path: (t) => `/api/collections/users/records/${t.ids.brian}`,
    status: 404,
  },
  {
    name: "a guest's view of a user record",
    as: 'guest',
    path: (t) => `/api/collections/users/records/${t.ids.brian}`,
    status: 404,
  },
  {
    name: 'list users (only oneself)',
    as: 'brian',
    path: '/api/collections/users/records',
    status: 200,
    same: (b) => b.totalItems,
  },
  {
    name: 'sign up with a short password',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/users/records',
    body: signUp({ password: 'short', passwordConfirm: 'short' }),
    status: 400,
  },
  {
    name: 'sign up with a bad phone and confirmation',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/users/records',
    body: signUp({ phone: '+2541', passwordConfirm: 'x' }),
    status: 400,
  },
  {
    name: 'sign up with a balance of its own',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/users/records',
    body: signUp({ balance: 5000 }),
    status: 400,
  },
  {
    name: 'sign up with an unknown invitation code',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/users/records',
    body: signUp({ invitation_code: 'nobody_here' }),
    status: 400,
  },
];
