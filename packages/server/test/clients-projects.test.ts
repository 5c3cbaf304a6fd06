// A client's projects (ADR 055, 057): the body's rules (refusals in English and Kiswahili, changing
// nothing), items and their pictures, the quote, funding from the balance, results and closing.
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './support/harness.ts';
import {
  clientLedgerRows,
  creditClient,
  draftProject,
  pngBase64,
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

describe('items', () => {
  it('adds text items with valid gold, and refuses a gold answer that is not an option, adding nothing', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c);
    const ok = await c.call(`/api/client/projects/${id}/items`, {
      json: {
        items: [
          { ref: 'a', text: 'Habari', gold: 'yes' },
          { ref: 'b', text: 'Asante' },
        ],
      },
    });
    expect(ok).toMatchObject({ status: 200, body: { added: 2, items: 2 } });
    const before = await count('work_items');
    const bad = await c.call(`/api/client/projects/${id}/items`, {
      json: {
        items: [
          { ref: 'c', text: 'Karibu', gold: 'yes' },
          { ref: 'd', text: 'Kwaheri', gold: 'maybe' },
        ],
      },
    });
    expect(bad).toMatchObject({ status: 400, body: { data: { items: { code: 'validation_invalid_value' } } } });
    expect(bad.body.data.items.message).toBe('Item 2: the known answer must be a valid answer (one of the options).');
    expect(await count('work_items')).toBe(before);
    const rows = await db()
      .selectFrom('work_items')
      .selectAll()
      .where('project_id', '=', id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => [r.ref, r.gold, r.needed, r.position])).toEqual([
      ['a', 'yes', 2, 1],
      ['b', '', 2, 2],
    ]);
    const labels = await draftProject(c, 0, { kind: 'labels', options: ['cat', 'dog', 'bird'] });
    const labelled = await c.call(`/api/client/projects/${labels}/items`, {
      json: { items: [{ text: 'a', gold: 'cat|dog' }] },
    });
    expect(labelled.status).toBe(200);
    const twice = await c.call(`/api/client/projects/${labels}/items`, {
      json: { items: [{ text: 'a', gold: 'cat|cat' }] },
    });
    expect(twice.status).toBe(400);
  });

  it('keeps a PNG re-encoded for phones, and refuses a text file named .png and a picture over 1 MB', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c, 0, { kind: 'labels', options: ['red', 'blue'] });
    const png = await pngBase64(2000);
    const ok = await c.call(`/api/client/projects/${id}/items`, {
      json: { items: [{ ref: 'img1', image: `data:image/png;base64,${png}` }] },
    });
    expect(ok).toMatchObject({ status: 200, body: { added: 1 } });
    const item = await db().selectFrom('work_items').selectAll().where('project_id', '=', id).executeTakeFirstOrThrow();
    const image = await db()
      .selectFrom('work_images')
      .selectAll()
      .where('id', '=', item.image)
      .executeTakeFirstOrThrow();
    expect(image.type).toBe('image/webp');
    const stored = Buffer.from(image.data, 'base64');
    expect(stored.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const sharp = (await import('sharp')).default;
    expect(await sharp(stored).metadata()).toMatchObject({ width: 1024, height: 1024 });

    const imagesBefore = await count('work_images');
    const itemsBefore = await count('work_items');
    const textFile = Buffer.from('this is not a picture, whatever its name says').toString('base64');
    const named = await c.call(`/api/client/projects/${id}/items`, {
      json: { items: [{ ref: 'notes.png', image: `data:image/png;base64,${textFile}` }] },
    });
    expect(named.status).toBe(400);
    expect(named.body.data.items.message).toBe('Item 1: the image must be a JPEG, PNG or WebP of at most 1 MB.');
    // PNG's first bytes, then nothing a decoder can read: refused too.
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    expect(
      (await c.call(`/api/client/projects/${id}/items`, { json: { items: [{ image: fake.toString('base64') }] } }))
        .status,
    ).toBe(400);
    const big = Buffer.concat([Buffer.from(png, 'base64'), Buffer.alloc(1_048_577)]);
    const tooBig = await c.call(`/api/client/projects/${id}/items`, {
      json: {
        items: [
          { ref: 'ok', text: 'fine' },
          { ref: 'big', image: big.toString('base64') },
        ],
      },
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.data.items.message).toBe('Item 2: the image must be a JPEG, PNG or WebP of at most 1 MB.');
    expect([await count('work_images'), await count('work_items')]).toEqual([imagesBefore, itemsBefore]);
  });

  it('refuses a large body from anyone who is not a client before reading it', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c);
    const res = await t.http(`/api/client/projects/${id}/items`, {
      method: 'POST',
      json: { items: [{ text: 'x'.repeat(200_000) }] },
    });
    expect(res.status).toBe(401);
    const key = (await c.call('/api/client/keys', { json: { name: 'upload' } })).body;
    await c.call(`/api/client/keys/${key.id}`, { method: 'DELETE' });
    const revoked = await c.call(`/api/client/projects/${id}/items`, {
      json: { items: [{ text: 'x'.repeat(200_000) }] },
      auth: `Bearer ${key.key}`,
    });
    expect(revoked.status).toBe(401);
    expect((await c.call(`/api/client/projects/${id}`)).body.items).toBe(0);
  });

  it('takes a body larger than other routes’ 64 KB from its client', async () => {
    const c = await signedInClient(t);
    const id = await draftProject(c);
    const items = Array.from({ length: 40 }, (_, i) => ({ ref: `big${i}`, text: 'maneno '.repeat(700) }));
    const res = await c.call(`/api/client/projects/${id}/items`, { json: { items } });
    expect(res).toMatchObject({ status: 200, body: { added: 40, items: 40 } });
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
    expect((await c.call(`/api/client/projects/${id}/results?format=xlsx`)).status).toBe(400);
  });
});
