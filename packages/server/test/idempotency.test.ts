// Idempotency-Key on money-moving POSTs: a retry gets the first answer and moves no money.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideRegistration } from '../src/domain/admin/actions.ts';
import { ledgerState } from './support/scenarios.ts';
import { grant, signUpMember } from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

// A fixed Nairobi midday, so daily task slots and the daily withdrawal sum never straddle midnight.
const t = testServerForFile({ now: () => new Date('2026-11-22T09:00:00Z') });

const body = { amount: 1000, mpesa_number: '0712345678', full_name: 'Retry Person' };
const post = (token: string, key: string | undefined, json: unknown = body) =>
  t.http('/api/collections/withdrawal/records', {
    method: 'POST',
    token,
    json,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('Idempotency-Key', () => {
  it('returns the first withdrawal for a retry and debits once', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const first = await post(m.token, 'pay-abc');
    const retry = await post(m.token, 'pay-abc');
    expect(first.status).toBe(200);
    expect(retry).toMatchObject({ status: 200, body: first.body });
    expect(await ledgerState(t, m.id)).toMatchObject({ balance: 4030, rows: 3 });
  });

  it('debits once when 30 retries with one key arrive together', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    const results = await Promise.all(Array.from({ length: 30 }, () => post(m.token, 'burst-1')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(await ledgerState(t, m.id)).toMatchObject({ balance: 4030, rows: 3 });
  });

  it('without a key, two identical requests are two withdrawals', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    await post(m.token, undefined);
    await post(m.token, undefined);
    expect((await ledgerState(t, m.id)).balance).toBe(3030);
  });

  it('refuses the same key with a different body, and an empty key', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 5000);
    await post(m.token, 'k1');
    expect((await post(m.token, 'k1', { ...body, amount: 2000 })).status).toBe(400);
    expect((await post(m.token, '')).status).toBe(400);
    expect((await ledgerState(t, m.id)).balance).toBe(4030);
  });

  it('does not remember failures: after a top-up the same key succeeds', async () => {
    const m = await signUpMember(t);
    expect((await post(m.token, 'later')).status).toBe(400);
    await grant(t, m.id, 2000);
    expect((await post(m.token, 'later')).status).toBe(200);
  });

  it('keys are per member: the same key from another member is their own request', async () => {
    const a = await signUpMember(t);
    const b = await signUpMember(t);
    await grant(t, a.id, 2000);
    await grant(t, b.id, 2000);
    const ra = await post(a.token, 'shared');
    const rb = await post(b.token, 'shared');
    expect(ra.body.id).not.toBe(rb.body.id);
    expect(rb.body.uid).toBe(b.id);
  });
});

