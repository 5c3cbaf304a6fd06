// Withdrawals: POST /api/collections/withdrawal/records — every money rule of docs/design.md#money-rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moveWithdrawal } from '../../../domain/admin/actions.ts';
import { provePayoutNumber } from '../../../../test/support/proved-phones.ts';
import { runScenario, type Scenario } from '../../../../test/support/scenarios.ts';
import { grant, signUpMember, startTestServer, type TestServer } from '../../../../test/support/test-server.ts';

let clock = new Date('2026-11-22T09:00:00Z'); // 12:00 in Nairobi
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: () => clock });
});
afterAll(() => t.close());

const URL = '/api/collections/withdrawal/records';
const ok = { amount: 1500, mpesa_number: '0712345678', full_name: 'Achieng Odhiambo' };
const failed = (field: string, message: string) => ({
  status: 400,
  message: 'Failed to create record.',
  data: { [field]: { message } },
});

// Every member starts with KSh 30 (the "Complete profile" task).
const scenarios: Scenario[] = [
  {
    name: 'a valid withdrawal debits the balance atomically',
    method: 'POST',
    url: URL,
    body: ok,
    balance: 2000,
    status: 200,
    contains: {
      amount: 1500,
      mpesa_number: '254712345678',
      full_name: 'Achieng Odhiambo',
      status: 'pending',
      processing: false,
      declined: false,
      disbursed: false,
      processed_at: '',
      collectionName: 'withdrawal',
    },
    ledgerRows: 1,
    balanceAfter: 530,
  },
  {
    name: 'the original client payload (user, status pending, processed_at null)',
    method: 'POST',
    url: URL,
    balance: 2000,
    status: 200,
    body: (c) => ({ ...ok, user: c.member.id, status: 'pending', processed_at: null }),
    ledgerRows: 1,
    balanceAfter: 530,
  },
  {
    name: 'exactly the whole balance',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 2030 },
    balance: 2000,
    status: 200,
    ledgerRows: 1,
    balanceAfter: 0,
  },
  {
    name: 'an amount as a numeric string',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: '1000' },
    balance: 2000,
    status: 200,
    ledgerRows: 1,
    balanceAfter: 1030,
  },
  {
    name: '+254 and 2541 numbers are normalised',
    method: 'POST',
    url: URL,
    body: { ...ok, mpesa_number: '+254 110 123456' },
    balance: 2000,
    // A number the member proved by its SMS code, written as they wrote it then.
    setup: (t, c) => provePayoutNumber(t.server.deps.db, c.member.id, '0110123456'),
    status: 200,
    contains: { mpesa_number: '254110123456' },
    ledgerRows: 1,
  },
  {
    name: 'below the minimum',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 999 },
    balance: 5000,
    status: 400,
    contains: failed('amount', 'Minimum withdrawal is KSh 1,000'),
  },
  {
    name: 'more than the balance',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 5000 },
    balance: 1000,
    status: 400,
    contains: failed('amount', "You can't withdraw more than your available balance (KSh 1,030)"),
  },
  {
    name: 'a negative amount',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: -1500 },
    balance: 5000,
    status: 400,
    contains: failed('amount', 'Minimum withdrawal is KSh 1,000'),
  },
  {
    name: 'a fractional amount',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 1500.5 },
    balance: 5000,
    status: 400,
    contains: failed('amount', 'Please enter a whole number of shillings'),
  },
  {
    name: 'a huge amount',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 1e300 },
    balance: 5000,
    status: 400,
    contains: { data: { amount: {} } },
  },
  {
    name: 'NaN as a string',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: 'NaN' },
    balance: 5000,
    status: 400,
    contains: failed('amount', 'Please enter a valid amount'),
  },
  {
    name: 'an amount that is an object',
    method: 'POST',
    url: URL,
    body: { ...ok, amount: { $gt: 0 } },
    balance: 5000,
    status: 400,
    contains: failed('amount', 'Please enter a valid amount'),
  },
  {
    name: 'a missing amount',
    method: 'POST',
    url: URL,
    body: { mpesa_number: ok.mpesa_number, full_name: ok.full_name },
    balance: 5000,
    status: 400,
    contains: { data: { amount: {} } },
  },
  {
    name: 'a bad M-Pesa number',
    method: 'POST',
    url: URL,
    body: { ...ok, mpesa_number: '0812345678' },
    balance: 5000,
    status: 400,
    contains: failed('mpesa_number', 'Please enter a valid Mpesa number (e.g., 0712345678 or 254712345678)'),
  },
  {
    name: 'no full name',
    method: 'POST',
    url: URL,
    body: { ...ok, full_name: '  ' },
    balance: 5000,
    status: 400,
    contains: failed('full_name', 'Please enter your full name'),
  },
  {
    name: 'a two-letter name',
    method: 'POST',
    url: URL,
    body: { ...ok, full_name: 'Al' },
    balance: 5000,
    status: 400,
    contains: failed('full_name', 'Name must be at least 3 characters'),
  },
  {
    name: 'status set to disbursed',
    method: 'POST',
    url: URL,
    body: { ...ok, status: 'disbursed' },
    balance: 5000,
    status: 400,
    contains: { data: { status: { code: 'validation_read_only' } } },
  },
  {
    name: 'the disbursed flag set',
    method: 'POST',
    url: URL,
    body: { ...ok, disbursed: true },
    balance: 5000,
    status: 400,
    contains: { data: { disbursed: { code: 'validation_read_only' } } },
  },
  {
    name: 'a withdrawal for someone else',
    method: 'POST',
    url: URL,
    body: (c) => ({ ...ok, user: c.other.id }),
    balance: 5000,
    status: 400,
    contains: { data: { user: { code: 'validation_read_only' } } },
  },
  {
    name: 'an unknown field',
    method: 'POST',
    url: URL,
    body: { ...ok, fee: 0 },
    balance: 5000,
    status: 400,
    contains: { data: { fee: { code: 'validation_unknown_field' } } },
  },
  { name: 'a guest', method: 'POST', url: URL, body: ok, as: 'guest', balance: 5000, status: 401 },
  { name: 'a JSON array body', method: 'POST', url: URL, body: [ok], balance: 5000, status: 400 },
  { name: 'malformed JSON', method: 'POST', url: URL, rawBody: '{"amount": 1500,', balance: 5000, status: 400 },
  {
    name: 'an empty JSON body',
    method: 'POST',
    url: URL,
    rawBody: '',
    balance: 5000,
    status: 400,
    contains: { data: { amount: {}, mpesa_number: {}, full_name: {} } },
  },
];

