// One phone, one account (ADR 014): phones are stored in E.164 and unique, whatever
// Kenyan form was typed; databases that already hold duplicates are migrated without losing
// anything, and the later accounts wait for an operator before they can withdraw.
import type { Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/create-db.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.ts';
import { hashPassword } from '../src/tools/password.ts';
import { ledgerState } from './support/scenarios.ts';
import { freshTestDb, type TestDb } from './support/test-db.ts';
import {
  grant,
  signInAdmin,
  signUpMember,
  startTestServer,
  uniquePhone,
  uniqueUsername,
  type TestServer,
} from './support/test-server.ts';
import { testServerForFile } from './support/harness.ts';

const signUp = (t: TestServer, phone: string) =>
  t.http('/api/collections/users/records', {
    method: 'POST',
    json: { username: uniqueUsername('phone'), phone, password: 'long-enough-1', passwordConfirm: 'long-enough-1' },
  });

describe('one phone, one account', () => {
  const t = testServerForFile();

  it('stores any Kenyan form in E.164 and refuses the same number in another form', async () => {
    const national = `07${uniquePhone().slice(5)}`;
    const first = await signUp(t, national.replace(/(\d{4})(\d{3})(\d{3})/, '$1 $2 $3'));
    expect(first.status).toBe(200);
    expect(first.body.phone).toBe(`+2547${national.slice(2)}`);
    for (const same of [national, `+2547${national.slice(2)}`, `2547${national.slice(2)}`]) {
      const res = await signUp(t, same);
      expect(res.status).toBe(400);
      expect(res.body.data.phone).toEqual({
        code: 'validation_not_unique',
        message: 'This phone number is already used by another account.',
      });
    }
    const count = await t.server.deps.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('phone', '=', first.body.phone)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses a profile change to another member’s number, accepts one’s own in another form, keeps a cleared one reserved', async () => {
    const owner = await signUpMember(t);
    const ownerPhone = (await owner.pb.collection('users').getOne(owner.id)).phone as string;
    // One who never proved a phone edits it at once (a proved one: src/http/phone-change.test.ts).
    const m = await signUpMember(t, { verified: false });
    const mine = (await m.pb.collection('users').getOne(m.id)).phone as string;
    const patch = (phone: string | null) =>
      t.http(`/api/collections/users/records/${m.id}`, { method: 'PATCH', token: m.token, json: { phone } });

    const taken = await patch(`0${ownerPhone.slice(4)}`);
    expect(taken.status).toBe(400);
    expect(taken.body.data.phone.code).toBe('validation_not_unique');
    expect((await patch(`0${mine.slice(4)}`)).body.phone).toBe(mine);
    // Clearing the phone keeps the number reserved to this account (no sign-up, clear, sign-up again
    // loop); taking it back is fine, and a new number releases the old one.
    expect((await patch(null)).body.phone).toBe('');
    expect((await signUp(t, mine)).body.data.phone.code).toBe('validation_not_unique');
    expect((await patch(mine)).body.phone).toBe(mine);
    const next = uniquePhone();
    expect((await patch(next)).body.phone).toBe(next);
    expect((await signUp(t, mine)).status).toBe(200);
  });

  it('frees the number of a deleted account', async () => {
    const phone = uniquePhone();
    const m = await signUpMember(t, { phone });
    await m.pb.collection('users').delete(m.id);
    expect((await signUp(t, phone)).status).toBe(200);
  });

  it('never answers a 500 when two sign-ups race for one number', async () => {
    const phone = uniquePhone();
    const results = await Promise.all(Array.from({ length: 8 }, () => signUp(t, phone)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.data.phone.code).toBe('validation_not_unique');
    }
  });
});

describe('a database that already holds one phone on several accounts', () => {
  let t: TestServer | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('keeps every account and number, holds the later ones, and lets an operator resolve them', async () => {
    // The schema as it was before one phone, one account, with three members on one number.
    const testDb: TestDb = await freshTestDb();
    const old = createDb(testDb.config);
    await migrateUpTo(old.kysely, '003-support-messages');
    const hash = await hashPassword('old-member-pass');
    const member = (username: string, phone: string, created: string) => ({
      id: `${username.padEnd(15, 'x')}`.slice(0, 15),
      username,
      username_key: username,
      password_hash: hash,
      token_key: `key-${username}`,
      phone,
      // Their phones passed an SMS code: the hold, not verification, is what this is about.
      verified: 1,
      created,
      updated: created,
    });
    const rows = [
      member('second', '+254711000222', '2026-02-01 08:00:00.000Z'),
      member('first', '+254711000222', '2026-01-01 08:00:00.000Z'),
      member('third', '+254711000222', '2026-03-01 08:00:00.000Z'),
      member('alone', '+254711000333', '2026-01-15 08:00:00.000Z'),
    ];
    // The table as migration 003 left it: the typed schema describes the latest shape.
    await (old.kysely as unknown as Kysely<any>).insertInto('users').values(rows).execute();
    await migrateToLatest(old.kysely);
    await old.close();

    const server = await startTestServer({ reuse: testDb });
    t = server;
    const stored = await server.server.deps.db
      .selectFrom('users')
      .select(['username', 'phone', 'phone_key', 'phone_hold'])
      .orderBy('username')
      .execute();
    expect(stored).toEqual([
      { username: 'alone', phone: '+254711000333', phone_key: '+254711000333', phone_hold: 0 },
      { username: 'first', phone: '+254711000222', phone_key: '+254711000222', phone_hold: 0 },
      { username: 'second', phone: '+254711000222', phone_key: '', phone_hold: 1 },
      { username: 'third', phone: '+254711000222', phone_key: '', phone_hold: 1 },
    ]);

    const operator = await signInAdmin(server);
    const list = await server.http('/api/admin/duplicate-phones', { token: operator.authStore.token });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ page: 1, totalItems: 2, totalPages: 1 });
    expect(list.body.items.map((i: { username: string }) => i.username)).toEqual(['second', 'third']);
    expect(list.body.items[0]).toMatchObject({
      phone: '+254711000222',
      owner: { id: rows[1]!.id, username: 'first' },
    });
    // Reading the list shows members' phones: the read itself is audited, by id only.
    const reads = await server.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'read.duplicate-phones')
      .execute();
    expect(reads).toHaveLength(1);
    expect(JSON.parse(reads[0]!.details).uids).toEqual([rows[0]!.id, rows[1]!.id, rows[2]!.id, rows[1]!.id]);
    expect(reads[0]!.details).not.toContain('+254711000222');
    const member_ = await server.http('/api/admin/duplicate-phones', {
      token: (await signUpMember(server)).token,
    });
    expect(member_.status).toBe(403);

    // A held member cannot withdraw, and nothing moves.
    const second = server.sdk();
    await second.collection('users').authWithPassword('second', 'old-member-pass');
    await grant(server, rows[0]!.id, 5000);
    const withdraw = () =>
      server.http('/api/collections/withdrawal/records', {
        method: 'POST',
        token: second.authStore.token,
        json: { amount: 1000, mpesa_number: '0711000222', full_name: 'Second Member' },
      });
    const refused = await withdraw();
    expect(refused.status).toBe(400);
    expect(refused.body.data.amount.code).toBe('validation_phone_hold');
    expect(refused.body.data.amount.message).toContain('Please contact support');
    expect(await ledgerState(server, rows[0]!.id)).toMatchObject({ balance: 5000, rows: 1 });

    // The operator lifts the hold, saying why: audited, and the member can withdraw.
    const resolve = (id: string, note: string) =>
      server.http(`/api/admin/duplicate-phones/${id}/resolve`, {
        method: 'POST',
        token: operator.authStore.token,
        json: { note },
      });
    expect((await resolve(rows[0]!.id, '')).status).toBe(400);
    const resolved = await resolve(rows[0]!.id, 'Called both: siblings sharing one phone.');
    expect(resolved).toMatchObject({ status: 200, body: { id: rows[0]!.id, phoneHold: false } });
    expect((await resolve(rows[0]!.id, 'again please')).status).toBe(400);
    expect((await resolve('nosuchaccount12', 'anything here')).status).toBe(404);
    const audit = await server.server.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'phone-hold.resolve')
      .execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: operator.authStore.record!.id, target: rows[0]!.id });
    expect(JSON.parse(audit[0]!.details)).toMatchObject({ note: 'Called both: siblings sharing one phone.' });
    expect((await withdraw()).status).toBe(200);
    expect(
      (await server.http('/api/admin/duplicate-phones', { token: operator.authStore.token })).body.totalItems,
    ).toBe(1);
  });
});
