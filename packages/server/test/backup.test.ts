// `mapato backup` and `mapato restore`: a database filled through the real server comes back
// identical, table by table (the list read from the schema, so a new table cannot be forgotten),
// and a restore refuses a target with members and a damaged file without writing a row.
import { WORK_API } from '@mapato/core';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/app.ts';
import { DEMO_PEPPER } from '../src/domain/security/secrets.ts';
import { writeBackup } from '../src/db/backup.ts';
import { createDb, type DbConfig } from '../src/db/create-db.ts';
import { migrateToLatest, migrateUpTo } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { runCli } from './support/cli.ts';
import { freshSqliteTestDb, freshTestDb, onPostgres, type TestDb } from './support/test-db.ts';
import {
  grant,
  RELAXED_LIMITS,
  signInAdmin,
  signUpMember,
  type Member,
  type TestServer,
} from './support/test-server.ts';
import { eventually, startPaymentsServer, type PaymentsRig } from './support/payments-rig.ts';
import { creditClient, draftProject, pngBase64, signedInClient } from './support/clients.ts';

let rig: PaymentsRig;
let source: TestServer;
let member: Member;
let files: string;
let backupFile: string;
let original: Record<string, unknown[]>;

beforeAll(async () => {
  files = mkdtempSync(join(tmpdir(), 'mapato-backup-'));
  // Payments on, so payouts, STK payments and stored callbacks are among the tables backed up.
  rig = await startPaymentsServer({ autoPayoutMax: 1_000 });
  source = rig.t;
  member = await populate(source);
  await source.server.payments!.stop();
  original = await dumpTables(source.server.deps.db);
  backupFile = join(files, 'backup.ndjson');
});
afterAll(async () => {
  await rig.close();
  rmSync(files, { recursive: true, force: true });
});

/** Every kind of row the server writes: members, referrals, money both ways, operators, support. */
async function populate(t: TestServer): Promise<Member> {
  const referrer = await signUpMember(t);
  const m = await signUpMember(t, { invitation_code: referrer.username });
  await grant(t, m.id, 5_000);
  const withdraw = (amount: number, key: string) =>
    t.http('/api/collections/withdrawal/records', {
      method: 'POST',
      token: m.token,
      headers: { 'idempotency-key': key },
      json: { amount, mpesa_number: '0712345678', full_name: 'Chebet "Backup" Kiprono' },
    });
  const paid = await withdraw(1_000, 'backup-1');
  expect(paid.status).toBe(200);
  // Above the four-eyes threshold: one admin's approval is kept while it waits for a second one.
  await grant(t, m.id, 25_000);
  const large = await withdraw(25_000, 'backup-3');
  expect(large.status).toBe(200);
  // Above the automatic limit: it waits for an operator, who declines it below.
  const declined = await withdraw(1_500, 'backup-2');
  expect(declined.status).toBe(200);
  await m.pb.collection('registration').create({ level: 2, mpesa_ref: 'QWE1234567' });
  await eventually(async () => (await m.pb.collection('withdrawal').getOne(paid.body.id)).status === 'disbursed');
  const operator = await signInAdmin(t);
  await operator.send(
    `/api/admin/registrations/${(await m.pb.collection('registration').getFirstListItem('')).id}/approve`,
    {
      method: 'POST',
    },
  );
  const bond = await m.pb.collection('registration').create({ level: 3 });
  await eventually(async () => (await m.pb.collection('registration').getOne(bond.id)).processing === false);
  const task = await t.http('/api/tasks/join-telegram/complete', { method: 'POST', token: m.token });
  expect(task).toMatchObject({ status: 200, body: { credited: 20 } });
  const chat = { kind: 'chat', message: 'Habari? Pesa yangu — "lini"? ✓ \\ ümlaut', conversation: 'chat-1234abcd' };
  expect((await t.http('/api/support/messages', { method: 'POST', token: m.token, json: chat })).status).toBe(200);
  await operator.send(`/api/admin/withdrawals/${declined.body.id}/decline`, { method: 'POST' });
  await operator.send(`/api/admin/withdrawals/${large.body.id}/approve`, { method: 'POST' });
  // A code by SMS (phone_codes; the message waits in sms_outbox with the receipts).
  const { phone } = await t.server.deps.db
    .selectFrom('users')
    .select('phone')
    .where('id', '=', m.id)
    .executeTakeFirstOrThrow();
  expect(
    (await t.http('/api/collections/users/request-password-reset', { method: 'POST', json: { phone } })).status,
  ).toBe(204);
  // Paid work: a client (its key, a recorded bank transfer), a funded project with a picture, and
  // the member's answer to it (assignments, the record per project, the day's count).
  const client = await signedInClient(t);
  await creditClient(t, client.id, 100);
  expect((await client.call('/api/client/keys', { json: { name: 'backup' } })).status).toBe(200);
  const project = await draftProject(client, 0, { language: 'en', overlap: 1, min_seconds: 0 });
  const items = [{ ref: 'p1', text: 'Picha ya ng’ombe', image: await pngBase64() }];
  expect((await client.call(`/api/client/projects/${project}/items`, { json: { items } })).status).toBe(200);
  expect((await client.call(`/api/client/projects/${project}/fund`, { json: {} })).body.status).toBe('live');
  const lease = await t.http(`${WORK_API}/next?project=${project}`, { token: m.token });
  expect(lease.status, JSON.stringify(lease.body)).toBe(200);
  const answer = { answer: 'yes' };
  const answered = await t.http(`${WORK_API}/assignments/${lease.body.id}/answer`, {
    method: 'POST',
    token: m.token,
    json: answer,
  });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  // An SMS delivery report that came before its message's id was known (ADR 061).
  await t.server.deps.db
    .insertInto('sms_early_reports')
    .values({
      provider_id: 'ATXid_backup',
      status: 'Success',
      delivered: 1,
      final: 1,
      failure_reason: '',
      created: '2026-11-27 10:00:00.000Z',
    })
    .execute();
  // A level's way up an admin set, and a level a member earned by work (ADR 076).
  await t.server.deps.db
    .insertInto('level_settings')
    .values({
      level: 4,
      bond: 0,
      answers: 20,
      accuracy: 80,
      updated_by: 'backup-admin',
      updated: '2026-11-27 10:00:00.000Z',
    })
    .execute();
  await t.server.deps.db
    .insertInto('level_ups')
    .values({
      id: 'levelupbackup01',
      uid: m.id,
      from_level: 1,
      to_level: 4,
      answers: 20,
      gold_answered: 10,
      gold_correct: 8,
      created: '2026-11-27 10:00:00.000Z',
    })
    .execute();
  // A null survives too (a counter that never expires).
  await t.server.deps.db.insertInto('rate_limits').values({ key: 'backup-test', points: 3, expire: null }).execute();
  return m;
}