describe('create withdrawal', () => {
  it.each(scenarios.map((s) => [s.name, s] as const))('%s', async (_name, s) => runScenario(t, s));

  it('is refused when the balance is under KSh 1000, whatever the amount', async () => {
    await runScenario(t, {
      name: 'balance 30',
      method: 'POST',
      url: URL,
      body: { ...ok, amount: 1000 },
      status: 400,
      contains: failed('amount', "You can't withdraw more than your available balance (KSh 30)"),
    });
  });

  it('refuses an oversize body with 413 and changes nothing', async () => {
    await runScenario(t, {
      name: 'oversize',
      method: 'POST',
      url: URL,
      body: { ...ok, full_name: 'x'.repeat(70_000) },
      balance: 5000,
      status: 413,
    });
  });

  it('caps the day at KSh 70,000 per Africa/Nairobi day, and the next Nairobi day starts afresh', async () => {
    clock = new Date('2026-11-23T20:00:00Z'); // 23:00 in Nairobi
    const member = await signUpMember(t);
    await grant(t, member.id, 200_000);
    const create = (amount: number) => t.http(URL, { method: 'POST', token: member.token, json: { ...ok, amount } });
    expect((await create(40_000)).status).toBe(200);
    expect((await create(25_000)).status).toBe(200);
    const over = await create(6_000);
    expect(over.status).toBe(400);
    expect(over.body.data.amount.message).toBe(
      'Daily withdrawal limit is KSh 70,000. You can withdraw up to KSh 5,000 more today.',
    );
    expect((await create(5_000)).status).toBe(200);
    expect((await create(1_000)).status).toBe(400);
    clock = new Date('2026-11-23T21:00:00Z'); // midnight in Nairobi: a new day
    expect((await create(1_000)).status).toBe(200);
    const record = await member.pb.collection('users').getOne(member.id);
    expect(record.balance).toBe(200_030 - 71_000);
    clock = new Date('2026-11-22T09:00:00Z');
  });

  it('does not count declined (refunded) withdrawals towards the daily limit', async () => {
    const member = await signUpMember(t);
    await grant(t, member.id, 100_000);
    const first = await t.http(URL, { method: 'POST', token: member.token, json: { ...ok, amount: 70_000 } });
    expect(first.status).toBe(200);
    await moveWithdrawal(t.server.deps, 'test-operator', first.body.id, 'decline');
    const again = await t.http(URL, { method: 'POST', token: member.token, json: { ...ok, amount: 70_000 } });
    expect(again.status).toBe(200);
  });
});
