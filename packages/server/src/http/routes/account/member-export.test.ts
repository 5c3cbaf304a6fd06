// GET /api/account/export — "Download my data" (ADR 029): every table that holds a member's rows,
// derived from the database's own schema so a new table cannot be forgotten, and nothing of anyone
// else's.
import { DATA_KEPT } from '@mapato/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { MEMBER_DATA } from '../../../domain/members/export.ts';
import { newId } from '../../../tools/ids.ts';
import { fundedMember, operator, upgradeByReference } from '../../../../test/support/admin.ts';
import { startTestServer, type Member, type TestServer } from '../../../../test/support/test-server.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const exportOf = (token?: string) => t.http('/api/account/export', { token });

/** The member's rows in every table the export covers: through the API where a member can make them. */
async function memberWithHistory(message: string): Promise<Member> {
  const m = await fundedMember(t, 5_000);
  const withdrawal = await t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    json: { amount: 1_200, mpesa_number: '0712345678', full_name: 'Wanjiru Kamau' },
    token: m.token,
    headers: { 'idempotency-key': `export-${m.id}` },
  });
  expect(withdrawal.status).toBe(200);
  await upgradeByReference(t, m);
  const task = await t.http('/api/tasks/join-telegram/complete', {
    method: 'POST',
    token: m.token,
    headers: { 'content-type': 'application/json' },
  });
  expect(task.status).toBe(200);
  const support = await t.http('/api/support/messages', {
    method: 'POST',
    json: { kind: 'support', name: m.username, email: `${m.username}@example.co.ke`, message },
    token: m.token,
  });
  expect(support.status).toBe(200);
  // A code by SMS (its row, and the message in the outbox: SMS is off here, so it waits there).
  const { phone } = await t.server.deps.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  const code = await t.http('/api/collections/users/request-password-reset', { method: 'POST', json: { phone } });
  expect(code.status).toBe(204);
  // Payment jobs, M-Pesa's callbacks and approvals as the payments worker writes them.
  const db = t.server.deps.db;
  const now = new Date().toISOString();
  const job = {
    uid: m.id,
    amount: 1_200,
    msisdn: '254712345678',
    receipt: `QK${m.id.slice(0, 8)}`,
    created: now,
    updated: now,
  };
  const payout = newId();
  await db
    .insertInto('payouts')
    .values({
      ...job,
      id: payout,
      state: 'paid',
      originator_id: newId(),
      conversation_id: newId(),
      status_query_id: '',
      result_code: '0',
      result_desc: 'paid',
      sends: 1,
      status_queries: 0,
      approved_by: '',
      due_at: now,
      locked_until: '',
      locked_by: '',
      purpose: 'withdrawal',
    })
    .execute();
  const stk = newId();
  await db
    .insertInto('stk_payments')
    .values({
      ...job,
      id: stk,
      state: 'paid',
      merchant_request_id: newId(),
      checkout_request_id: newId(),
      result_code: '0',
      result_desc: 'paid',
      sends: 1,
      queries: 0,
      due_at: now,
      locked_until: '',
      locked_by: '',
      purpose: 'bond',
      ref: '',
    })
    .execute();
  for (const [target, kind, body] of [
    [payout, 'b2c-result', b2cResult(job.receipt)],
    [stk, 'stk', stkCallback(job.receipt)],
  ] as const) {
    await db
      .insertInto('payment_callbacks')
      .values({
        id: newId(),
        kind,
        body: JSON.stringify(body),
        source: '196.201.214.200',
        outcome: 'applied',
        target,
        note: '',
        created: now,
      })
      .execute();
  }
  // Paid work as its routes write it: an item answered, the member's record on the project, the day's count.
  const project = newId();
  const item = newId();
  await db
    .insertInto('assignments')
    .values({
      id: newId(),
      project_id: project,
      item_id: item,
      uid: m.id,
      status: 'accepted',
      pay: 5,
      gold: 0,
      expires: now,
      answer: 'positive',
      reason: '',
      day: now.slice(0, 10),
      paid: 5,
      created: now,
      answered: now,
      decided: now,
    })
    .execute();
  await db
    .insertInto('project_members')
    .values({ project_id: project, uid: m.id, answered: 1, gold_answered: 0, gold_correct: 0 })
    .execute();
  await db
    .insertInto('work_days')
    .values({ uid: m.id, day: now.slice(0, 10), answers: 1 })
    .execute();
  // Their first accepted work made their referrer's reward due (ADR 074).
  await db
    .insertInto('referral_rewards')
    .values({ uid: m.id, referrer: newId(), state: 'paid', created: now, paid: now })
    .execute();
  // A level earned by work (ADR 076).
  await db
    .insertInto('level_ups')
    .values({
      id: newId(),
      uid: m.id,
      from_level: 1,
      to_level: 2,
      answers: 1,
      gold_answered: 0,
      gold_correct: 0,
      created: now,
    })
    .execute();
  const admin = await operator(t);
  await db.insertInto('payout_approvals').values({ payout_id: payout, operator_id: admin.id, created: now }).execute();
  // An operator reads the member: an audit row about them.
  await admin.get(`/api/admin/members/${m.id}`);
  return m;
}

