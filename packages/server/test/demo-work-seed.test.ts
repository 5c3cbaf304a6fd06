// `serve --demo`'s paid work (docs/decisions/060-demo-paid-work.md): the client Lugha Data Ltd with
// three live, funded projects the demo members can answer at once; its books add up to the
// shilling, and a second start seeds nothing more.
import { DEMO_ACCOUNTS, DEMO_CLIENT, workFee } from '@mapato/core';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { workFeePercent } from '../src/domain/clients/fee.ts';
import { seedDemo } from '../src/domain/members/demo-seed.ts';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { verifyPassword } from '../src/tools/password.ts';
import { testServerForFile } from './support/harness.ts';

const t = testServerForFile();
const db = () => t.server.deps.db;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

beforeAll(async () => {
  expect(await seedDemo(t.server.deps)).toEqual({ seeded: true });
});

async function counts() {
  const n = async (table: 'clients' | 'client_ledger' | 'projects' | 'work_items' | 'work_images' | 'users') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    clients: await n('clients'),
    ledger: await n('client_ledger'),
    projects: await n('projects'),
    items: await n('work_items'),
    images: await n('work_images'),
    users: await n('users'),
  };
}

describe('the demo client', () => {
  it('is Lugha Data Ltd, with the demo password hashed like an operator’s', async () => {
    const client = await db()
      .selectFrom('clients')
      .selectAll()
      .where('email_key', '=', DEMO_CLIENT.email)
      .executeTakeFirstOrThrow();
    expect(client).toMatchObject({ name: 'Lugha Data Ltd', email: DEMO_CLIENT.email, msisdn: '254722000100' });
    expect(client.password_hash).not.toContain(DEMO_CLIENT.password);
    expect(await verifyPassword(DEMO_CLIENT.password, client.password_hash)).toBe(true);
    expect(await verifyPassword('demo-client-2025', client.password_hash)).toBe(false);
    expect(client.token_key.length).toBeGreaterThanOrEqual(50);
  });

  it('paid in by bank transfer exactly what its three projects cost, and funded each from it', async () => {
    const client = await db().selectFrom('clients').selectAll().executeTakeFirstOrThrow();
    const ledger = await db().selectFrom('client_ledger').selectAll().orderBy('seq').execute();
    const projects = await db().selectFrom('projects').selectAll().execute();
    expect(ledger.map((row) => row.kind)).toEqual(['deposit', 'project_funding', 'project_funding', 'project_funding']);
    // The deposit names the bank transfer recorded for it (its bank reference kept on that row).
    const transfer = await db()
      .selectFrom('client_deposits')
      .selectAll()
      .where('id', '=', ledger[0]!.ref)
      .executeTakeFirstOrThrow();
    expect(transfer).toMatchObject({ state: 'credited', amount: ledger[0]!.amount });
    expect(transfer.reference).toMatch(/^BANK-/);
    expect(ledger.map((row) => row.seq)).toEqual([1, 2, 3, 4]);
    let running = 0;
    for (const row of ledger) {
      running += Number(row.amount);
      expect(Number(row.balance_after)).toBe(running);
    }
    expect(Number(client.balance)).toBe(running);
    expect(client.ledger_seq).toBe(4);
    // Nothing left over: the client's next project is funded by an M-Pesa prompt.
    expect(running).toBe(0);
    for (const project of projects) {
      const funding = ledger.filter((row) => row.ref === project.id);
      expect(funding.map((row) => Number(row.amount))).toEqual([-(Number(project.funded_pay) + Number(project.fee))]);
    }
  });
});

