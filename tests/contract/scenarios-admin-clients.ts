// The console's clients on both sides (docs/decisions/057-clients-and-their-api.md): an admin
// creates a client (support refused, protocol's checks and sentences), lists it, and records bank
// transfers: at or below the four-eyes limit credited at once, above it held until a second,
// different admin approves (docs/decisions/042). Compared word for word; the two worlds hold
// different clients (the mocks seed the demo client for Storybook), so the list is compared by the
// client made here.
import { AUTO_PAYOUT_MAX, FOUR_EYES_MIN } from '@mapato/core';
import type { Body, Scenario, Target, Who } from './targets.ts';

const C = '/api/admin/clients';
const EMAIL = 'contract-client@example.co.ke';
const NEW = { email: EMAIL, password: 'contract-pass-1', name: 'Contract Data Ltd', phone: '0722 000 111' };
const record = (b: Body) => [b.email, b.name, b.phone, b.balance, b.collectionName];
const deposit = (b: Body) => [b.amount, b.reference, b.state, b.approvals, b.needed];
const client = (t: Target) => t.ids['contract.client'] ?? 'abcdefghijklmno';

const create = (name: string, as: Who, body: unknown, status: number): Scenario => ({
  name,
  as,
  method: 'POST',
  path: C,
  body,
  status,
  same: record,
});

const transfer = (
  name: string,
  as: Who,
  amount: unknown,
  reference: string,
  status: number,
  key?: string,
): Scenario => ({
  name,
  as,
  method: 'POST',
  path: (t) => `${C}/${client(t)}/deposits`,
  body: { amount, reference },
  status,
  same: deposit,
  save: key
    ? (t, b) => {
        t.ids[key] = b.id;
      }
    : undefined,
});

const approve = (name: string, as: Who, key: string, status: number, body?: unknown): Scenario => ({
  name,
  as,
  method: 'POST',
  path: (t) => `${C}/${client(t)}/deposits/${t.ids[key] ?? 'abcdefghijklmno'}/approve`,
  body,
  status,
  same: deposit,
});

const listed = (name: string): Scenario => ({
  name,
  as: 'ops',
  path: C,
  status: 200,
  shaped: (b) => b.items.find((c: Body) => c.email === EMAIL),
  same: (b) => {
    const row = b.items.find((c: Body) => c.email === EMAIL);
    return [...record(row), row.projects];
  },
});

/** Found by a part of its name or e-mail, without case: only the client made here answers. */
const searched = (name: string, search: string): Scenario => ({
  name,
  as: 'ops',
  path: `${C}?search=${encodeURIComponent(search)}`,
  status: 200,
  same: (b) => b.items.map((c: Body) => [...record(c), c.projects]),
});

const BIG = FOUR_EYES_MIN + 2_500;

export const adminClientScenarios: Scenario[] = [
  create('a client created by support', 'help', { ...NEW, email: 'help-made@example.co.ke' }, 403),
  create('a client created by a member', 'brian', NEW, 403),
  create('a client created by a guest', 'guest', NEW, 401),
  create('a client with a short password', 'ops', { ...NEW, password: 'short' }, 400),
  create('a client with a bad phone', 'ops', { ...NEW, phone: '12345' }, 400),
  create('a client with an unknown field', 'ops', { ...NEW, balance: 5000 }, 400),
  {
    ...create('a client created by an admin', 'ops', NEW, 200),
    save: (t, b) => {
      t.ids['contract.client'] = b.id;
    },
  },
  create('the same e-mail again', 'ops2', { ...NEW, email: EMAIL.toUpperCase() }, 400),
  { ...listed('the clients listed to support (read-only)'), as: 'help' },
  listed('the clients listed to an admin'),
  searched('the clients searched by e-mail', EMAIL.toUpperCase()),
  searched('the clients searched by a part of the name', 'contract data'),
  searched('the clients searched for a wildcard', '%'),
  transfer('a transfer of no whole shillings', 'ops', 10.5, 'EQ-CT-0', 400),
  transfer('a transfer with too short a reference', 'ops', 1_000, 'EQ', 400),
  transfer('a transfer recorded by support', 'help', 1_000, 'EQ-CT-1', 403),
  {
    ...transfer('a transfer to an unknown client', 'ops', 1_000, 'EQ-CT-1', 404),
    path: `${C}/nobodyatallhere/deposits`,
  },
  transfer('a transfer at the limit: credited at once', 'ops', FOUR_EYES_MIN, 'EQ-CT-1', 200, 'small'),
  transfer('the same bank reference again', 'ops2', 500, 'EQ-CT-1', 400),
  transfer('a transfer above the limit: held for a second admin', 'ops', BIG, 'EQ-CT-2', 200, 'big'),
  {
    name: "the client's transfers listed to the second admin",
    as: 'ops2',
    path: (t) => `${C}/${client(t)}/deposits`,
    status: 200,
    same: (b) => b.items.map(deposit),
  },
  {
    name: "the client's transfers listed to support (read-only)",
    as: 'help',
    path: (t) => `${C}/${client(t)}/deposits`,
    status: 200,
    same: (b) => b.items.map(deposit),
  },
  { name: 'the transfers of an unknown client', as: 'ops', path: `${C}/nobodyatallhere/deposits`, status: 404 },
  approve('approved by the admin who recorded it', 'ops', 'big', 400),
  approve('approved by support', 'help', 'big', 403),
  approve('approved with a body', 'ops2', 'big', 400, { amount: 1 }),
  approve('an unknown deposit approved', 'ops2', 'nobody', 404),
  approve('approved by a second admin: credited', 'ops2', 'big', 200),
  approve('approved once credited', 'ops2', 'big', 400),
  approve('a deposit credited at once approved', 'ops2', 'small', 400),
  listed("the client's balance after both transfers"),
  ...refundScenarios(),
];

