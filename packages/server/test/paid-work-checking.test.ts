// Checking members' work (ADR 055): answers sooner than min_seconds are refused unpaid; control
// items are decided at once and close a project to a member below its min_accuracy, saying why;
// choice answers are decided by weighted majority once an item has its answers, a tie asking for
// more; text answers wait for the client or are accepted after MAPATO_WORK_AUTO_ACCEPT_HOURS.
import { describe, expect, it } from 'vitest';
import { verifyLedger } from '../src/domain/money/verify-ledger.ts';
import { testServerForFile } from './support/harness.ts';
import {
  balanceOf,
  fundedProject,
  projectState,
  testClock,
  workApi,
  workers,
  type Worker,
} from './support/paid-work.ts';

const clock = testClock();
const t = testServerForFile({ now: clock.now, paidWork: { sweepMs: 3_600_000 } });
const api = workApi(t);

/** Leases an item of the project, waits 3 seconds, answers; returns the answer's result. */
async function work(w: Worker, project: string, answer: unknown) {
  const lease = await api.next(w, project);
  expect(lease.status, JSON.stringify(lease.body)).toBe(200);
  clock.tick(3000);
  const res = await api.answer(w, lease.body.id, answer);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { status: string; reason: string; paid: number };
}

const item = (text: string, gold?: string) => ({ text, gold });

describe('fast answers', () => {
  it('are refused unpaid and free the slot for another member', async () => {
    const project = await fundedProject(t.server, { items: [item('Habari')], pay: 5, overlap: 1, min_seconds: 2 });
    const [a, b] = await workers(t.server, 2);
    const lease = await api.next(a!, project.id);
    clock.tick(1500);
    const res = await api.answer(a!, lease.body.id, 'yes');
    expect(res.body).toEqual({
      status: 'rejected',
      reason: 'Answered too quickly to have read the item, so it is not paid.',
      paid: 0,
    });
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 5, held: 0, spent: 0 });
    expect((await api.history(a!)).body.today.answers).toBe(0);
    expect((await api.next(b!, project.id)).status).toBe(200);
  });
});

describe('bad answers', () => {
  it('are refused with the field named, changing nothing', async () => {
    const project = await fundedProject(t.server, { items: [item('Habari')], pay: 5, overlap: 1 });
    const [a] = await workers(t.server, 1);
    const lease = await api.next(a!, project.id);
    clock.tick(3000);
    const res = await api.answer(a!, lease.body.id, 'maybe');
    expect(res.status).toBe(400);
    expect(res.body.data.answer.message).toBe('Please choose one of the options given.');
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 0, held: 5, statuses: { leased: 1 } });
  });
});

describe('weighted majority', () => {
  it('pays the answers that agree and refuses the other, naming the winner', async () => {
    const project = await fundedProject(t.server, { items: [item('Nimefurahi sana')], pay: 5, overlap: 3 });
    const ws = await workers(t.server, 3);
    expect(await work(ws[0]!, project.id, 'yes')).toMatchObject({
      status: 'pending',
      reason: "Waiting for other members' answers to this item.",
      paid: 0,
    });
    await work(ws[1]!, project.id, 'no');
    const last = await work(ws[2]!, project.id, 'Yes');
    expect(last).toEqual({ status: 'accepted', reason: '', paid: 5 });
    const history = (await api.history(ws[1]!)).body;
    expect(history.items[0]).toMatchObject({
      status: 'rejected',
      paid: 0,
      reason: 'Most members gave another answer (yes), so it is not paid.',
    });
    expect((await api.history(ws[0]!)).body).toMatchObject({ earned: 5, items: [{ status: 'accepted', paid: 5 }] });
    const decided = await t.server.deps.db
      .selectFrom('work_items')
      .select(['status', 'accepted_answer', 'confidence'])
      .where('id', '=', project.items[0]!)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ status: 'done', accepted_answer: 'yes', confidence: '0.667' });
    // The refused answer's pay went back to the reserve, for another item or back to the client.
    expect(await projectState(t.server, project.id)).toMatchObject({ reserve: 5, held: 0, spent: 10 });
  });

  it('lets a member with good control answers outweigh a newcomer', async () => {
    const project = await fundedProject(t.server, { items: [item('Sawa')], pay: 4, overlap: 2 });
    const [expert, newcomer] = await workers(t.server, 2);
    await t.server.deps.db
      .insertInto('project_members')
      .values({ project_id: project.id, uid: expert!.id, answered: 8, gold_answered: 8, gold_correct: 8 })
      .execute();
    await work(newcomer!, project.id, 'yes');
    expect(await work(expert!, project.id, 'no')).toMatchObject({ status: 'accepted', paid: 4 });
    expect((await api.history(newcomer!)).body.items[0].status).toBe('rejected');
  });

  it('asks for one more answer on a tie, and decides with it', async () => {
    const project = await fundedProject(t.server, { items: [item('Poa')], pay: 2, overlap: 2, extra: 4 });
    const ws = await workers(t.server, 3);
    await work(ws[0]!, project.id, 'yes');
    expect(await work(ws[1]!, project.id, 'no')).toMatchObject({ status: 'pending' });
    const row = () =>
      t.server.deps.db
        .selectFrom('work_items')
        .selectAll()
        .where('id', '=', project.items[0]!)
        .executeTakeFirstOrThrow();
    expect((await row()).needed).toBe(3);
    expect(await work(ws[2]!, project.id, 'no')).toMatchObject({ status: 'accepted' });
    expect(await row()).toMatchObject({ status: 'done', accepted_answer: 'no', answers: 3 });
  });

  it('still tied after two more answers: pays every answer, accepts none, confidence ≤ 0.5', async () => {
    const options = ['a', 'b', 'c', 'd'];
    const project = await fundedProject(t.server, { items: [item('?')], options, pay: 1, overlap: 2, extra: 2 });
    const ws = await workers(t.server, 5);
    for (const [i, w] of ws.slice(0, 4).entries()) await work(w, project.id, options[i]);
    const decided = await t.server.deps.db
      .selectFrom('work_items')
      .selectAll()
      .where('id', '=', project.items[0]!)
      .executeTakeFirstOrThrow();
    expect(decided).toMatchObject({ status: 'done', needed: 4, answers: 4, accepted_answer: '', confidence: '0.25' });
    expect(await projectState(t.server, project.id)).toMatchObject({ spent: 4, held: 0, statuses: { accepted: 4 } });
    expect((await api.next(ws[4]!, project.id)).status).toBe(404);
  });
});