describe('the demo projects', () => {
  it('are three live projects, two in Kiswahili, for every level, with their items', async () => {
    const projects = await db().selectFrom('projects').selectAll().orderBy('title').execute();
    expect(
      projects.map((p) => [p.title, p.kind, p.language, p.status, p.items, p.overlap, p.min_level, p.min_seconds]),
    ).toEqual([
      ['Kagua tafsiri za Kiswahili ↔ Kiingereza', 'choice', 'sw', 'live', 40, 3, 1, 2],
      ['Ujumbe huu una hisia gani?', 'choice', 'sw', 'live', 40, 3, 1, 2],
      ['What is in this picture?', 'labels', 'en', 'live', 24, 3, 1, 2],
    ]);
    expect(JSON.parse(projects[2]!.options)).toEqual(['Person', 'Animal', 'Vehicle', 'Building', 'Food', 'Plant']);
    for (const project of projects) {
      const items = await db()
        .selectFrom('work_items')
        .selectAll()
        .where('project_id', '=', project.id)
        .orderBy('position')
        .execute();
      expect(items).toHaveLength(project.items);
      expect(items.map((i) => i.position)).toEqual(items.map((_, index) => index + 1));
      expect(items.every((i) => i.needed === 3 && i.answers === 0 && i.leased === 0 && i.status === 'open')).toBe(true);
      const options: string[] = JSON.parse(project.options);
      const gold = items.filter((i) => i.gold !== '');
      expect(gold).toHaveLength(project.kind === 'labels' ? 5 : 8);
      for (const item of gold) expect(item.gold.split('|').every((label) => options.includes(label))).toBe(true);
    }
  });

  it('hold exactly their pay for every answer they need, and the fee on it', async () => {
    const projects = await db().selectFrom('projects').selectAll().execute();
    expect(projects).toHaveLength(3);
    for (const p of projects) {
      const payTotal = p.items * p.overlap * p.pay;
      expect(p.pay).toBeGreaterThanOrEqual(2);
      expect(p.pay).toBeLessThanOrEqual(5);
      expect(Number(p.funded_pay)).toBe(payTotal);
      expect(Number(p.reserve)).toBe(payTotal);
      expect([Number(p.held), Number(p.spent), Number(p.released)]).toEqual([0, 0, 0]);
      expect(Number(p.fee)).toBe(workFee(payTotal, workFeePercent()));
    }
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('show real pictures: PNG bytes of at most 30 KB, one per picture item', async () => {
    const pictures = await db()
      .selectFrom('projects')
      .select('id')
      .where('kind', '=', 'labels')
      .executeTakeFirstOrThrow();
    const items = await db().selectFrom('work_items').selectAll().where('project_id', '=', pictures.id).execute();
    const images = await db().selectFrom('work_images').selectAll().execute();
    expect(images).toHaveLength(24);
    expect(new Set(items.map((i) => i.image)).size).toBe(24);
    for (const item of items) {
      const image = images.find((row) => row.id === item.image);
      expect(image).toMatchObject({ project_id: pictures.id, type: 'image/png' });
      const bytes = Buffer.from(image!.data, 'base64');
      expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(bytes.length).toBeGreaterThan(500);
      expect(bytes.length).toBeLessThanOrEqual(30 * 1024);
    }
  });
});

describe('the demo members', () => {
  it('include one whose language is Kiswahili, so the Kiswahili projects are offered to someone', async () => {
    const users = await db().selectFrom('users').select(['username', 'locale']).orderBy('username').execute();
    expect(users.map((u) => [u.username, u.locale])).toEqual(DEMO_ACCOUNTS.map((a) => [a.username, a.locale]));
    expect(users.find((u) => u.username === 'wanjiku')?.locale).toBe('sw');
  });
});

describe('a second start', () => {
  it('seeds nothing more and leaves the books as they were', async () => {
    const before = await counts();
    const client = await db().selectFrom('clients').select(['id', 'balance', 'ledger_seq']).executeTakeFirstOrThrow();
    expect(await seedDemo(t.server.deps)).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ clients: 1, ledger: 4, projects: 3, items: 104, images: 24, users: 3 });
    expect(await db().selectFrom('clients').select(['id', 'balance', 'ledger_seq']).executeTakeFirstOrThrow()).toEqual(
      client,
    );
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('gives a demo database from before paid work its client and projects, once', async () => {
    // What an older demo database looks like: members seeded, no paid work yet.
    await db().deleteFrom('work_images').execute();
    await db().deleteFrom('work_items').execute();
    await db().deleteFrom('projects').execute();
    await db().deleteFrom('client_ledger').execute();
    await db().deleteFrom('client_deposits').execute();
    await db().deleteFrom('clients').execute();
    await db().deleteFrom('settings').where('key', '=', 'demo_work_seeded').execute();
    // …and no client money in the double-entry books (ADR 073) either.
    const clientMoney = ['client_deposit', 'project_funding'] as const;
    const transfers = db().selectFrom('transfers').select('id').where('kind', 'in', clientMoney);
    await db().deleteFrom('entries').where('transfer', 'in', transfers).execute();
    await db().deleteFrom('transfers').where('kind', 'in', clientMoney).execute();
    await sql`UPDATE accounts SET
      balance = (CASE side WHEN 'debit' THEN 1 ELSE -1 END)
        * COALESCE((SELECT SUM(e.amount) FROM entries e WHERE e.account = accounts.id), 0),
      entries = (SELECT COUNT(*) FROM entries e WHERE e.account = accounts.id)`.execute(db());
    expect(await seedDemo(t.server.deps)).toEqual({ seeded: false });
    expect(await counts()).toMatchObject({ clients: 1, ledger: 4, projects: 3, items: 104, images: 24, users: 3 });
    await seedDemo(t.server.deps);
    expect(await counts()).toMatchObject({ clients: 1, ledger: 4, projects: 3, items: 104, images: 24, users: 3 });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });
});