/** M-Pesa's B2C result as Daraja sends it: the member's payout, and our own balances and URLs. */
const b2cResult = (receipt: string) => ({
  Result: {
    ResultType: 0,
    ResultCode: 0,
    ResultDesc: 'The service request is processed successfully.',
    OriginatorConversationID: newId(),
    ConversationID: newId(),
    TransactionID: receipt,
    ResultParameters: {
      ResultParameter: [
        { Key: 'TransactionAmount', Value: 1200 },
        { Key: 'TransactionReceipt', Value: receipt },
        { Key: 'ReceiverPartyPublicName', Value: '254712345678 - Wanjiru Kamau' },
        { Key: 'TransactionCompletedDateTime', Value: '23.11.2026 10:15:00' },
        { Key: 'B2CUtilityAccountAvailableFunds', Value: 9_998_800 },
        { Key: 'B2CWorkingAccountAvailableFunds', Value: 500_000 },
      ],
    },
    ReferenceData: {
      ReferenceItem: {
        Key: 'QueueTimeoutURL',
        Value: `https://mapato.test/api/payments/daraja/b2c-timeout/${t.server.deps.secrets.callbacks}`,
      },
    },
  },
});

const stkCallback = (receipt: string) => ({
  Body: {
    stkCallback: {
      MerchantRequestID: newId(),
      CheckoutRequestID: newId(),
      ResultCode: 0,
      ResultDesc: 'The service request is processed successfully.',
      CallbackMetadata: {
        Item: [
          { Name: 'Amount', Value: 1200 },
          { Name: 'MpesaReceiptNumber', Value: receipt },
          { Name: 'TransactionDate', Value: 20261123101500 },
          { Name: 'PhoneNumber', Value: 254712345678 },
        ],
      },
    },
  },
});

describe('Download my data', () => {
  it('names every table the database has, and exports each one that holds members’ rows', async () => {
    const tables = (await t.server.deps.db.introspection.getTables()).filter((table) => !/^kysely_/.test(table.name));
    expect(tables.map((table) => table.name).sort()).toEqual(Object.keys(MEMBER_DATA).sort());
    for (const table of tables) {
      if (table.columns.some((column) => column.name === 'uid')) {
        expect(MEMBER_DATA[table.name as keyof Database], table.name).toEqual({ rows: 'uid' });
      }
    }
  });

  it('gives the member a file with all their rows, the summary of what is kept, and no secrets', async () => {
    const m = await memberWithHistory('Where is my payout?');
    const res = await exportOf(m.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="mapato-data-${m.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = res.body;
    expect(data.format).toBe('mapato-member-export/1');
    expect(data.whatWeKeep).toEqual(DATA_KEPT);

    const db = t.server.deps.db;
    for (const [table, relation] of Object.entries(MEMBER_DATA)) {
      if (relation.rows === 'none') {
        expect(data.tables[table], table).toBeUndefined();
        continue;
      }
      // This member has at least one row in every table that can hold theirs.
      expect(data.tables[table]?.length, table).toBeGreaterThan(0);
      if (relation.rows === 'uid') {
        const stored = await db
          .selectFrom(table as 'ledger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('uid', '=', m.id)
          .executeTakeFirstOrThrow();
        expect(data.tables[table].length, table).toBe(Number(stored.n));
      }
    }
    expect(data.tables.users).toEqual([expect.objectContaining({ id: m.id, username: m.username })]);
    expect(data.tables.support_messages[0].message).toBe('Where is my payout?');
    expect(data.tables.ledger.map((row: { kind: string }) => row.kind)).toEqual(
      expect.arrayContaining(['withdrawal', 'task']),
    );
    // The account's own secrets and the staff's identities stay out of a file that may be shared.
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/password_hash|token_key|ussd_pin_hash|code_hash/);
    const admins = await db.selectFrom('_superusers').select('id').execute();
    for (const { id } of admins) expect(text).not.toContain(id);
    expect(data.tables.payout_approvals[0].operator_id).toBe('Mapato staff');
    // What M-Pesa said about the member's payments, without our balances, URLs or callback token.
    const said = data.tables.payment_callbacks.map((row: { mpesa: unknown }) => row.mpesa);
    expect(said).toHaveLength(2);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ ResultCode: 0, TransactionReceipt: expect.any(String), TransactionAmount: 1200 }),
        expect.objectContaining({ MpesaReceiptNumber: expect.any(String), Amount: 1200, PhoneNumber: 254712345678 }),
      ]),
    );
    expect(text).not.toContain(t.server.deps.secrets.callbacks);
    expect(text).not.toMatch(/AvailableFunds|QueueTimeoutURL|196\.201/);
  });

  it("holds nothing of another member's: not their rows, not their id in an operator's read of a queue", async () => {
    const a = await memberWithHistory('A asks about a bond');
    const b = await memberWithHistory('B asks about a withdrawal');
    // One operator read lists both members' withdrawals.
    const admin = await operator(t);
    await admin.get('/api/admin/withdrawals');
    const { body } = await exportOf(a.token);
    const text = JSON.stringify(body);
    expect(text).toContain(a.id);
    for (const trace of [b.id, b.username, 'B asks about a withdrawal']) expect(text).not.toContain(trace);
    const bRecords = await t.server.deps.db.selectFrom('withdrawal').select('id').where('uid', '=', b.id).execute();
    for (const { id } of bRecords) expect(text).not.toContain(id);
  });

  it('is only ever the signed-in member’s own, and is recorded in the audit log', async () => {
    expect((await exportOf()).status).toBe(401);
    const admin = await operator(t);
    expect((await t.http('/api/account/export', { token: admin.token })).status).toBe(401);
    const m = await fundedMember(t);
    await exportOf(m.token);
    const row = await t.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.export')
      .where('actor', '=', m.id)
      .executeTakeFirst();
    expect(row).toMatchObject({ target: m.id });
  });
});