// The client made above sends its balance back to its M-Pesa number (ADR 065): above the
// automatic limit a refund waits for an admin, above four eyes for two; the balance moves at once.
function refundScenarios(): Scenario[] {
  const refunds = (t: Target) => `${C}/${client(t)}/refunds`;
  const refund = (b: Body) => [b.amount, b.msisdn, b.state, b.approvals, b.needed, b.receipt];
  const ask = (name: string, amount: unknown, status: number, key?: string): Scenario => ({
    name,
    as: 'contractClient',
    method: 'POST',
    path: '/api/client/refunds',
    body: { amount },
    status,
    same: refund,
    save: key
      ? (t, b) => {
          t.ids[key] = b.id;
        }
      : undefined,
  });
  const approveRefund = (name: string, as: Who, key: string, status: number, body?: unknown): Scenario => ({
    name,
    as,
    method: 'POST',
    path: (t) => `${refunds(t)}/${t.ids[key] ?? 'abcdefghijklmno'}/approve`,
    body,
    status,
    // Once released, the state is M-Pesa's pace (sending, then paid): compared by shape.
    same: (b) => [b.amount, b.approvals, b.needed],
  });
  return [
    {
      name: 'the new client signs in',
      as: 'guest',
      method: 'POST',
      path: '/api/collections/clients/auth-with-password',
      body: { identity: EMAIL, password: NEW.password },
      status: 200,
      same: (b) => [b.record.email, b.record.balance],
      save: (t, b) => {
        t.tokens.contractClient = b.token;
      },
    },
    ask('a refund above the automatic limit: waits for an admin', AUTO_PAYOUT_MAX + 1_000, 200, 'refund.mid'),
    ask('a refund above four eyes: waits for two admins', BIG, 200, 'refund.big'),
    ask('a refund of more than the balance left', FOUR_EYES_MIN, 400),
    {
      name: "the client's refunds listed to support (read-only)",
      as: 'help',
      path: refunds,
      status: 200,
      same: (b) => b.items.map(refund),
    },
    { name: 'the refunds of an unknown client', as: 'ops', path: `${C}/nobodyatallhere/refunds`, status: 404 },
    approveRefund('a refund approved by support', 'help', 'refund.mid', 403),
    approveRefund('a refund approved by the client itself', 'contractClient', 'refund.mid', 403),
    approveRefund('a refund approved with a body', 'ops', 'refund.mid', 400, { amount: 1 }),
    approveRefund('an unknown refund approved', 'ops', 'nobody', 404),
    approveRefund('the refund above the limit approved: sent', 'ops', 'refund.mid', 200),
    approveRefund('a sent refund approved again', 'ops2', 'refund.mid', 400),
    approveRefund('the refund above four eyes: first approval', 'ops', 'refund.big', 200),
    approveRefund('the same admin approves it again', 'ops', 'refund.big', 400),
    approveRefund('a second admin approves it: sent', 'ops2', 'refund.big', 200),
    listed("the client's balance after its refunds"),
  ];
}
