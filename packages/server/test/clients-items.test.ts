// A project's items (ADR 055, 057): text and gold answers checked against the project's kind,
// pictures checked by their bytes and re-encoded, large bodies only from the project's client.
import { describe, expect, it } from 'vitest';
import { testServerForFile } from './support/harness.ts';
import { draftProject, pngBase64, signedInClient } from './support/clients.ts';

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
