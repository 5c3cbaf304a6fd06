// Members' leases on paid work (ADR 055): pay is held from the reserve per lease and comes back
// when the lease is skipped or lapses; a member never gets an item twice; an item never gets more
// answers than it needs; min_level, language and the level's answers per day decide what is given.
import { WORK_API } from '@mapato/core';
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { nextAssignment } from '../src/domain/paid-work/lease.ts';
import { testServerForFile } from './support/harness.ts';
import { fundedProject, projectState, testClock, workApi, workers } from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now, paidWork: { sweepMs: 3_600_000 } });
const api = workApi(t);
const items = (n: number, extra: Partial<{ gold: string }> = {}) =>
  Array.from({ length: n }, (_, i) => ({ text: `Sentence ${i}`, ...extra }));

describe('a lease', () => {
  it('holds the item’s pay from the reserve, and shows the item and its project', async () => {
    const project = await fundedProject(t.server, { items: items(2), pay: 7, overlap: 1 });
    const [w] = await workers(t.server, 1);
    const res = await api.next(w!, project.id);
    expect(res.status).toBe(200);
    expect(res.body.project).toMatchObject({ id: project.id, kind: 'choice', options: ['yes', 'no'], pay: 7 });
    expect(res.body.item.text).toMatch(/^Sentence /);
    expect(Date.parse(res.body.expires.replace(' ', 'T')) - clock.now().getTime()).toBe(10 * 60 * 1000);
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 7, held: 7, spent: 0 });
  });

  it('gives the pay back when skipped, and the skipped item never comes back to that member', async () => {
    const project = await fundedProject(t.server, { items: items(1), pay: 5, overlap: 2 });
    const [a, b] = await workers(t.server, 2);
    const first = await api.next(a!, project.id);
    expect((await api.skip(a!, first.body.id)).status).toBe(204);
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 10, held: 0, statuses: { skipped: 1 } });
    const again = await api.next(a!, project.id);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This project has no item for you right now.');
    // The slot went back: another member gets it.
    expect((await api.next(b!, project.id)).status).toBe(200);
    // A skipped lease cannot be answered or skipped again.
    expect((await api.skip(a!, first.body.id)).status).toBe(400);
    expect((await api.answer(a!, first.body.id, 'yes')).status).toBe(400);
  });

  it('lapses after 10 minutes: its pay and slot come back, and a late answer changes nothing', async () => {
    const project = await fundedProject(t.server, { items: items(1), pay: 5, overlap: 1 });
    const [a, b] = await workers(t.server, 2);
    const lease = await api.next(a!, project.id);
    expect((await api.next(b!, project.id)).status).toBe(404);
    clock.tick(10 * 60 * 1000 + 1);
    const late = await api.answer(a!, lease.body.id, 'yes');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('The time for this item ran out. Please take the next one.');
    // The next member's request sweeps the lapsed lease first and gets the item.
    expect((await api.next(b!, project.id)).status).toBe(200);
    const state = await projectState(t.server, project.id);
    expect(state).toMatchObject({ reserve: 0, held: 5, statuses: { lapsed: 1, leased: 1 } });
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
  });

  it('the jobs loop lapses leases too', async () => {
    const project = await fundedProject(t.server, { items: items(1), pay: 3, overlap: 1 });
    const [a] = await workers(t.server, 1);
    await api.next(a!, project.id);
    clock.tick(11 * 60 * 1000);
    await t.server.paidWork.runOnce();
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 3, held: 0, statuses: { lapsed: 1 } });
  });

  it('never gives more leases than an item needs answers, nor one item twice to a member', async () => {
    const project = await fundedProject(t.server, { items: items(2), pay: 1, overlap: 2 });
    const ws = await workers(t.server, 3);
    const got: string[][] = [];
    for (const w of ws) {
      const leases: string[] = [];
      for (let i = 0; i < 2; i++) {
        const r = await api.next(w, project.id);
        if (r.status === 200) leases.push(r.body.id);
      }
      got.push(leases);
    }
    // 2 items × 2 answers = 4 leases in all, whoever asked.
    expect(got.flat()).toHaveLength(4);
    const rows = await t.server.deps.db
      .selectFrom('assignments')
      .select(['item_id', 'uid'])
      .where('project_id', '=', project.id)
      .execute();
    expect(new Set(rows.map((r) => `${r.item_id}/${r.uid}`)).size).toBe(rows.length);
    const counts = await t.server.deps.db
      .selectFrom('work_items')
      .select(['answers', 'leased', 'needed'])
      .where('project_id', '=', project.id)
      .execute();
    for (const c of counts) expect(c.answers + c.leased).toBeLessThanOrEqual(c.needed);
  });

  it('lets a member hold two leases at most: asking for a third lets the one held longest lapse', async () => {
    const one = await fundedProject(t.server, { items: items(3), pay: 1, overlap: 1 });
    const two = await fundedProject(t.server, { items: items(3), pay: 1, overlap: 1 });
    const [w] = await workers(t.server, 1, { level: 3 });
    const first = await api.next(w!, one.id);
    clock.tick(1_000);
    const second = await api.next(w!, one.id);
    expect(second.status).toBe(200);
    // A reload or another tab asks again: the first item lapses now, its pay back in the reserve.
    const third = await api.next(w!, two.id);
    expect(third.status).toBe(200);
    expect(third.body.project.id).toBe(two.id);
    expect(await projectState(t.server, one.id)).toMatchObject({ held: 1, statuses: { leased: 1, lapsed: 1 } });
    expect((await api.answer(w!, first.body.id, 'yes')).status).toBe(400);
    clock.tick(3_000);
    expect((await api.answer(w!, second.body.id, 'yes')).status).toBe(200);
  });

  it('holds that limit when one member asks many times at once', async () => {
    const project = await fundedProject(t.server, { items: items(8), pay: 1, overlap: 1 });
    const [w] = await workers(t.server, 1, { level: 4 });
    const all = await Promise.all(Array.from({ length: 6 }, () => api.next(w!, project.id)));
    expect(all.every((r) => r.status === 200)).toBe(true);
    // One after another (the member's day row is taken first): never more than two held at once.
    expect(await projectState(t.server, project.id)).toMatchObject({ held: 2, statuses: { leased: 2, lapsed: 4 } });
  });
});

