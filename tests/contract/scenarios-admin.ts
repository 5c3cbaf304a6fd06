// The admins' side (/api/admin/*, docs/decisions/050): signing in as each role, who may read what,
// the queues, members, holds, support threads, the audit log and the settings. The two sample
// worlds differ by design (the mocks add sample members, holds and threads for Storybook; the demo
// server has only the demo members), so a list is compared by its page and, where both hold the
// demo members' rows, by their shape.
import { DEMO_OPERATORS } from '@mapato/mocks';
import type { Body, Scenario, Target, Who } from './targets.ts';

const A = '/api/admin';
type Admin = Extract<Who, 'ops' | 'ops2' | 'help'>;

const signIn = (who: Admin): Scenario => {
  const admin = DEMO_OPERATORS.find((o) => o.email.startsWith(`${who}@`))!;
  return {
    name: `sign in as ${who} (${admin.role})`,
    as: 'guest',
    method: 'POST',
    path: '/api/collections/_superusers/auth-with-password',
    body: { identity: admin.email, password: admin.password },
    status: 200,
    same: (b) => [b.record.email, b.record.collectionName],
    save: (t, b) => {
      t.tokens[who] = b.token;
      t.ids[who] = b.record.id;
    },
  };
};

/** A page's envelope with its items left out: what both worlds share whatever they hold. */
const envelope = (b: Body) => ({ ...b, items: undefined });
const thread = (t: Target) => encodeURIComponent(`u:${t.ids.brian}`);

export const adminScenarios: Scenario[] = [
  signIn('ops'),
  signIn('ops2'),
  signIn('help'),
  {
    name: 'an admin with a wrong password',
    as: 'guest',
    method: 'POST',
    path: '/api/collections/_superusers/auth-with-password',
    body: { identity: DEMO_OPERATORS[0]!.email, password: 'wrong-password' },
    status: 400,
  },
  { name: 'who am I, as a guest', as: 'guest', path: `${A}/me`, status: 401 },
  { name: 'who am I, as a member', as: 'brian', path: `${A}/me`, status: 403 },
  { name: 'who am I, as an admin', as: 'ops', path: `${A}/me`, status: 200, same: (b) => [b.email, b.role] },
  { name: 'who am I, as support', as: 'help', path: `${A}/me`, status: 200, same: (b) => [b.email, b.role] },
  { name: 'the settings', as: 'ops', path: `${A}/settings`, status: 200 },
  { name: 'the overview', as: 'help', path: `${A}/overview`, status: 200 },
  { name: 'the solvency guard, as support', as: 'help', path: `${A}/guard`, status: 200 },
  { name: 'the solvency guard, as a member', as: 'brian', path: `${A}/guard`, status: 403 },
  {
    name: "the withdrawals queue, searched for brian's",
    as: 'ops',
    path: `${A}/withdrawals?status=all&q=brian`,
    status: 200,
    same: (b) => b.items.map((w: Body) => [w.username, w.amount]),
  },
  { name: 'the withdrawals queue by an unknown state', as: 'ops', path: `${A}/withdrawals?status=weird`, status: 400 },
  {
    name: "the upgrade requests, searched for brian's",
    as: 'help',
    path: `${A}/registrations?status=processing&q=brian`,
    status: 200,
    same: (b) => b.items.map((r: Body) => [r.username, r.level, r.amount]),
    save: (t, b) => {
      t.ids['brian.registration'] = b.items[0]?.id;
    },
  },
  {
    name: "the upgrade requests, searched for wanjiku's",
    as: 'ops',
    path: `${A}/registrations?status=processing&q=wanjiku`,
    status: 200,
    save: (t, b) => {
      t.ids['wanjiku.registration'] = b.items[0]?.id;
    },
  },
  { name: 'accounts on hold', as: 'help', path: `${A}/duplicate-phones`, status: 200, shaped: envelope },
  {
    name: 'lifting a hold by support',
    as: 'help',
    method: 'POST',
    path: (t) => `${A}/duplicate-phones/${t.ids.brian}/resolve`,
    body: { note: 'Checked his ID.' },
    status: 403,
  },
  {
    name: 'lifting a hold without a note that says why',
    as: 'ops',
    method: 'POST',
    path: (t) => `${A}/duplicate-phones/${t.ids.brian}/resolve`,
    body: { note: 'ok' },
    status: 400,
  },
  {
    name: 'lifting a hold from an account not on hold',
    as: 'ops',
    method: 'POST',
    path: (t) => `${A}/duplicate-phones/${t.ids.brian}/resolve`,
    body: { note: 'Checked his ID.' },
    status: 400,
  },
  {
    name: 'members, searched for brian',
    as: 'help',
    path: `${A}/members?q=brian`,
    status: 200,
    same: (b) => b.items.map((u: Body) => u.username),
  },
  {
    name: "brian's file",
    as: 'help',
    path: (t) => `${A}/members/${t.ids.brian}`,
    status: 200,
    // His payouts' M-Pesa jobs and audit rows date from before an admin first looked, which the
    // mocks' lazily made admin world does not keep (mocks/src/admin/world.ts): the rest is compared.
    shaped: (b) => ({ ...b, withdrawals: undefined, audit: undefined }),
  },
  { name: "brian's ledger", as: 'ops', path: (t) => `${A}/members/${t.ids.brian}/ledger`, status: 200 },
  { name: 'an unknown member', as: 'ops', path: `${A}/members/abcdefghijklmno`, status: 404 },
  { name: 'the support threads', as: 'help', path: `${A}/support/threads`, status: 200 },
  { name: "brian's thread", as: 'help', path: (t) => `${A}/support/threads/${thread(t)}`, status: 200 },
  {
    name: 'an empty answer',
    as: 'help',
    method: 'POST',
    path: (t) => `${A}/support/threads/${thread(t)}/reply`,
    body: { message: ' ' },
    status: 400,
  },
  {
    name: "support answers brian's thread",
    as: 'help',
    method: 'POST',
    path: (t) => `${A}/support/threads/${thread(t)}/reply`,
    body: { message: 'It is on its way.' },
    status: 200,
  },
  {
    name: "brian's thread marked answered",
    as: 'help',
    method: 'POST',
    path: (t) => `${A}/support/threads/${thread(t)}/answered`,
    status: 200,
  },
  { name: 'the support messages', as: 'help', path: `${A}/support`, status: 200, shaped: envelope },
  { name: 'the day’s reconciliation', as: 'ops', path: `${A}/reconciliation`, status: 200 },
  { name: 'the reconciliation of a day that is no date', as: 'ops', path: `${A}/reconciliation?day=may`, status: 400 },
];

/** Read last, once the actions have been audited. */
export const adminAuditScenarios: Scenario[] = [
  { name: 'the audit log, by an admin', as: 'help', path: `${A}/audit?actor=ops@mapato.demo`, status: 200 },
];