// A retry must get the stored answer even when a fresh request would now be refused: the money
// already moved, and the phone only lost the reply.
describe('Idempotency-Key: the stored answer comes before any check', () => {
  const sameRequestAgain = 'This Idempotency-Key was already used for a different request.';
  const count = async (table: 'withdrawal' | 'registration', uid: string) =>
    Number(
      (
        await t.server.deps.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const withdrawalRows = async (uid: string) =>
    Number(
      (
        await t.server.deps.db
          .selectFrom('ledger')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('uid', '=', uid)
          .where('kind', '=', 'withdrawal')
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('replays a full-balance withdrawal although the balance is now 0, in any field order and amount form', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 970); // 30 from sign-up + 970 = 1000
    const first = await post(m.token, 'all-in');
    expect(first).toMatchObject({ status: 200, body: { amount: 1000 } });

    const retries = [
      body,
      { full_name: 'Retry Person', mpesa_number: '0712345678', amount: 1000 },
      { ...body, amount: '1000' },
      { full_name: 'Retry Person', amount: ' 1000 ', mpesa_number: '0712345678' },
      // the original client's payload: server-owned fields echoed with their default values
      { ...body, user: m.id, status: 'pending', processed_at: null },
    ];
    for (const retry of retries) {
      expect(await post(m.token, 'all-in', retry), JSON.stringify(retry)).toMatchObject({
        status: 200,
        body: first.body,
      });
    }
    expect(await ledgerState(t, m.id)).toEqual({ balance: 0, rows: 3, ledgerSum: 0 });
    expect(await withdrawalRows(m.id)).toBe(1);
    expect(await count('withdrawal', m.id)).toBe(1);
  });

  it('refuses the same key with another amount before any balance check, and moves nothing', async () => {
    const m = await signUpMember(t);
    await grant(t, m.id, 970);
    await post(m.token, 'all-in-2');
    for (const other of [
      { ...body, amount: 1500 },
      { ...body, amount: '1001' },
      { ...body, amount: 'lots' },
      { ...body, full_name: 'Someone Else' },
      { ...body, status: 'disbursed' },
    ]) {
      expect(await post(m.token, 'all-in-2', other), JSON.stringify(other)).toMatchObject({
        status: 400,
        body: { message: sameRequestAgain },
      });
    }
    expect(await ledgerState(t, m.id)).toEqual({ balance: 0, rows: 3, ledgerSum: 0 });
    expect(await count('withdrawal', m.id)).toBe(1);
  });

  it('replays an upgrade request after the level changed, and refuses another body', async () => {
    const m = await signUpMember(t);
    const up = (json: unknown) =>
      t.http('/api/collections/registration/records', {
        method: 'POST',
        token: m.token,
        json,
        headers: { 'idempotency-key': 'upgrade-1' },
      });
    const mpesaRef = `QK${String(Date.now() % 1e8).padStart(8, '0')}`;
    const first = await up({ level: 2, mpesa_ref: mpesaRef });
    expect(first).toMatchObject({ status: 200, body: { level: 2, processing: true } });
    // while it is pending a fresh request would be "pending upgrade"
    expect(await up({ mpesa_ref: mpesaRef, level: 2 })).toMatchObject({ status: 200, body: first.body });
    await decideRegistration(t.server.deps, 'test', first.body.id, 'approve');
    // now level 2: a fresh request for level 2 would be "level not higher"
    expect(await up({ mpesa_ref: mpesaRef, level: 2, uid: m.id, processing: true })).toMatchObject({
      status: 200,
      body: first.body,
    });
    expect(await up({ level: 3, mpesa_ref: mpesaRef })).toMatchObject({
      status: 400,
      body: { message: sameRequestAgain },
    });
    expect(await count('registration', m.id)).toBe(1);
  });

  it('still replays an answer stored before fingerprints were canonical (the body hashed as sent)', async () => {
    const m = await signUpMember(t);
    const stored = { id: 'stored-before', amount: 1000 };
    const asSent = createHash('sha256')
      .update(`withdrawal.create\n${JSON.stringify(body)}`)
      .digest('hex');
    await t.server.deps.db
      .insertInto('idempotency')
      .values({
        uid: m.id,
        key: 'old',
        fingerprint: asSent,
        status: 200,
        response: JSON.stringify(stored),
        created: '',
      })
      .execute();
    expect(await post(m.token, 'old')).toMatchObject({ status: 200, body: stored });
    expect(await post(m.token, 'old', { ...body, amount: 2000 })).toMatchObject({ status: 400 });
    expect((await ledgerState(t, m.id)).rows).toBe(1);
  });

  it('replays a task completion; another task with the key is refused; a retired daily slot pays nothing', async () => {
    const m = await signUpMember(t);
    const complete = (id: string, key: string, json?: unknown) =>
      t.http(`/api/tasks/${id}/complete`, {
        method: 'POST',
        token: m.token,
        json,
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
      });
    const first = await complete('join-telegram', 'tap-1');
    expect(first).toMatchObject({ status: 200, body: { credited: 20 } });
    const before = await ledgerState(t, m.id);
    expect(await complete('join-telegram', 'tap-1')).toMatchObject({ status: 200, body: first.body });
    expect(await complete('join-telegram', 'tap-1', {})).toMatchObject({ status: 200, body: first.body });
    expect(await complete('join-whatsapp', 'tap-1')).toMatchObject({
      status: 400,
      body: { message: sameRequestAgain },
    });
    expect(await complete('daily-1', 'slot-1')).toMatchObject({
      status: 400,
      body: { data: { task: { code: 'validation_task_retired' } } },
    });
    expect(await ledgerState(t, m.id)).toEqual(before);
  });
});