describe('a tie the reserve cannot pay one more answer for', () => {
  it('is decided at once: both answers paid, none accepted', async () => {
    const project = await fundedProject(t.server, { items: [item('Sijui')], pay: 3, overlap: 2 });
    const [a, b] = await workers(t.server, 2);
    await work(a!, project.id, 'yes');
    expect(await work(b!, project.id, 'no')).toEqual({ status: 'accepted', reason: '', paid: 3 });
    const decided = await t.server.deps.db
      .selectFrom('work_items')
      .select(['status', 'needed', 'accepted_answer', 'confidence'])
      .where('id', '=', project.items[0]!)
      .executeTakeFirstOrThrow();
    expect(decided).toEqual({ status: 'done', needed: 2, accepted_answer: '', confidence: '0.5' });
  });
});

describe('control items', () => {
  it('are decided at once, and close the project to a member below min_accuracy, saying why', async () => {
    const items = Array.from({ length: 10 }, (_, i) => item(`Control ${i}`, 'yes'));
    const project = await fundedProject(t.server, { items, pay: 3, overlap: 1, min_accuracy: 70 });
    const [w] = await workers(t.server, 1, { level: 4 });
    expect(await work(w!, project.id, 'yes')).toEqual({ status: 'accepted', reason: '', paid: 3 });
    for (let i = 0; i < 4; i++)
      expect(await work(w!, project.id, 'no')).toEqual({
        status: 'rejected',
        reason: 'Did not match the known answer of this control item.',
        paid: 0,
      });
    // 1 of 5 right: 20 %, below 70 %.
    const refused = await api.next(w!, project.id);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe(
      'Your control answers on this project are 20% right, below the 70% it asks for, so it gives you no more items.',
    );
    const listed = (await api.projects(w!)).body.items.find((p: { id: string }) => p.id === project.id);
    expect(listed).toMatchObject({ accuracy: 0.2, closed_reason: refused.body.message });
    expect(await balanceOf(t.server, w!.id)).toBeGreaterThanOrEqual(3);
  });
});

describe('text answers', () => {
  it('wait for the client, and are accepted by themselves after 72 hours', async () => {
    const project = await fundedProject(t.server, {
      kind: 'text',
      items: [item('Translate: good morning')],
      pay: 6,
      overlap: 1,
    });
    const [w] = await workers(t.server, 1);
    const before = await balanceOf(t.server, w!.id);
    expect(await work(w!, project.id, '  Habari za asubuhi ')).toEqual({
      status: 'pending',
      reason: 'Waiting for the client to check it (accepted by itself after 72 hours).',
      paid: 0,
    });
    clock.tick(71 * 3600 * 1000);
    await t.server.paidWork.runOnce();
    expect(await balanceOf(t.server, w!.id)).toBe(before);
    clock.tick(1 * 3600 * 1000);
    await t.server.paidWork.runOnce();
    expect(await balanceOf(t.server, w!.id)).toBe(before + 6);
    const row = await t.server.deps.db
      .selectFrom('assignments')
      .select(['status', 'answer'])
      .where('project_id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'accepted', answer: 'Habari za asubuhi' });
  });
});

describe('an answer retried with its Idempotency-Key', () => {
  it('gets the first result back and is counted once', async () => {
    const project = await fundedProject(t.server, { items: [item('Retry')], pay: 2, overlap: 1 });
    const [w] = await workers(t.server, 1);
    const lease = await api.next(w!, project.id);
    clock.tick(3000);
    const headers = { 'idempotency-key': 'answer-once-1' };
    const first = await api.answer(w!, lease.body.id, 'yes', headers);
    const again = await api.answer(w!, lease.body.id, 'yes', headers);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await api.history(w!)).body.today.answers).toBe(1);
  });
});

describe('verify-ledger', () => {
  it('is clean after all of the above, and catches a planted fault', async () => {
    expect((await verifyLedger(t.server.deps)).problems).toEqual([]);
    const project = await fundedProject(t.server, { items: [item('x')], pay: 2, overlap: 1 });
    await t.server.deps.db
      .updateTable('projects')
      .set((eb) => ({ spent: eb('spent', '+', 1) }))
      .where('id', '=', project.id)
      .execute();
    const problems = (await verifyLedger(t.server.deps)).problems.map((p) => p.problem);
    expect(problems).toContain(`project ${project.id}: reserve + held + spent + released = 3 but funded_pay 2`);
    expect(problems).toContain(`project ${project.id}: spent 1 but its accepted assignments pay 0`);
  });
});