describe('control items', () => {
  it('are mixed in by the schedule (1 in 5 while new to a project), and look like any other item', async () => {
    const project = await fundedProject(t.server, {
      items: [{ text: 'plain' }, { text: 'control', gold: 'yes' }],
      overlap: 2,
    });
    const [a, b] = await workers(t.server, 2);
    const goldOf = async (id: string) =>
      (await t.server.deps.db.selectFrom('assignments').select('gold').where('id', '=', id).executeTakeFirstOrThrow())
        .gold;
    // As the sign-in reads them: workers() makes level-1 members who read English.
    const member = (w: { id: string }) => ({ id: w.id, level: 1, locale: 'en' });
    // The schedule's draw below 1/5 asks for a control item, above it for an ordinary one.
    const low = await nextAssignment(t.server.deps, member(a!), { project: project.id, random: () => 0.1 }, 'en');
    const high = await nextAssignment(t.server.deps, member(b!), { project: project.id, random: () => 0.5 }, 'en');
    expect([await goldOf(low.id), await goldOf(high.id)]).toEqual([1, 0]);
    expect(low.item.text).toBe('control');
    expect(Object.keys(low).sort()).toEqual(Object.keys(high).sort());
    expect(Object.keys(low.item).sort()).toEqual(['image', 'text']);
  });
});

describe('the member routes', () => {
  it('are for signed-in members only', async () => {
    for (const path of [`${WORK_API}/next`, `${WORK_API}/history`, `${WORK_API}/projects`])
      expect((await t.http(path, { headers: { 'accept-language': 'en' } })).status).toBe(401);
    const answer = await t.http(`${WORK_API}/assignments/x/answer`, {
      method: 'POST',
      json: { answer: 'yes' },
      headers: { 'accept-language': 'en' },
    });
    expect(answer.status).toBe(401);
  });
});

describe('who sees a project', () => {
  it('a member below min_level does not, and is told honestly there is nothing', async () => {
    const project = await fundedProject(t.server, { items: items(1), min_level: 3 });
    const [low] = await workers(t.server, 1, { level: 2 });
    const [high] = await workers(t.server, 1, { level: 3 });
    const none = await api.next(low!, project.id);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ status: 404, data: {} });
    expect((await api.projects(low!)).body.items.map((p: { id: string }) => p.id)).not.toContain(project.id);
    expect((await api.next(high!, project.id)).status).toBe(200);
  });

  it('a Kiswahili project goes only to members who chose Kiswahili, and refusals speak their language', async () => {
    const project = await fundedProject(t.server, { items: items(1), language: 'sw' });
    const [en] = await workers(t.server, 1, { locale: 'en' });
    const [sw] = await workers(t.server, 1, { locale: 'sw' });
    expect((await api.next(en!, project.id)).status).toBe(404);
    const list = await api.projects(sw!);
    expect(list.body.items.map((p: { id: string }) => p.id)).toContain(project.id);
    expect((await api.next(sw!, project.id)).status).toBe(200);
    const swNone = await t.http(`${WORK_API}/next?project=nosuchproject`, {
      token: sw!.token,
      headers: { 'accept-language': 'sw' },
    });
    expect(swNone.body.message).toBe('Mradi huu hauna kipengele chako kwa sasa.');
  });
});

describe('answers per day', () => {
  it('stops at the level’s tasks per day (Trainee: 4), counting open leases', async () => {
    const project = await fundedProject(t.server, { items: items(10), pay: 1, overlap: 1, min_seconds: 1 });
    const [w] = await workers(t.server, 1, { level: 1 });
    for (let i = 0; i < 4; i++) {
      const lease = await api.next(w!, project.id);
      expect(lease.status).toBe(200);
      clock.tick(2000);
      expect((await api.answer(w!, lease.body.id, 'yes')).status).toBe(200);
    }
    const over = await api.next(w!, project.id);
    expect(over.status).toBe(404);
    expect(over.body.message).toBe("You have reached today's limit of 4 answers for your level. More work tomorrow.");
    const history = await api.history(w!);
    expect(history.body.today).toEqual({ answers: 4, limit: 4 });
    // A new Nairobi day: work again.
    clock.tick(24 * 3600 * 1000);
    expect((await api.next(w!, project.id)).status).toBe(200);
  });
});

describe('item images', () => {
  it('are served to the lease’s signed URL only while it is open', async () => {
    const bytes = Buffer.from('89504e470d0a1a0a0000', 'hex');
    const project = await fundedProject(t.server, {
      items: [{ text: '', image: { type: 'image/png', bytes } }],
      overlap: 1,
      kind: 'labels',
      options: ['cat', 'dog'],
    });
    const [w] = await workers(t.server, 1);
    const lease = await api.next(w!, project.id);
    const url: string = lease.body.item.image;
    expect(url).toMatch(new RegExp(`^${WORK_API}/images/${lease.body.id}\\?t=`));
    const res = await fetch(t.url + url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${t.url}${WORK_API}/images/${lease.body.id}?t=forged`)).status).toBe(404);
    clock.tick(10 * 60 * 1000 + 1);
    expect((await fetch(t.url + url)).status).toBe(404);
  });
});
