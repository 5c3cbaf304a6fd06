// A client's projects (ADR 055, 057): the body's rules (refusals in English and Kiswahili, changing
// nothing), the quote, funding from the balance, results and closing. Items: clients-items.test.ts.
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './support/harness.ts';
import {
  clientLedgerRows,
  creditClient,
  draftProject,
  PROJECT,
  projectMoney,
  signedInClient,
} from './support/clients.ts';

const t = testServerForFile();
const db = () => t.server.deps.db;
const count = async (table: 'projects' | 'work_items' | 'work_images') =>
  Number(
    (
      await db()
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('creating a project', () => {
  it('makes a draft with the defaults, seen only by its client', async () => {
    const c = await signedInClient(t);
    const other = await signedInClient(t);
    const res = await c.call('/api/client/projects', { json: PROJECT });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      ...PROJECT,
      options: ['yes', 'no'],
      min_seconds: 2,
      min_accuracy: 70,
      status: 'draft',
      items: 0,
      answered: 0,
      remaining: 0,
      reserve_left: 0,
      spent: 0,
      accuracy: null,
      pay_per_hour: null,
    });
    expect((await c.call(`/api/client/projects/${res.body.id}`)).body.id).toBe(res.body.id);
    expect((await c.call('/api/client/projects')).body.items.map((p: any) => p.id)).toEqual([res.body.id]);
    expect((await other.call(`/api/client/projects/${res.body.id}`)).status).toBe(404);
    expect((await other.call('/api/client/projects')).body.items).toEqual([]);
  });

  it('refuses every bad field at once, in the caller’s language, and creates nothing', async () => {
    const c = await signedInClient(t);
    const before = await count('projects');
    const bad = {
      title: 'ab',
      instructions: 'x'.repeat(5001),
      kind: 'choice',
      options: ['yes', 'yes'],
      pay: 1.5,
      overlap: 6,
      min_level: 0,
      language: 'fr',
      min_seconds: -1,
      min_accuracy: 101,
    };
    const en = await c.call('/api/client/projects', { json: bad });
    expect(en.status).toBe(400);
    expect(Object.keys(en.body.data).sort()).toEqual(
      [
        'instructions',
        'language',
        'min_accuracy',
        'min_level',
        'min_seconds',
        'options',
        'overlap',
        'pay',
        'title',
      ].sort(),
    );
    expect(en.body.data.title.message).toBe('The title needs 3 to 120 characters.');
    const sw = await t.http('/api/client/projects', {
      method: 'POST',
      json: bad,
      token: c.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.body.data.title.message).toBe('Kichwa kinahitaji herufi 3 hadi 120.');
    // A text project has no options; a choice project needs 2 to 20 different ones.
    const text = await c.call('/api/client/projects', { json: { ...PROJECT, kind: 'text', options: ['a', 'b'] } });
    expect(Object.keys(text.body.data)).toEqual(['options']);
    const one = await c.call('/api/client/projects', { json: { ...PROJECT, options: ['only'] } });
    expect(Object.keys(one.body.data)).toEqual(['options']);
    const unknown = await c.call('/api/client/projects', { json: { ...PROJECT, status: 'live' } });
    expect(unknown.body.data.status.code).toBe('validation_unknown_field');
    expect(await count('projects')).toBe(before);
  });
});

describe('quote, funding from the balance, results and close', () => {
  it('quotes items × overlap × pay with the fee rounded up', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c, 7, { pay: 3, overlap: 3 });
    await creditClient(t, c.id, 50);
    const q = await c.call(`/api/client/projects/${id}/quote`);
    // 7 × 3 = 21 answers, 63 shillings of pay, 20 % is 12.6 → 13
    expect(q.body).toEqual({ answers: 21, pay_total: 63, fee: 13, total: 76, from_balance: 50, to_pay: 26 });
  });

  it('funds from the balance, goes live with the whole pay in reserve, takes no more items, and close releases it', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c, 10); // 10 × 2 × 3 = 60 pay, fee 12
    expect((await c.call(`/api/client/projects/${id}/fund`, { json: {} })).status).toBe(400);
    await creditClient(t, c.id, 100);
    const funded = await c.call(`/api/client/projects/${id}/fund`, { json: {} });
    expect(funded).toMatchObject({ status: 200, body: { status: 'live', payment: '', to_pay: 0 } });
    expect(await projectMoney(t, id)).toEqual({
      status: 'live',
      funded_pay: 60,
      fee: 12,
      reserve: 60,
      held: 0,
      spent: 0,
      released: 0,
    });
    expect((await c.call(`/api/client/projects/${id}`)).body).toMatchObject({ status: 'live', reserve_left: 60 });
    const more = await c.call(`/api/client/projects/${id}/items`, { json: { items: [{ text: 'late' }] } });
    expect(more.status).toBe(400);
    expect((await c.call(`/api/client/projects/${id}/fund`, { json: {} })).status).toBe(400);

    const closed = await c.call(`/api/client/projects/${id}/close`, { json: {} });
    expect(closed.body).toMatchObject({ status: 'closed', reserve_left: 0 });
    expect(await projectMoney(t, id)).toMatchObject({ status: 'closed', reserve: 0, released: 60 });
    expect((await c.call(`/api/client/projects/${id}/close`, { json: {} })).status).toBe(400);
    const ledger = await c.call('/api/client/ledger');
    expect(ledger.body.balance).toBe(100 - 72 + 60);
    expect(await clientLedgerRows(t, c.id)).toEqual([
      { seq: 1, kind: 'deposit', amount: 100, balance_after: 100, ref: expect.any(String) },
      { seq: 2, kind: 'project_funding', amount: -72, balance_after: 28, ref: id },
      { seq: 3, kind: 'project_release', amount: 60, balance_after: 88, ref: id },
    ]);
    expect(ledger.body.items.map((r: any) => r.seq)).toEqual([3, 2, 1]);
  });

  it('funds only one of two projects at once when the balance covers one', async () => {
    const c = await signedInClient(t);
    const a = await draftProject(c, 10); // total 72 each
    const b = await draftProject(c, 10);
    await creditClient(t, c.id, 100);
    const results = await Promise.all([a, b].map((id) => c.call(`/api/client/projects/${id}/fund`, { json: {} })));
    // One goes live; the other wants a prompt, which M-Pesa-manual refuses: nothing is overdrawn.
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const statuses = await Promise.all([a, b].map(async (id) => (await projectMoney(t, id)).status));
    expect(statuses.sort()).toEqual(['draft', 'live']);
    expect((await c.call('/api/client/ledger')).body.balance).toBe(28);
  });

  it('refuses a prompt when M-Pesa is manual, changing nothing', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c, 2);
    const res = await c.call(`/api/client/projects/${id}/fund`, { json: { phone: '0711000111' } });
    expect(res.status).toBe(400);
    expect(await projectMoney(t, id)).toMatchObject({ status: 'draft', funded_pay: 0 });
    expect(await db().selectFrom('stk_payments').select('id').where('ref', '=', id).execute()).toEqual([]);
  });

  it('gives results per item as CSV (formulas kept as text) and JSONL', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c, 0, { kind: 'text', options: [] });
    await c.call(`/api/client/projects/${id}/items`, {
      json: {
        items: [
          { ref: '=HYPERLINK("x")', text: 'a' },
          { ref: 'two', text: 'b' },
        ],
      },
    });
    const items = await db()
      .selectFrom('work_items')
      .select(['id', 'position'])
      .where('project_id', '=', id)
      .orderBy('position')
      .execute();
    await db()
      .updateTable('work_items')
      .set({ accepted_answer: '+cmd|calc', confidence: '0.75', status: 'done' })
      .where('id', '=', items[0]!.id)
      .execute();
    const answer = (n: number, text: string) => ({
      id: `asg${n}${process.pid}`.padEnd(15, '0').slice(0, 15),
      project_id: id,
      item_id: items[0]!.id,
      uid: `member${n}`,
      status: 'accepted',
      pay: 3,
      expires: '2026-11-27 10:00:00.000Z',
      gold: 0,
      answer: text,
      reason: '',
      day: '2026-11-27',
      paid: 3,
      created: '2026-11-27 09:00:00.000Z',
      answered: `2026-11-27 09:0${n}:00.000Z`,
      decided: `2026-11-27 09:0${n}:00.000Z`,
    });
    await db()
      .insertInto('assignments')
      .values([answer(1, '+cmd|calc'), answer(2, '@SUM(1)')])
      .execute();
    const csv = await c.call(`/api/client/projects/${id}/results?format=csv`);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toBe(
      'ref,answer,confidence,answers\r\n' +
        `"'=HYPERLINK(""x"")",'+cmd|calc,0.75,"[""+cmd|calc"",""@SUM(1)""]"\r\n` +
        'two,,0,[]\r\n',
    );
    const jsonl = await t.http(`/api/client/projects/${id}/results?format=jsonl`, { token: c.token });
    const lines = (jsonl.body as string)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines).toEqual([
      { ref: '=HYPERLINK("x")', answer: '+cmd|calc', confidence: 0.75, answers: ['+cmd|calc', '@SUM(1)'] },
      { ref: 'two', answer: '', confidence: 0, answers: [] },
    ]);
    // Said in words a client reads, in its language (the mocks say it with the same message).
    expect(await c.call(`/api/client/projects/${id}/results?format=xlsx`)).toMatchObject({
      status: 400,
      body: { message: 'Choose csv or jsonl.' },
    });
    const sw = await t.http(`/api/client/projects/${id}/results?format=xlsx`, {
      token: c.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(sw.body.message).toBe('Chagua csv au jsonl.');
  });
});