/** Every table the schema holds, each row list sorted the same way on both engines. */
async function dumpTables(db: Kysely<Database>): Promise<Record<string, unknown[]>> {
  const tables = (await db.introspection.getTables()).filter((t) => !t.isView);
  const dump: Record<string, Record<string, unknown>[]> = {};
  for (const table of tables.sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)}`.execute(db);
    dump[table.name] = rows;
  }
  return sortedDump(dump);
}

function sortedDump(dump: Record<string, Record<string, unknown>[]>): Record<string, unknown[]> {
  const key = (row: Record<string, unknown>) =>
    JSON.stringify(
      Object.keys(row)
        .sort()
        .map((c) => row[c]),
    );
  const byKey = (a: Record<string, unknown>, b: Record<string, unknown>) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
  return Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, [...rows].sort(byKey)]));
}

async function dumpOf(config: DbConfig) {
  const db = createDb(config);
  try {
    return await dumpTables(db.kysely);
  } finally {
    await db.close();
  }
}

const counts = (dump: Record<string, unknown[]>) =>
  Object.fromEntries(Object.entries(dump).map(([table, rows]) => [table, rows.length]));

const cli = (db: TestDb, ...args: string[]) => runCli([...args, '--dir', db.dataDir], db.env);

async function withTarget<T>(make: () => TestDb | Promise<TestDb>, run: (target: TestDb) => Promise<T>): Promise<T> {
  const target = await make();
  try {
    return await run(target);
  } finally {
    await target.drop();
  }
}

/** What a database holds right after its migrations: the state a refused restore must leave. */
async function freshlyMigratedCounts() {
  return withTarget(freshTestDb, async (fresh) => {
    const db = createDb(fresh.config);
    try {
      await migrateToLatest(db.kysely);
      return counts(await dumpTables(db.kysely));
    } finally {
      await db.close();
    }
  });
}

describe('mapato backup', () => {
  it('covers every table of the schema, each one populated by the scenario', async () => {
    // A new table without rows here fails this test: give it a row in populate().
    for (const [table, rows] of Object.entries(original)) expect(rows.length, table).toBeGreaterThan(0);
    const res = await cli(source.testDb, 'backup', backupFile);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    expect(res.stdout).toMatch(/^Backup written to .*backup\.ndjson: \d+ rows in \d+ tables/);
    expect(readdirSync(files)).toEqual(['backup.ndjson']); // no .partial left behind

    const lines = readFileSync(backupFile, 'utf8')
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    const [header, footer] = [lines[0], lines.at(-1)];
    expect(header).toMatchObject({ format: 'mapato-backup', version: 1 });
    expect(header.migrations).toContain('001-initial');
    expect(header.tables.map((t: { name: string }) => t.name)).toEqual(Object.keys(original));
    expect(footer).toEqual({ end: true, counts: counts(original) });
    const refs = lines.filter((l) => l.t === 'registration').map((l) => l.r.mpesa_ref);
    // The typed reference and the receipt of the bond paid by STK.
    expect(refs).toContain('QWE1234567');
    expect([...refs].sort()).toEqual(
      (original.registration as Array<{ mpesa_ref: string }>).map((r) => r.mpesa_ref).sort(),
    );
    expect(refs.filter((r: string) => /^[A-Z0-9]{10}$/.test(r))).toHaveLength(2);
    // The file itself carries each value with its type: numbers as JSON numbers, text as strings.
    const inFile = Object.fromEntries(
      Object.keys(original).map((t) => [t, lines.filter((l) => l.t === t).map((l) => l.r)]),
    );
    expect(sortedDump(inFile)).toEqual(original);
  });

  it('reads in pages without losing or repeating a row', async () => {
    const paged = join(files, 'paged.ndjson');
    await writeBackup(source.server.deps.db, paged, 2);
    const body = (file: string) => readFileSync(file, 'utf8').split('\n').slice(1);
    expect(body(paged)).toEqual(body(backupFile));
    rmSync(paged);
  });

  it('stops, leaving no file, rather than write a table whose NULLs would hide rows from the paging', async () => {
    await withTarget(freshTestDb, async (odd) => {
      const db = createDb(odd.config);
      try {
        await migrateToLatest(db.kysely);
        await sql`create table odd (a text not null, b integer)`.execute(db.kysely);
        await sql`insert into odd (a, b) values ('x', null), ('x', 1)`.execute(db.kysely);
        const file = join(files, 'odd.ndjson');
        await expect(writeBackup(db.kysely, file, 1)).rejects.toThrow('odd: the pages held 1 of its 2 rows');
        expect(readdirSync(files)).toEqual(['backup.ndjson']);
      } finally {
        await db.close();
      }
    });
  });
});

describe('mapato restore', () => {
  it('brings back every row, identical in value and type; the books balance and the member signs in', async () => {
    await withTarget(freshTestDb, async (target) => {
      const res = await cli(target, 'restore', backupFile);
      expect(res.stderr).toBe('');
      expect(res.code).toBe(0);
      expect(res.stdout).toMatch(/^Restored .*backup\.ndjson \(backup of .*\): \d+ rows in \d+ tables \(/);

      const db = createDb(target.config);
      try {
        expect(await dumpTables(db.kysely)).toEqual(original);
        expect(await verifyLedger({ db: db.kysely })).toMatchObject({ users: 2, problems: [] });
      } finally {
        await db.close();
      }

      const server = await createServer({
        db: target.config,
        pepper: DEMO_PEPPER,
        rateLimits: RELAXED_LIMITS,
        logger: false,
      });
      try {
        const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
        const auth = await new PocketBase(url).collection('users').authWithPassword(member.username, member.password);
        expect(auth.record).toMatchObject({
          id: member.id,
          balance: (original.users as any[]).find((u) => u.id === member.id).balance,
        });
        // The signing secrets came back too: a token issued before the backup still works.
        const res = await fetch(`${url}/api/collections/users/records/${member.id}`, {
          headers: { authorization: member.token },
        });
        expect(res.status).toBe(200);
      } finally {
        await server.close();
      }
    });
  });

  // Only where PostgreSQL runs; defined conditionally rather than skipped (a skipped test fails the gate).
  if (onPostgres())
    it('moves a database across engines: PostgreSQL → SQLite → PostgreSQL', async () => {
      await withTarget(freshSqliteTestDb, async (lite) => {
        expect(await cli(lite, 'restore', backupFile)).toMatchObject({ code: 0, stderr: '' });
        expect(await dumpOf(lite.config)).toEqual(original);
        const again = join(files, 'from-sqlite.ndjson');
        expect(await cli(lite, 'backup', again)).toMatchObject({ code: 0, stderr: '' });
        await withTarget(freshTestDb, async (pg) => {
          expect(await cli(pg, 'restore', again)).toMatchObject({ code: 0, stderr: '' });
          expect(await dumpOf(pg.config)).toEqual(original);
        });
      });
    });

  it('refuses a target that already holds members and changes nothing', async () => {
    const res = await cli(source.testDb, 'restore', backupFile);
    expect(res.code).not.toBe(0);
    expect(res.stderr).toContain('Refused: the target database already holds 2 member(s)');
    expect(await dumpTables(source.server.deps.db)).toEqual(original);
  });

  it('runs the migrations newer than the backup over its rows (a pre-004 backup: each phone gets its owner)', async () => {
    const older = join(files, 'before-004.ndjson');
    await withTarget(freshTestDb, async (old) => {
      const db = createDb(old.config);
      try {
        await migrateUpTo(db.kysely, '003-support-messages');
        const at = '2026-01-01 08:00:00.000Z';
        await (db.kysely as unknown as Kysely<any>)
          .insertInto('users')
          .values({
            id: 'olderbackup0001',
            username: 'old',
            username_key: 'old',
            phone: '+254711222333',
            password_hash: 'x',
            token_key: 'k',
            created: at,
            updated: at,
          })
          .execute();
        await writeBackup(db.kysely, older);
      } finally {
        await db.close();
      }
    });
    await withTarget(freshTestDb, async (target) => {
      const res = await cli(target, 'restore', older);
      expect(res).toMatchObject({ code: 0, stderr: '' });
      expect(res.stdout).toContain('Then brought up to date over the restored rows: 004-hardening');
      const db = createDb(target.config);
      try {
        const row = await db.kysely.selectFrom('users').select(['phone', 'phone_key', 'phone_hold']).executeTakeFirst();
        expect(row).toEqual({ phone: '+254711222333', phone_key: '+254711222333', phone_hold: 0 });
      } finally {
        await db.close();
      }
    });
  });

  it('refuses a backup made by a newer version, writing no row', async () => {
    const lines = readFileSync(backupFile, 'utf8').split('\n');
    const header = JSON.parse(lines[0]!);
    header.migrations.push('999-from-the-future');
    const newer = join(files, 'newer.ndjson');
    writeFileSync(newer, [JSON.stringify(header), ...lines.slice(1)].join('\n'));
    await withTarget(freshTestDb, async (target) => {
      const res = await cli(target, 'restore', newer);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain('migrations unknown here: 999-from-the-future');
      // Refused before anything was created: not even the schema.
      expect(await dumpOf(target.config)).toEqual({});
    });
  });

  const text = () => readFileSync(backupFile, 'utf8');
  const lines = () => text().trimEnd().split('\n');
  it.each([
    ['the last lines cut off (no footer)', () => lines().slice(0, -3).join('\n') + '\n', 'ends without its footer'],
    ['cut in the middle of a line', () => text().slice(0, text().indexOf('\n', text().length * 0.6) + 6), 'not JSON'],
    [
      'a row missing while the footer still counts it',
      () =>
        lines()
          .filter((_, i) => i !== 2)
          .join('\n') + '\n',
      'the footer counts',
    ],
  ])('refuses a backup with %s and leaves the target empty', async (_name, damage, message) => {
    const damaged = join(files, 'damaged.ndjson');
    writeFileSync(damaged, damage());
    const expected = await freshlyMigratedCounts();
    expect(expected.users).toBe(0);
    await withTarget(freshTestDb, async (target) => {
      const res = await cli(target, 'restore', damaged);
      expect(res.code).not.toBe(0);
      expect(res.stderr).toContain(message);
      expect(res.stderr).toMatch(/nothing was restored/i);
      expect(counts(await dumpOf(target.config))).toEqual(expected);
    });
  });
});
